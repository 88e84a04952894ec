// SPDX-License-Identifier: MIT
#include "chartpalette.h"

#include <QChart>
#include <QLegend>
#include <QPalette>

namespace locklab {

void followPalette(QChart *chart, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightnessF() < 0.5;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart->theme() != theme)
        chart->setTheme(theme);
    // The theme's own background (a blue-grey gradient in the dark one) would frame the chart
    // apart from the window's views.
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setTitleBrush(palette.color(QPalette::Text));
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
}

}  // namespace locklab
