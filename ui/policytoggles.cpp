// SPDX-License-Identifier: MIT
#include "policytoggles.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QToolBar>
#include <QToolButton>

namespace locklab {

namespace {

// `shortText` is what the toolbar button shows after its name ("Tokens: pid").
QAction *choice(QActionGroup *group, QMenu *menu, const QString &text, const QString &shortText, const QString &tip,
                int value)
{
    auto *a = new QAction(text, group);
    a->setIconText(shortText);
    a->setCheckable(true);
    a->setData(value);
    a->setToolTip(tip);
    a->setStatusTip(tip);
    menu->addAction(a);
    return a;
}

QToolButton *popupButton(QToolBar *bar, QMenu *menu, const QString &accessibleName)
{
    auto *button = new QToolButton(bar);
    button->setMenu(menu);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAccessibleName(accessibleName);
    bar->addWidget(button);
    return button;
}

}  // namespace

PolicyToggles::PolicyToggles(QWidget *parent)
    : QObject(parent)
    , m_parent(parent)
    , m_tokens(new QActionGroup(this))
    , m_extension(new QActionGroup(this))
    , m_purpose(new QActionGroup(this))
    , m_tokensMenu(new QMenu(tr("Lock &Tokens"), parent))
    , m_extensionMenu(new QMenu(tr("Heartbeat &Extension"), parent))
    , m_purposeMenu(new QMenu(tr("Lock &Purpose"), parent))
{
    m_tokensMenu->setObjectName(QStringLiteral("tokensMenu"));
    m_extensionMenu->setObjectName(QStringLiteral("extensionMenu"));
    m_purposeMenu->setObjectName(QStringLiteral("purposeMenu"));
    // The article: "Generate the token from a random source … never from the process id or the hostname".
    choice(m_tokens, m_tokensMenu, tr("Random"), tr("random"),
           tr("A random token per acquisition: the only right source"), static_cast<int>(TokenSource::Random));
    choice(m_tokens, m_tokensMenu, tr("Process id"), tr("pid"),
           tr("The worker's pid: every container's main process is PID 1, so tokens collide"),
           static_cast<int>(TokenSource::Pid));
    choice(m_tokens, m_tokensMenu, tr("Hostname"), tr("hostname"),
           tr("The worker's host: two processes on one host share it"), static_cast<int>(TokenSource::Hostname));
    choice(m_tokens, m_tokensMenu, tr("Hostname and pid"), tr("host:pid"),
           tr("HOST:PID: shared by the threads of one process, and PID 1 in every container"),
           static_cast<int>(TokenSource::HostnamePid));
    choice(m_extension, m_extensionMenu, tr("Checked (compare-and-PEXPIRE)"), tr("checked"),
           tr("The heartbeat extends the key only while it still holds the worker's token"), 1);
    choice(m_extension, m_extensionMenu, tr("Unchecked (plain PEXPIRE)"), tr("unchecked"),
           tr("The heartbeat extends whoever holds the key, even another worker's lock"), 0);
    choice(m_purpose, m_purposeMenu, tr("Correctness"), tr("correctness"),
           tr("Two holders at once are the failure: an overlap is red"), static_cast<int>(Purpose::Correctness));
    choice(m_purpose, m_purposeMenu, tr("Efficiency"), tr("efficiency"),
           tr("The lock only saves duplicate work: an overlap is amber, only a corrupted store is red"),
           static_cast<int>(Purpose::Efficiency));
    for (QActionGroup *g : {m_tokens, m_extension, m_purpose})
        g->actions().first()->setChecked(true);

    connect(m_tokens, &QActionGroup::triggered, this, [this] {
        updateButtons();
        if (!m_showing)
            Q_EMIT policiesChanged();
    });
    connect(m_extension, &QActionGroup::triggered, this, [this] {
        updateButtons();
        if (!m_showing)
            Q_EMIT policiesChanged();
    });
    connect(m_purpose, &QActionGroup::triggered, this, [this] {
        updateButtons();
        if (!m_showing)
            Q_EMIT purposeChosen(purpose());
    });
}

void PolicyToggles::addButtons(QToolBar *bar)
{
    m_extensionButton = popupButton(bar, m_extensionMenu, tr("Heartbeat extension"));
    m_tokensButton = popupButton(bar, m_tokensMenu, tr("Lock tokens"));
    m_purposeButton = popupButton(bar, m_purposeMenu, tr("Lock purpose"));
    m_extensionButton->setObjectName(QStringLiteral("extensionButton"));
    m_tokensButton->setObjectName(QStringLiteral("tokensButton"));
    m_purposeButton->setObjectName(QStringLiteral("purposeButton"));
    updateButtons();
}

void PolicyToggles::addMenus(QMenu *menu)
{
    menu->addMenu(m_extensionMenu);
    menu->addMenu(m_tokensMenu);
    menu->addMenu(m_purposeMenu);
}

QAction *PolicyToggles::checkedIn(const QActionGroup *group) const
{
    QAction *a = group->checkedAction();
    return a ? a : group->actions().first();
}

void PolicyToggles::show(const Policies &policies, Purpose purpose)
{
    m_showing = true;
    for (QAction *a : m_tokens->actions())
        a->setChecked(a->data().toInt() == static_cast<int>(policies.tokens));
    for (QAction *a : m_extension->actions())
        a->setChecked(a->data().toBool() == policies.heartbeat.checked);
    for (QAction *a : m_purpose->actions())
        a->setChecked(a->data().toInt() == static_cast<int>(purpose));
    setHeartbeatOn(policies.heartbeat.enabled);
    m_showing = false;
    updateButtons();
}

void PolicyToggles::setHeartbeatOn(bool on)
{
    m_extension->setEnabled(on);
    m_extensionMenu->setEnabled(on);
    if (m_extensionButton)
        m_extensionButton->setEnabled(on);
}

void PolicyToggles::applyTo(Policies *policies) const
{
    policies->tokens = static_cast<TokenSource>(checkedIn(m_tokens)->data().toInt());
    policies->heartbeat.checked = checkedIn(m_extension)->data().toBool();
}

Purpose PolicyToggles::purpose() const
{
    return static_cast<Purpose>(checkedIn(m_purpose)->data().toInt());
}

void PolicyToggles::updateButtons()
{
    if (!m_tokensButton)
        return;
    // The button says the value, so a wrong way is visible without opening anything.
    m_extensionButton->setText(tr("Extension: %1").arg(checkedIn(m_extension)->iconText()));
    m_tokensButton->setText(tr("Tokens: %1").arg(checkedIn(m_tokens)->iconText()));
    m_purposeButton->setText(tr("Purpose: %1").arg(checkedIn(m_purpose)->iconText()));
    m_extensionButton->setToolTip(checkedIn(m_extension)->toolTip());
    m_tokensButton->setToolTip(checkedIn(m_tokens)->toolTip());
    m_purposeButton->setToolTip(checkedIn(m_purpose)->toolTip());
}

QIcon switchIcon(int height)
{
    const int h = std::max(10, height);
    const int w = h * 9 / 5;
    QIcon icon;
    for (const bool on : {false, true}) {
        for (const qreal dpr : {1.0, 2.0}) {
            QPixmap pixmap(QSize(w, h) * dpr);
            pixmap.setDevicePixelRatio(dpr);
            pixmap.fill(Qt::transparent);
            QPainter p(&pixmap);
            p.setRenderHint(QPainter::Antialiasing);
            const QRectF track(0.5, 0.5, w - 1.0, h - 1.0);
            // Mid grey and a saturated blue read on both the light and the dark palette.
            p.setPen(on ? QColor(0x1f5fbf) : QColor(0x70757d));
            p.setBrush(on ? QColor(0x2f7be0) : QColor(0x9aa0a6));
            p.drawRoundedRect(track, h / 2.0, h / 2.0);
            const qreal knob = h - 4.0;
            const qreal x = on ? w - 2.0 - knob : 2.0;
            p.setPen(QColor(0x50555c));
            p.setBrush(Qt::white);
            p.drawEllipse(QRectF(x, 2.0, knob, knob));
            p.end();
            icon.addPixmap(pixmap, QIcon::Normal, on ? QIcon::On : QIcon::Off);
            // Disabled: the same switch, faded.
            QPixmap faded(pixmap.size());
            faded.setDevicePixelRatio(dpr);
            faded.fill(Qt::transparent);
            QPainter f(&faded);
            f.setOpacity(0.4);
            f.drawPixmap(0, 0, pixmap);
            f.end();
            icon.addPixmap(faded, QIcon::Disabled, on ? QIcon::On : QIcon::Off);
        }
    }
    return icon;
}

}  // namespace locklab
