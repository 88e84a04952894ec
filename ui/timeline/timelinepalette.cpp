// SPDX-License-Identifier: MIT
#include "timeline/timelinepalette.h"

#include <QPainter>

#include <algorithm>
#include <array>

namespace locklab {

TimelinePalette TimelinePalette::fromPalette(const QPalette &palette, const QFont &font)
{
    TimelinePalette p;
    const QColor base = palette.color(QPalette::Base);
    p.dark = base.lightnessF() < 0.5;
    p.background = base;
    p.text = palette.color(QPalette::Text);
    p.laneBackground = base;
    p.laneAlternate = p.dark ? base.lighter(118) : base.darker(103);
    p.gutter = p.dark ? base.lighter(112) : palette.color(QPalette::Window);
    p.mutedText = p.dark ? QColor(0x9a, 0xa3, 0xae) : QColor(0x5f, 0x66, 0x70);
    p.grid = p.dark ? QColor(255, 255, 255, 22) : QColor(0, 0, 0, 20);
    p.axis = p.dark ? QColor(255, 255, 255, 90) : QColor(0, 0, 0, 90);
    p.danger = p.dark ? QColor(0xff, 0x5a, 0x5f) : QColor(0xd9, 0x2d, 0x3a);
    p.dangerFill = p.danger;
    p.dangerFill.setAlpha(p.dark ? 46 : 34);
    p.ok = p.dark ? QColor(0x4a, 0xd6, 0x6d) : QColor(0x1f, 0x9d, 0x4b);
    p.warning = p.dark ? QColor(0xff, 0x9f, 0x43) : QColor(0xe0, 0x6c, 0x00);
    p.frozen = p.dark ? QColor(0x3b, 0x5b, 0x7a) : QColor(0xcf, 0xe6, 0xf7);
    p.waiting = p.dark ? QColor(0x70, 0x78, 0x84) : QColor(0xa8, 0xae, 0xb6);
    p.cursor = p.dark ? QColor(0xff, 0xd3, 0x4d) : QColor(0x1d, 0x4e, 0xd8);
    p.future = p.dark ? QColor(0, 0, 0, 110) : QColor(0x80, 0x80, 0x80, 50);
    p.font = font;
    p.smallFont = font;
    // A font may be sized in pixels (pointSizeF() is then -1): scale whichever it uses.
    if (font.pointSizeF() > 0)
        p.smallFont.setPointSizeF(font.pointSizeF() * 0.88);
    else if (font.pixelSize() > 0)
        p.smallFont.setPixelSize(std::max(8, static_cast<int>(font.pixelSize() * 0.88)));
    p.boldFont = font;
    p.boldFont.setBold(true);
    p.smallBoldFont = p.smallFont;
    p.smallBoldFont.setBold(true);
    return p;
}

QColor TimelinePalette::worker(int index) const
{
    // 24 hues that avoid the reserved red and green, in a fixed order (A is blue everywhere): the
    // first eight are the most distinct; the next sixteen are darker and lighter relatives that
    // never sit next to their kin, so neighbouring lanes differ even with 24 workers.
    static constexpr std::array<QRgb, distinctWorkers> onLight{
        0x2f6fdb, 0xe08a00, 0x8a4fd8, 0x0f9aa8, 0xd6458f, 0x7a5a2e, 0x4b5563, 0x5b8c00,
        0x1a3f8f, 0xb8860b, 0x5b2a86, 0x006d77, 0x9c2f6b, 0xa0522d, 0x8d99ae, 0x8a8f00,
        0x5fa8ff, 0xf4b400, 0xb794f4, 0x38b2ac, 0xf687b3, 0xc08457, 0x2d3748, 0x6b46c1};
    static constexpr std::array<QRgb, distinctWorkers> onDark{
        0x5b9bff, 0xffb23e, 0xb689ff, 0x33c7d4, 0xff7ab8, 0xc49a6c, 0xaab3bf, 0x9ccc3c,
        0x7f8cff, 0xffd166, 0xd6a2ff, 0x7ee0e8, 0xe05299, 0xe0a370, 0xd0d7e0, 0xc8d65a,
        0x4f86c6, 0xff8c42, 0x9b72cf, 0x1fa5ac, 0xffa3c7, 0xa6794b, 0x8593a3, 0xe6c229};
    if (index < 0)
        return mutedText;
    const auto &set = dark ? onDark : onLight;
    return QColor::fromRgb(set[static_cast<std::size_t>(index) % set.size()]);
}

Qt::BrushStyle TimelinePalette::workerPattern(int index) const
{
    static constexpr std::array<Qt::BrushStyle, 5> patterns{Qt::SolidPattern, Qt::BDiagPattern, Qt::FDiagPattern,
                                                            Qt::CrossPattern, Qt::Dense5Pattern};
    if (index < 0)
        return Qt::SolidPattern;
    return patterns[static_cast<std::size_t>(index / distinctWorkers) % patterns.size()];
}

void TimelinePalette::fillWorker(QPainter &p, const QRectF &rect, int index, int alpha) const
{
    QColor c = worker(index);
    c.setAlpha(alpha);
    p.fillRect(rect, c);
    const Qt::BrushStyle pattern = workerPattern(index);
    if (pattern != Qt::SolidPattern)
        p.fillRect(rect, QBrush(dark ? QColor(0, 0, 0, alpha * 3 / 5) : QColor(255, 255, 255, alpha * 3 / 4), pattern));
}

QColor TimelinePalette::workerTint(int index, int alpha) const
{
    QColor c = worker(index);
    c.setAlpha(alpha);
    return c;
}

}  // namespace locklab
