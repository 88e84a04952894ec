// SPDX-License-Identifier: MIT
#include "core/formattable.h"

#include "core/coretr.h"
#include "core/terminaltext.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace locklab::format {

namespace {

QString quotedList(const QStringList &options)
{
    QStringList q;
    for (const QString &o : options)
        q.append(quoted(o));
    return q.join(QStringLiteral(", "));
}

}  // namespace

QString typeName(Type type)
{
    switch (type) {
    case Type::Integer:
        return QStringLiteral("integer");
    case Type::Number:
        return QStringLiteral("number");
    case Type::Boolean:
        return QStringLiteral("boolean");
    case Type::String:
    case Type::Choice:
        return QStringLiteral("string");
    case Type::Object:
        return QStringLiteral("object");
    case Type::Array:
        return QStringLiteral("array");
    }
    return {};
}

Reader::Reader(QString file, LoadError *error)
    : m_file(std::move(file))
    , m_error(error)
{}

bool Reader::fail(const JsonNode &at, const QString &path, const QString &message)
{
    if (m_error)
        *m_error = LoadError{m_file, at.line, at.column, path, message};
    return false;
}

QString Reader::join(const QString &path, const QString &field)
{
    return path.isEmpty() ? pathSegment(field) : path + u'.' + pathSegment(field);
}

QString Reader::index(const QString &path, qsizetype i)
{
    return path + u'[' + QString::number(i) + u']';
}

QString Reader::unknownField(const QStringList &allowed)
{
    return FormatTr::tr("unknown field (expected one of: %1)").arg(allowed.join(QStringLiteral(", ")));
}

QString Reader::missingField(const QString &name)
{
    return FormatTr::tr("missing required field %1").arg(quoted(name));
}

QString Reader::missingFieldFor(const QString &name, const QString &kind)
{
    return FormatTr::tr("missing required field %1 for %2").arg(quoted(name), quoted(kind));
}

bool Reader::value(const JsonNode &node, const QString &path, Type type, double min, double max,
                   const QStringList &choices, Value *out)
{
    const QString got = node.excerpt();
    switch (type) {
    case Type::Integer: {
        const auto lo = static_cast<qint64>(min);
        const auto hi = static_cast<qint64>(max);
        if (node.type != JsonNode::Type::Number || !node.isIntegerLiteral) {
            const QString message = lo == 0   ? FormatTr::tr("expected a non-negative integer, got %1")
                                    : lo == 1 ? FormatTr::tr("expected a positive integer, got %1")
                                              : FormatTr::tr("expected an integer, got %1");
            return fail(node, path, message.arg(got));
        }
        // An integer literal beyond what a double holds exactly is out of every range we have.
        if (!node.isInteger || node.number > max)
            return fail(node, path,
                        FormatTr::tr("expected an integer from %1 to %2, got %3 (too large)").arg(lo).arg(hi).arg(got));
        if (node.number < min)
            return fail(node, path, FormatTr::tr("expected an integer from %1 to %2, got %3").arg(lo).arg(hi).arg(got));
        if (out)
            *out = static_cast<qint64>(node.number);
        return true;
    }
    case Type::Number:
        if (node.type != JsonNode::Type::Number)
            return fail(node, path, FormatTr::tr("expected a number, got %1").arg(got));
        if (node.number < min || node.number > max)
            return fail(node, path, FormatTr::tr("expected a number from %1 to %2, got %3").arg(min).arg(max).arg(got));
        if (out)
            *out = node.number;
        return true;
    case Type::Boolean:
        if (node.type != JsonNode::Type::Bool)
            return fail(node, path, FormatTr::tr("expected true or false, got %1").arg(got));
        if (out)
            *out = node.boolean;
        return true;
    case Type::String:
        if (node.type != JsonNode::Type::String)
            return fail(node, path, FormatTr::tr("expected a string, got %1").arg(got));
        if (max > 0 && node.string.size() > max)
            return fail(node, path,
                        FormatTr::tr("expected at most %1 characters, got %2")
                            .arg(static_cast<qint64>(max))
                            .arg(node.string.size()));
        if (out)
            *out = node.string;
        return true;
    case Type::Choice:
        if (node.type != JsonNode::Type::String || !choices.contains(node.string))
            return fail(node, path, FormatTr::tr("expected one of %1, got %2").arg(quotedList(choices), got));
        if (out)
            *out = node.string;
        return true;
    case Type::Object:
        if (node.type != JsonNode::Type::Object)
            return fail(node, path, FormatTr::tr("expected an object, got %1").arg(got));
        return true;
    case Type::Array:
        if (node.type != JsonNode::Type::Array)
            return fail(node, path, FormatTr::tr("expected an array, got %1").arg(got));
        return true;
    }
    return true;
}

bool Reader::array(const JsonNode &node, const QString &path, double min, double max, const char *countMessage,
                   const std::function<bool(const JsonNode &, const QString &)> &item)
{
    if (!value(node, path, Type::Array, 0, 0, {}, nullptr))
        return false;
    const qsizetype count = node.items.size();
    if (count < min || count > max) {
        const QString message = FormatTr::tr(countMessage);
        return fail(node, path,
                    min == 0 ? message.arg(static_cast<qint64>(max)).arg(count)
                             : message.arg(static_cast<qint64>(min)).arg(static_cast<qint64>(max)).arg(count));
    }
    for (qsizetype i = 0; i < count; ++i) {
        if (!item(node.items.at(i), index(path, i)))
            return false;
    }
    return true;
}

QString jsonText(const Value &value)
{
    if (const auto *b = std::get_if<bool>(&value))
        return *b ? QStringLiteral("true") : QStringLiteral("false");
    if (const auto *i = std::get_if<qint64>(&value))
        return QString::number(*i);
    if (const auto *d = std::get_if<double>(&value))
        return QString::number(*d, 'g', 17);
    if (const auto *s = std::get_if<QString>(&value)) {
        // QJsonDocument knows JSON's escaping rules; a one-element array is the shortest way to ask.
        const QByteArray json = QJsonDocument(QJsonArray{*s}).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(json.mid(1, json.size() - 2));
    }
    return QStringLiteral("null");
}

}  // namespace locklab::format
