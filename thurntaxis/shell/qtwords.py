"""Qt's own words that the Qt translations shipped with PySide6 (qtbase_pl, _cs and _ru of Qt 6.11) lack: Qt's
file dialog wrote its labels anew with accelerators ("&Look in:", "Files of &type:") and those translations kept
only the old spellings, so a Polish Open dialog said "Look in:". Our translation files carry these words in Qt's
own context: Qt's translator, installed after ours, is asked first, and where it has nothing, ours answers.

Nothing calls this module: `QT_TRANSLATE_NOOP` marks the words for lupdate (`make i18n-update`)."""

from __future__ import annotations

from thurntaxis.games import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
