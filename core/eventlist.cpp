// SPDX-License-Identifier: MIT
#include "eventlist.h"

#include <algorithm>
#include <limits>

namespace locklab {

namespace {
constexpr qint32 noTime = std::numeric_limits<qint32>::min();

// `at - t` in 32 bits, or false when it does not fit (and t is not -1).
bool timeBefore(Micros at, Micros t, qint32 *out)
{
    if (t == -1) {
        *out = noTime;
        return true;
    }
    const Micros d = at - t;
    if (d <= noTime || d > std::numeric_limits<qint32>::max())
        return false;
    *out = static_cast<qint32>(d);
    return true;
}

Micros timeFrom(Micros at, qint32 before)
{
    return before == noTime ? -1 : at - before;
}

bool carriesCommand(EventKind kind)
{
    return kind == EventKind::Sent || kind == EventKind::Replied;
}
}  // namespace

static_assert(sizeof(TraceEvent) > 64);  // what EventList saves

EventList::EventList() = default;

EventList::EventList(std::initializer_list<TraceEvent> events)
    : EventList()
{
    for (const TraceEvent &e : events)
        append(e);
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
    quint32 id = pool.ids.value(s, 0);
    if (id == 0) {
        Strings &writable = *m_strings;  // detaches a pool shared with a copy of this list
        id = static_cast<quint32>(writable.list.size());
        writable.list.append(s);
        writable.ids.insert(s, id);
    }
    recent = {s.constData(), id};
    return id;
}

EventList::Packed EventList::pack(const TraceEvent &e)
{
    Packed p{};
    p.at = e.at;
    p.requestId = e.requestId;
    p.key = intern(e.request.key);
    p.value = intern(e.request.value);
    p.replyText = intern(e.reply.text);
    p.text = intern(e.text);
    p.worker = e.worker;
    p.requestWorker = static_cast<qint16>(e.request.worker);
    p.kind = static_cast<quint8>(e.kind);
    p.state = static_cast<quint8>(e.state);
    p.flags = e.believesHeld ? BelievesHeld : 0;
    p.command = static_cast<quint8>(e.request.command);
    p.condition = static_cast<quint8>(e.request.condition);
    p.replyKind = static_cast<quint8>(e.reply.kind);
    p.fault = static_cast<quint8>(e.fault);
    bool fits = e.wallAt == -1 && p.requestWorker == e.request.worker;
    if (carriesCommand(e.kind)) {
        p.number = e.request.number;
        p.slot = e.reply.integer;
        fits = fits && e.deadline == -1 && e.value == 0 && timeBefore(e.at, e.sentAt, &p.sentBefore)
               && timeBefore(e.at, e.reply.executedAt, &p.executedBefore);
    } else {
        p.number = e.value;
        p.slot = e.deadline;
        p.sentBefore = p.executedBefore = noTime;
        fits = fits && e.request.number == 0 && e.reply.integer == 0 && e.sentAt == -1 && e.reply.executedAt == -1;
    }
    if (!fits) {
        p.flags |= IsWide;
        p.sentBefore = static_cast<qint32>(m_wide.size());
        p.executedBefore = 0;
        m_wide.append({e.sentAt, e.reply.executedAt, e.deadline, e.wallAt, e.value, e.request.number, e.reply.integer,
                       e.request.worker});
        Q_ASSERT(m_wide.size() <= std::numeric_limits<qint32>::max());
    }
    return p;
}

TraceEvent EventList::at(qsizetype i) const
{
    const Packed &p = m_events.at(i);
    TraceEvent e;
    e.at = p.at;
    e.kind = static_cast<EventKind>(p.kind);
    e.worker = p.worker;
    e.state = static_cast<WorkerState>(p.state);
    e.believesHeld = p.flags & BelievesHeld;
    e.requestId = p.requestId;
    e.request.command = static_cast<Command>(p.command);
    if (p.key)  // most events have no text: no string to copy
        e.request.key = string(p.key);
    if (p.value)
        e.request.value = string(p.value);
    e.request.condition = static_cast<SetCondition>(p.condition);
    e.request.worker = p.requestWorker;
    e.reply.kind = static_cast<Reply::Kind>(p.replyKind);
    if (p.replyText)
        e.reply.text = string(p.replyText);
    e.fault = static_cast<FaultKind>(p.fault);
    if (p.text)
        e.text = string(p.text);
    if (p.flags & IsWide) {
        const Wide &w = m_wide.at(p.sentBefore);
        e.sentAt = w.sentAt;
        e.reply.executedAt = w.executedAt;
        e.deadline = w.deadline;
        e.wallAt = w.wallAt;
        e.value = w.value;
        e.request.number = w.number;
        e.reply.integer = w.integer;
        e.request.worker = w.requestWorker;
    } else if (carriesCommand(e.kind)) {
        e.request.number = p.number;
        e.reply.integer = p.slot;
        e.sentAt = timeFrom(p.at, p.sentBefore);
        e.reply.executedAt = timeFrom(p.at, p.executedBefore);
    } else {
        e.value = p.number;
        e.deadline = p.slot;
    }
    return e;
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

qint64 EventList::bytesInUse() const
{
    if (!m_strings)
        return m_events.capacity() * qint64(sizeof(Packed)) + m_wide.capacity() * qint64(sizeof(Wide));
    qint64 strings = m_strings->list.capacity() * qint64(sizeof(QString)) + m_strings->ids.capacity() * 32;
    for (const QString &s : m_strings->list)
        strings += s.isEmpty() ? 0 : 24 + 2 * (s.capacity() + 1);
    return m_events.capacity() * qint64(sizeof(Packed)) + m_wide.capacity() * qint64(sizeof(Wide)) + strings;
}

}  // namespace locklab
