// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <utility>

namespace locklab {

// A JSON value that remembers where it was written, so the scenario loader can point at the
// exact line and column of a bad field (QJsonDocument forgets positions).
struct JsonNode {
    enum class Type : quint8 { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    int line = 1;
    int column = 1;
    bool boolean = false;
    double number = 0;
    bool isInteger = false;  // written without fraction or exponent
    QString string;          // also the raw text of a number, for error messages
    QList<JsonNode> items;
    QList<std::pair<QString, JsonNode>> members;  // in file order

    const JsonNode *member(const QString &name) const;
    // The value as it appeared in the file, shortened, for "got ..." in error messages.
    QString excerpt() const;
    QString typeName() const;
};

struct JsonParseError {
    int line = 0;
    int column = 0;
    QString message;
};

// Strict RFC 8259 parsing; duplicate keys are an error (one of them would silently lose).
bool parseJson(const QByteArray &text, JsonNode *root, JsonParseError *error);

}  // namespace locklab
