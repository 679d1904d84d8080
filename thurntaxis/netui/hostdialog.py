"""Game → Host a network game: choose the game and who plays each seat (you, a person on another machine, a
computer player), the port and the join code; then the lobby shows the addresses and the code to tell friends and
who has joined, and the host starts the game once every seat is taken (texts of the context "HostDialog").

A hosted game kept for later (`thurntaxis.netui.hostresume`) opens at the same lobby (`resume`): the same code and
seats, on the same port if it is free; its friends' seats wait for those friends to come back with their seat
tokens, and the host starts once they are all back, or lets the computer play a seat whose friend does not come."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.games import GAMES, GameEntry, window_games
from thurntaxis.kit import dialogstyle
from thurntaxis.kit.levels import level_name
from thurntaxis.net import protocol as p
from thurntaxis.net.guard import CODE_LENGTH, new_code
from thurntaxis.net.hostsave import HostSave
from thurntaxis.net.room import COMPUTER, PERSON, REMOTE, Room, Seat
from thurntaxis.netui import texts
from thurntaxis.netui.dialogparts import button_row, line, show_lobby
from thurntaxis.netui.qthost import QtHost
from thurntaxis.records import MAX_NAME_LENGTH, clean_name, new_seed
from thurntaxis.shell import datafolder
from thurntaxis.shell.gamepages import game_name

YOU, FRIEND = "you", "friend"  # a seat row's choices besides the computer's levels


class HostDialog(QDialog):
    """Set up a hosted game, then wait in its lobby (see the module docstring). `started(host, entry)` comes when
    the host starts the game: the window plays it (`thurntaxis.netui.hosted`); Cancel closes the server."""

    started = Signal(object, object)  # the QtHost (its room started), the GameEntry
    bind: QHostAddress | None = None  # the address to listen on (None: every one; tests: the loopback)

    def __init__(self, parent: QWidget, name: str = "", keep: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a network game"))
        self.host: QtHost | None = None
        self.keep = keep  # where the room's save is kept once the game starts (None: nowhere)
        self.resumed: HostSave | None = None  # the kept game this lobby goes on with (`resume`)
        self.over = False  # the kept game was over (`resume`)
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        self.stack.addWidget(self._setup_page(name))
        self.stack.addWidget(self._lobby_page())
        self.rejected.connect(self._cancelled)
        self._show_game()
        dialogstyle.pad_spin_boxes(self)

    # --- setting up

    def _setup_page(self, name: str) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QFormLayout()
        self.game_box = QComboBox()
        for entry in window_games():
            self.game_box.addItem(game_name(entry), entry.id)
        self.game_box.currentIndexChanged.connect(self._show_game)
        form.addRow(self.tr("&Game:"), self.game_box)
        self.players = QSpinBox()
        self.players.valueChanged.connect(self._show_seats)
        form.addRow(self.tr("&Players:"), self.players)
        self.name_edit = QLineEdit(name or self.tr("Alex"))
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        layout.addLayout(form)
        # One form, one column of choices: the seats' rows go in after the name (`_show_seats`), before the port.
        self.seat_form = form
        self._first_seat_row = form.rowCount()
        self.seat_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        more = form
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(texts.DEFAULT_PORT)
        self.port.setSpecialValueText(self.tr("any free port"))
        more.addRow(self.tr("Po&rt:"), self.port)
        self.code = QLineEdit(new_code())
        self.code.setMaxLength(32)
        more.addRow(self.tr("&Join code:"), self.code)
        self.takeover = QSpinBox()
        self.takeover.setRange(0, 3600)
        self.takeover.setSingleStep(30)
        self.takeover.setValue(120)
        self.takeover.setSpecialValueText(self.tr("never"))
        self.takeover.setSuffix(self.tr(" s"))
        self.takeover.setToolTip(
            self.tr("A player who lost the connection may come back; after this wait the computer plays the seat.")
        )
        more.addRow(self.tr("&Computer takes a lost seat after:"), self.takeover)
        self.setup_problem = line(problem=True)
        layout.addWidget(self.setup_problem)
        self.open_button = QPushButton(self.tr("&Open the game to friends"))
        self.open_button.setDefault(True)
        layout.addLayout(button_row(self, self.open_button, self.open_room, self.tr("Cancel")))
        return page

    def entry(self) -> GameEntry:
        if self.resumed is not None:
            return GAMES[self.resumed.game]
        return GAMES[str(self.game_box.currentData())]

    def _show_game(self) -> None:
        entry = self.entry()
        self.players.blockSignals(True)
        self.players.setRange(entry.min_players, entry.max_players)
        self.players.setValue(max(entry.min_players, min(entry.max_players, self.players.value() or 2)))
        self.players.blockSignals(False)
        self._show_seats()

    def _show_seats(self) -> None:
        """One row per seat: you, a person on another machine, or a computer player of a level."""
        levels = self.entry().levels
        while len(self.seat_boxes) < self.players.maximum():
            box = QComboBox()
            label = QLabel()
            box.activated.connect(lambda _i, b=box: self._one_you(b))
            self.seat_form.insertRow(self._first_seat_row + len(self.seat_boxes), label, box)
            QWidget.setTabOrder(self.seat_boxes[-1] if self.seat_boxes else self.name_edit, box)
            QWidget.setTabOrder(box, self.port)  # (Tab goes down the form: the name, each seat, the port)
            self.seat_boxes.append(box)
            self.seat_labels.append(label)
        for number, (label, box) in enumerate(zip(self.seat_labels, self.seat_boxes, strict=True)):
            was = box.currentData()
            box.clear()
            box.addItem(self.tr("You"), YOU)
            box.addItem(self.tr("A person on another machine"), FRIEND)
            for level in levels:
                box.addItem(self.tr("Computer: %1").replace("%1", level_name(level)), level)
            default = YOU if number == 0 else FRIEND if number == 1 else "medium" if "medium" in levels else levels[0]
            index = box.findData(was if was is not None else default)
            box.setCurrentIndex(index if index >= 0 else box.findData(default))
            label.setText(self.tr("Seat %1:").replace("%1", str(number + 1)))
            self.seat_form.setRowVisible(box, number < self.players.value())

    def _one_you(self, chosen: QComboBox) -> None:
        """Only one seat is yours: choosing it for another seat gives the one before to a friend."""
        if chosen.currentData() != YOU:
            return
        for box in self.seat_boxes:
            if box is not chosen and box.currentData() == YOU:
                box.setCurrentIndex(box.findData(FRIEND))

    def seats(self) -> list[Seat]:
        """The room's seats as chosen (computer players named like the new-game dialog's)."""
        names = [self.tr("Anna"), self.tr("Bruno"), self.tr("Clara"), self.tr("Dora"), self.tr("Emil")]
        seats: list[Seat] = []
        for number, box in enumerate(self.seat_boxes[: self.players.value()]):
            choice = str(box.currentData())
            if choice == YOU:
                seats.append(Seat(PERSON, name=clean_name(self.name_edit.text())))
            elif choice == FRIEND:
                seats.append(Seat(REMOTE))
            else:
                seats.append(Seat(COMPUTER, name=names[number % len(names)], level=choice))
        return seats

    def open_room(self) -> bool:
        """Make the room and listen for friends; a problem is one line under the choices (nothing opens)."""
        seats = self.seats()
        code = self.code.text().strip()
        if any(seat.kind == PERSON and not seat.name for seat in seats):
            return self._problem(self.tr("Please give your name."))
        if not code or not code.isascii() or not code.isprintable():
            return self._problem(self.tr("The join code needs letters or digits (no accents)."))
        if len(code) < CODE_LENGTH:
            return self._problem(
                self.tr("The join code needs at least %1 letters or digits, so that nobody can guess it.").replace(
                    "%1", str(CODE_LENGTH)
                )
            )
        if not any(seat.kind == REMOTE for seat in seats):
            return self._problem(self.tr("Choose at least one seat for a person on another machine."))
        room = Room(self.entry().id, seats, code, new_seed())
        room.takeover = self.takeover.value()  # (kept in the save: a resumed game waits as long)
        room.takeover_level = self.entry().levels[0]  # (the easiest, as `serve --takeover` takes)
        host = self._host(room)
        if not host.listen(self.port.value(), self.bind):
            problem = (
                self.tr("Cannot open port %1: %2").replace("%1", str(self.port.value())).replace("%2", host.error())
            )
            host.deleteLater()
            return self._problem(problem)
        self._opened(host, [])
        return True

    def _host(self, room: Room) -> QtHost:
        """The server of `room`, waiting as long as the room keeps before a computer plays a lost seat."""
        takeover = float(room.takeover) if room.takeover else None  # (0: never)
        return QtHost(room, takeover=takeover, takeover_level=room.takeover_level, parent=self.parent())

    def resume(self, save: HostSave) -> bool:
        """Open the lobby of a kept hosted game (see the module docstring); `RecordError` when the save does not
        replay, False (`notice` says why) when the game is over or no port opens."""
        room = Room.resumed(save)
        if room.over:
            self.over = True
            self.notice.setText(self.tr("This hosted game is over: there is nothing to resume."))
            return False
        room.hold()  # nobody moves before the host starts
        self.resumed = save
        self.setWindowTitle(self.tr("Resume the hosted game"))
        if room.takeover is None:  # (a save older than the kept wait: the dialog's)
            room.takeover = self.takeover.value()
        room.takeover_level = room.takeover_level or self.entry().levels[0]
        host = self._host(room)
        port = save.port or texts.DEFAULT_PORT
        moved = ""
        if not host.listen(port, self.bind):
            if not host.listen(0, self.bind):
                self.notice.setText(self.tr("Cannot open a port: %1").replace("%1", host.error()))
                host.deleteLater()
                return False
            moved = self.tr("Port %1 is taken: the game is open on port %2 instead. Tell your friends the new address.")
            moved = moved.replace("%1", str(port)).replace("%2", str(host.port()))
        about = self.tr(
            "%1, after %n move(s): your friends come back to their seats with this address and code.",
            "",
            len(save.moves),
        )
        self._opened(host, [about.replace("%1", game_name(self.entry())), moved])
        return True

    def _opened(self, host: QtHost, notices: list[str]) -> None:
        """The room listens: the lobby shows where, who is there, and the `notices` (and whether the game can be
        kept for later: a data folder that cannot be written says why, and the game is played all the same)."""
        folder = self.keep.parent if self.keep is not None else None
        reason = datafolder.problem(folder) if folder is not None else None
        if reason is not None:
            self.keep = None
            notices.append(
                self.tr("The game cannot be kept for resuming later in %1 (%2).")
                .replace("%1", str(folder))
                .replace("%2", reason)
            )
        self.notice.setText("\n".join(line for line in notices if line))
        self.notice.setVisible(bool(self.notice.text()))
        self.host = host
        host.seats_changed.connect(self._show_lobby)
        self._show_where()
        self._show_lobby(host.seats())
        self.computer_button.setVisible(self.resumed is not None)
        self.stack.setCurrentIndex(1)

    def _problem(self, line: str) -> bool:
        self.setup_problem.setText(line)
        return False

    # --- the lobby

    def _lobby_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.where = line()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        self.notice = line()  # a kept game: how far it went, and a port that changed
        layout.addWidget(self.notice)
        layout.addWidget(QLabel(self.tr("Players:")))
        self.lobby = QListWidget()
        self.lobby.currentRowChanged.connect(self._show_computer_button)
        layout.addWidget(self.lobby)
        self.waiting = line()
        layout.addWidget(self.waiting)
        self.computer_button = QPushButton(self.tr("Co&mputer plays this seat"))
        self.computer_button.setToolTip(
            self.tr("Let a computer player take the chosen seat of a friend who is not back.")
        )
        self.computer_button.setVisible(False)
        self.computer_button.setEnabled(False)
        self.computer_button.clicked.connect(self.hand_to_computer)
        self.start_button = QPushButton(self.tr("&Start the game"))
        self.start_button.setEnabled(False)
        row = button_row(self, self.start_button, self.start_game, self.tr("Cancel"), left=self.computer_button)
        layout.addLayout(row)
        return page

    def _show_where(self) -> None:
        assert self.host is not None
        port = self.host.port()
        where = "<br>".join(f"<b>{texts.with_port(address, port)}</b>" for address in texts.addresses())
        self.where.setText(
            self.tr(
                "Tell your friends one of these addresses and the join code %1 (Game → Join a network game):"
            ).replace("%1", f"<b>{self.host.room.code}</b>")
            + "<br>"
            + where
        )

    def _show_lobby(self, seats: p.Seats) -> None:
        show_lobby(self.lobby, seats)
        open_seats = sum(1 for seat in seats.seats if not seat.taken)
        away = sum(1 for seat in seats.seats if seat.taken and not seat.connected) if self.resumed else 0
        self.start_button.setEnabled(open_seats + away == 0 and self.host is not None and not self.host.room.started)
        if open_seats:
            self.waiting.setText(self.tr("Waiting for %n player(s) to join…", "", open_seats))
        elif away:
            self.waiting.setText(self.tr("Waiting for %n player(s) to come back…", "", away))
        else:
            self.waiting.setText(self.tr("Every seat is taken."))
        self._show_computer_button()

    def _away(self, row: int) -> bool:
        """Whether seat `row` is a friend's who is not back (a kept game's lobby)."""
        if self.host is None or not 0 <= row < len(self.host.room.seats):
            return False
        seat = self.host.room.seats[row]
        return seat.kind == REMOTE and seat.taken and not seat.connected

    def _show_computer_button(self) -> None:
        self.computer_button.setEnabled(self.resumed is not None and self._away(self.lobby.currentRow()))

    def hand_to_computer(self) -> None:
        """The chosen seat's friend is not back: a computer player (of the level that takes a lost seat) plays it."""
        row = self.lobby.currentRow()
        if self.host is not None and self._away(row):
            self.host.hand_to_computer(row, self.host.room.takeover_level)

    def start_game(self) -> None:
        """Start: the window plays the game (`started`)."""
        host, self.host = self.host, None
        if host is None or not host.room.ready:
            return
        host.seats_changed.disconnect(self._show_lobby)
        host.hosting.save = self.keep  # kept after every move from now on (`thurntaxis.netui.hostresume`)
        self.started.emit(host, self.entry())
        self.accept()

    def _cancelled(self) -> None:
        if self.host is not None:
            self.host.close()
            self.host.deleteLater()
            self.host = None
