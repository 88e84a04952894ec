// SPDX-License-Identifier: MIT
#include "monitorlogdialog.h"

#include "live/watch.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace locklab {

namespace {

QStringList globsOf(const QLineEdit *edit)
{
    return edit->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
}

}  // namespace

MonitorLogDialog::MonitorLogDialog(const QString &path, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
{
    setWindowTitle(tr("Import MONITOR Log"));
    setObjectName(QStringLiteral("monitorLogDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("%1 is replayed on LockLab's Redis model: every lock key it shows, each with its "
                                "own timeline and verdict. Replies and beliefs are inferred from the commands.")
                                 .arg(QFileInfo(path).fileName()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_keys = new QLineEdit(this);
    m_keys->setObjectName(QStringLiteral("lockKeys"));
    m_keys->setPlaceholderText(tr("found automatically (SET … NX with an expiry)"));
    m_keys->setToolTip(tr("Redis globs, separated by spaces or commas (lock:* orders:*:lock); a key named here is "
                          "a lock even if it was taken only once"));
    m_storeKeys = new QLineEdit(this);
    m_storeKeys->setObjectName(QStringLiteral("storeKeys"));
    m_storeKeys->setPlaceholderText(tr("none"));
    m_storeKeys->setToolTip(tr("The protected data: writes to these keys are the store lane's (stale writes)"));
    m_fenceKey = new QLineEdit(this);
    m_fenceKey->setObjectName(QStringLiteral("fenceKey"));
    m_fenceKey->setPlaceholderText(tr("none"));
    m_fenceKey->setToolTip(tr("INCR on this key hands out fencing tokens"));
    m_db = new QSpinBox(this);
    m_db->setObjectName(QStringLiteral("database"));
    m_db->setRange(-1, 15);
    m_db->setSpecialValueText(tr("the first with a lock key"));
    m_db->setValue(-1);
    m_db->setToolTip(tr("MONITOR shows every database's commands: only this one's are followed"));
    form->addRow(tr("Lock keys (globs)"), m_keys);
    form->addRow(tr("Store keys (globs)"), m_storeKeys);
    form->addRow(tr("Fence key"), m_fenceKey);
    form->addRow(tr("Database"), m_db);
    layout->addLayout(form);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(std::max(sizeHint().width(), fontMetrics().averageCharWidth() * 70), sizeHint().height());
}

void MonitorLogDialog::accept()
{
    // As `locklab import` refuses --keys and --store-keys: before a long capture is read for nothing.
    const std::pair<const QLineEdit *, QString> fields[] = {{m_keys, tr("Lock keys (globs)")},
                                                            {m_storeKeys, tr("Store keys (globs)")}};
    for (const auto &[edit, name] : fields) {
        for (const QString &glob : globsOf(edit)) {
            if (const QString why = globError(glob); !why.isEmpty()) {
                m_error->setText(name + QStringLiteral(": ") + why);
                m_error->show();
                return;
            }
        }
    }
    m_error->hide();
    QDialog::accept();
}

TrafficOptions MonitorLogDialog::options() const
{
    TrafficOptions options;
    options.lockGlobs = globsOf(m_keys);
    options.storeGlobs = globsOf(m_storeKeys);
    options.fenceKey = m_fenceKey->text().trimmed();
    options.db = m_db->value();
    options.source = QFileInfo(m_path).fileName();
    return options;
}

void MonitorLogDialog::setOptions(const TrafficOptions &options)
{
    m_keys->setText(options.lockGlobs.join(u' '));
    m_storeKeys->setText(options.storeGlobs.join(u' '));
    m_fenceKey->setText(options.fenceKey);
    m_db->setValue(options.db);
}

}  // namespace locklab
