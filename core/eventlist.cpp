// SPDX-License-Identifier: MIT
#include "core/eventlist.h"

#include <algorithm>
#include <limits>

namespace locklab {

namespace {
constexpr qint32 noTime = std::numeric_limits<qint32>::min();

// `at - t` in 32 bits (noTime for t = -1), or false when it does not fit.
bool timeBefore(Micros at, Micros t, qint32 *out)
{
    if (t == -1) {
        *out = noTime;
        return true;
    }
    Micros d = 0;
    if (__builtin_sub_overflow(at, t, &d) || d <= noTime || d > std::numeric_limits<qint32>::max())
        return false;
    *out = static_cast<qint32>(d);
    return true;
}

Micros timeFrom(Micros at, qint32 before)
{
    return before == noTime ? -1 : at - before;
}

bool narrow(qint64 n, qint32 *out)
{
    if (n < std::numeric_limits<qint32>::min() || n > std::numeric_limits<qint32>::max())
        return false;
    *out = static_cast<qint32>(n);
    return true;
}

// Does an enum's value fit a bit field of `bits` bits?
template <typename E> bool fitsBits(E value, int bits)
{
    return static_cast<unsigned>(value) < (1u << bits);
}

bool carriesCommand(EventKind kind)
{
    return kind == EventKind::Sent || kind == EventKind::Replied;
}

// A string's heap block for `chars` characters: Qt's 16-byte header, the UTF-16 and its terminator,
// malloc's 8 bytes, rounded to 16.
qint64 stringBlockBytes(qsizetype chars)
{
    return (16 + 2 * (chars + 1) + 8 + 15) / 16 * 16;
}
}  // namespace

static_assert(sizeof(TraceEvent) > 48);  // what EventList saves

EventList::EventList() = default;

EventList::EventList(std::initializer_list<TraceEvent> events)
    : EventList()
{
    for (const TraceEvent &e : events)
        append(e);
}

const QString &EventList::emptyString()
{
    static const QString empty;
    return empty;
}

namespace {

// Linear probing in a table of a power of two slots: the slot of `hash`'s string, or the free one
// where it would go. `found` says which.
template <typename Equal> qsizetype probe(const QList<quint32> &table, size_t hash, Equal equal, quint32 *found)
{
    const qsizetype mask = table.size() - 1;
    for (qsizetype slot = static_cast<qsizetype>(hash) & mask;; slot = (slot + 1) & mask) {
        const quint32 id = table.at(slot);
        if (id == 0 || equal(id)) {
            *found = id;
            return slot;
        }
    }
}

void place(QList<quint32> &table, size_t hash, quint32 id)
{
    quint32 taken = 0;
    table[probe(
        table, hash, [](quint32) { return false; }, &taken)] = id;
}

// A string's slot hash. Qt 6.4 hashes with SipHash when the seed is 0, three times slower than with
// the AES hash a non-zero seed lets it use (a sixth of an import's hashing). The process's seed:
// random, as QHash's, so that no capture's strings can be chosen to collide.
size_t hashOf(const QString &s)
{
    static const size_t seed = QHashSeed::globalSeed();
    return qHash(QStringView(s), seed);
}

// Slots of the old table moved to the new one per new string: two at least, so the move is over
// before the new table is half full and has to grow in turn (it is twice the old one's size, and
// half of it is filled by then).
constexpr qsizetype slotsMovedPerString = 4;

}  // namespace

void EventList::moveSlots(Strings &pool, qsizetype count)
{
    const qsizetype end = std::min<qsizetype>(pool.moved + count, pool.previous.size());
    for (; pool.moved < end; ++pool.moved) {
        const quint32 id = std::as_const(pool.previous).at(pool.moved);
        if (id != 0)
            place(pool.table, hashOf(pool.list.at(id)), id);
    }
    if (pool.moved == pool.previous.size()) {
        pool.previous = QList<quint32>();
        pool.moved = 0;
    }
}

quint32 EventList::intern(const QString &s)
{
    if (s.isEmpty())
        return 0;
    if (!m_strings)  // a new list, or one moved from: the pool is made with its first string
        m_strings = new Strings;
    Recent &recent = m_recent[(reinterpret_cast<quintptr>(s.constData()) >> 4) % m_recent.size()];
    const Strings &pool = *std::as_const(m_strings);
    if (recent.data == s.constData() && recent.id < pool.list.size() && pool.list.at(recent.id) == s)
        return recent.id;
    const size_t hash = hashOf(s);
    const auto same = [&pool, &s](quint32 id) { return pool.list.at(id) == s; };
    quint32 found = 0;
    qsizetype slot = -1;
    if (!pool.table.isEmpty())
        slot = probe(pool.table, hash, same, &found);
    if (found == 0 && !pool.previous.isEmpty())
        probe(pool.previous, hash, same, &found);  // not moved yet
    if (found != 0) {
        recent = {s.constData(), found};
        return found;
    }
    Strings &writable = *m_strings;  // detaches a pool shared with a copy of this list
    const auto id = static_cast<quint32>(writable.list.size());
    Q_ASSERT(id < std::numeric_limits<quint32>::max());
    if (s.capacity() - s.size() > 8) {
        // A string built by appending (a command line rendered for the log) carries its growth room:
        // the pool keeps it for the list's life, so it keeps an exact copy instead.
        QString exact(s.constData(), s.size());
        writable.list.append(std::move(exact));
    } else {
        writable.list.append(s);
    }
    writable.weight += stringWeight(s);
    if (2 * writable.list.size() > writable.table.size()) {
        // Twice the size; the old table's slots follow a few at a time (moveSlots).
        moveSlots(writable, writable.previous.size());  // the last move is over (kept so by its pace)
        writable.previous = std::move(writable.table);
        writable.table = QList<quint32>(std::max<qsizetype>(64, 2 * writable.previous.size()), 0);
        place(writable.table, hash, id);
    } else {
        writable.table[slot] = id;
    }
    if (!writable.previous.isEmpty())
        moveSlots(writable, slotsMovedPerString);
    recent = {s.constData(), id};
    return id;
}

EventList::Packed EventList::pack(const TraceEvent &e)
{
    Packed p{};
    p.at = e.at;
    p.requestId = e.requestId;
    p.value = intern(e.request.value);
    p.replyText = intern(e.reply.text);
    p.text = intern(e.text);
    p.worker = e.worker;
    p.kind = static_cast<quint8>(e.kind);
    p.believesHeld = e.believesHeld;
    const quint32 key = intern(e.request.key);
    bool fits = e.wallAt == -1 && key <= std::numeric_limits<quint16>::max() && fitsBits(e.state, 4)
                && fitsBits(e.request.condition, 2) && fitsBits(e.reply.kind, 3) && fitsBits(e.fault, 3);
    if (e.request.worker == -1)
        p.requestWorker = NoRequestWorker;
    else if (e.request.worker == e.worker)
        p.requestWorker = SameWorker;
    else
        fits = false;
    if (carriesCommand(e.kind)) {
        fits = fits && e.deadline == -1 && e.value == 0 && narrow(e.request.number, &p.number)
               && narrow(e.reply.integer, &p.slot) && timeBefore(e.at, e.sentAt, &p.sentBefore)
               && timeBefore(e.at, e.reply.executedAt, &p.executedBefore);
    } else {
        fits = fits && e.request.number == 0 && e.reply.integer == 0 && e.sentAt == -1 && e.reply.executedAt == -1
               && narrow(e.value, &p.number) && timeBefore(e.at, e.deadline, &p.slot);
        p.sentBefore = p.executedBefore = noTime;
    }
    if (fits) {
        p.key = static_cast<quint16>(key);
        p.state = static_cast<quint8>(e.state) & 0xf;
        p.command = static_cast<quint8>(e.request.command);
        p.condition = static_cast<quint8>(e.request.condition) & 0x3;
        p.replyKind = static_cast<quint8>(e.reply.kind) & 0x7;
        p.fault = static_cast<quint8>(e.fault) & 0x7;
        return p;
    }
    p.wide = 1;
    p.number = p.slot = 0;
    p.sentBefore = static_cast<qint32>(m_wide.size());
    p.executedBefore = 0;
    p.requestWorker = 0;
    m_wide.append({e.sentAt, e.reply.executedAt, e.deadline, e.wallAt, e.value, e.request.number, e.reply.integer,
                   e.request.worker, key, e.state, e.request.command, e.request.condition, e.reply.kind, e.fault});
    Q_ASSERT(m_wide.size() <= std::numeric_limits<qint32>::max());
    return p;
}

TraceEvent EventList::scalarsAt(qsizetype i) const
{
    const Packed &p = m_events.at(i);
    TraceEvent e;
    e.at = p.at;
    e.kind = static_cast<EventKind>(p.kind);
    e.worker = p.worker;
    e.believesHeld = p.believesHeld;
    e.requestId = p.requestId;
    if (p.wide) {
        const Wide &w = wide(p);
        e.state = w.state;
        e.sentAt = w.sentAt;
        e.request.command = w.command;
        e.request.number = w.number;
        e.request.condition = w.condition;
        e.request.worker = w.requestWorker;
        e.reply.kind = w.replyKind;
        e.reply.integer = w.integer;
        e.reply.executedAt = w.executedAt;
        e.deadline = w.deadline;
        e.fault = w.fault;
        e.value = w.value;
        e.wallAt = w.wallAt;
        return e;
    }
    e.state = static_cast<WorkerState>(p.state);
    e.request.command = static_cast<Command>(p.command);
    e.request.condition = static_cast<SetCondition>(p.condition);
    e.request.worker = p.requestWorker == SameWorker ? p.worker : -1;
    e.reply.kind = static_cast<Reply::Kind>(p.replyKind);
    e.fault = static_cast<FaultKind>(p.fault);
    if (carriesCommand(e.kind)) {
        e.request.number = p.number;
        e.reply.integer = p.slot;
        e.sentAt = timeFrom(p.at, p.sentBefore);
        e.reply.executedAt = timeFrom(p.at, p.executedBefore);
    } else {
        e.value = p.number;
        e.deadline = timeFrom(p.at, p.slot);
    }
    return e;
}

TraceEvent EventList::at(qsizetype i) const
{
    TraceEvent e = scalarsAt(i);
    const Packed &p = m_events.at(i);
    // Most events have no text: no string to copy.
    if (const quint32 key = p.wide ? wide(p).key : p.key)
        e.request.key = string(key);
    if (p.value)
        e.request.value = string(p.value);
    if (p.replyText)
        e.reply.text = string(p.replyText);
    if (p.text)
        e.text = string(p.text);
    return e;
}

WorkerState EventList::stateAt(qsizetype i) const
{
    const Packed &p = m_events.at(i);
    return p.wide ? wide(p).state : static_cast<WorkerState>(p.state);
}

Command EventList::commandAt(qsizetype i) const
{
    const Packed &p = m_events.at(i);
    return p.wide ? wide(p).command : static_cast<Command>(p.command);
}

Reply::Kind EventList::replyKindAt(qsizetype i) const
{
    const Packed &p = m_events.at(i);
    return p.wide ? wide(p).replyKind : static_cast<Reply::Kind>(p.replyKind);
}

const QString &EventList::keyAt(qsizetype i) const
{
    const Packed &p = m_events.at(i);
    return string(p.wide ? wide(p).key : p.key);
}

qsizetype EventList::firstAtOrAfter(Micros t) const
{
    return std::partition_point(m_events.cbegin(), m_events.cend(), [t](const Packed &p) { return p.at < t; })
           - m_events.cbegin();
}

qsizetype EventList::firstAfter(Micros t) const
{
    return std::partition_point(m_events.cbegin(), m_events.cend(), [t](const Packed &p) { return p.at <= t; })
           - m_events.cbegin();
}

void EventList::squeeze()
{
    m_wide.squeeze();
    if (m_strings && std::as_const(m_strings)->ref.loadRelaxed() == 1)  // a pool shared with a copy is left as it is
        m_strings->list.squeeze();
}

void EventList::clear()
{
    *this = EventList();
}

void EventList::resize(qsizetype n)
{
    Q_ASSERT(n >= 0 && n <= size());
    m_events.resize(n);
}

EventList EventList::mid(qsizetype pos, qsizetype length) const
{
    EventList part;
    part.m_strings = m_strings;  // the strings of the whole: a superset, shared
    part.m_wide = m_wide;
    part.m_events = m_events.mid(pos, length);
    return part;
}

qint64 EventList::stringWeight(const QString &s)
{
    // Its QString in the list, two slots of the index (never more than half full), and its heap block.
    return qint64(sizeof(QString)) + 2 * qint64(sizeof(quint32)) + stringBlockBytes(s.size());
}

qint64 EventList::weight() const
{
    return m_events.size() * qint64(sizeof(Packed)) + m_wide.size() * qint64(sizeof(Wide))
           + (m_strings ? m_strings->weight : 0);
}

qint64 EventList::packedEventBytes()
{
    return qint64(sizeof(Packed));
}

qint64 EventList::weightBound(const TraceEvent &e)
{
    qint64 bound = qint64(sizeof(Packed)) + qint64(sizeof(Wide));
    for (const QString *s : {&e.request.key, &e.request.value, &e.reply.text, &e.text})
        if (!s->isEmpty())
            bound += stringWeight(*s);
    return bound;
}

qint64 EventList::bytesInUse() const
{
    // The events by their count: their list grows by realloc and its spare tail is never touched
    // (see squeeze()), so it is address space, not memory.
    qint64 bytes = m_events.size() * qint64(sizeof(Packed)) + m_wide.capacity() * qint64(sizeof(Wide));
    if (!m_strings)
        return bytes;
    bytes += m_strings->list.capacity() * qint64(sizeof(QString))
             + (m_strings->table.capacity() + m_strings->previous.capacity()) * qint64(sizeof(quint32));
    for (const QString &s : m_strings->list) {
        // A literal's characters are not on the heap.
        if (!s.isEmpty() && s.data_ptr()->isMutable())
            bytes += stringBlockBytes(s.capacity());
    }
    return bytes;
}

}  // namespace locklab
