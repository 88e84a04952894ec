// SPDX-License-Identifier: MIT
#include "core/terminaltext.h"

#include <QList>

#include <algorithm>

namespace locklab {

namespace {

// Characters that move the cursor, change colours or reorder text when printed: C0, DEL, C1,
// the Unicode line and paragraph separators, and the bidirectional overrides and isolates.
bool needsEscape(uint c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 || (c >= 0x202a && c <= 0x202e)
           || (c >= 0x2066 && c <= 0x2069) || c == 0xfeff;
}

void append(QString *out, uint c, bool inQuotes)
{
    switch (c) {
    case '\n':
        *out += QStringLiteral("\\n");
        return;
    case '\r':
        *out += QStringLiteral("\\r");
        return;
    case '\t':
        *out += QStringLiteral("\\t");
        return;
    case '"':
    case '\\':
        if (inQuotes)
            *out += u'\\';
        *out += QChar(static_cast<char16_t>(c));
        return;
    default:
        break;
    }
    if (c < 0x80 && needsEscape(c)) {
        *out += QStringLiteral("\\x") + QString::number(static_cast<uint>(c), 16).rightJustified(2, u'0');
    } else if (needsEscape(c)) {
        *out += QStringLiteral("\\u{") + QString::number(static_cast<uint>(c), 16) + u'}';
    } else {
        const char32_t one[] = {static_cast<char32_t>(c)};
        *out += QString::fromUcs4(one, 1);
    }
}

QString escape(QStringView text, bool inQuotes)
{
    // Nearly every text needs nothing (every character escaped is in the BMP: code units will do).
    const bool plain = std::none_of(text.begin(), text.end(), [inQuotes](QChar c) {
        const char16_t u = c.unicode();
        return needsEscape(u) || (inQuotes && (u == '"' || u == '\\'));
    });
    if (plain)
        return text.toString();
    QString out;
    out.reserve(text.size());
    for (const uint c : text.toUcs4())
        append(&out, c, inQuotes);
    return out;
}

}  // namespace

QString printable(QStringView text)
{
    return escape(text, false);
}

QString printableLines(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype from = 0; from < text.size();) {
        qsizetype end = text.indexOf(u'\n', from);
        const bool newline = end >= 0;
        if (!newline)
            end = text.size();
        out += escape(text.sliced(from, end - from), false);
        if (newline)
            out += u'\n';
        from = end + 1;
    }
    return out;
}

QString quoted(QStringView text)
{
    return u'"' + escape(text, true) + u'"';
}

QString pathSegment(QStringView name)
{
    bool plain = !name.isEmpty();
    for (QChar c : name) {
        const char16_t u = c.unicode();
        plain = plain && u > 0x20 && u != '.' && u != ':' && u != '[' && u != ']' && u != '"' && u != '\\'
                && !needsEscape(u);
    }
    return plain ? name.toString() : quoted(name);
}

}  // namespace locklab
