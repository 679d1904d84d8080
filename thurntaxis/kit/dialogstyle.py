"""The dialogs' look, in the table's style: paper and ink, the table's fonts and its rounded, framed buttons with a
warm gradient. One application style sheet, scoped to dialogs (`QDialog` and what lies in one, message boxes
included), so every dialog of both games and the shell wears it without doing anything; a dialog that needs more
adds its own rules, which win over these."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QWidget

from thurntaxis.kit import fonts, theme
from thurntaxis.kit.picture import sharp_picture
from thurntaxis.paths import resource

BUTTON = QColor("#e9d8a6")  # a button of the table (officials, choices)
DEFAULT = QColor("#f2c14e")  # the dialog's main button (Enter), the colour of "Score route"
EDGE = QColor("#5b4a32")  # the table buttons' frame
FIELD = QColor("#fffaf0")  # where the player types or chooses
LINE = QColor("#8a7a5a")  # frames of fields and panels
DISABLED = QColor("#c9c2b0")
DISABLED_INK = QColor("#6f6a5e")
MARK = "/* thurntaxis dialog style */"


def _gradient(colour: QColor) -> str:
    """The table buttons' gradient, lighter at the top, as a style-sheet colour."""
    top, bottom = colour.lighter(108).name(), colour.darker(108).name()
    return f"qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {top}, stop:1 {bottom})"


def button_rules(selector: str) -> str:
    """The rules that give the buttons `selector` names the table buttons' look (the dialogs' buttons, the
    balloons')."""
    ink, glow = theme.INK.name(), theme.HIGHLIGHT.name()
    return f"""{selector} {{
    background: {_gradient(BUTTON)}; color: {ink}; border: 2px solid {EDGE.name()}; border-radius: 7px;
    padding: 4px 14px; min-height: 20px; font-weight: bold;
}}
{selector}:default {{ background: {_gradient(DEFAULT)}; }}
{selector}:hover {{ border-color: {glow}; background: {_gradient(BUTTON.lighter(112))}; }}
{selector}:default:hover {{ background: {_gradient(DEFAULT.lighter(112))}; }}
{selector}:focus {{ border-color: {glow}; }}
{selector}:pressed {{ background: {_gradient(BUTTON.darker(112))}; padding-top: 5px; padding-bottom: 3px; }}
{selector}:disabled {{
    background: {DISABLED.name()}; color: {DISABLED_INK.name()}; border-color: {LINE.name()};
}}
"""


def style_sheet() -> str:
    """The style sheet of the dialogs."""
    paper, ink, glow = theme.PAPER.name(), theme.INK.name(), theme.HIGHLIGHT.name()
    arrow, check = resource("down-arrow.png").as_posix(), resource("check-mark.png").as_posix()
    return f"""{MARK}
QDialog {{ background: {paper}; color: {ink}; font-family: "{fonts.SANS}"; }}
QDialog QLabel, QDialog QCheckBox, QDialog QRadioButton, QDialog QGroupBox {{ color: {ink}; }}
{button_rules("QDialog QPushButton")}
QDialog QLineEdit, QDialog QComboBox, QDialog QAbstractSpinBox, QDialog QTextBrowser, QDialog QTextEdit,
QDialog QListView, QDialog QTreeView, QDialog QTableView {{
    background: {FIELD.name()}; color: {ink}; border: 1px solid {LINE.name()}; border-radius: 4px;
    selection-background-color: {glow}; selection-color: {ink};
}}
QDialog QLineEdit, QDialog QComboBox, QDialog QAbstractSpinBox {{ padding: 2px 6px; min-height: 20px; }}
QDialog QAbstractSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: top right; width: 16px; }}
QDialog QAbstractSpinBox::down-button {{
    subcontrol-origin: border; subcontrol-position: bottom right; width: 16px;
}}
QDialog QLineEdit:focus, QDialog QComboBox:focus {{ border: 2px solid {glow}; }}
QDialog QLineEdit:disabled, QDialog QComboBox:disabled {{
    background: {DISABLED.name()}; color: {DISABLED_INK.name()};
}}
QDialog QComboBox::drop-down {{
    subcontrol-origin: padding; subcontrol-position: center right; width: 18px; border: none;
    border-left: 1px solid {LINE.name()};
}}
QDialog QComboBox::down-arrow {{ image: url("{arrow}"); width: 10px; height: 7px; }}
QDialog QComboBox::down-arrow:disabled {{ image: none; }}
QDialog QCheckBox::indicator {{
    width: 14px; height: 14px; border: 2px solid {EDGE.name()}; border-radius: 4px; background: {FIELD.name()};
}}
QDialog QCheckBox::indicator:checked {{ image: url("{check}"); }}
QDialog QCheckBox::indicator:disabled {{ border-color: {LINE.name()}; background: {DISABLED.name()}; }}
QDialog QCheckBox::indicator:focus {{ border-color: {glow}; }}
QDialog QComboBox QAbstractItemView {{ background: {FIELD.name()}; color: {ink}; }}
QDialog QHeaderView::section {{
    background: {BUTTON.name()}; color: {ink}; border: none; border-right: 1px solid {LINE.name()};
    border-bottom: 1px solid {LINE.name()}; padding: 3px 6px; font-weight: bold;
}}
QDialog QTabWidget::pane {{ border: 1px solid {LINE.name()}; border-radius: 4px; background: {paper}; }}
QDialog QTabBar::tab {{
    background: {BUTTON.name()}; color: {ink}; border: 1px solid {LINE.name()}; padding: 4px 12px;
    border-top-left-radius: 6px; border-top-right-radius: 6px;
}}
QDialog QTabBar::tab:selected {{ background: {DEFAULT.name()}; font-weight: bold; }}
"""


SPIN_TEXT_MARGIN = 8  # a spin box's number from its left edge as far as a line edit's text (see `pad_spin_boxes`)


def pad_spin_boxes(root: QWidget) -> None:
    """Give the spin boxes under `root` (a dialog) the line edits' inner padding: the style sheet's padding moves
    only a spin box's number up and down, never from its left edge (Qt's style sheet style puts the editor at 0)."""
    for box in root.findChildren(QAbstractSpinBox):
        editor = box.findChild(QLineEdit)
        if editor is not None:
            editor.setTextMargins(SPIN_TEXT_MARGIN, 0, 0, 0)


def install(app: QApplication | None = None) -> None:
    """Give the application (the running one when None) the dialogs' style; once, kept with any style sheet it
    has."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or MARK in app.styleSheet():
        return
    app.setStyleSheet(app.styleSheet() + "\n" + style_sheet())


def sign(question: bool) -> QPixmap:
    """The mark of a message box, in the table's colours: a question mark or an "i" on a gold disc."""
    size = 40

    def draw(painter: QPainter) -> None:
        painter.setPen(QPen(EDGE, 2))
        painter.setBrush(DEFAULT)
        painter.drawEllipse(QRectF(2, 2, size - 4, size - 4))
        font = QFont(fonts.SERIF, 1, QFont.Weight.Bold)
        font.setPixelSize(24)
        painter.setFont(font)
        painter.setPen(theme.INK)
        painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "?" if question else "i")

    return sharp_picture(size, draw)
