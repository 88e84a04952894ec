// SPDX-License-Identifier: MIT
#pragma once

#include "core/scenario.h"

#include <QIcon>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;
class QToolButton;

namespace locklab {

// The lessons' wrong ways as choices next to the main toggles: where lock tokens come from,
// whether the heartbeat's PEXPIRE checks the token, and what the lock is for. Tokens and the
// extension are run policies (a flip re-runs and keeps the old run as a branch); the purpose is
// the scenario's own field, so flipping it is an undoable edit that Save keeps.
class PolicyToggles : public QObject {
    Q_OBJECT
public:
    explicit PolicyToggles(QWidget *parent);

    // One button per choice, each showing its current value and opening its menu.
    void addButtons(QToolBar *bar);
    // The same choices as submenus (the Run menu).
    void addMenus(QMenu *menu);

    // Shows these values without emitting anything.
    void show(const Policies &policies, Purpose purpose);
    // The extension's choices only mean something with a heartbeat.
    void setHeartbeatOn(bool on);
    void applyTo(Policies *policies) const;
    Purpose purpose() const;

    QToolButton *tokensButton() const { return m_tokensButton; }
    QToolButton *extensionButton() const { return m_extensionButton; }
    QToolButton *purposeButton() const { return m_purposeButton; }
    QActionGroup *tokensGroup() const { return m_tokens; }
    QActionGroup *extensionGroup() const { return m_extension; }
    QActionGroup *purposeGroup() const { return m_purpose; }

Q_SIGNALS:
    void policiesChanged();
    void purposeChosen(Purpose purpose);

private:
    QAction *checkedIn(const QActionGroup *group) const;
    void updateButtons();

    QWidget *m_parent;
    QActionGroup *m_tokens;
    QActionGroup *m_extension;
    QActionGroup *m_purpose;
    QMenu *m_tokensMenu;
    QMenu *m_extensionMenu;
    QMenu *m_purposeMenu;
    QToolButton *m_tokensButton = nullptr;
    QToolButton *m_extensionButton = nullptr;
    QToolButton *m_purposeButton = nullptr;
    bool m_showing = false;
};

// An on/off switch for a checkable toolbar action: a grey track with the knob left when off, a
// coloured one with the knob right when on, so "off" is as visible as "on" in either theme.
QIcon switchIcon(int height);

}  // namespace locklab
