// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace locklab::test {

// Where two JSON values first differ ("summary.overlaps.intervals[0].toMs: 2143.11 against 2143.2"),
// empty when they are equal: a failed comparison of two run summaries says what differed, where
// QCOMPARE prints the first thousand characters of each.
inline QString firstJsonDifference(const QJsonValue &actual, const QJsonValue &expected, const QString &path = {})
{
    const auto shown = [](const QJsonValue &v) {
        const QByteArray json = v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                : v.isArray()
                                    ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact)
                                    : QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
        return QString::fromUtf8(json.left(300));
    };
    const QString here = path.isEmpty() ? QStringLiteral("(top)") : path;
    if (actual.type() != expected.type())
        return here + QStringLiteral(": ") + shown(actual) + QStringLiteral(" against ") + shown(expected);
    if (actual.isObject()) {
        const QJsonObject a = actual.toObject(), e = expected.toObject();
        QStringList keys = a.keys();
        for (const QString &k : e.keys()) {
            if (!a.contains(k))
                keys.append(k);
        }
        for (const QString &k : std::as_const(keys)) {
            const QString inner = path.isEmpty() ? k : path + u'.' + k;
            if (!a.contains(k) || !e.contains(k))
                return inner
                       + (a.contains(k) ? QStringLiteral(": only in the actual")
                                        : QStringLiteral(": only in the expected"));
            const QString d = firstJsonDifference(a.value(k), e.value(k), inner);
            if (!d.isEmpty())
                return d;
        }
        return {};
    }
    if (actual.isArray()) {
        const QJsonArray a = actual.toArray(), e = expected.toArray();
        for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i) {
            const QString d = firstJsonDifference(a.at(i), e.at(i), here + QStringLiteral("[%1]").arg(i));
            if (!d.isEmpty())
                return d;
        }
        if (a.size() != e.size())
            return here + QStringLiteral(": %1 items against %2").arg(a.size()).arg(e.size());
        return {};
    }
    return actual == expected
               ? QString()
               : here + QStringLiteral(": ") + shown(actual) + QStringLiteral(" against ") + shown(expected);
}

}  // namespace locklab::test
