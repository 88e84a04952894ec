// SPDX-License-Identifier: MIT
#include "core/eventspill.h"

#include <QDir>
#include <QTemporaryFile>

#include <array>
#include <cstring>

namespace locklab {

namespace {

// A chunk: its header, then its events. Written and read by this process only, so in its byte order.
struct ChunkHeader {
    qint64 previous = -1;       // the chain's chunk before this one
    quint32 previousBytes = 0;  // and its size
    quint32 count = 0;          // the events that follow
};

// Which of an event's optional fields follow (the others have their defaults).
enum Field : quint16 {
    SentAt = 1 << 0,
    ExecutedAt = 1 << 1,
    Deadline = 1 << 2,
    WallAt = 1 << 3,
    Number = 1 << 4,
    Integer = 1 << 5,
    Value = 1 << 6,
    RequestWorker = 1 << 7,
    BelievesHeld = 1 << 8,
};

// The strings an event carries. A Sent event's key, token and command line come again in its
// Replied event, and a chunk is one key's: each is written once and then named "as before".
enum StringField { Key, Token, ReplyText, Text, stringFields };
// newString + (its length << 1): UTF-8, or (| 1) its UTF-16 units as they are, when it is not valid
// UTF-16 (half an emoji, cut there by a line shortened for the log): UTF-8 would make it a '?'.
constexpr quint64 emptyString = 0, sameString = 1, newString = 2;

class Writer {
public:
    explicit Writer(QByteArray &out)
        : m_out(out)
    {}
    void byte(quint8 b) { m_out.append(static_cast<char>(b)); }
    void varint(quint64 v)
    {
        while (v >= 0x80) {
            m_out.append(static_cast<char>((v & 0x7f) | 0x80));
            v >>= 7;
        }
        m_out.append(static_cast<char>(v));
    }
    void signedVarint(qint64 v) { varint((static_cast<quint64>(v) << 1) ^ static_cast<quint64>(v >> 63)); }
    void string(StringField field, const QString &s)
    {
        if (s.isEmpty())
            return varint(emptyString);
        if (s == m_previous[field])
            return varint(sameString);
        m_previous[field] = s;
        if (!s.isValidUtf16()) {
            const auto bytes = static_cast<qsizetype>(s.size() * qsizetype(sizeof(QChar)));
            varint(newString + (static_cast<quint64>(bytes) << 1 | 1));
            m_out.append(reinterpret_cast<const char *>(s.constData()), bytes);
            return;
        }
        const QByteArray utf8 = s.toUtf8();
        varint(newString + (static_cast<quint64>(utf8.size()) << 1));
        m_out.append(utf8);
    }

private:
    QByteArray &m_out;
    std::array<QString, stringFields> m_previous;
};

class Reader {
public:
    explicit Reader(QByteArrayView in)
        : m_p(in.constData())
        , m_end(in.constData() + in.size())
    {}
    bool ok() const { return m_ok; }
    quint8 byte()
    {
        if (m_p >= m_end)
            return m_ok = false, 0;
        return static_cast<quint8>(*m_p++);
    }
    quint64 varint()
    {
        quint64 v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            const quint8 b = byte();
            v |= static_cast<quint64>(b & 0x7f) << shift;
            if (!(b & 0x80))
                return v;
        }
        return m_ok = false, 0;
    }
    qint64 signedVarint()
    {
        const quint64 v = varint();
        return static_cast<qint64>(v >> 1) ^ -static_cast<qint64>(v & 1);
    }
    QString string(StringField field)
    {
        const quint64 code = varint();
        if (code == emptyString)
            return {};
        if (code == sameString)
            return m_previous[field];
        const quint64 length = (code - newString) >> 1;
        const bool utf16 = (code - newString) & 1;
        if (length > static_cast<quint64>(m_end - m_p) || (utf16 && length % sizeof(QChar)))
            return m_ok = false, QString();
        m_previous[field] =
            utf16 ? QString(reinterpret_cast<const QChar *>(m_p), static_cast<qsizetype>(length / sizeof(QChar)))
                  : QString::fromUtf8(m_p, static_cast<qsizetype>(length));
        m_p += length;
        return m_previous[field];
    }

private:
    const char *m_p;
    const char *m_end;
    bool m_ok = true;
    std::array<QString, stringFields> m_previous;
};

void encode(Writer &w, const TraceEvent &e, Micros previousAt)
{
    quint16 fields = 0;
    fields |= e.sentAt != -1 ? SentAt : 0;
    fields |= e.reply.executedAt != -1 ? ExecutedAt : 0;
    fields |= e.deadline != -1 ? Deadline : 0;
    fields |= e.wallAt != -1 ? WallAt : 0;
    fields |= e.request.number != 0 ? Number : 0;
    fields |= e.reply.integer != 0 ? Integer : 0;
    fields |= e.value != 0 ? Value : 0;
    fields |= e.request.worker != -1 ? RequestWorker : 0;
    fields |= e.believesHeld ? BelievesHeld : 0;
    w.varint(fields);
    w.byte(static_cast<quint8>(e.kind));
    w.byte(static_cast<quint8>(e.state));
    w.byte(static_cast<quint8>(e.request.command));
    w.byte(static_cast<quint8>(e.request.condition));
    w.byte(static_cast<quint8>(e.reply.kind));
    w.byte(static_cast<quint8>(e.fault));
    w.signedVarint(e.at - previousAt);
    w.signedVarint(e.worker);
    w.signedVarint(e.requestId);
    if (fields & SentAt)
        w.signedVarint(e.at - e.sentAt);
    if (fields & ExecutedAt)
        w.signedVarint(e.at - e.reply.executedAt);
    if (fields & Deadline)
        w.signedVarint(e.deadline - e.at);
    if (fields & WallAt)
        w.signedVarint(e.wallAt - e.at);
    if (fields & Number)
        w.signedVarint(e.request.number);
    if (fields & Integer)
        w.signedVarint(e.reply.integer);
    if (fields & Value)
        w.signedVarint(e.value);
    if (fields & RequestWorker)
        w.signedVarint(e.request.worker);
    w.string(Key, e.request.key);
    w.string(Token, e.request.value);
    w.string(ReplyText, e.reply.text);
    w.string(Text, e.text);
}

bool decode(Reader &r, TraceEvent *e, Micros previousAt)
{
    const auto fields = static_cast<quint16>(r.varint());
    e->kind = static_cast<EventKind>(r.byte());
    e->state = static_cast<WorkerState>(r.byte());
    e->request.command = static_cast<Command>(r.byte());
    e->request.condition = static_cast<SetCondition>(r.byte());
    e->reply.kind = static_cast<Reply::Kind>(r.byte());
    e->fault = static_cast<FaultKind>(r.byte());
    e->at = previousAt + r.signedVarint();
    e->worker = static_cast<qint16>(r.signedVarint());
    e->requestId = static_cast<int>(r.signedVarint());
    e->believesHeld = fields & BelievesHeld;
    e->sentAt = fields & SentAt ? e->at - r.signedVarint() : -1;
    e->reply.executedAt = fields & ExecutedAt ? e->at - r.signedVarint() : -1;
    e->deadline = fields & Deadline ? e->at + r.signedVarint() : -1;
    e->wallAt = fields & WallAt ? e->at + r.signedVarint() : -1;
    e->request.number = fields & Number ? r.signedVarint() : 0;
    e->reply.integer = fields & Integer ? r.signedVarint() : 0;
    e->value = fields & Value ? r.signedVarint() : 0;
    e->request.worker = fields & RequestWorker ? static_cast<int>(r.signedVarint()) : -1;
    e->request.key = r.string(Key);
    e->request.value = r.string(Token);
    e->reply.text = r.string(ReplyText);
    e->text = r.string(Text);
    return r.ok();
}

}  // namespace

std::unique_ptr<QFile> openUnnamedFile(const QString &directory, const QString &pattern, QString *error)
{
    QTemporaryFile made(QDir(directory.isEmpty() ? QDir::tempPath() : directory).filePath(pattern));
    if (!made.open()) {
        *error = made.errorString();
        return nullptr;
    }
    auto file = std::make_unique<QFile>(made.fileName());
    if (!file->open(QIODevice::ReadWrite | QIODevice::Unbuffered)) {
        *error = file->errorString();
        return nullptr;
    }
    return file;  // its name goes now (`made` removes it), the open file stays
}

EventSpill::EventSpill(const QString &directory)
    : m_file(openUnnamedFile(directory, QStringLiteral("locklab-events-XXXXXX"), &m_error))
{}

EventSpill::~EventSpill() = default;

bool EventSpill::isOpen() const
{
    return m_file != nullptr;
}

bool EventSpill::flush()
{
    if (m_pending.isEmpty())
        return true;
    if (!m_file->seek(m_written) || m_file->write(m_pending) != m_pending.size()) {
        m_error = m_file->errorString();
        m_file->resize(m_written);  // a chunk half written is not one: they all stay in m_pending
        return false;
    }
    m_written += m_pending.size();
    m_pending.clear();
    return true;
}

bool EventSpill::append(Chain *chain, const EventList &events, qsizetype from, qsizetype to)
{
    if (!isOpen() || !m_error.isEmpty())
        return false;
    if (from >= to)
        return true;
    const qsizetype start = m_pending.size();
    m_pending.resize(start + qsizetype(sizeof(ChunkHeader)));
    Writer w(m_pending);
    Micros previousAt = 0;
    for (qsizetype i = from; i < to; ++i) {
        const TraceEvent e = events.at(i);
        encode(w, e, previousAt);
        previousAt = e.at;
    }
    const ChunkHeader header{chain->last, chain->lastBytes, static_cast<quint32>(to - from)};
    std::memcpy(m_pending.data() + start, &header, sizeof header);
    const auto bytes = static_cast<quint32>(m_pending.size() - start);
    chain->last = m_end;
    chain->lastBytes = bytes;
    chain->events += to - from;
    m_end += bytes;
    constexpr qsizetype flushAt = 1 << 20;
    if (m_pending.size() >= flushAt)
        flush();
    return true;
}

bool EventSpill::read(const Chain &chain, EventList *out) const
{
    // The chain runs backwards: its chunks first (from the file, or from those not written yet),
    // then their events in order.
    QList<QByteArray> chunks;
    for (auto [at, bytes] = std::pair{chain.last, chain.lastBytes}; at >= 0;) {
        QByteArray chunk;
        if (at >= m_written) {
            chunk = m_pending.mid(at - m_written, bytes);
        } else {
            chunk.resize(bytes);
            if (!m_file->seek(at) || m_file->read(chunk.data(), chunk.size()) != chunk.size())
                chunk.clear();
        }
        if (chunk.size() != qsizetype(bytes) || bytes < sizeof(ChunkHeader)) {
            m_readError = m_file->error() != QFileDevice::NoError
                              ? m_file->errorString()
                              : QStringLiteral("it ends before byte %1").arg(at + qint64(bytes));
            return false;
        }
        ChunkHeader header;
        std::memcpy(&header, chunk.constData(), sizeof header);
        chunks.append(std::move(chunk));
        at = header.previous;
        bytes = header.previousBytes;
    }
    out->reserve(out->size() + chain.events);
    for (qsizetype c = chunks.size() - 1; c >= 0; --c) {
        ChunkHeader header;
        std::memcpy(&header, chunks.at(c).constData(), sizeof header);
        Reader r(QByteArrayView(chunks.at(c)).sliced(sizeof header));
        Micros previousAt = 0;
        for (quint32 i = 0; i < header.count; ++i) {
            TraceEvent e;
            if (!decode(r, &e, previousAt)) {
                m_readError = QStringLiteral("a chunk of the temporary file is cut short");
                return false;
            }
            previousAt = e.at;
            out->append(e);
        }
    }
    return true;
}

}  // namespace locklab
