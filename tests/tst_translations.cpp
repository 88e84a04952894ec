// SPDX-License-Identifier: MIT
// The translations are complete and current: every .ts has exactly the strings lupdate finds in
// the sources today (a fresh lupdate run into a temporary file), nothing unfinished or obsolete,
// the same placeholders and tags as the English, and the embedded catalogues really translate.
// One idiom names the contexts (docs/architecture.md, "Translations"): each is declared once, and
// no source writes one as a string.
#include "core/builtins.h"
#include "core/captions.h"
#include "core/jsonnode.h"
#include "core/report.h"
#include "core/scenario.h"
#include "core/simulation.h"
#include "core/summary.h"
#include "core/translations.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

using namespace locklab;

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type;              // "", "unfinished", "obsolete", "vanished"
    QStringList translations;  // one, or one per plural form
    QString key() const { return context + u'\x1f' + source; }
};

QList<Message> readTs(const QString &path, QString *language = nullptr)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS") && language)
            *language = xml.attributes().value(QLatin1String("language")).toString();
        else if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message")) {
            Message m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (!(xml.isEndElement() && xml.name() == QLatin1String("message")) && !xml.atEnd()) {
                xml.readNext();
                if (!xml.isStartElement())
                    continue;
                if (xml.name() == QLatin1String("source")) {
                    m.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    m.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (!m.numerus)
                        m.translations << xml.readElementText();
                } else if (xml.name() == QLatin1String("numerusform")) {
                    m.translations << xml.readElementText();
                }
            }
            messages << m;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QSet<QString> keys(const QList<Message> &messages)
{
    QSet<QString> set;
    for (const Message &m : messages)
        set.insert(m.key());
    return set;
}

// %1…%99, %L1, %n: each with how often it occurs.
QMap<QString, int> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QMap<QString, int> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        ++found[it.next().captured(0)];
    return found;
}

QStringList tags(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0).section(u' ', 0, 0).remove(u'>');
    found.sort();
    return found;
}

void removeAllTranslators()
{
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

QString tsPath(const QString &language)
{
    return QStringLiteral(LOCKLAB_SOURCE_DIR "/translations/locklab_%1.ts").arg(language);
}

struct Source {
    QString path;  // relative to the source directory
    QString text;
    int lineAt(qsizetype offset) const { return static_cast<int>(text.left(offset).count(u'\n')) + 1; }
};

// Every file lupdate reads (translations/CMakeLists.txt): the .h and .cpp under core, ui and app.
QList<Source> translatedSources()
{
    QList<Source> sources;
    for (const char *folder : {"core", "ui", "app"}) {
        QDirIterator it(QStringLiteral(LOCKLAB_SOURCE_DIR "/") + QLatin1String(folder),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                qFatal("cannot open %s", qPrintable(file.fileName()));
            sources.append({file.fileName().mid(qstrlen(LOCKLAB_SOURCE_DIR) + 1), QString::fromUtf8(file.readAll())});
        }
    }
    std::sort(sources.begin(), sources.end(), [](const Source &a, const Source &b) { return a.path < b.path; });
    return sources;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyContextIsUnderLocklab();
    void noLiteralContexts();
    void everyContextDeclaredOnce();
    void tsFilesMatchTheSources_data();
    void tsFilesMatchTheSources();
    void translationsAreComplete_data();
    void translationsAreComplete();
    void germanNamesAWorkersThingWithVon();
    void frenchSpacesBeforeDoublePunctuation();
    void catalogueTranslatesAtRunTime();
    void englishPlurals();
    void languageChoice();
    void reportInGerman();
    void noUntranslatedMessages_data();
    void noUntranslatedMessages();
    void jsonSyntaxMessagesTranslate();

private:
    QList<Message> m_fresh;  // what lupdate finds in the sources now
};

void TestTranslations::initTestCase()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fresh = dir.filePath(QStringLiteral("fresh_de.ts"));
    // The same inputs and options as translations/CMakeLists.txt gives qt_add_translations; the
    // include path lets lupdate follow "core/…" includes to the namespaces and classes they declare.
    QStringList args{QStringLiteral("-locations"),      QStringLiteral("none"),  QStringLiteral("-no-obsolete"),
                     QStringLiteral("-extensions"),     QStringLiteral("h,cpp"), QStringLiteral("-I"),
                     QStringLiteral(LOCKLAB_SOURCE_DIR)};
    for (const char *folder : {"core", "ui", "app"})
        args << QStringLiteral(LOCKLAB_SOURCE_DIR "/") + QLatin1String(folder);
    args << QStringLiteral(LOCKLAB_SCENARIO_TEXTS) << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(LOCKLAB_LUPDATE), args);
    QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    m_fresh = readTs(fresh);
    QVERIFY2(m_fresh.size() > 500, qPrintable(QString::number(m_fresh.size())));
}

void TestTranslations::everyContextIsUnderLocklab()
{
    // One convention: a context is a class (or a Q_DECLARE_TR_FUNCTIONS name) in namespace
    // locklab, e.g. "locklab::Report", so a translator sees where each string belongs.
    QStringList outside;
    for (const Message &m : std::as_const(m_fresh)) {
        if (!m.context.startsWith(QStringLiteral("locklab::")) && !outside.contains(m.context))
            outside << m.context;
    }
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QStringLiteral(", "))));
}

void TestTranslations::noLiteralContexts()
{
    // A context is named once, by its declaration: translate("locklab::X", …) or
    // QT_TRANSLATE_NOOP("locklab::X", …) would write it again, and a typo there loses the
    // translations silently. Call XTr::tr() (or a class's own tr()), and mark a text translated
    // later with QT_TR_NOOP in a struct nested in its context's Tr.
    static const QRegularExpression literal(
        QStringLiteral("\\b(translate|QT_TRANSLATE(_N)?_NOOP3?(_UTF8)?)\\s*\\(\\s*\"[^\\n]*"));
    QStringList found;
    for (const Source &source : translatedSources()) {
        for (auto it = literal.globalMatch(source.text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            found << QStringLiteral("%1:%2: %3")
                         .arg(source.path)
                         .arg(source.lineAt(m.capturedStart()))
                         .arg(m.captured(0));
        }
    }
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("a context written as a string (use its Tr struct):\n") + found.join(u'\n')));
}

void TestTranslations::everyContextDeclaredOnce()
{
    // The one idiom: a context is declared once, either by the class it names (Q_OBJECT, or
    // Q_DECLARE_TR_FUNCTIONS(locklab::Name) in the body of a plain class Name, in its header) or
    // as a NameTr struct in its target's header (core/coretr.h, core/live/livetr.h,
    // ui/timeline/timelinetr.h, ui/uitr.h, app/apptr.h). No file declares a context of its own.
    static const QRegularExpression declare(QStringLiteral("\\bQ_DECLARE_TR_FUNCTIONS\\(\\s*([\\w:]+)\\s*\\)"));
    static const QRegularExpression classHead(
        QStringLiteral("\\b(?:class|struct)\\s+(\\w+)(?:\\s+final)?\\s*(?::[^;{]*)?\\{"));
    static const QRegularExpression qobject(
        QStringLiteral("\\b(?:class|struct)\\s+(\\w+)(?:\\s+final)?\\s*:[^;{]*\\{\\s*Q_OBJECT\\b"));
    static const QRegularExpression trHeader(QStringLiteral("(^|/)(core|live|timeline|ui|app)tr\\.h$"));
    QMap<QString, QStringList> declaredAt;  // context → where
    QStringList misplaced;
    int trHeaders = 0;
    for (const Source &source : translatedSources()) {
        const bool isTrHeader = trHeader.match(source.path).hasMatch();
        trHeaders += isTrHeader;
        for (auto it = qobject.globalMatch(source.text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            declaredAt[QStringLiteral("locklab::") + m.captured(1)]
                << QStringLiteral("%1:%2 (Q_OBJECT)").arg(source.path).arg(source.lineAt(m.capturedStart()));
        }
        for (auto it = declare.globalMatch(source.text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString context = m.captured(1);
            const QString where = QStringLiteral("%1:%2").arg(source.path).arg(source.lineAt(m.capturedStart()));
            declaredAt[context] << where;
            // The class or struct whose body holds the declaration: the last one opened before it.
            QString holder;
            for (auto h = classHead.globalMatch(source.text.left(m.capturedStart())); h.hasNext();)
                holder = h.next().captured(1);
            const QString name = context.section(QStringLiteral("::"), -1);
            const bool own = holder == name && source.path.endsWith(QLatin1String(".h")) && !isTrHeader;
            const bool shared = isTrHeader && holder.compare(name + QStringLiteral("Tr"), Qt::CaseInsensitive) == 0;
            if (!own && !shared)
                misplaced << QStringLiteral("%1: %2 in %3").arg(where, context, holder);
        }
    }
    QCOMPARE(trHeaders, 5);
    QVERIFY2(misplaced.isEmpty(),
             qPrintable(QStringLiteral("declare a context as NameTr in its target's *tr.h, or in the class it names:\n")
                        + misplaced.join(u'\n')));
    QStringList twice;
    for (auto it = declaredAt.cbegin(); it != declaredAt.cend(); ++it) {
        if (it.value().size() > 1)
            twice << it.key() + QStringLiteral(": ") + it.value().join(QStringLiteral(", "));
    }
    QVERIFY2(twice.isEmpty(), qPrintable(QStringLiteral("a context declared more than once:\n") + twice.join(u'\n')));
    QVERIFY2(declaredAt.size() > 60, qPrintable(QString::number(declaredAt.size())));
}

void TestTranslations::tsFilesMatchTheSources_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("pluralOnly");
    QTest::newRow("de") << QStringLiteral("de") << false;
    QTest::newRow("fr") << QStringLiteral("fr") << false;
    QTest::newRow("en (plural forms only)") << QStringLiteral("en") << true;
}

void TestTranslations::tsFilesMatchTheSources()
{
    QFETCH(QString, language);
    QFETCH(bool, pluralOnly);
    QSet<QString> expected;
    for (const Message &m : std::as_const(m_fresh)) {
        if (!pluralOnly || m.numerus)
            expected.insert(m.key());
    }
    const QSet<QString> committed = keys(readTs(tsPath(language)));
    QStringList missing = QSet<QString>(expected).subtract(committed).values();
    QStringList stale = QSet<QString>(committed).subtract(expected).values();
    missing.sort();
    stale.sort();
    const QString hint = QStringLiteral("run `cmake --build <build dir> --target update_translations` and translate; ");
    QVERIFY2(missing.isEmpty(), qPrintable(hint + QStringLiteral("not in the .ts: ")
                                           + missing.join(QStringLiteral(" | ")).replace(u'\x1f', u'/')));
    QVERIFY2(stale.isEmpty(), qPrintable(hint + QStringLiteral("no longer in the code: ")
                                         + stale.join(QStringLiteral(" | ")).replace(u'\x1f', u'/')));
}

void TestTranslations::translationsAreComplete_data()
{
    tsFilesMatchTheSources_data();
}

void TestTranslations::translationsAreComplete()
{
    QFETCH(QString, language);
    QString tsLanguage;
    const QList<Message> messages = readTs(tsPath(language), &tsLanguage);
    QVERIFY(tsLanguage.startsWith(language));
    for (const Message &m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("%1 entry: %2").arg(m.type, where)));
        QCOMPARE(m.translations.size(), m.numerus ? 2 : 1);  // en, de and fr all have two plural forms
        for (const QString &t : m.translations) {
            QVERIFY2(!t.trimmed().isEmpty(), qPrintable(QStringLiteral("empty translation: ") + where));
            QMap<QString, int> want = placeholders(m.source);
            QMap<QString, int> got = placeholders(t);
            if (m.numerus) {
                // A singular form may spell out "one" instead of %n.
                want.remove(QStringLiteral("%n"));
                got.remove(QStringLiteral("%n"));
            }
            QVERIFY2(got == want, qPrintable(QStringLiteral("placeholders differ: %1 → %2").arg(where, t)));
            QVERIFY2(tags(t) == tags(m.source), qPrintable(QStringLiteral("HTML tags differ: %1 → %2").arg(where, t)));
            QVERIFY2(t.count(u'&') - t.count(QLatin1String("&&")) * 2 - t.count(QLatin1String("&nbsp;"))
                         == m.source.count(u'&') - m.source.count(QLatin1String("&&")) * 2
                                - m.source.count(QLatin1String("&nbsp;")),
                     qPrintable(QStringLiteral("accelerators differ: %1 → %2").arg(where, t)));
        }
        if (m.numerus)
            QVERIFY2(m.translations.last().contains(QLatin1String("%n")),
                     qPrintable(QStringLiteral("plural without %n: ") + where));
    }
}

// Issue 27: "findet As Token" read as the English word "As"; "B's Schreibvorgang" is English. A
// worker's key, token or write is "das Token von A" in German.
void TestTranslations::germanNamesAWorkersThingWithVon()
{
    const QRegularExpression genitive(QStringLiteral("(^|[\\s(„])[A-D](s|'s|’s)\\s"));
    for (const Message &m : readTs(tsPath(QStringLiteral("de")))) {
        for (const QString &t : m.translations)
            QVERIFY2(!genitive.match(t).hasMatch(), qPrintable(m.source + QStringLiteral(" → ") + t));
    }
}

// French puts a no-break space (U+00A0, or the narrow U+202F) before ':' ';' '?' '!' that end a
// word: "Titre\u00a0:", never "Titre:" nor "Titre :" (a plain space lets the mark wrap onto a line of
// its own; 233 translations had one or the other). A mark ends a word when the end, a space or
// something closing (a tag, a bracket, a quote) follows it. Not a word's end: "::", "12:30",
// "redis://", "host:port", "%1:%2", an HTML entity's ';'. Left as they are: text quoted from the
// English as is ("honoursTimeout: false", a JSON snippet, the usage's "live:"), and SQL's '?'
// parameters ("fence < ?").
void TestTranslations::frenchSpacesBeforeDoublePunctuation()
{
    static const QRegularExpression mark(
        QStringLiteral(R"re((\S+?)( ?)([:;?!])(?=$|[\s<)»”"])(?=(\s+\S+)?))re"),
        QRegularExpression::UseUnicodePropertiesOption);  // \s: the no-break spaces too
    static const QRegularExpression sqlParameter(QStringLiteral("[=<>]$"));
    static const QRegularExpression entity(QStringLiteral("&#?\\w+$"));  // "&nbsp;"
    QStringList missing;
    for (const Message &m : readTs(tsPath(QStringLiteral("fr")))) {
        for (const QString &t : m.translations) {
            for (auto it = mark.globalMatch(t); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                const QString word = match.captured(1);
                const QString following = match.captured(4);
                if (match.captured(3) == u';' && match.captured(2).isEmpty() && entity.match(word).hasMatch())
                    continue;
                if (match.captured(3) == u'?' && sqlParameter.match(word).hasMatch())
                    continue;
                if (!following.isEmpty() && m.source.contains(match.captured(0) + following))
                    continue;
                missing << match.captured(0) + QStringLiteral("   in: ") + t;
            }
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
}

void TestTranslations::catalogueTranslatesAtRunTime()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    Scenario s;
    LoadError e;
    QVERIFY(loadBuiltinScenario(QStringLiteral("ttl-overlap"), &s, &e));
    // The scenario keeps its own words (recordings must not depend on the language); display translates.
    QCOMPARE(s.title, QStringLiteral("The lock expires while its holder is frozen"));
    QCOMPARE_NE(scenarioTitle(s), s.title);
    QVERIFY2(scenarioTitle(s).contains(QLatin1String("Lock")), qPrintable(scenarioTitle(s)));
    QCOMPARE_NE(scenarioDescription(s), s.description);

    const Trace trace = simulate(s, s.policies, 1);
    const Interpretation interpretation(trace);
    bool expiredCaption = false;
    for (qsizetype i = 0; i < trace.events.size(); ++i) {
        if (trace.events.at(i).kind == EventKind::Expired) {
            const QString caption = captionFor(interpretation, i);
            QVERIFY2(!caption.contains(QLatin1String("runs out")), qPrintable(caption));
            expiredCaption = true;
        }
    }
    QVERIFY(expiredCaption);
    // Back to English for the other functions: remove every installed translator.
    removeAllTranslators();
    QCOMPARE(scenarioTitle(s), QStringLiteral("The lock expires while its holder is frozen"));
}

void TestTranslations::englishPlurals()
{
    QVERIFY(installTranslations(QStringLiteral("en")));
    Scenario s;
    LoadError e;
    QVERIFY(loadBuiltinScenario(QStringLiteral("ttl-overlap"), &s, &e));
    const Trace trace = simulate(s, s.policies, 1);
    const QString text = summaryText(trace, summarize(trace));
    // A gets the lock at its first try, B at its sixth: "1 try", never "1 tries".
    QVERIFY2(text.contains(QLatin1String("(1 try)")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("(6 tries)")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("1 tries")), qPrintable(text));
    removeAllTranslators();
}

void TestTranslations::languageChoice()
{
    QCOMPARE(supportedLanguages().first(), QStringLiteral("en"));
    QCOMPARE(chooseLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
    QVERIFY(supportedLanguages().contains(chooseLanguage(QStringLiteral("xx"))));
    QVERIFY(!installTranslations(QStringLiteral("xx")));
    QCOMPARE(languageDisplayName(QStringLiteral("de")), QStringLiteral("Deutsch"));
    QCOMPARE(languageDisplayName(QStringLiteral("fr")), QStringLiteral("Français"));
}

void TestTranslations::reportInGerman()
{
    // The real binary: --lang works with a subcommand, the report is German, the JSON is not.
    QProcess p;
    p.start(QStringLiteral(LOCKLAB_BINARY),
            {QStringLiteral("run"), QStringLiteral("ttl-overlap"), QStringLiteral("--lang"), QStringLiteral("de")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(out.contains(QLatin1String("Zusammenfassung")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("data-corrupted")), qPrintable(out));  // identifiers stay
    QVERIFY2(!out.contains(QLatin1String("acquisitions")), qPrintable(out));

    // --lang may come before the subcommand too.
    p.start(QStringLiteral(LOCKLAB_BINARY),
            {QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("run"), QStringLiteral("ttl-overlap")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("résumé")), "no French report");

    p.start(QStringLiteral(LOCKLAB_BINARY), {QStringLiteral("run"), QStringLiteral("ttl-overlap"),
                                             QStringLiteral("--json"), QStringLiteral("--lang=de")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().contains("\"verdict\": \"data-corrupted\""));

    p.start(QStringLiteral(LOCKLAB_BINARY),
            {QStringLiteral("run"), QStringLiteral("ttl-overlap"), QStringLiteral("--lang"), QStringLiteral("xx")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardError().contains("--lang"));
}

void TestTranslations::noUntranslatedMessages_data()
{
    // The shapes a user-visible message takes in our code, written as an English literal instead of
    // through tr(): an error handed back, a parser's failure, a trace note or fault outcome, a reply
    // LockLab makes up (Redis's own "ERR ..." replies are Redis's words and stay), a line on stderr,
    // a command-line option's description.
    QTest::addColumn<QString>("pattern");
    const QString prose = QStringLiteral(R"re(QStringLiteral\(\s*"(?!ERR |NOSCRIPT)[^"]*[a-z]{2,}[ :][a-z(][^"]*")re");
    QTest::newRow("*error = ...") << QStringLiteral(R"re((\berror|\.error|m_error)\s*=\s*)re") + prose;
    QTest::newRow("fail(...)") << QStringLiteral(R"re(\bfail\(\s*(\w+,\s*)?)re") + prose;
    QTest::newRow("note(...)") << QStringLiteral(R"re(\b(note|notes\.append|m_notes\.append|m_onLost)\(\s*)re") + prose;
    QTest::newRow("FaultOutcome{...}") << QStringLiteral(R"re(FaultOutcome\{[^}]*)re") + prose;
    QTest::newRow("Reply::error/unknown(...)") << QStringLiteral(R"re(Reply::(error|unknown)\(\s*)re") + prose;
    QTest::newRow("co_return \"...\"") << QStringLiteral(R"re(co_return\s+)re") + prose;
    // "locklab run: " or "locklab run: --record: " alone names the program and the flag: not prose.
    QTest::newRow("err << \"...\"") << QStringLiteral(
        "\\berr(\\(\\))?\\s*<<\\s*\"(?!locklab( [a-z]+)?: (--[a-z-]+: )?\")[^\"]*[a-z]{2,} [a-z]{2,}");
    QTest::newRow("QCommandLineOption description")
        << QStringLiteral(R"re(QCommandLineOption\s*\w*[({]\s*QStringLiteral\("[\w-]+"\),\s*)re") + prose;
}

void TestTranslations::noUntranslatedMessages()
{
    QFETCH(QString, pattern);
    const QRegularExpression re(pattern);
    QVERIFY2(re.isValid(), qPrintable(re.errorString()));
    QStringList found;
    int files = 0;
    for (const char *folder : {"core", "ui", "app"}) {
        QDirIterator it(QStringLiteral(LOCKLAB_SOURCE_DIR "/") + QLatin1String(folder),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            ++files;
            // Statements joined onto one line, comments and qCDebug() lines (developer logging) left out.
            QString code;
            int line = 0;
            QList<int> lineOf;
            for (const QByteArray &raw : file.readAll().split('\n')) {
                ++line;
                QString l = QString::fromUtf8(raw);
                const qsizetype comment = l.indexOf(QStringLiteral("// "));
                if (comment >= 0 && l.left(comment).count(u'"') % 2 == 0)
                    l.truncate(comment);
                if (l.contains(QStringLiteral("qCDebug")) || l.contains(QStringLiteral("qCInfo")))
                    continue;
                code += l.trimmed() + u' ';
                lineOf.resize(code.size(), line);
            }
            for (auto m = re.globalMatch(code); m.hasNext();) {
                const QRegularExpressionMatch match = m.next();
                found << QStringLiteral("%1:%2: %3")
                             .arg(file.fileName().mid(qstrlen(LOCKLAB_SOURCE_DIR) + 1))
                             .arg(lineOf.value(match.capturedStart(), line))
                             .arg(match.captured(0));
            }
        }
    }
    QVERIFY2(files > 150, qPrintable(QString::number(files)));
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("English message(s) not through tr():\n") + found.join(QStringLiteral("\n"))));
}

void TestTranslations::jsonSyntaxMessagesTranslate()
{
    // Every JSON syntax error has a message, and German gives each its own words.
    QStringList english;
    for (int i = 1; i < jsonSyntaxCount; ++i)
        english << jsonSyntaxMessage(static_cast<JsonSyntax>(i), QStringLiteral("X"));
    QVERIFY(installTranslations(QStringLiteral("de")));
    for (int i = 1; i < jsonSyntaxCount; ++i) {
        const QString german = jsonSyntaxMessage(static_cast<JsonSyntax>(i), QStringLiteral("X"));
        QVERIFY2(!english.at(i - 1).isEmpty(), qPrintable(QString::number(i)));
        QVERIFY2(german != english.at(i - 1), qPrintable(german));
        QCOMPARE(german.contains(u'X'), english.at(i - 1).contains(u'X'));
    }
    removeAllTranslators();
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
