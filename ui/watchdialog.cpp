// SPDX-License-Identifier: MIT
#include "watchdialog.h"

#include "core/mstext.h"
#include "live/watch.h"

#include <QCheckBox>
#include <QCoroTask>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace locklab {

namespace {
QStringList globs(const QLineEdit *edit)
{
    return edit->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
}
}  // namespace

WatchDialog::WatchDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Watch a Redis"));
    setObjectName(QStringLiteral("watchDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *warning = new QLabel(tr("LockLab runs MONITOR on this Redis: the server then sends every command it runs "
                                  "to LockLab. That can halve its throughput, and its output buffer to LockLab is "
                                  "unlimited. Watch a production server briefly, or a replica of its traffic. "
                                  "Nothing is written to the server (expiry events excepted, and restored)."),
                               this);
    warning->setWordWrap(true);
    layout->addWidget(warning);
    auto *form = new QFormLayout;
    m_url = new QLineEdit(QStringLiteral("redis://127.0.0.1:6379"), this);
    m_url->setToolTip(tr("redis://[user[:password]@]host[:port][/db] for one server; "
                         "redis+cluster://host:port[,host:port…] (or a redis:// URL at one of its nodes) for a Redis "
                         "Cluster, watched on every primary at once; several redis:// URLs, separated by spaces, for a "
                         "Redlock's independent instances, watched as one"));
    m_keys = new QLineEdit(this);
    m_keys->setPlaceholderText(tr("found automatically (SET … NX with an expiry)"));
    m_storeKeys = new QLineEdit(this);
    m_fenceKey = new QLineEdit(this);
    m_duration = new QDoubleSpinBox(this);
    m_duration->setRange(0, 3600);
    m_duration->setValue(60);
    m_duration->setSuffix(tr(" s"));
    m_duration->setSpecialValueText(tr("until Stop"));
    m_expiry = new QCheckBox(tr("Note real expiries (CONFIG SET notify-keyspace-events, restored after)"), this);
    form->addRow(tr("Redis URL"), m_url);
    form->addRow(tr("Lock keys (globs)"), m_keys);
    form->addRow(tr("Store keys (globs)"), m_storeKeys);
    form->addRow(tr("Fence key"), m_fenceKey);
    form->addRow(tr("Duration"), m_duration);
    form->addRow(QString(), m_expiry);
    layout->addLayout(form);
    m_status =
        new QLabel(tr("Replies and beliefs are inferred by LockLab's Redis model from what MONITOR shows."), this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("Start"), QDialogButtonBox::AcceptRole);
    m_stop = buttons->addButton(tr("Stop"), QDialogButtonBox::RejectRole);
    m_stop->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(m_start, &QPushButton::clicked, this, &WatchDialog::start);
    connect(m_stop, &QPushButton::clicked, this, &WatchDialog::stop);
    connect(buttons->button(QDialogButtonBox::Close), &QPushButton::clicked, this, &QDialog::hide);
    m_follow.setInterval(300);
    connect(&m_follow, &QTimer::timeout, this, [this] { publish(false); });
}

WatchDialog::~WatchDialog() = default;

bool WatchDialog::isWatching() const
{
    return m_watch && m_watch->isRunning();
}

void WatchDialog::start()
{
    WatchOptions options;
    QString error;
    // Several URLs (space-separated) are a Redlock's independent instances, as `watch --redis … --redis …`.
    const QStringList urls = m_url->text().split(u' ', Qt::SkipEmptyParts);
    for (const QString &text : urls) {
        RedisUrl url;
        if (!RedisUrl::parse(text, &url, &error)) {
            m_status->setText(tr("Not a usable Redis URL: %1").arg(error));
            return;
        }
        if (urls.size() > 1 && (url.topology != RedisUrl::Topology::Server || urls.size() > 7)) {
            m_status->setText(tr("Several URLs are a Redlock's 2 to 7 independent instances, each a redis:// URL."));
            return;
        }
        options.instances.append(url);
    }
    if (options.instances.isEmpty()) {
        m_status->setText(tr("Not a usable Redis URL: %1").arg(tr("none given")));
        return;
    }
    options.url = options.instances.constFirst();
    if (options.instances.size() == 1)
        options.instances.clear();
    options.traffic.lockGlobs = globs(m_keys);
    options.traffic.storeGlobs = globs(m_storeKeys);
    // As `locklab watch` refuses --keys and --store-keys: before MONITOR runs on someone's server.
    const std::pair<const QStringList &, QString> fields[] = {{options.traffic.lockGlobs, tr("Lock keys (globs)")},
                                                              {options.traffic.storeGlobs, tr("Store keys (globs)")}};
    for (const auto &[list, name] : fields) {
        for (const QString &glob : list) {
            if (const QString why = globError(glob); !why.isEmpty()) {
                m_status->setText(name + QStringLiteral(": ") + why);
                return;
            }
        }
    }
    options.traffic.fenceKey = m_fenceKey->text().trimmed();
    options.traffic.source = options.url.redacted();
    options.durationS = m_duration->value();
    options.expiryEvents = m_expiry->isChecked();
    m_watch = std::make_unique<RedisWatch>(options);
    connect(m_watch.get(), &RedisWatch::finished, this, &WatchDialog::ended);
    m_start->setEnabled(false);
    m_status->setText(tr("Connecting to %1…").arg(options.url.redacted()));
    m_shownEvents = -1;
    QCoro::connect(m_watch->start(), this, [this](const QString &refused) {
        if (!refused.isEmpty()) {
            m_status->setText(refused);
            m_start->setEnabled(true);
            m_watch.reset();
            return;
        }
        m_stop->setEnabled(true);
        emit started();
        // The URL as typed may hold a password; through sentinels, the primary they named is shown too.
        const QString typed = RedisUrl::redactedText(m_url->text().trimmed());
        const QString watched = m_watch->watchedUrl().redacted();
        if (m_watch->isRedlock())
            m_status->setText(tr("Watching the %n independent instances of a Redlock (Redis %1), quorum %2.", nullptr,
                                 static_cast<int>(m_watch->shards().size()))
                                  .arg(m_watch->serverVersion())
                                  .arg(m_watch->shards().size() / 2 + 1));
        else if (m_watch->isCluster())
            m_status->setText(tr("Watching %1 (Redis %2): MONITOR on each of the cluster's %n primaries.", nullptr,
                                 static_cast<int>(m_watch->shards().size()))
                                  .arg(typed, m_watch->serverVersion()));
        else
            m_status->setText(
                watched == typed
                    ? tr("Watching %1 (Redis %2).").arg(typed, m_watch->serverVersion())
                    : tr("Watching %1 through %2 (Redis %3).").arg(watched, typed, m_watch->serverVersion()));
        m_follow.start();
    });
}

void WatchDialog::publish(bool finished)
{
    if (!m_watch)
        return;
    const TrafficStats &s = m_watch->interpreter().stats();
    const WatchLag lag = m_watch->lag();
    // Counts are plurals, each in its own phrase (a message has one %n).
    const auto n = [](qint64 count) { return static_cast<int>(std::min<qint64>(count, INT_MAX)); };
    const QStringList counts{tr("%n line(s)", nullptr, n(s.lines)),
                             tr("%n on watched keys", nullptr, n(s.watchedCommands)),
                             tr("%n outside the watch set", nullptr, n(s.outsideCommands + s.otherLockCommands)),
                             tr("%n not MONITOR line(s)", nullptr, n(s.invalidLines))};
    m_status->setText(
        tr("%1; lag p99 %2").arg(counts.join(QStringLiteral(", ")), formatMs(std::llround(lag.p99Ms * 1000), 1))
        + (m_watch->endReason().isEmpty() ? QString() : u'\n' + m_watch->endReason()));
    // The worst lock key so far, every other one in the recording's keys (the Lock keys panel).
    auto result = std::make_shared<const TrafficResult>(m_watch->snapshot());
    if (result->locks().isEmpty())
        return;
    Trace trace = result->locks().constFirst().trace;
    qsizetype events = 0;
    for (const LockKeyResult &k : result->locks())
        events += k.trace.events.size();
    if (trace.workers.isEmpty() || (!finished && events == m_shownEvents))
        return;
    m_shownEvents = events;
    m_result = result;
    trace.scenario = QStringLiteral("watch");
    // A recording is a file to share: the URLs go into it without their passwords.
    QStringList shown;
    for (const QString &url : m_url->text().split(u' ', Qt::SkipEmptyParts))
        shown.append(RedisUrl::redactedText(url));
    const QString description =
        tr("Watched on %1 with MONITOR: replies and beliefs inferred by the model.").arg(shown.join(u' '));
    emit traceChanged(trafficRecording(std::move(trace), description, m_watch->serverVersion(), *result), finished);
}

void WatchDialog::stop()
{
    if (!m_watch)
        return;
    m_stop->setEnabled(false);
    QCoro::connect(m_watch->stop(), this, [this] { ended(); });
}

void WatchDialog::ended()
{
    m_follow.stop();
    publish(true);
    m_stop->setEnabled(false);
    m_start->setEnabled(true);
}

}  // namespace locklab
