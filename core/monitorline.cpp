// SPDX-License-Identifier: MIT
#include "core/monitorline.h"

#include "core/coretr.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace locklab {

// A line's parse errors: MonitorParseError keeps them in English, monitorParseMessage() translates.
struct TrafficTr::MonitorSyntax {
    static constexpr const char *numberTooLong = QT_TR_NOOP("number too long");
    static constexpr const char *unterminatedArgument =
        QT_TR_NOOP("unterminated argument (the line ends inside its quotes)");
    static constexpr const char *shortHexEscape = QT_TR_NOOP("\\x must be followed by two hex digits");
    static constexpr const char *shortUnicodeEscape = QT_TR_NOOP("\\u must be followed by four hex digits");
    static constexpr const char *unknownEscape = QT_TR_NOOP("unknown escape in an argument");
    static constexpr const char *noTimestamp =
        QT_TR_NOOP("expected the timestamp (seconds.microseconds) at the start of the line");
    static constexpr const char *noFraction = QT_TR_NOOP("expected '.' and microseconds after the timestamp's seconds");
    static constexpr const char *noMicroseconds = QT_TR_NOOP("expected the timestamp's microseconds");
    static constexpr const char *notSixDigits = QT_TR_NOOP("expected six digits of microseconds");
    static constexpr const char *timestampOutOfRange = QT_TR_NOOP("timestamp out of range");
    static constexpr const char *noSpaceAfterTimestamp = QT_TR_NOOP("expected a space after the timestamp");
    static constexpr const char *noDatabaseBracket = QT_TR_NOOP("expected '[' before the database");
    static constexpr const char *noDatabase = QT_TR_NOOP("expected the database number after '['");
    static constexpr const char *databaseOutOfRange = QT_TR_NOOP("database number out of range");
    static constexpr const char *noSpaceAfterDatabase = QT_TR_NOOP("expected a space after the database number");
    static constexpr const char *noClientEnd = QT_TR_NOOP("expected ']' after the client address");
    static constexpr const char *noClient = QT_TR_NOOP("expected the client address after the database number");
    static constexpr const char *noSpaceBetweenArguments = QT_TR_NOOP("expected a space between arguments");
    static constexpr const char *notQuoted = QT_TR_NOOP("expected a quoted argument");
    static constexpr const char *noCommand = QT_TR_NOOP("expected a command after the client address");
    static constexpr const char *tooLong = QT_TR_NOOP("longer than 64 MiB, the most a line may be: not read");
};

namespace {

using Syntax = TrafficTr::MonitorSyntax;

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void appendUtf8(QByteArray *out, uint code)
{
    if (code < 0x80) {
        out->append(static_cast<char>(code));
    } else if (code < 0x800) {
        out->append(static_cast<char>(0xC0 | (code >> 6)));
        out->append(static_cast<char>(0x80 | (code & 0x3F)));
    } else {
        out->append(static_cast<char>(0xE0 | (code >> 12)));
        out->append(static_cast<char>(0x80 | ((code >> 6) & 0x3F)));
        out->append(static_cast<char>(0x80 | (code & 0x3F)));
    }
}

class Reader {
public:
    Reader(QByteArrayView line, MonitorParseError *error, bool borrow)
        : m_p(line.data())
        , m_begin(line.data())
        , m_end(line.data() + line.size())
        , m_error(error)
        , m_borrow(borrow)
    {}

    // Bytes of the line: a view of them (parseMonitorLineBorrowed), else a copy.
    QByteArray bytes(const char *from, qsizetype size) const
    {
        return m_borrow ? QByteArray::fromRawData(from, size) : QByteArray(from, size);
    }

    bool atEnd() const { return m_p >= m_end; }
    char peek() const { return m_p < m_end ? *m_p : '\0'; }
    void skip(qsizetype n = 1) { m_p += n; }
    const char *position() const { return m_p; }
    const char *end() const { return m_end; }

    bool fail(const char *at, const char *message)
    {
        if (m_error) {
            m_error->column = static_cast<qint64>(at - m_begin) + 1;
            m_error->message = QString::fromLatin1(message);
        }
        return false;
    }
    bool fail(const char *message) { return fail(m_p, message); }

    bool expect(char c, const char *message)
    {
        if (peek() != c || atEnd())
            return fail(message);
        ++m_p;
        return true;
    }

    // Digits into *value; false if there are none or too many for a 64-bit integer.
    bool digits(qint64 *value, int *count, const char *message)
    {
        qint64 v = 0;
        int n = 0;
        while (!atEnd() && *m_p >= '0' && *m_p <= '9') {
            if (n >= 18)
                return fail(Syntax::numberTooLong);
            v = v * 10 + (*m_p - '0');
            ++m_p;
            ++n;
        }
        if (n == 0)
            return fail(message);
        *value = v;
        *count = n;
        return true;
    }

    // One quoted argument, unescaped into *out. The opening quote is at m_p.
    bool quoted(QByteArray *out)
    {
        const char *open = m_p;
        ++m_p;
        // Most arguments have no escape at all: find the closing quote and copy once.
        const char *run = m_p;
        m_p = quoteOrEscape(m_p);
        if (m_p < m_end && *m_p == '"' && m_p > run) {
            *out = bytes(run, m_p - run);
            ++m_p;
            return true;
        }
        // An escape: the argument is at most as long as what lies before its closing quote (an
        // escaped character never closes), so it is allocated once, and copied a run between
        // escapes at a time (an EVAL's body has an escape a line).
        const char *close = m_p;
        while (close < m_end && *close != '"')
            close += *close == '\\' ? 2 : 1;
        out->reserve(std::min(close, m_end) - run);
        out->append(run, m_p - run);
        while (m_p < m_end) {
            if (*m_p == '"') {
                ++m_p;
                return true;
            }
            if (*m_p != '\\') {
                const char *plain = m_p;
                m_p = quoteOrEscape(m_p);
                out->append(plain, m_p - plain);
                continue;
            }
            if (m_p + 1 >= m_end)
                return fail(open, Syntax::unterminatedArgument);
            const char e = m_p[1];
            m_p += 2;
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out->append(e);
                break;
            case 'n':
                out->append('\n');
                break;
            case 'r':
                out->append('\r');
                break;
            case 't':
                out->append('\t');
                break;
            case 'a':
                out->append('\a');
                break;
            case 'b':
                out->append('\b');
                break;
            case 'f':
                out->append('\f');
                break;
            case 'x': {
                const int hi = m_p < m_end ? hexDigit(m_p[0]) : -1;
                const int lo = m_p + 1 < m_end ? hexDigit(m_p[1]) : -1;
                if (hi < 0 || lo < 0)
                    return fail(m_p - 2, Syntax::shortHexEscape);
                out->append(static_cast<char>(hi * 16 + lo));
                m_p += 2;
                break;
            }
            case 'u': {
                uint code = 0;
                for (int i = 0; i < 4; ++i) {
                    const int d = m_p + i < m_end ? hexDigit(m_p[i]) : -1;
                    if (d < 0)
                        return fail(m_p - 2, Syntax::shortUnicodeEscape);
                    code = code * 16 + static_cast<uint>(d);
                }
                appendUtf8(out, code);
                m_p += 4;
                break;
            }
            default:
                return fail(m_p - 2, Syntax::unknownEscape);
            }
        }
        return fail(open, Syntax::unterminatedArgument);
    }

private:
    // The first '"' or '\\' from p on, or the end. Arguments are most of a line's bytes and most
    // are short (a key, a token): sixteen bytes compared at a time for both characters at once
    // (SSE2, every x86-64 has it), where two memchr() calls an argument cost more than the scan.
    const char *quoteOrEscape(const char *p) const
    {
#if defined(__SSE2__)
        const __m128i quote = _mm_set1_epi8('"'), escape = _mm_set1_epi8('\\');
        for (; m_end - p >= 16; p += 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const int hits =
                _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, escape)));
            if (hits != 0)
                return p + __builtin_ctz(static_cast<unsigned>(hits));
        }
#endif
        while (p < m_end && *p != '"' && *p != '\\')
            ++p;
        return p;
    }

    const char *m_p;
    const char *m_begin;
    const char *m_end;
    MonitorParseError *m_error;
    bool m_borrow;
};

// Both parses: `borrow` makes the client and the plain arguments views of `line`.
MonitorParse parse(QByteArrayView line, MonitorLine *out, MonitorParseError *error, bool borrow)
{
    while (!line.isEmpty() && (line.back() == '\n' || line.back() == '\r'))
        line.chop(1);
    if (!line.isEmpty() && line.front() == '+')
        line = line.sliced(1);
    if (line.isEmpty() || line == QByteArrayView("OK"))
        return MonitorParse::Ignored;
    if (line.size() > maxMonitorLineBytes) {
        if (error)
            *error = MonitorParseError{maxMonitorLineBytes + 1, QString::fromLatin1(Syntax::tooLong)};
        return MonitorParse::Invalid;
    }

    Reader r(line, error, borrow);
    // The borrowed parse fills *out in place: its argument list's room serves line after line.
    MonitorLine local;
    MonitorLine &result = borrow && out ? *out : local;
    result.client = QByteArray();
    result.args.clear();
    qint64 seconds = 0, micros = 0;
    int n = 0;
    if (!r.digits(&seconds, &n, Syntax::noTimestamp))
        return MonitorParse::Invalid;
    if (!r.expect('.', Syntax::noFraction))
        return MonitorParse::Invalid;
    const char *fraction = r.position();
    if (!r.digits(&micros, &n, Syntax::noMicroseconds))
        return MonitorParse::Invalid;
    if (n != 6)
        return r.fail(fraction, Syntax::notSixDigits), MonitorParse::Invalid;
    // Microseconds since the epoch must fit in 64 bits (found by fuzz_monitorline: the product overflowed).
    if (seconds > (std::numeric_limits<qint64>::max() - 999999) / 1000000)
        return r.fail(Syntax::timestampOutOfRange), MonitorParse::Invalid;
    result.serverTimeUs = seconds * 1000000 + micros;
    if (!r.expect(' ', Syntax::noSpaceAfterTimestamp) || !r.expect('[', Syntax::noDatabaseBracket))
        return MonitorParse::Invalid;
    qint64 db = 0;
    if (!r.digits(&db, &n, Syntax::noDatabase))
        return MonitorParse::Invalid;
    if (db > 1000000)
        return r.fail(Syntax::databaseOutOfRange), MonitorParse::Invalid;
    result.db = static_cast<int>(db);
    if (!r.expect(' ', Syntax::noSpaceAfterDatabase))
        return MonitorParse::Invalid;

    // The client runs to the ']' that ends the header: the first one followed by a space or the
    // end of the line (an IPv6 address is written "[::1]:port", with a ']' of its own).
    const char *clientBegin = r.position();
    const char *clientEnd = nullptr;
    for (const char *p = clientBegin; p < r.end(); ++p) {
        p = static_cast<const char *>(std::memchr(p, ']', static_cast<size_t>(r.end() - p)));
        if (!p)
            break;
        if (p + 1 == r.end() || p[1] == ' ') {
            clientEnd = p;
            break;
        }
    }
    if (!clientEnd)
        return r.fail(Syntax::noClientEnd), MonitorParse::Invalid;
    const QByteArrayView client(clientBegin, clientEnd - clientBegin);
    if (client.isEmpty())
        return r.fail(Syntax::noClient), MonitorParse::Invalid;
    if (client == QByteArrayView("lua")) {
        result.source = MonitorLine::Source::Lua;
    } else if (client.startsWith("unix:")) {
        result.source = MonitorLine::Source::Unix;
        result.client = r.bytes(client.data() + 5, client.size() - 5);
    } else {
        result.source = MonitorLine::Source::Tcp;
        result.client = r.bytes(client.data(), client.size());
    }
    r.skip(clientEnd - clientBegin + 1);

    // A lock command has up to 7 arguments (SET k v PX t NX GET): one allocation, not a growth by
    // reallocation at the 2nd, 3rd and 5th (a watch parses 50,000 lines a second).
    if (result.args.capacity() < 8)
        result.args.reserve(8);
    while (!r.atEnd()) {
        if (!r.expect(' ', Syntax::noSpaceBetweenArguments))
            return MonitorParse::Invalid;
        if (r.peek() != '"' || r.atEnd())
            return r.fail(Syntax::notQuoted), MonitorParse::Invalid;
        QByteArray arg;
        if (!r.quoted(&arg))
            return MonitorParse::Invalid;
        result.args.append(std::move(arg));
    }
    if (result.args.isEmpty())
        return r.fail(Syntax::noCommand), MonitorParse::Invalid;
    if (out && &result != out)
        *out = std::move(result);
    return MonitorParse::Command;
}

constexpr quint32 nullBytes = 0xffffffff;  // a null QByteArray's size in the packed form

char *packBytes(const QByteArray &bytes, char *to)
{
    const quint32 size = bytes.isNull() ? nullBytes : static_cast<quint32>(bytes.size());
    std::memcpy(to, &size, sizeof size);
    if (!bytes.isEmpty())
        std::memcpy(to + sizeof size, bytes.constData(), static_cast<size_t>(bytes.size()));
    return to + sizeof size + bytes.size();
}

// The next packed QByteArray into *to, in the buffer *to has if it is its own (not shared) and of
// about the right size (a copy kept past its line keeps that capacity: never much more than it needs).
bool unpackBytes(const char *&p, const char *end, QByteArray *to)
{
    quint32 size = 0;
    if (end - p < qsizetype(sizeof size))
        return false;
    std::memcpy(&size, p, sizeof size);
    p += sizeof size;
    if (size == nullBytes) {
        *to = QByteArray();
        return true;
    }
    if (end - p < qint64(size))
        return false;
    const auto n = static_cast<qsizetype>(size);
    if (to->isDetached() && to->capacity() >= n && to->capacity() <= 4 * n + 64) {
        to->resize(n);
        std::memcpy(to->data(), p, size);
    } else {
        *to = QByteArray(p, n);
    }
    p += n;
    return true;
}

}  // namespace

MonitorParse parseMonitorLine(QByteArrayView line, MonitorLine *out, MonitorParseError *error)
{
    return parse(line, out, error, false);
}

MonitorParse parseMonitorLineBorrowed(QByteArrayView line, MonitorLine *out, MonitorParseError *error)
{
    return parse(line, out, error, true);
}

void packMonitorLine(const MonitorLine &line, QByteArray *out)
{
    // Sized once and written in place: an append a field at a time cost more than parsing the line.
    qsizetype size = 8 + 4 + 1 + 4 + line.client.size() + 4;
    for (const QByteArray &arg : line.args)
        size += 4 + arg.size();
    const qsizetype at = out->size();
    out->resize(at + size);
    char *p = out->data() + at;
    const auto db = static_cast<qint32>(line.db);
    const auto args = static_cast<quint32>(line.args.size());
    std::memcpy(p, &line.serverTimeUs, 8);
    std::memcpy(p + 8, &db, 4);
    p[12] = static_cast<char>(line.source);
    p = packBytes(line.client, p + 13);
    std::memcpy(p, &args, 4);
    p += 4;
    for (const QByteArray &arg : line.args)
        p = packBytes(arg, p);
}

bool unpackMonitorLine(QByteArrayView packed, MonitorLine *out)
{
    const char *p = packed.data();
    const char *end = p + packed.size();
    qint32 db = 0;
    quint32 args = 0;
    if (end - p < qsizetype(sizeof out->serverTimeUs + sizeof db + 1))
        return false;
    std::memcpy(&out->serverTimeUs, p, sizeof out->serverTimeUs);
    std::memcpy(&db, p + 8, sizeof db);
    const auto source = static_cast<quint8>(p[12]);
    p += 13;
    if (source > static_cast<quint8>(MonitorLine::Source::Lua))
        return false;
    out->db = db;
    out->source = static_cast<MonitorLine::Source>(source);
    if (!unpackBytes(p, end, &out->client) || end - p < qsizetype(sizeof args))
        return false;
    std::memcpy(&args, p, sizeof args);
    p += sizeof args;
    if (args == 0 || args > static_cast<quint32>(end - p) / sizeof(quint32))
        return false;  // (a command line has its command)
    if (!out->args.isDetached() || out->args.capacity() < qsizetype(args)) {
        // Kept past its line (a script's lua line): a list of its own, with room for a lock command's 7.
        QList<QByteArray> fresh;
        fresh.reserve(std::max<qsizetype>(args, 8));
        out->args = std::move(fresh);
    }
    out->args.resize(args);
    for (QByteArray &arg : out->args) {
        if (!unpackBytes(p, end, &arg))
            return false;
    }
    return p == end;
}

QString monitorParseMessage(const QString &message)
{
    return TrafficTr::tr(message.toLatin1().constData());
}

bool looksLikeMonitorLog(QByteArrayView head, bool whole)
{
    // `locklab import` reads every MONITOR line of a file and counts the others, so what comes
    // before the first one (a line cut by `tail -c`, a `$ redis-cli monitor` prompt, a note typed
    // above the capture) does not make a file something else. A JSON scenario or recording never
    // has a line that parses as a MONITOR command, so one is enough to tell.
    for (qsizetype from = 0; from < head.size();) {
        const qsizetype nl = head.indexOf('\n', from);
        if (nl < 0 && !whole)
            return false;  // maybe cut by the end of what was read: not judged
        const QByteArrayView line = head.sliced(from, (nl < 0 ? head.size() : nl) - from);
        if (parseMonitorLine(line, nullptr, nullptr) == MonitorParse::Command)
            return true;
        if (nl < 0)
            break;
        from = nl + 1;
    }
    return false;
}

bool isMonitorLogFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.isSequential())
        return false;  // a pipe read here would be gone for the reader
    const qint64 headSize = 64 * 1024;
    return looksLikeMonitorLog(file.read(headSize), file.size() <= headSize);
}

}  // namespace locklab
