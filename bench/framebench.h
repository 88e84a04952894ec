// SPDX-License-Identifier: MIT
#pragma once

#include "timeline/timelinemodel.h"
#include "timeline/timelinepalette.h"
#include "timeline/timelinerenderer.h"
#include "timeline/timemapping.h"

#include <QFont>
#include <QImage>
#include <QPainter>

// A timeline frame as the widget paints its layer (light palette, 9-point font, 1600×1000 by
// default): what the frame benchmarks time. `full` fits the whole run.
struct FrameBench {
    explicit FrameBench(const locklab::TimelineModel &model, QSize size = {1600, 1000})
        : image(size, QImage::Format_ARGB32_Premultiplied)
    {
        QFont font;
        font.setPointSize(9);
        renderer.setPalette(locklab::TimelinePalette::fromPalette(QPalette(Qt::black, Qt::white), font));
        renderer.setModel(&model);
        layout = renderer.layout(size);
        full = locklab::TimeMapping(0, 1, layout.plot.left(), layout.plot.width()).fitted(model.start, model.end);
    }
    void paint(const locklab::TimeMapping &mapping)
    {
        QPainter p(&image);
        renderer.paint(p, layout, mapping);
    }

    locklab::TimelineRenderer renderer;
    locklab::TimelineLayout layout;
    locklab::TimeMapping full;
    QImage image;
};
