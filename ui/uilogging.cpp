// SPDX-License-Identifier: MIT
#include "uilogging.h"

Q_LOGGING_CATEGORY(lcUi, "locklab.ui", QtWarningMsg)
