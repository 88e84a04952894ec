// SPDX-License-Identifier: MIT
// docs/scenarios.md lists exactly the fields the scenario format's tables hold (core/
// scenarioformat.cpp): the same names in the same order, types, ranges, choices, required
// fields and the kinds that accept each. A field added to a table without its line in the docs,
// or a documented range the loader does not enforce, fails here.
#include "core/scenarioformat.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace locklab;
using namespace locklab::format;

namespace {

// The first "| Field | ..." table of the section whose heading names `object`.
QList<QStringList> docTable(const QString &markdown, const QString &object, QStringList *header)
{
    const QStringList lines = markdown.split(u'\n');
    const QString heading = object == QStringLiteral("top level") ? QStringLiteral("Top level") : u'`' + object + u'`';
    qsizetype i = 0;
    for (; i < lines.size(); ++i) {
        const QString &l = lines.at(i);
        if (l.startsWith(u'#') && l.section(u' ', 1).trimmed() == heading)
            break;
    }
    QList<QStringList> rows;
    for (++i; i < lines.size() && !lines.at(i).startsWith(u'#'); ++i) {
        if (!lines.at(i).startsWith(QStringLiteral("| Field |")))
            continue;
        auto cells = [](const QString &line) {
            QStringList c = line.split(u'|');
            c.removeFirst();
            c.removeLast();
            for (QString &cell : c)
                cell = cell.trimmed();
            return c;
        };
        *header = cells(lines.at(i));
        for (i += 2; i < lines.size() && lines.at(i).startsWith(u'|'); ++i)
            rows << cells(lines.at(i));
        break;
    }
    return rows;
}

QList<double> numbers(const QString &cell)
{
    static const QRegularExpression re(QStringLiteral("\\d[\\d,]*(\\.\\d+)?"));
    QList<double> found;
    for (auto it = re.globalMatch(cell); it.hasNext();)
        found << it.next().captured(0).remove(u',').toDouble();
    return found;
}

QStringList quotedValues(const QString &cell)
{
    static const QRegularExpression re(QStringLiteral("`\"([^\"]*)\"`"));
    QStringList found;
    for (auto it = re.globalMatch(cell); it.hasNext();)
        found << it.next().captured(1);
    return found;
}

}  // namespace

class TestFormatDocs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void docsListTheTables_data();
    void docsListTheTables();
};

void TestFormatDocs::docsListTheTables_data()
{
    QTest::addColumn<int>("object");
    const QList<ObjectInfo> objects = scenarioVocabulary();
    for (int i = 0; i < objects.size(); ++i)
        QTest::newRow(qPrintable(objects.at(i).object)) << i;
}

void TestFormatDocs::docsListTheTables()
{
    QFETCH(int, object);
    const ObjectInfo info = scenarioVocabulary().at(object);
    QFile file(QStringLiteral(LOCKLAB_SOURCE_DIR "/docs/scenarios.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(file.readAll());
    QStringList header;
    const QList<QStringList> rows = docTable(markdown, info.object, &header);
    QVERIFY2(!rows.isEmpty(), qPrintable(QStringLiteral("no \"| Field |\" table under the heading of ") + info.object));
    const qsizetype kindsColumn = header.indexOf(QStringLiteral("Steps")) >= 0
                                      ? header.indexOf(QStringLiteral("Steps"))
                                      : header.indexOf(QStringLiteral("Faults"));

    QStringList documented;
    for (const QStringList &row : rows)
        documented << QString(row.first()).remove(u'`');
    QStringList fields;
    for (const FieldInfo &f : info.fields)
        fields << f.name;
    QCOMPARE(documented, fields);

    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QStringList &row = rows.at(r);
        const FieldInfo &f = info.fields.at(r);
        const QString where = info.object + u'.' + f.name + QStringLiteral(": ");
        QVERIFY2(row.at(1).startsWith(typeName(f.type)), qPrintable(where + QStringLiteral("type ") + row.at(1)));
        const QString range = row.at(2);
        const QList<double> n = numbers(range);
        switch (f.type) {
        case Type::Integer:
        case Type::Number:
        case Type::Array:
            if (range.contains(QStringLiteral("`atMs`")) || (f.type == Type::Array && f.min == 0)) {
                QVERIFY2(!n.isEmpty() && n.first() == f.max, qPrintable(where + QStringLiteral("range ") + range));
            } else {
                QVERIFY2(n.size() >= 2 && n.at(0) == f.min && n.at(1) == f.max,
                         qPrintable(where + QStringLiteral("range ") + range));
            }
            break;
        case Type::String:
            QVERIFY2(f.max == 0 || n.contains(f.max), qPrintable(where + QStringLiteral("length ") + range));
            break;
        case Type::Choice:
            QCOMPARE(quotedValues(range), f.choices);
            break;
        case Type::Boolean:
        case Type::Object:
            break;
        }
        const bool required = !f.needs.isEmpty();
        QVERIFY2(row.at(3).contains(QStringLiteral("**required**")) == required,
                 qPrintable(where + QStringLiteral("default ") + row.at(3)));
        if (kindsColumn >= 0) {
            const QString kinds = row.at(kindsColumn);
            const QStringList expected = f.accepts.isEmpty() ? QStringList{QStringLiteral("all")} : f.accepts;
            QCOMPARE(kinds.split(QStringLiteral(", ")), expected);
        }
    }
}

QTEST_GUILESS_MAIN(TestFormatDocs)
#include "tst_formatdocs.moc"
