"""What the replay viewer offers beyond watching, for any game: Expert's second opinion of a chosen seat's moves
(`thurntaxis.shell.advice`: where the game's drawing reviews moves, `thurntaxis.gameui.ReviewedDrawing`, a judged
move is shown on the position before it with the move played and the advice drawn and the worth Expert expects of
each; a busy line shows while Expert thinks), and "Play from here", which takes over a seat at the move shown and
plays on against the computer in a new game (the window starts it: `thurntaxis.shell.replays`). A bar under the
replay's controls."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.games import GameEntry
from thurntaxis.gameui import Judgement
from thurntaxis.kit.advicelabel import signed
from thurntaxis.kit.levels import level_name
from thurntaxis.kit.players import Seat
from thurntaxis.shell.advice import ExpertAdvice, offers_advice

DEFAULT_LEVEL = "medium"  # the computer players' level a game from here offers first


class StudyBar(QWidget):
    """Under the replay's controls: whose moves Expert judges and its opinion of the move shown, and "Play from
    here". `play_from(index, seat, level)`: the player takes over `seat` at position `index`, the other seats
    played by the computer at `level`."""

    play_from = Signal(int, int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("studyBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # (a QWidget subclass paints no style sheet else)
        self.setStyleSheet("#studyBar { background: #ebe0c4; } QLabel { color: #2b2118; }")
        self.advice = ExpertAdvice(self)
        self.advice.ready.connect(self._came)
        self.entry: GameEntry | None = None
        self.record: Any = None
        self.seats: list[Seat] = []
        self.drawing: Any = None
        self.index = 0
        self.advised = self.over = False
        self.before_shown = False  # the drawing shows the position before the move shown (a judged move)
        self.dialog: TakeOverDialog | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 6, 2)
        self.expert_label = QLabel()
        row.addWidget(self.expert_label)
        self.seat_box = QComboBox()
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        row.addWidget(self.seat_box)
        self.busy = QProgressBar()  # while Expert thinks about the move shown: a busy line, the viewer still usable
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setFixedSize(64, 10)
        self.busy.hide()
        row.addWidget(self.busy)
        self.opinion = QLabel()
        self.opinion.setWordWrap(True)
        self.opinion.setMinimumWidth(120)
        row.addWidget(self.opinion, 1)
        self.play_here = QPushButton()
        self.play_here.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_here.clicked.connect(self.ask_take_over)
        row.addWidget(self.play_here)
        self.retranslate()

    # --- the game shown -------------------------------------------------------------------------------------

    def show_game(self, entry: GameEntry, record: Any, seats: list[Seat], drawing: Any) -> None:
        """Follow the recorded game `record` of `entry` (it replays), drawn by `drawing`: nobody's moves judged."""
        self.entry, self.record, self.seats, self.drawing = entry, record, list(seats), drawing
        game = entry.load()
        self.advised = offers_advice(game, drawing)
        self.before_shown = False
        if self.advised:
            self.advice.show_game(game, record, getattr(drawing, "review", None) if self.reviews(drawing) else None)
        else:
            self.advice.halt()
        self.over = bool(game.game_over(self.advice.states[-1] if self.advised else game.replay(record)))
        for widget in (self.expert_label, self.seat_box, self.opinion):
            widget.setVisible(self.advised)
        self._fill_seats()
        self.seat_box.setCurrentIndex(0)

    @staticmethod
    def reviews(drawing: Any) -> bool:
        """Whether `drawing` shows Expert's review on the position before a move (`ReviewedDrawing`)."""
        return all(callable(getattr(drawing, name, None)) for name in ("show_before", "review_words")) and hasattr(
            drawing, "review"
        )

    @property
    def seat(self) -> int | None:
        """The seat whose moves Expert judges (None: nobody's)."""
        data = self.seat_box.currentData()
        return data if isinstance(data, int) else None

    def choose_seat(self, seat: int | None) -> None:
        """Judge the moves of `seat` (None: nobody's)."""
        self.seat_box.setCurrentIndex(0 if seat is None else seat + 1)

    def go(self, index: int, moves: int) -> None:
        """Position `index` of `moves` is shown: Expert's opinion of the move that led to it, and whether a game
        may be played from here (not from the end of a finished game)."""
        self.index = index
        self.play_here.setEnabled(self.record is not None and (index < moves or not self.over))
        if self.advised and self.isVisible():  # (a language switch goes to the replay also while it is away)
            self.advice.show(index)
        self._say()

    def halt(self) -> None:
        """Stop thinking while the replay is away (it goes on with the next `go`)."""
        self.advice.halt()

    # --- Expert's opinion -----------------------------------------------------------------------------------

    def _seat_chosen(self, _choice: int) -> None:
        if self.entry is not None:
            self.advice.choose(self.seat, self.index)
            self._say()

    def _came(self, index: int) -> None:
        if index == self.index:
            self._say()

    def judged_here(self) -> bool:
        """Whether the move shown is one of the chosen seat's that Expert judges (shown on the position before)."""
        index, advice = self.index, self.advice
        return (
            self.advised
            and advice.review is not None
            and self.seat is not None
            and advice.mover(index) == self.seat
            and advice.judged_at(index) == index
        )

    def _say(self) -> None:
        """Write Expert's opinion of the move shown (marked where it differs from the move played), and draw it."""
        self.opinion.setText(self.opinion_text())
        opinion = self.advice.opinion(self.index) if self.advice.mover(self.index) == self.seat else None
        differs = opinion is not None and opinion.move is not None and not opinion.same
        self.opinion.setStyleSheet("color: #8b2a12;" if differs else "")
        self.busy.setVisible(self.advised and self.advice.thinking(self.index))
        drawing = self.drawing
        if not self.advised or drawing is None:
            return
        if self.judged_here():
            drawing.show_before(opinion.judgement if opinion is not None else None, self.index)
            self.before_shown = True
            return
        if self.before_shown:  # back to the position after the move
            self.before_shown = False
            drawing.go(self.index, False)
        if self.advice.review is None:
            drawing.mark_advice(opinion.move if differs and opinion is not None else None)

    def opinion_text(self) -> str:
        """What the bar says of the move shown."""
        seat, index, advice = self.seat, self.index, self.advice
        if seat is None or self.drawing is None:
            return self.tr("Choose a player to see where Expert would have played otherwise.")
        name = self.seats[seat].name
        if advice.mover(index) != seat:
            return self.tr("Step to one of %1's moves to see Expert's opinion of it.").replace("%1", name)
        judged = advice.judged_at(index)
        if judged is None:
            return self.tr("Move %1 left no choice: Expert has nothing to add.").replace("%1", str(index))
        if judged != index:
            return self.tr("Expert judges this turn at its first move, move %1.").replace("%1", str(judged))
        opinion = advice.opinion(index)
        if opinion is None:
            return self.tr("Expert is thinking about move %1…").replace("%1", str(index))
        if opinion.move is None:
            return self.tr("Expert could not judge move %1.").replace("%1", str(index))
        if opinion.same:
            return self.tr("Move %1: Expert would have played the same.").replace("%1", str(index))
        if opinion.judgement is not None:
            return self.tr("Before move %1: %2").replace("%1", str(index)).replace("%2", self.review_text(name))
        said = self.drawing.describe(index, opinion.move)
        return (
            self.tr("Move %1: Expert would have played otherwise. Its advice: %2")
            .replace("%1", str(index))
            .replace("%2", said)
        )

    def review_text(self, name: str) -> str:
        """How Expert's advice on the move shown differs from the move `name` played, and what it expects of each."""
        opinion = self.advice.opinion(self.index)
        judgement = opinion.judgement if opinion is not None else None
        if judgement is None or self.drawing is None:
            return ""
        words = str(self.drawing.review_words(judgement, name))
        worth = self.worth_text(judgement)
        return words + " " + worth if worth else words

    def worth_text(self, judgement: Judgement) -> str:
        """What Expert expects of the move played and of its advice, as a player reads it (empty: no estimate)."""
        played, advised = judgement.played_value, judgement.advice_value
        if played is None or advised is None:
            return ""
        gain = round(advised - played)
        if gain >= 1:
            said = self.tr("Expert expects about %n point(s) more from its advice.", None, gain)
        elif gain <= -1:  # its search chose its move, yet played out again the move played comes out ahead
            said = self.tr("Played out again, the move played comes out ahead of Expert's advice: a close call.")
        else:
            said = self.tr("Expert expects about as much from both.")
        lead = self.tr("(Its estimate of the lead over the best opponent: %1 after the move played, %2 after its own.)")
        return said + " " + lead.replace("%1", signed(played)).replace("%2", signed(advised))

    # --- play from here -------------------------------------------------------------------------------------

    def ask_take_over(self) -> None:
        """Ask which seat the player takes over at the position shown, and the computer players' level."""
        if self.entry is None or not self.play_here.isEnabled():
            return
        seat = self.seat
        if seat is None:
            humans = [i for i, s in enumerate(self.seats) if s.is_human]
            seat = humans[0] if humans else 0
        if self.dialog is not None:
            self.dialog.deleteLater()  # the one asked before
        self.dialog = TakeOverDialog(self.index, self.seats, self.entry.levels, seat, self.window())
        self.dialog.accepted.connect(self._take_over)
        self.dialog.open()

    def _take_over(self) -> None:
        dialog = self.dialog
        if dialog is not None:
            self.play_from.emit(dialog.index, dialog.seat, dialog.level)

    # --- texts ----------------------------------------------------------------------------------------------

    def _fill_seats(self) -> None:
        chosen = self.seat_box.currentIndex()
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        self.seat_box.addItem(self.tr("nobody"), None)
        for i, seat in enumerate(self.seats):
            self.seat_box.addItem(seat.name, i)
        self.seat_box.setCurrentIndex(max(0, min(chosen, self.seat_box.count() - 1)))
        self.seat_box.blockSignals(False)

    def retranslate(self) -> None:
        """Every text again in the current language."""
        self.expert_label.setText(self.tr("Expert reviews:"))
        self.seat_box.setToolTip(
            self.tr("Show, for each move of this player, the move Expert would have made from what that player knew")
        )
        self.play_here.setText(self.tr("Play from here…"))
        self.play_here.setToolTip(
            self.tr("Take over a seat at this move and play on against the computer (a new game; the record stays)")
        )
        self._fill_seats()
        self._say()


class TakeOverDialog(QDialog):
    """Which seat the player takes over at a move of a replay, and how strong the computer players are."""

    def __init__(
        self, index: int, seats: list[Seat], levels: tuple[str, ...], seat: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.index = index
        self.setWindowTitle(self.tr("Play from move %1").replace("%1", str(index)))
        about = QLabel(
            self.tr(
                "A new game starts from this position: you play the seat you choose, the computer plays the others. "
                "The recorded game stays as it is. The new game is practice: it is not counted in the statistics."
            )
        )
        about.setWordWrap(True)
        self.seat_box = QComboBox()
        for i, s in enumerate(seats):
            self.seat_box.addItem(s.name, i)
        self.seat_box.setCurrentIndex(seat)
        self.level_box = QComboBox()
        for level in levels:
            self.level_box.addItem(level_name(level), level)
        self.level_box.setCurrentIndex(levels.index(DEFAULT_LEVEL) if DEFAULT_LEVEL in levels else 0)
        form = QFormLayout()
        form.addRow(self.tr("You play:"), self.seat_box)
        form.addRow(self.tr("Computer players:"), self.level_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play = buttons.addButton(self.tr("Play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(about)
        column.addLayout(form)
        column.addWidget(buttons)
        self.setMinimumWidth(380)

    @property
    def seat(self) -> int:
        """The seat the player takes over."""
        return int(self.seat_box.currentData())

    @property
    def level(self) -> str:
        """The computer players' level."""
        return str(self.level_box.currentData())
