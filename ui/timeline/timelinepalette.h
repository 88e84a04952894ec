// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>
#include <QPalette>

namespace locklab {

// The timeline's visual language in one place, derived from the widget palette so that a
// dark palette gets colours made for it. Red is reserved for "unsafe", green for "accepted".
struct TimelinePalette {
    bool dark = false;
    QColor background;
    QColor laneBackground;
    QColor laneAlternate;
    QColor gutter;
    QColor text;
    QColor mutedText;
    QColor grid;
    QColor axis;
    QColor danger;      // overlaps, contradicted beliefs, foreign deletes, refused writes
    QColor dangerFill;  // translucent
    QColor ok;          // accepted writes, granted SET NX
    QColor warning;     // stale writes accepted
    QColor frozen;      // a paused process
    QColor waiting;
    QColor cursor;
    QColor future;  // the part of the run not stepped yet
    QFont font;
    QFont smallFont;
    QFont boldFont;
    QFont smallBoldFont;

    static TimelinePalette fromPalette(const QPalette &palette, const QFont &font);
    QColor worker(int index) const;
    // The worker colour at a lighter (or, on dark, deeper) tint for backgrounds.
    QColor workerTint(int index, int alpha) const;
};

}  // namespace locklab
