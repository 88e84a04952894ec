// SPDX-License-Identifier: MIT
#pragma once

class QChart;
class QPalette;

namespace locklab {

// A chart follows the window's palette: Qt Charts draws its own light theme otherwise, a white
// chart in the dark window. Call it before adding series and axes: a theme resets their colours
// (and gives the axes added after it its own).
void followPalette(QChart *chart, const QPalette &palette);

}  // namespace locklab
