// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <functional>
#include <map>
#include <memory>

class QIODevice;

namespace locklab {

// A JSON object whose lists may be as long as a run (a trace's events, a summary's acquisitions):
// written, byte for byte as QJsonDocument::Indented lays the whole object out, one item at a time,
// so a run of millions of events never exists as one JSON tree in memory. The same fields give the
// whole QJsonObject for small outputs and tests: the two cannot differ.
class StreamedObject {
public:
    using Item = std::function<QJsonValue(qsizetype)>;

    void insert(const QString &name, const QJsonValue &value);
    // An array of `count` items, `item(i)` made only when it is written.
    void insertArray(const QString &name, qsizetype count, Item item);
    void insertObject(const QString &name, StreamedObject object);

    QJsonObject toObject() const;
    // The object as QJsonDocument(toObject()).toJson(Indented) would have it; false at the first
    // failed write (a closed pipe), after which nothing more is made or written.
    bool write(QIODevice &out) const;

private:
    struct Field {
        QJsonValue value;
        qsizetype count = -1;  // >= 0: an array made by `item`
        Item item;
        std::shared_ptr<const StreamedObject> object;
    };
    bool write(QIODevice &out, int indent) const;

    std::map<QString, Field> m_fields;  // in QJsonObject's order: by name
};

}  // namespace locklab
