// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QRectF>

class QPainter;

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
    // How many workers get a colour of their own; past that, colours repeat under a pattern.
    static constexpr int distinctWorkers = 24;
    QColor worker(int index) const;
    // Qt::SolidPattern for the first distinctWorkers workers, then a hatch per round of colours, so
    // W01 and W25 share a hue but never a look.
    Qt::BrushStyle workerPattern(int index) const;
    // Fills `rect` in the worker's colour (at `alpha`), with its pattern on top when it has one.
    void fillWorker(QPainter &p, const QRectF &rect, int index, int alpha = 255) const;
    // The worker colour at a lighter (or, on dark, deeper) tint for backgrounds.
    QColor workerTint(int index, int alpha) const;
};

}  // namespace locklab
