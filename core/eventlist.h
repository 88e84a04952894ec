// SPDX-License-Identifier: MIT
#pragma once

#include "core/sharedprefixarray.h"
#include "core/traceevent.h"

#include <QList>
#include <QSharedData>

#include <array>
#include <initializer_list>
#include <iterator>

namespace locklab {

// The events of a trace, packed: 48 bytes an event, every string (keys, tokens, reply texts,
// notes) stored once per trace in a pool the events name by index. A run of ten million events
// repeats a handful of keys and one token per acquisition; as TraceEvents (two Requests' worth of
// QStrings and a dozen 64-bit fields each) it took 218 bytes an event.
//
// Reading hands out a TraceEvent by value (`at(i)`, iterators): every consumer reads the fields it
// always read. Loops over millions of events read what they need without unpacking the rest:
// timeAt(), kindAt(), workerAt(), stateAt(), commandAt(), replyKindAt(); scalarsAt() for every field but the
// strings, and keyAt()/valueAt()/textAt() for a string by reference, no copy.
//
// The numbers are stored in 32 bits, the times relative to the event's: a command's number (PX ms,
// a fence), a reply's integer, a fault's value, and a send, execution or deadline time within 35
// minutes of the event. What does not fit goes to a side table, every number of the event whole: a
// 64-bit value, a time further off, a key beyond the first 65,535 distinct strings, a field a kind
// does not carry, a wall-clock time (live runs). A simulated run rarely needs it; a live run stores
// 72 bytes more an event.
class EventList {
public:
    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = TraceEvent;
        using difference_type = qsizetype;
        using reference = TraceEvent;  // unpacked on each read
        using pointer = void;

        const_iterator() = default;
        const_iterator(const EventList *list, qsizetype index)
            : m_list(list)
            , m_index(index)
        {}
        TraceEvent operator*() const { return m_list->at(m_index); }
        struct Arrow {
            TraceEvent event;
            const TraceEvent *operator->() const { return &event; }
        };
        Arrow operator->() const { return {m_list->at(m_index)}; }
        TraceEvent operator[](qsizetype n) const { return m_list->at(m_index + n); }
        const_iterator &operator++() { return ++m_index, *this; }
        const_iterator operator++(int) { return {m_list, m_index++}; }
        const_iterator &operator--() { return --m_index, *this; }
        const_iterator operator--(int) { return {m_list, m_index--}; }
        const_iterator &operator+=(qsizetype n) { return m_index += n, *this; }
        const_iterator &operator-=(qsizetype n) { return m_index -= n, *this; }
        friend const_iterator operator+(const_iterator i, qsizetype n) { return i += n; }
        friend const_iterator operator+(qsizetype n, const_iterator i) { return i += n; }
        friend const_iterator operator-(const_iterator i, qsizetype n) { return i -= n; }
        friend qsizetype operator-(const_iterator a, const_iterator b) { return a.m_index - b.m_index; }
        friend bool operator==(const_iterator a, const_iterator b) { return a.m_index == b.m_index; }
        friend auto operator<=>(const_iterator a, const_iterator b) { return a.m_index <=> b.m_index; }
        qsizetype index() const { return m_index; }

    private:
        const EventList *m_list = nullptr;
        qsizetype m_index = 0;
    };
    using iterator = const_iterator;
    using value_type = TraceEvent;
    using size_type = qsizetype;

    // The events of some kinds, in order, the others skipped without unpacking them:
    // `for (const TraceEvent &e : trace.events.ofKind(EventKind::State))`.
    class KindRange {
    public:
        class iterator {
        public:
            iterator(const EventList *list, quint32 kinds, qsizetype index)
                : m_list(list)
                , m_kinds(kinds)
                , m_index(index)
            {
                skip();
            }
            TraceEvent operator*() const { return m_list->at(m_index); }
            iterator &operator++() { return ++m_index, skip(), *this; }
            friend bool operator==(const iterator &a, const iterator &b) { return a.m_index == b.m_index; }
            qsizetype index() const { return m_index; }

        private:
            void skip()
            {
                while (m_index < m_list->size() && !(m_kinds & (1u << static_cast<int>(m_list->kindAt(m_index)))))
                    ++m_index;
            }
            const EventList *m_list;
            quint32 m_kinds;
            qsizetype m_index;
        };
        KindRange(const EventList *list, quint32 kinds)
            : m_list(list)
            , m_kinds(kinds)
        {}
        iterator begin() const { return {m_list, m_kinds, 0}; }
        iterator end() const { return {m_list, m_kinds, m_list->size()}; }

    private:
        const EventList *m_list;
        quint32 m_kinds;
    };
    template <typename... Kinds> KindRange ofKind(Kinds... kinds) const
    {
        return KindRange(this, ((1u << static_cast<int>(kinds)) | ...));
    }

    EventList();
    EventList(std::initializer_list<TraceEvent> events);

    qsizetype size() const { return m_events.size(); }
    qsizetype count() const { return m_events.size(); }
    bool isEmpty() const { return m_events.isEmpty(); }

    TraceEvent at(qsizetype i) const;
    TraceEvent operator[](qsizetype i) const { return at(i); }
    TraceEvent value(qsizetype i) const { return i >= 0 && i < size() ? at(i) : TraceEvent(); }
    TraceEvent first() const { return at(0); }
    TraceEvent constFirst() const { return at(0); }
    TraceEvent last() const { return at(size() - 1); }
    TraceEvent constLast() const { return at(size() - 1); }
    // What the long loops read, without unpacking the event.
    Micros timeAt(qsizetype i) const { return m_events.at(i).at; }
    EventKind kindAt(qsizetype i) const { return static_cast<EventKind>(m_events.at(i).kind); }
    int workerAt(qsizetype i) const { return m_events.at(i).worker; }
    int requestIdAt(qsizetype i) const { return m_events.at(i).requestId; }
    WorkerState stateAt(qsizetype i) const;
    Command commandAt(qsizetype i) const;
    Reply::Kind replyKindAt(qsizetype i) const;
    // The event without its strings (key, value, reply text, text empty): no string is copied.
    TraceEvent scalarsAt(qsizetype i) const;
    // The event's strings, by reference into the pool (valid while the list is neither changed
    // nor destroyed).
    const QString &keyAt(qsizetype i) const;
    const QString &valueAt(qsizetype i) const { return string(m_events.at(i).value); }
    const QString &replyTextAt(qsizetype i) const { return string(m_events.at(i).replyText); }
    const QString &textAt(qsizetype i) const { return string(m_events.at(i).text); }
    // The index of the first event at or after `t` (lower bound), and after `t` (upper bound).
    qsizetype firstAtOrAfter(Micros t) const;
    qsizetype firstAfter(Micros t) const;

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }

    void append(const TraceEvent &event) { m_events.append(pack(event)); }
    EventList &operator<<(const TraceEvent &event) { return append(event), *this; }
    void insert(qsizetype i, const TraceEvent &event) { m_events.insert(i, pack(event)); }
    void replace(qsizetype i, const TraceEvent &event) { m_events.replace(i, pack(event)); }
    void reserve(qsizetype n) { m_events.reserve(n); }
    // Gives back the unused capacity of the side tables and the string pool. The events' own list
    // is left alone: it grew by realloc, its unused tail was never touched (it costs address space,
    // not memory), and shrinking it copies every event (a run of ten million events went from
    // 0.57 to 1.1 GB for that instant).
    void squeeze();
    void clear();
    // Only shortens: keeps the first n events.
    void resize(qsizetype n);
    EventList mid(qsizetype pos, qsizetype length = -1) const;
    template <typename Predicate> qsizetype removeIf(Predicate pred)
    {
        EventList kept = mid(0, 0);
        for (qsizetype i = 0; i < size(); ++i)
            if (const TraceEvent e = at(i); !pred(e))
                kept.append(e);
        const qsizetype removed = size() - kept.size();
        *this = std::move(kept);
        return removed;
    }

    // What one event takes in the list, at the least (without side-table rows and strings).
    static qint64 packedEventBytes();
    // Whether both lists see the same block of events (a prefix handed out was not copied).
    bool sharesEventsWith(const EventList &other) const { return m_events.sharesBlockWith(other.m_events); }
    // The memory the list holds (events, side table, strings), for the scale benchmark.
    qint64 bytesInUse() const;
    // What the list weighs, counted from its sizes rather than its allocations, in constant time:
    // the same events weigh the same on every machine, so a run's memory budget (RunLimits) stops
    // the same run at the same event. Close to bytesInUse() without the lists' spare capacity.
    qint64 weight() const;
    // The most that appending `event` can add to weight(): its packed form, a side-table row and
    // each of its strings as if it were new.
    static qint64 weightBound(const TraceEvent &event);

private:
    struct Packed {
        Micros at;
        // Sent/Replied: request.number and reply.integer; otherwise value and deadline (as `at - deadline`,
        // noTime: -1). Wide: unused.
        qint32 number;
        qint32 slot;
        // Sent/Replied: at - sentAt and at - reply.executedAt (noTime: -1). Wide: the side table's row.
        qint32 sentBefore;
        qint32 executedBefore;
        qint32 requestId;
        quint32 value, replyText, text;  // string pool indices (0: empty)
        quint16 key;                     // the same, while it fits (else in the side table)
        qint16 worker;
        quint8 kind;
        quint8 state : 4;
        quint8 believesHeld : 1;
        quint8 wide : 1;
        quint8 requestWorker : 2;  // RequestWorker
        quint8 command;
        quint8 condition : 2;
        quint8 replyKind : 3;
        quint8 fault : 3;
    };
    static_assert(sizeof(Packed) == 48);
    // request.worker, the common cases: not a worker's command, or the event's own worker's.
    enum RequestWorker : quint8 { NoRequestWorker, SameWorker };
    // The fields of an event that did not fit Packed, all of them but at, kind, worker, requestId and
    // the strings other than the key.
    struct Wide {
        Micros sentAt, executedAt, deadline, wallAt;
        qint64 value, number, integer;
        qint32 requestWorker;
        quint32 key;
        WorkerState state;
        Command command;
        SetCondition condition;
        Reply::Kind replyKind;
        FaultKind fault;
    };
    // One QString per distinct string; `table` finds a string's index by its hash (open
    // addressing, linear probing, never more than half full; 0: a free slot). A QHash took
    // about 60 bytes a string more.
    //
    // The table doubles as the strings grow, and its slots move to the new one a few at each new
    // string, not all at once: a watch interns two new strings a command (its token and its line),
    // and putting a million strings back in one go held it up for ~70 ms. Until every slot of the
    // old table (`previous`) has moved, a string is looked for in both.
    struct Strings : QSharedData {
        quint32 moved = 0;  // the slots of `previous` moved so far (beside QSharedData's counter)
        QList<QString> list{QString()};
        QList<quint32> table;
        QList<quint32> previous;
        qint64 weight = 0;  // of every string in `list`: stringWeight()
    };
    static qint64 stringWeight(const QString &s);
    static void moveSlots(Strings &pool, qsizetype count);

    Packed pack(const TraceEvent &event);
    quint32 intern(const QString &s);
    const QString &string(quint32 id) const { return id ? m_strings->list.at(id) : emptyString(); }
    static const QString &emptyString();
    const Wide &wide(const Packed &p) const { return m_wide.at(p.sentBefore); }

    // Shared by copies, each seeing its first size() events: a prefix handed out while the list
    // grows (a recording's preview) is not copied by the next append.
    SharedPrefixArray<Packed> m_events;
    QList<Wide> m_wide;
    QSharedDataPointer<Strings> m_strings;
    // The last strings interned by where their characters are: a run repeats one key QString
    // and one token per acquisition, so most appends find theirs here without hashing.
    struct Recent {
        const QChar *data = nullptr;
        quint32 id = 0;
    };
    // 16: one lock key of an import holds a list of its own, and 100,000 of them each paid a
    // kilobyte (first touched, and copied with the key's result) for 64.
    std::array<Recent, 16> m_recent{};
};

}  // namespace locklab

Q_DECLARE_TYPEINFO(locklab::EventList, Q_RELOCATABLE_TYPE);
