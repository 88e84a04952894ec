// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <functional>
#include <utility>

namespace locklab {

// A JSON value that remembers where it was written, so the scenario loader can point at the
// exact line and column of a bad field (QJsonDocument forgets positions).
struct JsonNode {
    enum class Type : quint8 { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    int line = 1;
    int column = 1;
    qsizetype begin = 0;  // byte offsets of the value in the text: [begin, end)
    qsizetype end = 0;
    bool boolean = false;
    double number = 0;
    bool isIntegerLiteral = false;  // written without fraction or exponent
    bool isInteger = false;         // an integer literal that a double holds exactly (|n| < 2^53)
    QString string;                 // also the raw text of a number, for error messages
    QList<JsonNode> items;
    QList<std::pair<QString, JsonNode>> members;  // in file order

    const JsonNode *member(const QString &name) const;
    // The value as it appeared in the file, shortened and escaped (control characters, newlines
    // and ANSI escapes as `\n`, `\x1b`), for "got ..." in one-line error messages.
    QString excerpt() const;
    QString typeName() const;
};

// Every way JSON text can be malformed, with one message each (jsonSyntaxMessage): the one table of
// JSON syntax errors, in the user's language, for every reader (scenarios, recordings, the editor).
enum class JsonSyntax : quint8 {
    None,
    UnexpectedCharacter,  // argument: the character, quoted
    InvalidUtf8,          // argument: the byte in hex
    InvalidUtf8InString,  // argument: the byte in hex
    TextAfterValue,
    TooDeep,  // argument: the depth limit
    UnexpectedEnd,
    MalformedNumber,
    UnterminatedString,
    ControlCharacter,
    BadUnicodeEscape,
    BadEscape,
    ExpectedCommaOrBracket,
    ExpectedFieldName,
    DuplicateField,  // argument: the field, quoted
    ExpectedColon,
    ExpectedCommaOrBrace,
};
inline constexpr int jsonSyntaxCount = static_cast<int>(JsonSyntax::ExpectedCommaOrBrace) + 1;

// The message for `syntax`, in the installed language, with `argument` filled in.
QString jsonSyntaxMessage(JsonSyntax syntax, const QString &argument = QString());

struct JsonParseError {
    int line = 0;
    int column = 0;
    QString message;  // jsonSyntaxMessage(syntax, ...)
    JsonSyntax syntax = JsonSyntax::None;
};

// An array of the top-level object handed over item by item instead of kept in the tree, so a
// recording's million events never exist twice (as nodes and as events). `item` returns false to
// stop the parse (it reports its own error); the member itself stays in the tree, empty.
struct JsonStream {
    QString member;
    std::function<bool(JsonNode &&item, qsizetype index)> item;
};

// Strict RFC 8259 parsing of UTF-8 text; duplicate keys are an error (one of them would silently
// lose), so is invalid UTF-8 (with its position). A UTF-8 byte-order mark at the start is skipped:
// editors write one and it means nothing here. Columns count bytes after it.
// With `stream`, false may also mean the stream's `item` refused one (error->message is empty).
bool parseJson(const QByteArray &text, JsonNode *root, JsonParseError *error, const JsonStream *stream = nullptr);

}  // namespace locklab
