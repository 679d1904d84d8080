"""How a line of the Carcassonne log looks: its picture at the left, its sentences, and under them, in a quieter
ink, where its tile lies; the line under the pointer is framed, as its tile on the table is lit."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QColor, QPainter, QPalette, QPen, QTextDocument
from PySide6.QtWidgets import QListWidget, QStyledItemDelegate, QStyleOptionViewItem

WHERE = Qt.ItemDataRole.UserRole + 2  # the line's words for where its tile lies ("" for none)
WHERE_INK = "#6b5638"
POINTED = QColor("#d9a800")
PAD = 3  # pixels round the picture and the text
Index = QModelIndex | QPersistentModelIndex


class LogLook(QStyledItemDelegate):
    """Paints the log's lines (`list`: the log) with where each tile lies under its sentences."""

    def __init__(self, log: QListWidget) -> None:
        super().__init__(log)
        self.log = log
        self.pointed = -1  # the row under the pointer

    def _document(self, option: QStyleOptionViewItem, index: Index, width: float) -> QTextDocument:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        said, _newline, _rest = text.partition("\n")
        where = str(index.data(WHERE) or "")
        html = escape(said)
        if where:
            html += f'<br><span style="color:{WHERE_INK}; font-style:italic">{escape(where)}</span>'
        document = QTextDocument()
        font = index.data(Qt.ItemDataRole.FontRole)
        document.setDefaultFont(font if font is not None else option.font)
        document.setDocumentMargin(0)
        document.setHtml(html)
        document.setTextWidth(max(20.0, width))
        return document

    def _text_left(self, index: Index) -> int:
        has_icon = index.data(Qt.ItemDataRole.DecorationRole) is not None
        return PAD * 2 + (self.log.iconSize().width() if has_icon else 0) + (PAD if has_icon else 0)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        width = self.log.viewport().width() - self.log.spacing() * 2
        left = self._text_left(index)
        document = self._document(option, index, width - left - PAD)
        icon = self.log.iconSize().height() if index.data(Qt.ItemDataRole.DecorationRole) is not None else 0
        return QSize(width, round(max(document.size().height(), icon)) + PAD * 2)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        rect = option.rect
        painter.save()
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        if background is not None:
            painter.fillRect(rect, background)
        if index.row() == self.pointed:
            painter.setPen(QPen(POINTED, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 3, 3)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        size = self.log.iconSize()
        if icon is not None:
            icon.paint(painter, rect.x() + PAD * 2, rect.y() + PAD, size.width(), size.height())
        left = self._text_left(index)
        document = self._document(option, index, rect.width() - left - PAD)
        painter.translate(rect.x() + left, rect.y() + PAD)
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, option.palette.color(QPalette.ColorRole.Text))
        document.documentLayout().draw(painter, context)
        painter.restore()
