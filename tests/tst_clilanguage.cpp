// SPDX-License-Identifier: MIT
// The real `locklab` binary, given bad input in German and in French, says what is wrong in that
// language: the exact translated line after the untouched `FILE:LINE:COL: path:` prefix, and no
// English sentence of the catalogue anywhere on stderr. The exit code stays 2 whatever the language.
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// The English sentences a translation replaces: each source text cut at its placeholders and line
// breaks, keeping the pieces of three words or more that its translation does not contain too
// (a usage line's `locklab run SCENARIO ...` stays as typed in every language).
QStringList englishSentences(const QString &language)
{
    QFile file(QStringLiteral(LOCKLAB_SOURCE_DIR "/translations/locklab_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    QStringList sentences;
    QXmlStreamReader xml(&file);
    QString source;
    static const QRegularExpression cut(QStringLiteral("%L?\\d+|%n|\\n"));
    static const QRegularExpression words(QStringLiteral("[A-Za-z]{2,}( +[A-Za-z']{2,}){2,}"));
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform")) {
            if (xml.name() == QLatin1String("translation")
                && xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished"))
                continue;
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            for (const QString &piece : source.split(cut, Qt::SkipEmptyParts)) {
                for (auto it = words.globalMatch(piece); it.hasNext();) {
                    const QString sentence = it.next().captured(0);
                    if (!translation.contains(sentence) && !sentences.contains(sentence))
                        sentences << sentence;
                }
            }
        }
    }
    return sentences;
}

}  // namespace

class TestCliLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void badInputInTheUsersLanguage_data();
    void badInputInTheUsersLanguage();
    void theSystemLanguageCounts();

private:
    QString file(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QHash<QString, QStringList> m_english;  // language -> English sentences its catalogue replaces
};

void TestCliLanguage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const QString &language : {QStringLiteral("de"), QStringLiteral("fr")}) {
        m_english.insert(language, englishSentences(language));
        QVERIFY2(m_english.value(language).size() > 300, qPrintable(QString::number(m_english.value(language).size())));
    }
    auto write = [this](const QString &name, const QByteArray &bytes) { locklab::test::writeFile(m_dir, name, bytes); };
    write(QStringLiteral("syntax.json"), "{\"name\": \"x\",\n  \"workers\": [}");
    write(QStringLiteral("range.json"), "{\"name\": \"x\", \"lock\": {\"key\": \"k\", \"ttlMs\": -5},\n"
                                        " \"workers\": [{\"name\": \"A\", \"steps\": [{\"do\": \"acquire\"}]}]}\n");
    write(QStringLiteral("monitor.log"),
          "1700000000.123456 [0 127.0.0.1:5000] \"SET\" \"k\" \"v\" \"NX\" \"PX\" \"100\"\n"
          "1700000000.12345 [0 127.0.0.1:5000] \"GET\" \"k\"\n");
    write(QStringLiteral("not-a-monitor.log"), "hello\n");
    // A real recording, with one event made wrong: its state is no state a worker can be in.
    QProcess run;
    run.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("run"),
                                               QStringLiteral("mutual-exclusion"), QStringLiteral("--record"),
                                               file(QStringLiteral("good.locklab.json"))});
    QVERIFY(run.waitForFinished(30000));
    QCOMPARE(run.exitCode(), 0);
    QFile good(file(QStringLiteral("good.locklab.json")));
    QVERIFY(good.open(QIODevice::ReadOnly));
    QByteArray recording = good.readAll();
    const qsizetype at = recording.indexOf("\"st\":\"acquiring\"");
    QVERIFY(at > 0);
    recording.replace(at, 16, "\"st\":\"dreaming\"");
    write(QStringLiteral("bad.locklab.json"), recording);
}

void TestCliLanguage::badInputInTheUsersLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("arguments");  // FILE:name is a file of the test's own
    QTest::addColumn<QString>("expected");       // the first line of stderr, FILE: the file's path
    QTest::addColumn<int>("exitCode");
    const QString de = QStringLiteral("de"), fr = QStringLiteral("fr");
    struct Row {
        const char *name;
        QStringList arguments;
        QString german;
        QString french;
        int exitCode = 2;  // bad input
    };
    const QList<Row> rows{
        {"bad JSON syntax",
         {QStringLiteral("run"), QStringLiteral("FILE:syntax.json")},
         QStringLiteral("FILE:2:15: ungültiges JSON: unerwartetes Zeichen \"}\""),
         QStringLiteral("FILE:2:15: JSON invalide\u00a0: caractère inattendu \"}\"")},
        {"out-of-range field",
         {QStringLiteral("run"), QStringLiteral("FILE:range.json")},
         QStringLiteral("FILE:1:45: lock.ttlMs: erwartet eine ganze Zahl von 1 bis 86400000, erhalten: -5"),
         QStringLiteral("FILE:1:45: lock.ttlMs: entier de 1 à 86400000 attendu, reçu -5")},
        {"bad recording line",
         {QStringLiteral("replay"), QStringLiteral("FILE:bad.locklab.json")},
         QStringLiteral(
             "FILE:6:37: events[2].st: erwartet eines von \"idle\", \"waiting\", \"acquiring\", \"holding\", "
             "\"working\", \"paused\", \"writing\", \"releasing\", \"extending\", \"done\", \"gave-up\", "
             "\"checking\", erhalten: \"dreaming\""),
         QStringLiteral("FILE:6:37: events[2].st: l’un de \"idle\", \"waiting\", \"acquiring\", \"holding\", "
                        "\"working\", \"paused\", \"writing\", \"releasing\", \"extending\", \"done\", \"gave-up\", "
                        "\"checking\" attendu, reçu \"dreaming\"")},
        {"bad sweep spec",
         {QStringLiteral("sweep"), QStringLiteral("ttl-overlap"), QStringLiteral("--vary"),
          QStringLiteral("ttl=5:1:1")},
         QStringLiteral("locklab sweep: --vary ttl=5:1:1: erwartet von:bis:Schritt mit von <= bis, Schritt > 0 und "
                        "höchstens 10000 Punkten"),
         QStringLiteral("locklab sweep: --vary ttl=5:1:1\u00a0: début:fin:pas attendu avec début <= fin, pas > 0 et au "
                        "plus 10000 points")},
        {"bad pause distribution",
         {QStringLiteral("sweep"), QStringLiteral("ttl-overlap"), QStringLiteral("--vary"),
          QStringLiteral("ttl=50:60:10"), QStringLiteral("--pause"), QStringLiteral("gauss:3")},
         QStringLiteral("locklab sweep: --pause \"gauss:3\": erwartet fixed, exponential, lognormal oder pareto"),
         QStringLiteral("locklab sweep: --pause \"gauss:3\"\u00a0: fixed, exponential, lognormal ou pareto attendu")},
        {"bad URL",
         {QStringLiteral("run"), QStringLiteral("mutual-exclusion"), QStringLiteral("--redis"),
          QStringLiteral("redis://localhost:99999")},
         QStringLiteral("locklab: --redis: ungültige URL \"redis://localhost:99999\": ungültiger Port oder Portnummer "
                        "außerhalb des gültigen Bereichs"),
         QStringLiteral("locklab: --redis: URL invalide \"redis://localhost:99999\"\u00a0: port invalide ou numéro de "
                        "port hors limites")},
        {"no host in the URL",
         {QStringLiteral("run"), QStringLiteral("mutual-exclusion"), QStringLiteral("--redis"),
          QStringLiteral("redis://")},
         QStringLiteral("locklab: --redis: kein Host in \"redis://\""),
         QStringLiteral("locklab: --redis: aucun hôte dans \"redis://\"")},
        {"unknown flag",
         {QStringLiteral("run"), QStringLiteral("--bogus"), QStringLiteral("mutual-exclusion")},
         QStringLiteral("locklab run: Unbekannte Option 'bogus'."),
         QStringLiteral("locklab run: Option inconnue \"bogus\".")},
        {"bad flag value",
         {QStringLiteral("run"), QStringLiteral("mutual-exclusion"), QStringLiteral("--max-events"),
          QStringLiteral("0")},
         QStringLiteral("locklab run: --max-events: erwartet eine ganze Zahl von 1 bis 1099511627776, erhalten: \"0\""),
         QStringLiteral("locklab run: --max-events\u00a0: entier de 1 à 1099511627776 attendu, reçu \"0\"")},
        {"MONITOR parse error",
         {QStringLiteral("import"), QStringLiteral("FILE:monitor.log")},
         QStringLiteral("FILE:2:12: erwartet sechs Ziffern Mikrosekunden"),
         QStringLiteral("FILE:2:12: six chiffres de microsecondes attendus"),
         0},  // the good line is imported: a warning, not a refusal
        {"no MONITOR line",
         {QStringLiteral("import"), QStringLiteral("FILE:not-a-monitor.log")},
         QStringLiteral("FILE:1:1: erwartet den Zeitstempel (Sekunden.Mikrosekunden) am Zeilenanfang"),
         QStringLiteral("FILE:1:1: horodatage (secondes.microsecondes) attendu en début de ligne")},
        {"no such scenario",
         {QStringLiteral("run"), QStringLiteral("no-such-scenario")},
         QStringLiteral("no-such-scenario: kein eingebautes Szenario dieses Namens und keine solche Datei (siehe "
                        "`locklab list`)"),
         QStringLiteral("no-such-scenario: aucun scénario intégré de ce nom et aucun fichier de ce nom (voir "
                        "`locklab list`)")},
        {"unknown language",
         {QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("list")},
         QStringLiteral("locklab: --lang: erwartet eines von en, de, fr, erhalten: \"xx\""),
         QStringLiteral("locklab: --lang\u00a0: une valeur parmi en, de, fr attendue, reçu \"xx\"")},
    };
    for (const Row &row : rows) {
        if (!row.german.isEmpty())
            QTest::addRow("%s (de)", row.name) << de << row.arguments << row.german << row.exitCode;
        if (!row.french.isEmpty())
            QTest::addRow("%s (fr)", row.name) << fr << row.arguments << row.french << row.exitCode;
    }
}

void TestCliLanguage::badInputInTheUsersLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QFETCH(int, exitCode);
    QString path;
    for (QString &a : arguments) {
        if (a.startsWith(QStringLiteral("FILE:")))
            a = path = file(a.mid(5));
    }
    expected.replace(QStringLiteral("FILE:"), path + u':');
    QProcess cli;
    cli.setProcessChannelMode(QProcess::SeparateChannels);
    cli.start(QStringLiteral(LOCKLAB_BINARY), QStringList{QStringLiteral("--lang"), language} + arguments);
    QVERIFY(cli.waitForFinished(60000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitCode(), exitCode);
    QCOMPARE(err.section(u'\n', 0, 0), expected);
    // Nothing else on stderr is English either (the usage that follows an unknown flag, say).
    QStringList english;
    for (const QString &sentence : m_english.value(language)) {
        if (err.contains(sentence))
            english << sentence;
    }
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | ")) + QStringLiteral("\n") + err));
}

void TestCliLanguage::theSystemLanguageCounts()
{
    // No --lang: LANGUAGE/LC_ALL choose, as on a German desktop.
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("sweep"), QStringLiteral("ttl-overlap"),
                                               QStringLiteral("--vary"), QStringLiteral("colour=1:2:1")});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 2);
    QCOMPARE(QString::fromUtf8(cli.readAllStandardError()).trimmed(),
             QStringLiteral("locklab sweep: --vary colour=1:2:1: unbekannter Parameter \"colour\" (erwartet einer von: "
                            "ttl, pause, pause-prob, work, workers, retry, jitter, clock-jump, drift, restart-delay)"));
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
