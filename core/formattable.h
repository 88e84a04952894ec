// SPDX-License-Identifier: MIT
#pragma once

#include "core/jsonnode.h"
#include "core/scenarioloader.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <initializer_list>
#include <variant>

namespace locklab::format {

// The vocabulary of LockLab's file formats, one table per JSON object: each row is a field with
// its type, range, the kinds (step verbs, fault kinds, event kinds) that accept or require it, and
// how it maps onto the C++ value. The scenario loader, the scenario writer, the recording reader
// and writer, and the check of docs/scenarios.md all read the same rows, so adding a field is
// adding a row (and its line in the docs, which tst_formatdocs holds to).

enum class Type : quint8 { Integer, Number, Boolean, String, Choice, Object, Array };

// A set of kinds, one bit per enumerator of the object's kind (StepKind, FaultKind, EventKind).
using Kinds = quint64;
inline constexpr Kinds anyKind = ~Kinds(0);
template <class E> constexpr Kinds only(std::initializer_list<E> kinds)
{
    Kinds k = 0;
    for (E e : kinds)
        k |= Kinds(1) << static_cast<int>(e);
    return k;
}
inline bool contains(Kinds kinds, int kind)
{
    return kind < 0 || (kinds >> kind) & 1;
}

using Value = std::variant<std::monostate, bool, qint64, double, QString>;

// What a row may need from outside its object: a fault's "worker" names one of the workers.
struct Context {
    QStringList workers;
    int replicas = 0;   // "redis": {"replicas": n}, read before the faults that need it
    int instances = 1;  // "redis": {"instances": n}, read before the faults that name one
};

class Reader;

template <class T> struct Field {
    QString name;
    Type type = Type::Integer;
    double min = 0;  // Integer, Number: the inclusive range; String: length; Array: number of items
    double max = 0;
    QStringList choices;         // Choice: the values, in the order of the C++ enum they map to
    Kinds accepts = anyKind;     // kinds that accept the field
    Kinds needs = 0;             // kinds that must have it
    bool alwaysWritten = false;  // the writer writes it even at its default
    // Scalars: the field's C++ value, after its type and range were checked.
    std::function<void(T &, const Value &, const Context &)> set;
    std::function<Value(const T &, const Context &)> get;
    // A rule beyond type and range (a pattern, a reference, a reserved value): the message, or empty.
    std::function<QString(const T &, const Value &, const Context &)> check;
    // Objects and arrays: how the nested value is read and written (a null string: left out).
    std::function<bool(Reader &, const JsonNode &, const QString &path, T &, Context &)> read;
    std::function<QString(const T &, const Context &)> write;
    // Array: "expected %1 to %2 workers, got %3" (a QT_TR_NOOP in FormatTr, core/coretr.h); with
    // min 0: "expected at most %1 faults, got %2".
    const char *countMessage = nullptr;
};

template <class T> struct Table {
    QString object;          // what docs/scenarios.md calls it: "lock", "steps", "faults"
    QString discriminator;   // the field naming the kind ("do", "kind"), or empty
    QList<Field<T>> fields;  // in the order the writer writes them
    const Field<T> *field(const QString &name) const
    {
        for (const Field<T> &f : fields) {
            if (f.name == name)
                return &f;
        }
        return nullptr;
    }
    QStringList kindNames() const { return discriminator.isEmpty() ? QStringList() : field(discriminator)->choices; }
};

// A row, described for documentation and tests, without its C++ mapping.
struct FieldInfo {
    QString name;
    Type type = Type::Integer;
    double min = 0;
    double max = 0;
    QStringList choices;
    QStringList accepts;  // kind names; empty: every instance of the object
    QStringList needs;    // kind names, or {"*"} when required whatever the kind
};
struct ObjectInfo {
    QString object;
    QList<FieldInfo> fields;
};
template <class T> ObjectInfo describe(const Table<T> &table)
{
    ObjectInfo info{table.object, {}};
    const QStringList kinds = table.kindNames();
    for (const Field<T> &f : table.fields) {
        FieldInfo fi{f.name, f.type, f.min, f.max, f.choices, {}, {}};
        for (int k = 0; k < kinds.size(); ++k) {
            if (f.accepts != anyKind && contains(f.accepts, k))
                fi.accepts << kinds.at(k);
            if (f.needs != anyKind && contains(f.needs, k))
                fi.needs << kinds.at(k);
        }
        if (f.needs == anyKind || f.name == table.discriminator)
            fi.needs = {QStringLiteral("*")};
        info.fields << fi;
    }
    return info;
}

QString typeName(Type type);  // "integer", "number", "boolean", "string", "object", "array"

// Walks a JSON tree against the tables; the first error wins and stops the walk.
class Reader {
public:
    Reader(QString file, LoadError *error);

    bool fail(const JsonNode &at, const QString &path, const QString &message);
    static QString join(const QString &path, const QString &field);
    static QString index(const QString &path, qsizetype i);

    // Type and range of one value.
    bool value(const JsonNode &node, const QString &path, Type type, double min, double max, const QStringList &choices,
               Value *out);
    // An array's type and size; then `item` for each element.
    bool array(const JsonNode &node, const QString &path, double min, double max, const char *countMessage,
               const std::function<bool(const JsonNode &, const QString &)> &item);

    // Reads an object's fields into *out (fields it does not have keep their values).
    template <class T>
    bool read(const JsonNode &node, const QString &path, const Table<T> &table, T *out, Context &context)
    {
        if (node.type != JsonNode::Type::Object)
            return value(node, path, Type::Object, 0, 0, {}, nullptr);
        int kind = -1;
        QString kindName;
        if (!table.discriminator.isEmpty()) {
            const Field<T> &d = *table.field(table.discriminator);
            const JsonNode *n = node.member(d.name);
            if (!n)
                return fail(node, path, missingField(d.name));
            Value v;
            if (!value(*n, join(path, d.name), Type::Choice, 0, 0, d.choices, &v))
                return false;
            kindName = std::get<QString>(v);
            kind = static_cast<int>(d.choices.indexOf(kindName));
            d.set(*out, v, context);
        }
        QStringList allowed;
        for (const Field<T> &f : table.fields) {
            if (contains(f.accepts, kind))
                allowed << f.name;
        }
        for (const auto &[name, member] : node.members) {
            if (!allowed.contains(name))
                return fail(member, join(path, name), unknownField(allowed));
        }
        for (const Field<T> &f : table.fields) {
            if (contains(f.accepts, kind) && contains(f.needs, kind) && f.needs != 0 && !node.member(f.name))
                return fail(node, path, kind < 0 ? missingField(f.name) : missingFieldFor(f.name, kindName));
        }
        for (const Field<T> &f : table.fields) {
            const JsonNode *n = node.member(f.name);
            if (!n || f.name == table.discriminator)
                continue;
            const QString p = join(path, f.name);
            if (f.read) {
                if (!f.read(*this, *n, p, *out, context))
                    return false;
                continue;
            }
            Value v;
            if (!value(*n, p, f.type, f.min, f.max, f.choices, &v))
                return false;
            if (f.check) {
                const QString message = f.check(*out, v, context);
                if (!message.isEmpty())
                    return fail(*n, p, message);
            }
            f.set(*out, v, context);
        }
        return true;
    }

    static QString unknownField(const QStringList &allowed);
    static QString missingField(const QString &name);
    static QString missingFieldFor(const QString &name, const QString &kind);

private:
    QString m_file;
    LoadError *m_error;
};

// A value as JSON text.
QString jsonText(const Value &value);

// The object's fields as `"name": value` parts, in table order: a field is written when its kind
// needs it, when it is marked alwaysWritten, or when it differs from a default-constructed
// object of the same kind. Null when nothing but alwaysWritten fields would be written and
// `forced` is false (the object can be left out).
template <class T>
QStringList fieldTexts(const Table<T> &table, const T &object, const Context &context, bool forced, bool *any = nullptr)
{
    T defaults{};
    int kind = -1;
    if (!table.discriminator.isEmpty()) {
        const Field<T> &d = *table.field(table.discriminator);
        const Value v = d.get(object, context);
        kind = static_cast<int>(d.choices.indexOf(std::get<QString>(v)));
        d.set(defaults, v, context);
    }
    QStringList parts;
    bool differs = forced || kind >= 0;
    for (const Field<T> &f : table.fields) {
        if (!contains(f.accepts, kind))
            continue;
        QString text;
        if (f.write) {
            text = f.write(object, context);
            differs = differs || (!text.isNull() && !f.alwaysWritten);
        } else {
            const Value v = f.get(object, context);
            const bool required = f.needs != 0 && contains(f.needs, kind);
            const bool changed = f.name == table.discriminator || required || v != f.get(defaults, context);
            differs = differs || changed;
            if (changed || f.alwaysWritten)
                text = jsonText(v);
        }
        if (!text.isNull())
            parts << jsonText(f.name) + QStringLiteral(": ") + text;
    }
    if (any)
        *any = differs;
    return parts;
}

// The object on one line, `{ "a": 1, "b": true }`; null when it can be left out (see fieldTexts).
template <class T> QString objectText(const Table<T> &table, const T &object, const Context &context, bool forced)
{
    bool any = false;
    const QStringList parts = fieldTexts(table, object, context, forced, &any);
    if (!any)
        return {};
    return parts.isEmpty() ? QStringLiteral("{}")
                           : QStringLiteral("{ ") + parts.join(QStringLiteral(", ")) + QStringLiteral(" }");
}

}  // namespace locklab::format
