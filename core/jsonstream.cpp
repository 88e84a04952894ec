// SPDX-License-Identifier: MIT
#include "core/jsonstream.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

namespace locklab {

namespace {
// Qt's text of a one-item container laid out at depth 1, without its brackets ("[\n" … "\n]\n"),
// moved right to `indent` levels more.
QByteArray moved(const QByteArray &document, int indent)
{
    QByteArray text = document.mid(2, document.size() - 5);
    const QByteArray margin(4 * indent, ' ');
    text.replace('\n', QByteArray('\n' + margin));
    return margin + text;
}

// An array's item as it is laid out inside an array at depth `indent`.
QByteArray itemText(const QJsonValue &value, int indent)
{
    return moved(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Indented), indent);
}

// `"name": value` as it is laid out inside an object at depth `indent`.
QByteArray fieldText(const QString &name, const QJsonValue &value, int indent)
{
    return moved(QJsonDocument(QJsonObject{{name, value}}).toJson(QJsonDocument::Indented), indent);
}
}  // namespace

void StreamedObject::insert(const QString &name, const QJsonValue &value)
{
    m_fields[name] = Field{value, -1, {}, {}};
}

void StreamedObject::insertArray(const QString &name, qsizetype count, Item item)
{
    m_fields[name] = Field{{}, count, std::move(item), {}};
}

void StreamedObject::insertObject(const QString &name, StreamedObject object)
{
    m_fields[name] = Field{{}, -1, {}, std::make_shared<const StreamedObject>(std::move(object))};
}

QJsonObject StreamedObject::toObject() const
{
    QJsonObject o;
    for (const auto &[name, field] : m_fields) {
        if (field.object) {
            o.insert(name, field.object->toObject());
        } else if (field.count >= 0) {
            QJsonArray items;
            for (qsizetype i = 0; i < field.count; ++i)
                items.append(field.item(i));
            o.insert(name, items);
        } else {
            o.insert(name, field.value);
        }
    }
    return o;
}

bool StreamedObject::write(QIODevice &out) const
{
    return write(out, 0) && out.write("\n") >= 0;
}

// Qt's Indented layout: "{", a line per field at indent + 1, "}" at indent; an array's items one
// level further, and an empty array's "]" (or object's "}") on the line after its "[".
bool StreamedObject::write(QIODevice &out, int indent) const
{
    if (m_fields.empty())
        return out.write("{\n" + QByteArray(4 * indent, ' ') + '}') >= 0;
    const QByteArray margin(4 * (indent + 1), ' ');
    QByteArray text = "{\n";
    bool first = true;
    for (const auto &[name, field] : m_fields) {
        if (!first)
            text += ",\n";
        first = false;
        if (!field.object && field.count < 0) {
            text += fieldText(name, field.value, indent);
            continue;
        }
        text += margin + QJsonDocument(QJsonArray{name}).toJson(QJsonDocument::Compact).mid(1).chopped(1) + ": ";
        if (out.write(text) < 0)
            return false;
        text.clear();
        if (field.object) {
            if (!field.object->write(out, indent + 1))
                return false;
            continue;
        }
        text = "[\n";
        for (qsizetype i = 0; i < field.count; ++i) {
            text += itemText(field.item(i), indent + 1);
            text += i + 1 < field.count ? ",\n" : "\n";
            if (out.write(text) < 0)
                return false;
            text.clear();
        }
        text += margin + ']';
    }
    text += '\n' + QByteArray(4 * indent, ' ') + '}';
    return out.write(text) >= 0;
}

}  // namespace locklab
