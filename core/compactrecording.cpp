// SPDX-License-Identifier: MIT
#include "core/compactrecording.h"

#include "core/coretr.h"
#include "core/runlimits.h"
#include "core/terminaltext.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>
#include <QJsonDocument>

#include <zstd.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>

namespace locklab {

namespace {

// The layout is documented in docs/recordings.md; change both together (and the version in the magic).
enum : quint8 {
    KindMask = 0x07,
    HasWorker = 0x08,
    HasWallClock = 0x10,
    Flag5 = 0x20,  // State: believes it holds; Expired/Note/Fault: has a deadline; Replied: has executedAt
    Flag6 = 0x40,  // Sent/Replied: SET condition in bits 6..7; State: a deadline follows (a Redlock's validity)
    EndOfEvents = 0xff,
};
constexpr int kindCount = static_cast<int>(lastEventKind) + 1;
constexpr int conditionShift = 6;
constexpr qsizetype rawChunk = 1 << 20;     // encoded bytes handed to zstd at a time
constexpr qsizetype readChunk = 256 << 10;  // compressed bytes read at a time (one progress report each)
constexpr qint64 maxStringBytes = 1 << 20;  // no key, token or note is anywhere near this
// A safety limit against hostile files, never reached by what LockLab writes: since version 2 the
// header carries the scenario (itself at most 16 MiB) and no other lock key's events.
constexpr qint64 maxHeaderBytes = 64 << 20;
// One other lock key's own header (version 2): at most 32,767 lane names of 24 characters, each
// escaped to at most 6 bytes, and a few small fields.
constexpr qint64 maxKeyHeaderBytes = 8 << 20;
constexpr int currentVersion = 2;

quint64 zigzag(qint64 v)
{
    return (static_cast<quint64>(v) << 1) ^ static_cast<quint64>(v >> 63);
}

qint64 unzigzag(quint64 v)
{
    return static_cast<qint64>(v >> 1) ^ -static_cast<qint64>(v & 1);
}

class Encoder {
public:
    explicit Encoder(QIODevice *device)
        : m_device(device)
        , m_cctx(ZSTD_createCCtx(), ZSTD_freeCCtx)
    {
        // Level 3 (zstd's default) packs this data about as tight as 9 does at a third of the time;
        // one worker thread compresses while this one encodes (ignored by a zstd built without threads).
        ZSTD_CCtx_setParameter(m_cctx.get(), ZSTD_c_compressionLevel, 3);
        ZSTD_CCtx_setParameter(m_cctx.get(), ZSTD_c_nbWorkers, 1);
        // A checksum of the content: a flipped bit is "corrupt", not a different valid recording.
        ZSTD_CCtx_setParameter(m_cctx.get(), ZSTD_c_checksumFlag, 1);
        m_raw.reserve(rawChunk + 4096);
        m_out.resize(static_cast<qsizetype>(ZSTD_CStreamOutSize()));
    }

    void byte(quint8 b) { m_raw.append(static_cast<char>(b)); }
    void varint(quint64 v)
    {
        while (v >= 0x80) {
            m_raw.append(static_cast<char>((v & 0x7f) | 0x80));
            v >>= 7;
        }
        m_raw.append(static_cast<char>(v));
    }
    void signedVarint(qint64 v) { varint(zigzag(v)); }
    // 0: the empty string; n <= table size: the nth string seen; table size + 1: a new one follows.
    void string(const QString &s)
    {
        if (s.isEmpty())
            return varint(0);
        const auto it = m_strings.constFind(s);
        if (it != m_strings.constEnd())
            return varint(it.value());
        const quint64 id = static_cast<quint64>(m_strings.size()) + 1;
        m_strings.insert(s, id);
        varint(id);
        const QByteArray utf8 = s.toUtf8();
        varint(static_cast<quint64>(utf8.size()));
        m_raw.append(utf8);
    }
    void bytes(const QByteArray &b) { m_raw.append(b); }

    // Hands what is buffered to zstd once there is enough of it (or everything, at the end).
    bool flush(bool end)
    {
        if (!end && m_raw.size() < rawChunk)
            return true;
        ZSTD_inBuffer in{m_raw.constData(), static_cast<std::size_t>(m_raw.size()), 0};
        const ZSTD_EndDirective mode = end ? ZSTD_e_end : ZSTD_e_continue;
        for (;;) {
            ZSTD_outBuffer out{m_out.data(), static_cast<std::size_t>(m_out.size()), 0};
            const std::size_t left = ZSTD_compressStream2(m_cctx.get(), &out, &in, mode);
            if (ZSTD_isError(left)) {
                m_error = QString::fromUtf8(ZSTD_getErrorName(left));
                return false;
            }
            if (out.pos > 0 && m_device->write(m_out.constData(), static_cast<qint64>(out.pos)) < 0)
                return false;
            if (end ? left == 0 : in.pos == in.size)
                break;
        }
        m_raw.clear();
        return true;
    }
    QString error() const { return m_error; }

private:
    QIODevice *m_device;
    std::unique_ptr<ZSTD_CCtx, std::size_t (*)(ZSTD_CCtx *)> m_cctx;
    QByteArray m_raw;
    QByteArray m_out;
    QHash<QString, quint64> m_strings;
    QString m_error;
};

void encodeEvent(Encoder &enc, const TraceEvent &e, Micros previousAt, int *previousRequest)
{
    quint8 tag = static_cast<quint8>(e.kind);
    if (e.worker >= 0)
        tag |= HasWorker;
    if (e.wallAt >= 0)
        tag |= HasWallClock;
    switch (e.kind) {
    case EventKind::Sent:
    case EventKind::Replied:
        tag |= static_cast<quint8>(static_cast<quint8>(e.request.condition) << conditionShift);
        if (e.kind == EventKind::Replied && e.reply.executedAt >= 0)
            tag |= Flag5;
        break;
    case EventKind::State:
        if (e.believesHeld)
            tag |= Flag5;
        if (e.deadline >= 0)
            tag |= Flag6;
        break;
    case EventKind::Expired:
    case EventKind::Note:
    case EventKind::Fault:
    case EventKind::Gap:
        if (e.deadline >= 0)
            tag |= Flag5;
        break;
    }
    enc.byte(tag);
    enc.varint(static_cast<quint64>(e.at - previousAt));
    if (e.worker >= 0)
        enc.varint(static_cast<quint64>(e.worker));
    if (e.wallAt >= 0)
        enc.signedVarint(e.wallAt - e.at);
    switch (e.kind) {
    case EventKind::Sent:
    case EventKind::Replied:
        // Request ids count up: their differences are small.
        enc.signedVarint(static_cast<qint64>(e.requestId) - *previousRequest);
        *previousRequest = e.requestId;
        enc.byte(static_cast<quint8>(e.request.command));
        enc.string(e.request.key);
        enc.string(e.request.value);
        enc.signedVarint(e.request.number);
        enc.string(e.text);  // watched traffic: the command as MONITOR showed it (else empty: one byte)
        if (e.kind == EventKind::Replied) {
            enc.signedVarint(e.at - e.sentAt);
            enc.byte(static_cast<quint8>(e.reply.kind));
            enc.signedVarint(e.reply.integer);
            enc.string(e.reply.text);
            if (e.reply.executedAt >= 0)
                enc.signedVarint(e.at - e.reply.executedAt);
        }
        break;
    case EventKind::State:
        enc.byte(static_cast<quint8>(e.state));
        if (e.deadline >= 0)
            enc.signedVarint(e.deadline - e.at);
        break;
    case EventKind::Expired:
    case EventKind::Note:
    case EventKind::Fault:
    case EventKind::Gap:
        enc.string(e.text);
        if (e.deadline >= 0)
            enc.signedVarint(e.deadline - e.at);
        if (e.kind == EventKind::Fault)  // the kind in bits 0..3, a Redlock's instance (1-based, 0: none) in 4..7
            enc.byte(static_cast<quint8>(static_cast<quint8>(e.fault)
                                         | (e.requestId > 0 ? static_cast<quint8>(e.requestId << 4) : 0)));
        if (e.kind == EventKind::Fault || e.kind == EventKind::Gap)
            enc.signedVarint(e.value);
        break;
    }
}

// Pulls decompressed bytes on demand; every read checks for the end, so a truncated or corrupt
// file fails with a message instead of reading past the buffer.
class Decoder {
public:
    explicit Decoder(QIODevice *device)
        : m_device(device)
        , m_dctx(ZSTD_createDCtx(), ZSTD_freeDCtx)
    {
        m_out.resize(static_cast<qsizetype>(ZSTD_DStreamOutSize()));
    }

    bool byte(quint8 *b)
    {
        if (m_p == m_end && !refill())
            return false;
        *b = *m_p++;
        return true;
    }
    bool varint(quint64 *v)
    {
        quint64 result = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            quint8 b = 0;
            if (!byte(&b))
                return false;
            result |= static_cast<quint64>(b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                *v = result;
                return true;
            }
        }
        return fail(FormatTr::tr("a number longer than 64 bits"));
    }
    bool signedVarint(qint64 *v)
    {
        quint64 u = 0;
        if (!varint(&u))
            return false;
        *v = unzigzag(u);
        return true;
    }
    // Grows as the bytes arrive: a length is what the file claims, not what it holds.
    bool bytes(qint64 n, QByteArray *into)
    {
        into->clear();
        while (n > 0) {
            if (m_p == m_end && !refill())
                return false;
            const qint64 take = std::min<qint64>(n, m_end - m_p);
            into->append(reinterpret_cast<const char *>(m_p), static_cast<qsizetype>(take));
            m_p += take;
            n -= take;
        }
        return true;
    }
    bool string(QString *s)
    {
        quint64 id = 0;
        if (!varint(&id))
            return false;
        if (id == 0) {
            *s = QString();
            return true;
        }
        if (id <= static_cast<quint64>(m_strings.size())) {
            *s = m_strings.at(static_cast<qsizetype>(id - 1));  // shared, not copied: interned once per file
            return true;
        }
        if (id != static_cast<quint64>(m_strings.size()) + 1)
            return fail(FormatTr::tr("string %1 used before it was defined").arg(id));
        quint64 length = 0;
        if (!varint(&length))
            return false;
        if (length > static_cast<quint64>(maxStringBytes))
            return fail(FormatTr::tr("a string of %1 bytes").arg(length));
        QByteArray utf8;
        if (!bytes(static_cast<qint64>(length), &utf8))
            return false;
        // A text defined again is held once, as the trace holds it (EventList interns its strings):
        // a crafted file that defines the same megabyte a thousand times weighs a megabyte.
        const QString text = QString::fromUtf8(utf8);
        const auto known = m_byText.constFind(text);
        if (known != m_byText.cend()) {
            m_strings.append(m_strings.at(known.value()));
        } else {
            m_strings.append(text);
            m_byText.insert(text, m_strings.size() - 1);
        }
        *s = m_strings.constLast();
        return true;
    }

    bool fail(const QString &message)
    {
        if (m_error.isEmpty())
            m_error = message;
        return false;
    }
    QString error() const { return m_error; }
    qint64 consumed() const { return m_consumed; }
    void setProgress(const RecordingProgress *progress, qint64 total)
    {
        m_progress = progress;
        m_total = total;
        m_consumed = m_device->pos();  // the magic line, read before the stream
    }
    bool cancelled() const { return m_cancelled; }
    // After the last record: nothing may follow it.
    bool atEnd()
    {
        if (m_p != m_end)
            return false;
        return !refill() && m_error.isEmpty();
    }

private:
    bool refill()
    {
        for (;;) {
            if (m_inPos == m_in.size()) {
                if (m_progress && *m_progress && !(*m_progress)(m_consumed, m_total)) {
                    m_cancelled = true;
                    return fail(QStringLiteral("cancelled"));
                }
                m_in = m_device->read(readChunk);
                m_inPos = 0;
                m_consumed += m_in.size();
                if (m_in.isEmpty()) {
                    if (m_frameOpen)
                        return fail(FormatTr::tr("the file ends in the middle of its compressed data"));
                    return false;  // the end: the caller decides whether it was expected
                }
            }
            ZSTD_inBuffer in{m_in.constData(), static_cast<std::size_t>(m_in.size()),
                             static_cast<std::size_t>(m_inPos)};
            ZSTD_outBuffer out{m_out.data(), static_cast<std::size_t>(m_out.size()), 0};
            const std::size_t left = ZSTD_decompressStream(m_dctx.get(), &out, &in);
            if (ZSTD_isError(left))
                return fail(
                    FormatTr::tr("corrupt compressed data (%1)").arg(QString::fromUtf8(ZSTD_getErrorName(left))));
            m_inPos = static_cast<qsizetype>(in.pos);
            m_frameOpen = left != 0;
            if (out.pos > 0) {
                m_p = reinterpret_cast<const quint8 *>(m_out.constData());
                m_end = m_p + out.pos;
                return true;
            }
        }
    }

    QIODevice *m_device;
    std::unique_ptr<ZSTD_DCtx, std::size_t (*)(ZSTD_DCtx *)> m_dctx;
    QByteArray m_in;
    qsizetype m_inPos = 0;
    QByteArray m_out;
    const quint8 *m_p = nullptr;
    const quint8 *m_end = nullptr;
    bool m_frameOpen = false;
    QList<QString> m_strings;
    QHash<QString, qsizetype> m_byText;  // each text's first index in m_strings
    QString m_error;
    qint64 m_consumed = 0;
    qint64 m_total = 0;
    const RecordingProgress *m_progress = nullptr;
    bool m_cancelled = false;
};

bool decodeEvent(Decoder &dec, quint8 tag, int workers, Micros previousAt, int *previousRequest, TraceEvent *e)
{
    const int kind = tag & KindMask;
    if (kind >= kindCount)
        return dec.fail(FormatTr::tr("unknown event kind %1").arg(kind));
    e->kind = static_cast<EventKind>(kind);
    quint64 dt = 0;
    if (!dec.varint(&dt))
        return false;
    if (dt > static_cast<quint64>(std::numeric_limits<qint64>::max() - previousAt))
        return dec.fail(FormatTr::tr("time out of range"));
    e->at = previousAt + static_cast<Micros>(dt);
    if (tag & HasWorker) {
        quint64 worker = 0;
        if (!dec.varint(&worker))
            return false;
        if (worker >= static_cast<quint64>(workers))
            return dec.fail(FormatTr::tr("expected a worker index below %1, got %2").arg(workers).arg(worker));
        e->worker = static_cast<qint16>(worker);
    }
    qint64 v = 0;
    if (tag & HasWallClock) {
        if (!dec.signedVarint(&v))
            return false;
        e->wallAt = e->at + v;
    }
    quint8 b = 0;
    switch (e->kind) {
    case EventKind::Sent:
    case EventKind::Replied: {
        const int condition = tag >> conditionShift;
        if (condition > static_cast<int>(SetCondition::IfPresent))
            return dec.fail(QStringLiteral("unknown SET condition %1").arg(condition));
        e->request.condition = static_cast<SetCondition>(condition);
        if (!dec.signedVarint(&v))
            return false;
        e->requestId = static_cast<int>(*previousRequest + v);
        *previousRequest = e->requestId;
        if (!dec.byte(&b))
            return false;
        if (b > static_cast<quint8>(lastCommand))
            return dec.fail(FormatTr::tr("unknown command %1").arg(b));
        e->request.command = static_cast<Command>(b);
        if (!dec.string(&e->request.key) || !dec.string(&e->request.value) || !dec.signedVarint(&e->request.number)
            || !dec.string(&e->text))
            return false;
        e->request.worker = e->worker;
        if (e->kind == EventKind::Replied) {
            if (!dec.signedVarint(&v))
                return false;
            e->sentAt = e->at - v;
            if (!dec.byte(&b))
                return false;
            if (b > static_cast<quint8>(Reply::Kind::Unknown))
                return dec.fail(FormatTr::tr("unknown reply kind %1").arg(b));
            e->reply.kind = static_cast<Reply::Kind>(b);
            if (!dec.signedVarint(&e->reply.integer) || !dec.string(&e->reply.text))
                return false;
            if (tag & Flag5) {
                if (!dec.signedVarint(&v))
                    return false;
                e->reply.executedAt = e->at - v;
            }
        }
        break;
    }
    case EventKind::State:
        if (!dec.byte(&b))
            return false;
        if (b > static_cast<quint8>(lastWorkerState))
            return dec.fail(FormatTr::tr("unknown worker state %1").arg(b));
        e->state = static_cast<WorkerState>(b);
        e->believesHeld = (tag & Flag5) != 0;
        if (tag & Flag6) {  // since issue 30; a state without it reads as before
            if (!dec.signedVarint(&v))
                return false;
            e->deadline = e->at + v;
        }
        break;
    case EventKind::Expired:
    case EventKind::Note:
    case EventKind::Fault:
    case EventKind::Gap:
        if (!dec.string(&e->text))
            return false;
        if (tag & Flag5) {
            if (!dec.signedVarint(&v))
                return false;
            e->deadline = e->at + v;
        }
        if (e->kind == EventKind::Fault) {
            if (!dec.byte(&b))
                return false;
            if ((b & 0x0f) > static_cast<quint8>(lastFaultKind))
                return dec.fail(FormatTr::tr("unknown fault %1").arg(b & 0x0f));
            e->fault = static_cast<FaultKind>(b & 0x0f);
            if (b >> 4)
                e->requestId = b >> 4;
        }
        if ((e->kind == EventKind::Fault || e->kind == EventKind::Gap) && !dec.signedVarint(&e->value))
            return false;
        break;
    }
    return true;
}

}  // namespace

const QByteArray &compactRecordingMagic()
{
    static const QByteArray magic = compactRecordingMagic(1);
    return magic;
}

QByteArray compactRecordingMagic(int version)
{
    return QByteArrayLiteral("locklab-recording compact ") + QByteArray::number(version) + '\n';
}

int compactRecordingVersion(const QByteArray &head)
{
    for (int version = 1; version <= currentVersion; ++version) {
        if (head.startsWith(compactRecordingMagic(version)))
            return version;
    }
    return 0;
}

namespace {

// One trace's events and the trailer after them ("0xff varint N"); the header is written before.
bool writeEvents(Encoder &enc, const EventList &events, const std::function<bool(qsizetype)> &progress, QString *error)
{
    enc.varint(static_cast<quint64>(events.size()));  // a hint for the reader
    Micros previousAt = 0;
    int previousRequest = -1;
    for (qsizetype i = 0; i < events.size(); ++i) {
        encodeEvent(enc, events.at(i), previousAt, &previousRequest);
        previousAt = events.timeAt(i);  // not a second event unpacked
        if ((i & 0xffff) == 0xffff && !progress(i + 1)) {
            if (error)
                *error = QStringLiteral("cancelled");
            return false;
        }
        if (!enc.flush(false)) {
            if (error)
                *error = enc.error();
            return false;
        }
    }
    enc.byte(EndOfEvents);
    enc.varint(static_cast<quint64>(events.size()));
    return true;
}

}  // namespace

bool writeCompactRecording(QIODevice *device, const Recording &recording, const RecordingProgress &progress,
                           QString *error)
{
    // Without other lock keys, version 1 byte for byte: an older LockLab opens it. With them,
    // version 2: each key's header and events follow the recording's own, so no header grows
    // with the number of keys (version 1 carried them all as JSON in its header).
    const bool withKeys = !recording.keys.isEmpty();
    if (device->write(compactRecordingMagic(withKeys ? 2 : 1)) < 0)
        return false;
    Encoder enc(device);
    const QJsonObject header = recordingHeaderToJson(recording, RecordingKeys::LeftOut);
    const QByteArray headerJson = QJsonDocument(header).toJson(QJsonDocument::Compact);
    if (headerJson.size() > maxHeaderBytes) {  // the reader's safety limit: never write what it refuses
        if (error)
            *error = FormatTr::tr("its header is %1 MiB, more than a recording's limit of %2 MiB")
                         .arg(headerJson.size() >> 20)
                         .arg(maxHeaderBytes >> 20);
        return false;
    }
    enc.varint(static_cast<quint64>(headerJson.size()));
    enc.bytes(headerJson);
    if (withKeys)
        enc.varint(static_cast<quint64>(recording.keys.size()));
    qint64 total = recording.trace.events.size();
    for (const Trace &k : recording.keys)
        total += k.events.size();
    qint64 done = 0;
    const auto report = [&](qsizetype inTrace) { return !progress || progress(done + inTrace, total); };
    if (!writeEvents(enc, recording.trace.events, report, error))
        return false;
    done += recording.trace.events.size();
    for (const Trace &k : recording.keys) {
        const QByteArray keyJson = QJsonDocument(recordingKeyHeaderToJson(k)).toJson(QJsonDocument::Compact);
        if (keyJson.size() > maxKeyHeaderBytes) {
            if (error)
                *error = FormatTr::tr("the header of lock key %1 is %2 MiB, more than the limit of %3 MiB")
                             .arg(printable(k.lockKey))
                             .arg(keyJson.size() >> 20)
                             .arg(maxKeyHeaderBytes >> 20);
            return false;
        }
        enc.varint(static_cast<quint64>(keyJson.size()));
        enc.bytes(keyJson);
        if (!writeEvents(enc, k.events, report, error))
            return false;
        done += k.events.size();
    }
    if (!enc.flush(true)) {
        if (error)
            *error = enc.error();
        return false;
    }
    if (progress)
        progress(total, total);
    return true;
}

namespace {

// What reading one trace's events needs besides the decoder: the lanes they may name, the budget
// they are charged to, and what to call between them.
struct EventSection {
    int workers = 0;
    Budget *budget = nullptr;
    // the progressive prefix (the recording's own events only), with the count the section announced
    std::function<void(qint64 index, qint64 announced)> before;
};

enum class SectionResult : quint8 { Read, Failed, OverLimit };

// "varint N, event*, 0xff varint N" into `events`; on failure `where` says which part.
SectionResult readEvents(Decoder &dec, const EventSection &section, const RunLimits &limits, EventList *events,
                         QString *where)
{
    quint64 hint = 0;
    if (!dec.varint(&hint)) {
        *where = QStringLiteral("header: ");
        return SectionResult::Failed;
    }
    const qint64 announced = static_cast<qint64>(std::min<quint64>(hint, 1ULL << 62));
    if (limits.maxEvents > 0 && announced > limits.maxEvents) {
        dec.fail(FormatTr::tr("%1 events, more than the limit of %2").arg(announced).arg(limits.maxEvents));
        return SectionResult::OverLimit;
    }
    // Room for every event announced, so that the prefixes handed out while reading (a preview)
    // share the events instead of being copied by the next append (EventList). The count is only
    // a hint, checked by the trailer, and a crafted one must not take memory: the room is bounded
    // by the limits (20 M events: 960 MB of address space, untouched until events come: a block
    // that big is mapped, not taken from the heap), and by the first million when there are none.
    if (announced > 0) {
        qint64 room = limits.maxEvents > 0 ? announced : std::min<qint64>(announced, 1 << 20);
        if (limits.maxTraceBytes > 0)
            room = std::min(room, limits.maxTraceBytes / EventList::packedEventBytes());
        events->reserve(static_cast<qsizetype>(room));
    }
    Micros previousAt = 0;
    int previousRequest = -1;
    for (qint64 i = 0;; ++i) {
        if (section.before)
            section.before(i, announced);
        quint8 tag = 0;
        if (!dec.byte(&tag)) {
            *where = QStringLiteral("events[%1]: ").arg(i);
            return SectionResult::Failed;
        }
        if (tag == EndOfEvents) {
            quint64 count = 0;
            if (!dec.varint(&count)) {
                *where = QStringLiteral("end: ");
                return SectionResult::Failed;
            }
            if (count != static_cast<quint64>(i)) {
                dec.fail(FormatTr::tr("%1 events announced, %2 found").arg(count).arg(i));
                return SectionResult::Failed;
            }
            return SectionResult::Read;
        }
        TraceEvent e;
        if (!decodeEvent(dec, tag, section.workers, previousAt, &previousRequest, &e)) {
            *where = QStringLiteral("events[%1]: ").arg(i);
            return SectionResult::Failed;
        }
        // Counted as a run counts its events, strings included: the trace read is as bounded as
        // the run that wrote it, whatever the file's size (zstd packs repeats a thousandfold).
        if (!section.budget->charge(e, *events)) {
            dec.fail(FormatTr::tr("too many events to load: %1").arg(section.budget->reason()));
            return SectionResult::OverLimit;
        }
        previousAt = e.at;
        events->append(std::move(e));
    }
}

// A length-prefixed JSON header of at most `limit` bytes.
bool readHeaderBytes(Decoder &dec, qint64 limit, QByteArray *json)
{
    quint64 size = 0;
    if (!dec.varint(&size))
        return false;
    if (size > static_cast<quint64>(limit))
        return dec.fail(FormatTr::tr("too large"));
    return dec.bytes(static_cast<qint64>(size), json);
}

}  // namespace

bool readCompactRecording(QIODevice *device, const QString &fileLabel, Recording *out, LoadError *error,
                          const RecordingReadOptions &options)
{
    Decoder dec(device);
    auto fail = [&](const QString &where) {
        if (error)
            *error = LoadError{fileLabel, 0, 0, QString(),
                               where + (dec.error().isEmpty() ? FormatTr::tr("the file ends early") : dec.error())};
        return false;
    };
    const QByteArray magic = device->read(compactRecordingMagic().size());
    const bool version1 = magic == compactRecordingMagic(1);
    if (!version1 && magic != compactRecordingMagic(2))
        return fail(FormatTr::tr("not a compact LockLab recording") + QStringLiteral(": "));
    dec.setProgress(&options.progress, device->size());
    QByteArray headerJson;
    if (!readHeaderBytes(dec, maxHeaderBytes, &headerJson))
        return fail(QStringLiteral("header: "));
    // The header is a JSON recording without events: the JSON reader checks it, and its errors
    // say where in the header. Version 1 carries the other lock keys in it, with their events.
    Recording r;
    if (!readRecording(headerJson, fileLabel + QStringLiteral(" (header)"), &r, error))
        return false;
    quint64 keyCount = 0;
    if (!version1 && !dec.varint(&keyCount))
        return fail(QStringLiteral("header: "));
    const Trace keyBase = r.trace;  // before its events: what every other key shares
    const RunLimits &limits = options.limits;
    Budget budget(limits);
    auto overLimit = [&]() {
        fail(QString());
        if (error)
            error->limitReached = true;
        return false;
    };
    const qint64 firstPrefix = options.prefix ? std::max<qint64>(options.firstPrefix, 1) : -1;
    qint64 nextPrefix = firstPrefix;
    EventSection own{static_cast<int>(r.trace.workers.size()), &budget, [&](qint64 i, qint64 announced) {
                         if (i != nextPrefix)
                             return;
                         if (i == firstPrefix || i <= announced / 4)
                             options.prefix(r);
                         nextPrefix = nextPrefix > std::numeric_limits<qint64>::max() / 4 ? -1 : nextPrefix * 4;
                     }};
    QString where;
    switch (readEvents(dec, own, limits, &r.trace.events, &where)) {
    case SectionResult::Read:
        break;
    case SectionResult::Failed:
        return fail(where);
    case SectionResult::OverLimit:
        return overLimit();
    }
    // Version 2: each other lock key, its header (bounded by its lanes) and its events, charged to
    // the same budget as the recording's own.
    budget.hold(r.trace.events.weight());
    for (quint64 k = 0; k < keyCount; ++k) {
        const QString at = QStringLiteral("keys[%1].").arg(k);
        QByteArray keyJson;
        if (!readHeaderBytes(dec, maxKeyHeaderBytes, &keyJson))
            return fail(at + QStringLiteral("header: "));
        Trace key;
        if (!readRecordingKeyHeader(keyJson, fileLabel + QStringLiteral(" (keys[%1] header)").arg(k), keyBase, &key,
                                    error))
            return false;
        budget.hold(keyJson.size());
        const EventSection section{static_cast<int>(key.workers.size()), &budget, {}};
        switch (readEvents(dec, section, limits, &key.events, &where)) {
        case SectionResult::Read:
            break;
        case SectionResult::Failed:
            return fail(at + where);
        case SectionResult::OverLimit:
            return overLimit();
        }
        budget.hold(key.events.weight());
        r.keys.append(std::move(key));
    }
    if (!dec.atEnd())
        return dec.fail(FormatTr::tr("data after the last event")), fail(QString());
    if (options.progress)
        options.progress(dec.consumed(), device->size());
    *out = std::move(r);
    return true;
}

}  // namespace locklab
