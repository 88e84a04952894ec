// SPDX-License-Identifier: MIT
#include "core/jsonnode.h"

#include "core/coretr.h"
#include "core/terminaltext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace locklab {

QString jsonSyntaxMessage(JsonSyntax syntax, const QString &argument)
{
    switch (syntax) {
    case JsonSyntax::None:
        return {};
    case JsonSyntax::UnexpectedCharacter:
        return FormatTr::tr("invalid JSON: unexpected character %1").arg(argument);
    case JsonSyntax::InvalidUtf8:
        return FormatTr::tr("invalid UTF-8: byte 0x%1").arg(argument);
    case JsonSyntax::InvalidUtf8InString:
        return FormatTr::tr("invalid UTF-8: byte 0x%1 in a string").arg(argument);
    case JsonSyntax::TextAfterValue:
        return FormatTr::tr("unexpected text after the end of the JSON value");
    case JsonSyntax::TooDeep:
        return FormatTr::tr("invalid JSON: nested deeper than %1 levels").arg(argument);
    case JsonSyntax::UnexpectedEnd:
        return FormatTr::tr("invalid JSON: unexpected end of file");
    case JsonSyntax::MalformedNumber:
        return FormatTr::tr("invalid JSON: malformed number");
    case JsonSyntax::UnterminatedString:
        return FormatTr::tr("invalid JSON: unterminated string");
    case JsonSyntax::ControlCharacter:
        return FormatTr::tr("invalid JSON: control character in a string");
    case JsonSyntax::BadUnicodeEscape:
        return FormatTr::tr("invalid JSON: bad \\u escape");
    case JsonSyntax::BadEscape:
        return FormatTr::tr("invalid JSON: bad escape in a string");
    case JsonSyntax::ExpectedCommaOrBracket:
        return FormatTr::tr("invalid JSON: expected ',' or ']'");
    case JsonSyntax::ExpectedFieldName:
        return FormatTr::tr("invalid JSON: expected a quoted field name");
    case JsonSyntax::DuplicateField:
        return FormatTr::tr("duplicate field %1").arg(argument);
    case JsonSyntax::ExpectedColon:
        return FormatTr::tr("invalid JSON: expected ':' after a field name");
    case JsonSyntax::ExpectedCommaOrBrace:
        return FormatTr::tr("invalid JSON: expected ',' or '}'");
    }
    return {};
}

const JsonNode *JsonNode::member(const QString &name) const
{
    for (const auto &m : members) {
        if (m.first == name)
            return &m.second;
    }
    return nullptr;
}

QString JsonNode::typeName() const
{
    switch (type) {
    case Type::Null:
        return QStringLiteral("null");
    case Type::Bool:
        return FormatTr::tr("a boolean");
    case Type::Number:
        return FormatTr::tr("a number");
    case Type::String:
        return FormatTr::tr("a string");
    case Type::Array:
        return FormatTr::tr("an array");
    case Type::Object:
        return FormatTr::tr("an object");
    }
    return {};
}

QString JsonNode::excerpt() const
{
    switch (type) {
    case Type::Null:
        return QStringLiteral("null");
    case Type::Bool:
        return boolean ? QStringLiteral("true") : QStringLiteral("false");
    case Type::Number:
        return string;
    case Type::String:
        return string.size() > 40 ? quoted(string.left(37)) + QStringLiteral("...") : quoted(string);
    case Type::Array:
        return FormatTr::tr("an array");
    case Type::Object:
        return FormatTr::tr("an object");
    }
    return {};
}

namespace {

class Parser {
public:
    Parser(const QByteArray &text, const JsonStream *stream)
        : m_text(text)
        , m_stream(stream)
    {}

    bool parseDocument(JsonNode *root)
    {
        if (m_text.startsWith("\xef\xbb\xbf")) {
            m_pos = 3;
            m_lineStart = 3;
        }
        skipSpace();
        if (!parseValue(root, 0))
            return false;
        skipSpace();
        if (m_pos < m_text.size())
            return fail(JsonSyntax::TextAfterValue);
        return true;
    }
    JsonParseError error;

private:
    static constexpr int maxDepth = 64;

    bool fail(JsonSyntax syntax, const QString &argument = QString())
    {
        error = JsonParseError{m_line, column(), jsonSyntaxMessage(syntax, argument), syntax};
        return false;
    }
    int column() const { return static_cast<int>(m_pos - m_lineStart) + 1; }
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_pos); }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = m_text.at(m_pos);
            if (c == '\n') {
                ++m_line;
                m_lineStart = m_pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                break;
            }
            ++m_pos;
        }
    }

    bool unexpectedCharacter()
    {
        const auto c = static_cast<unsigned char>(peek());
        if (c >= 0x80) {
            const int length = utf8SequenceLength(m_pos);
            if (length == 0)
                return fail(JsonSyntax::InvalidUtf8,
                            QStringLiteral("%1").arg(static_cast<uint>(c), 2, 16, QLatin1Char('0')));
            return fail(JsonSyntax::UnexpectedCharacter, quoted(QString::fromUtf8(m_text.mid(m_pos, length))));
        }
        return fail(JsonSyntax::UnexpectedCharacter, quoted(QString(QChar::fromLatin1(peek()))));
    }

    // The length of the well-formed UTF-8 sequence at `pos` (RFC 3629: no overlong forms, no
    // surrogates, nothing above U+10FFFF), or 0.
    int utf8SequenceLength(qsizetype pos) const
    {
        const auto byte = [&](qsizetype i) { return i < m_text.size() ? static_cast<unsigned char>(m_text.at(i)) : 0; };
        const unsigned char b0 = byte(pos);
        const auto cont = [&](qsizetype i, unsigned char low = 0x80, unsigned char high = 0xbf) {
            return byte(i) >= low && byte(i) <= high;
        };
        if (b0 < 0x80)
            return 1;
        if (b0 >= 0xc2 && b0 <= 0xdf)
            return cont(pos + 1) ? 2 : 0;
        if (b0 >= 0xe0 && b0 <= 0xef) {
            const unsigned char low = b0 == 0xe0 ? 0xa0 : 0x80;
            const unsigned char high = b0 == 0xed ? 0x9f : 0xbf;
            return cont(pos + 1, low, high) && cont(pos + 2) ? 3 : 0;
        }
        if (b0 >= 0xf0 && b0 <= 0xf4) {
            const unsigned char low = b0 == 0xf0 ? 0x90 : 0x80;
            const unsigned char high = b0 == 0xf4 ? 0x8f : 0xbf;
            return cont(pos + 1, low, high) && cont(pos + 2) && cont(pos + 3) ? 4 : 0;
        }
        return 0;
    }

    bool expectLiteral(const char *word)
    {
        const QByteArray w(word);
        if (m_text.mid(m_pos, w.size()) != w) {
            // Point at the first character that differs, not at the start of the word.
            while (m_pos < m_text.size() && *word && m_text.at(m_pos) == *word) {
                ++m_pos;
                ++word;
            }
            return unexpectedCharacter();
        }
        m_pos += w.size();
        return true;
    }

    bool parseValue(JsonNode *node, int depth)
    {
        if (depth > maxDepth)
            return fail(JsonSyntax::TooDeep, QString::number(maxDepth));
        node->line = m_line;
        node->column = column();
        node->begin = m_pos;
        const bool ok = parseValueAt(node, depth);
        node->end = m_pos;
        return ok;
    }

    bool parseValueAt(JsonNode *node, int depth)
    {
        switch (peek()) {
        case '{':
            return parseObject(node, depth);
        case '[':
            return parseArray(node, depth);
        case '"':
            node->type = JsonNode::Type::String;
            return parseString(&node->string);
        case 't':
            node->type = JsonNode::Type::Bool;
            node->boolean = true;
            return expectLiteral("true");
        case 'f':
            node->type = JsonNode::Type::Bool;
            return expectLiteral("false");
        case 'n':
            return expectLiteral("null");
        case '\0':
            return fail(JsonSyntax::UnexpectedEnd);
        default:
            if (peek() == '-' || (peek() >= '0' && peek() <= '9'))
                return parseNumber(node);
            return unexpectedCharacter();
        }
    }

    bool parseNumber(JsonNode *node)
    {
        const qsizetype start = m_pos;
        bool integer = true;
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0') {
            ++m_pos;
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        } else {
            return fail(JsonSyntax::MalformedNumber);
        }
        if (peek() == '.') {
            integer = false;
            ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                return fail(JsonSyntax::MalformedNumber);
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        if (peek() == 'e' || peek() == 'E') {
            integer = false;
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                return fail(JsonSyntax::MalformedNumber);
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        node->type = JsonNode::Type::Number;
        node->string = QString::fromLatin1(m_text.mid(start, m_pos - start));
        node->number = node->string.toDouble();
        node->isIntegerLiteral = integer;
        node->isInteger = integer && std::abs(node->number) < 9.0e15;
        return true;
    }

    // The UTF-16 code unit of four hex digits at `pos`, or -1.
    int hexUnit(qsizetype pos) const
    {
        const QByteArray hex = m_text.mid(pos, 4);
        const bool fourHexDigits =
            hex.size() == 4 && std::all_of(hex.cbegin(), hex.cend(), [](char h) {
                return (h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F');
            });
        return fourHexDigits ? static_cast<int>(hex.toUInt(nullptr, 16)) : -1;
    }

    bool parseString(QString *out)
    {
        ++m_pos;  // opening quote
        // Raw bytes are UTF-8; \u escapes are UTF-16 code units, so a surrogate pair joins up.
        QByteArray utf8;
        QString decoded;
        auto flush = [&] {
            decoded += QString::fromUtf8(utf8);
            utf8.clear();
        };
        while (true) {
            if (atEnd())
                return fail(JsonSyntax::UnterminatedString);
            const char c = m_text.at(m_pos);
            if (c == '"') {
                ++m_pos;
                break;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail(JsonSyntax::ControlCharacter);
            if (static_cast<unsigned char>(c) >= 0x80) {
                const int length = utf8SequenceLength(m_pos);
                if (length == 0)
                    return fail(JsonSyntax::InvalidUtf8InString,
                                QStringLiteral("%1").arg(static_cast<uint>(static_cast<unsigned char>(c)), 2, 16,
                                                         QLatin1Char('0')));
                utf8.append(m_text.mid(m_pos, length));
                m_pos += length;
                continue;
            }
            if (c != '\\') {
                utf8.append(c);
                ++m_pos;
                continue;
            }
            ++m_pos;
            const char esc = peek();
            ++m_pos;
            switch (esc) {
            case '"':
                utf8.append('"');
                break;
            case '\\':
                utf8.append('\\');
                break;
            case '/':
                utf8.append('/');
                break;
            case 'b':
                utf8.append('\b');
                break;
            case 'f':
                utf8.append('\f');
                break;
            case 'n':
                utf8.append('\n');
                break;
            case 'r':
                utf8.append('\r');
                break;
            case 't':
                utf8.append('\t');
                break;
            case 'u': {
                // A character above U+FFFF is a surrogate pair of escapes ("\ud83d\ude00": U+1F600);
                // half of one alone is no character at all, and is refused like invalid UTF-8.
                const int unit = hexUnit(m_pos);
                if (unit < 0 || QChar::isLowSurrogate(static_cast<char32_t>(unit)))
                    return fail(JsonSyntax::BadUnicodeEscape);
                m_pos += 4;
                flush();
                if (QChar::isHighSurrogate(static_cast<char32_t>(unit))) {
                    const int low = m_text.mid(m_pos, 2) == "\\u" ? hexUnit(m_pos + 2) : -1;
                    if (low < 0 || !QChar::isLowSurrogate(static_cast<char32_t>(low))) {
                        m_pos -= 4;  // the error points at the lone half
                        return fail(JsonSyntax::BadUnicodeEscape);
                    }
                    m_pos += 6;
                    decoded += QChar(static_cast<char16_t>(unit));
                    decoded += QChar(static_cast<char16_t>(low));
                } else {
                    decoded += QChar(static_cast<char16_t>(unit));
                }
                break;
            }
            default:
                return fail(JsonSyntax::BadEscape);
            }
        }
        flush();
        *out = decoded;
        return true;
    }

    bool parseArray(JsonNode *node, int depth, bool streamed = false)
    {
        node->type = JsonNode::Type::Array;
        ++m_pos;
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            JsonNode item;
            if (!parseValue(&item, depth + 1))
                return false;
            if (streamed) {
                const JsonParseError at{item.line, item.column, QString()};
                if (!m_stream->item(std::move(item), m_streamed++)) {
                    error = at;
                    return false;
                }
            } else {
                node->items.append(std::move(item));
            }
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                return true;
            }
            return fail(JsonSyntax::ExpectedCommaOrBracket);
        }
    }

    bool parseObject(JsonNode *node, int depth)
    {
        node->type = JsonNode::Type::Object;
        ++m_pos;
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (peek() != '"')
                return fail(JsonSyntax::ExpectedFieldName);
            const int keyLine = m_line;
            const int keyColumn = column();
            QString key;
            if (!parseString(&key))
                return false;
            if (node->member(key)) {
                error = JsonParseError{keyLine, keyColumn, jsonSyntaxMessage(JsonSyntax::DuplicateField, quoted(key)),
                                       JsonSyntax::DuplicateField};
                return false;
            }
            skipSpace();
            if (peek() != ':')
                return fail(JsonSyntax::ExpectedColon);
            ++m_pos;
            skipSpace();
            JsonNode value;
            if (depth == 0 && m_stream && key == m_stream->member && peek() == '[') {
                value.line = m_line;
                value.column = column();
                value.begin = m_pos;
                if (!parseArray(&value, depth + 1, true))
                    return false;
                value.end = m_pos;
            } else if (!parseValue(&value, depth + 1)) {
                return false;
            }
            node->members.append({key, std::move(value)});
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                return true;
            }
            return fail(JsonSyntax::ExpectedCommaOrBrace);
        }
    }

    const QByteArray &m_text;
    const JsonStream *m_stream = nullptr;
    qsizetype m_streamed = 0;
    qsizetype m_pos = 0;
    qsizetype m_lineStart = 0;
    int m_line = 1;
};

}  // namespace

bool parseJson(const QByteArray &text, JsonNode *root, JsonParseError *error, const JsonStream *stream)
{
    Parser parser(text, stream);
    if (parser.parseDocument(root))
        return true;
    if (error)
        *error = parser.error;
    return false;
}

}  // namespace locklab
