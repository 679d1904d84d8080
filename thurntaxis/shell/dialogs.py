"""Dialogs: a new game's set-up and the settings (How to play: `thurntaxis.shell.howtoplay`)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QSize
from PySide6.QtGui import QFont, QIcon, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from thurntaxis.games import GameEntry, window_games
from thurntaxis.gameui import Palette, RuleOption
from thurntaxis.kit import theme
from thurntaxis.kit.animation import SPEEDS
from thurntaxis.kit.levels import level_name
from thurntaxis.kit.picture import sharp_picture
from thurntaxis.kit.players import COMPUTER, HUMAN, Seat
from thurntaxis.shell import i18n
from thurntaxis.shell.gamepages import game_entry, game_name, palette
from thurntaxis.shell.howtoplay import HowToPlayDialog, help_html, help_path
from thurntaxis.shell.settings import SEED_DIGITS, UI_SCALES, Settings, seed_of

__all__ = ["HowToPlayDialog", "NewGameDialog", "SettingsDialog", "colour_swatch", "help_html", "help_path"]

SWATCH = 22  # the colour choices' pieces, in pixels


def colour_swatch(colour: str, pal: Palette | ModuleType = theme) -> QIcon:
    """A player colour of a game's palette (`thurntaxis.gameui.GameUI.palette`) as the game's own piece with the
    colour's mark (a house, a follower), for the colour choices."""

    def draw(painter: QPainter) -> None:
        painter.translate(QPointF(SWATCH / 2, SWATCH / 2))
        pal.paint_piece(painter, colour, SWATCH - 4)

    return QIcon(sharp_picture(SWATCH, draw))


SEAT_ROWS = max(entry.max_players for entry in window_games())  # the most players any game seats


class NewGameDialog(QDialog):
    """The game, its seats (human or computer, name, colour; as many as the game seats), the game's rule
    options and an optional seed. The choices are remembered per game; `game` (a registry entry) is offered, else
    the game chosen last."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, game: GameEntry | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        choice = QFormLayout()
        self.game_box = QComboBox()
        for entry in window_games():
            self.game_box.addItem(game_name(entry), entry.id)
        found = self.game_box.findData(game.id if game is not None else settings.game)  # the game offered first
        self.game_box.setCurrentIndex(found if found >= 0 else max(self.game_box.findData(settings.game), 0))
        choice.addRow(self.tr("&Game:"), self.game_box)
        layout.addLayout(choice)
        self.heading = QLabel()
        self.heading.setFont(QFont("DejaVu Serif", 14, QFont.Weight.Bold))
        layout.addWidget(self.heading)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        grid = QGridLayout()
        for col, text in enumerate(
            (self.tr("Play"), self.tr("Name"), self.tr("Player"), self.tr("Level"), self.tr("Colour"))
        ):
            label = QLabel(text)
            label.setFont(QFont("DejaVu Sans", 9, QFont.Weight.Bold))
            grid.addWidget(label, 0, col)
        self.rows: list[tuple[QCheckBox, QLineEdit, QComboBox, QComboBox, QComboBox]] = []
        for i in range(SEAT_ROWS):
            on = QCheckBox()
            name = QLineEdit()
            name.setMaxLength(16)
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer"), COMPUTER)
            level = QComboBox()
            colour = QComboBox()
            colour.setIconSize(QSize(SWATCH, SWATCH))
            for col, w in enumerate((on, name, kind, level, colour)):
                grid.addWidget(w, i + 1, col)
            kind.currentIndexChanged.connect(lambda _i, row=i: self._grey_unticked(row))
            self.rows.append((on, name, kind, level, colour))
            on.toggled.connect(lambda _on, row=i: self._grey_unticked(row))
        layout.addLayout(grid)
        form = QFormLayout()
        # Each game's rule options (`thurntaxis.gameui.RuleOption`), shown while that game is chosen.
        self.options: dict[str, tuple[RuleOption, QLabel, QComboBox, QLabel]] = {}
        for entry in window_games():
            for option in entry.load_ui().rule_options:
                label, box, note = QLabel(), QComboBox(), QLabel()
                note.setWordWrap(True)
                note.setStyleSheet("color: #5b4a32")
                for value in option.choices:
                    box.addItem(QCoreApplication.translate(option.context, value.label), value.value)
                label.setText(QCoreApplication.translate(option.context, option.label))
                form.addRow(label, box)
                form.addRow("", note)
                box.currentIndexChanged.connect(lambda _i, key=f"{entry.id}/{option.key}": self._explain(key))
                self.options[f"{entry.id}/{option.key}"] = (option, label, box, note)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        form.addRow(self.tr("Seed (optional):"), self.seed)
        layout.addLayout(form)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b03a2e")
        self.error.setWordWrap(True)  # a refusal in a longer language wraps instead of widening the dialog
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        rules = buttons.addButton(self.tr("How to play"), QDialogButtonBox.ButtonRole.HelpRole)
        rules.clicked.connect(self.show_help)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_game()
        self.game_box.currentIndexChanged.connect(lambda _i: self._show_game())

    def entry(self) -> GameEntry:
        """The game chosen."""
        return game_entry(self.game_box.currentData())

    def _show_game(self) -> None:
        """Set the seats and options out for the game chosen, as they were when it was last started."""
        entry = self.entry()
        pal = palette(entry)
        order = tuple(pal.COLOUR_ORDER)
        levels = entry.levels
        self.error.clear()
        self.heading.setText(self.tr("%1 — a new game").replace("%1", game_name(entry)))
        self.intro.setText(
            self.tr("%1 to %2 players: tick the seats that play, and choose who plays each one.")
            .replace("%1", str(entry.min_players))
            .replace("%2", str(entry.max_players))
        )
        last = self.settings.last_setup(entry.id)
        last_seats: list[Any] = last.get("seats", []) if isinstance(last.get("seats"), list) else []  # type: ignore[assignment]
        defaults = [
            (self.tr("Alex"), HUMAN),
            (self.tr("Anna"), COMPUTER),
            (self.tr("Bruno"), COMPUTER),
            (self.tr("Clara"), COMPUTER),
            (self.tr("Dora"), COMPUTER),
        ]
        for i, (on, name, kind, level, colour) in enumerate(self.rows):
            seated = i < entry.max_players
            for widget in (on, name, kind, level, colour):
                widget.setVisible(seated)
            saved = last_seats[i] if i < len(last_seats) and isinstance(last_seats[i], dict) else {}
            # the game's fewest players always play; the next seat plays unless it was left out last time
            on.setChecked(i < entry.min_players or (seated and bool(saved.get("on", i <= entry.min_players))))
            on.setEnabled(i >= entry.min_players)
            name.setText(str(saved.get("name", defaults[i % len(defaults)][0])))
            kind.setCurrentIndex(1 if saved.get("kind", defaults[i % len(defaults)][1]) == COMPUTER else 0)
            level.clear()
            for lv in levels:
                level.addItem(level_name(lv), lv)
            saved_level = saved.get("level")
            if saved_level in levels:
                level.setCurrentIndex(levels.index(str(saved_level)))
            elif "medium" in levels:
                level.setCurrentIndex(levels.index("medium"))
            colour.clear()
            for c in order:
                colour.addItem(colour_swatch(c, pal), pal.colour_label(c), c)
            colour.setCurrentIndex(
                order.index(str(saved["colour"])) if saved.get("colour") in order else i % len(order)
            )
            self._grey_unticked(i)
        for key, (option, title, box, note) in self.options.items():
            mine = key.startswith(entry.id + "/")
            for shown in (title, box, note):
                shown.setVisible(mine)
            if mine:
                box.setCurrentIndex(max(box.findData(last.get(option.key)), 0))
                self._explain(key)
        self.seed.setText(str(last.get("seed", "")))
        self.adjustSize()

    def _grey_unticked(self, row: int) -> None:
        """A seat that does not play has its name, player, level and colour greyed out; a level only for a
        computer."""
        on, name, kind, level, colour = self.rows[row]
        playing = on.isChecked()
        for widget in (name, kind, colour):
            widget.setEnabled(playing)
        level.setEnabled(playing and kind.currentData() == COMPUTER)

    def _explain(self, key: str) -> None:
        """The note under a rule option: what the choice means."""
        option, _label, box, note = self.options[key]
        choice = option.choices[max(box.currentIndex(), 0)]
        note.setText(QCoreApplication.translate(option.context, choice.note) if choice.note else "")

    def show_help(self) -> None:
        """The "How to play" page of the game chosen, over this dialog."""
        HowToPlayDialog(self, self.entry().help_page).exec()

    def seats(self) -> list[Seat]:
        """The seats chosen, in order."""
        from thurntaxis.records import clean_name  # (pydantic: not needed to show the first screen)

        return [
            Seat(
                clean_name(name.text()) or self.tr("Player %1").replace("%1", str(i + 1)),
                kind.currentData(),
                level.currentData(),
                colour.currentData(),
            )
            for i, (on, name, kind, level, colour) in enumerate(self.rows[: self.entry().max_players])
            if on.isChecked()
        ]

    def seed_value(self) -> int | None:
        """The seed typed in, or None for a random game."""
        return seed_of(self.seed.text())

    def rule_values(self) -> dict[str, str]:
        """The chosen game's rule options, by key."""
        entry = self.entry()
        return {
            option.key: str(box.currentData())
            for key, (option, _label, box, _note) in self.options.items()
            if key.startswith(entry.id + "/")
        }

    def _check(self) -> None:
        seats = self.seats()
        if len({s.colour for s in seats}) != len(seats):
            self.error.setText(self.tr("Each player needs a colour of their own."))
            return
        text = self.seed.text().strip()
        if text and seed_of(text) is None:
            self.error.setText(
                self.tr("The seed must be a whole number of up to %1 digits, or empty for a random game.").replace(
                    "%1", str(SEED_DIGITS)
                )
            )
            return
        entry = self.entry()
        setup: dict[str, object] = {
            "seats": [
                {
                    "on": on.isChecked(),
                    "name": name.text(),
                    "kind": kind.currentData(),
                    "level": lv.currentData(),
                    "colour": colour.currentData(),
                }
                for on, name, kind, lv, colour in self.rows[: entry.max_players]
            ],
            "seed": text,
        }
        setup.update(self.rule_values())
        self.settings.set_last_setup(setup, entry.id)
        self.settings.game = entry.id
        self.accept()


class SettingsDialog(QDialog):
    """Animation speed and language (languages arrive with the translations)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(self)
        self.speed = QComboBox()
        labels = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
        for s in SPEEDS:
            self.speed.addItem(labels[s], s)
        self.speed.setCurrentIndex(SPEEDS.index(settings.speed))
        form.addRow(self.tr("Animation speed:"), self.speed)
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "")
        for code, name in i18n.LANGUAGES:
            self.language.addItem(name, code)
        chosen = self.language.findData(settings.language)
        self.language.setCurrentIndex(max(chosen, 0))
        self.language.setToolTip(self.tr("The language of the game; it changes at once, also during a game."))
        form.addRow(self.tr("Language:"), self.language)
        self.scale = QComboBox()
        for value in UI_SCALES:
            self.scale.addItem(f"{round(value * 100)} %", value)
        self.scale.setCurrentIndex(UI_SCALES.index(settings.ui_scale))
        self.scale.setToolTip(self.tr("The size of the texts and panels beside the table."))
        form.addRow(self.tr("Text size:"), self.scale)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _save(self) -> None:
        self.settings.speed = self.speed.currentData()
        self.settings.language = self.language.currentData()
        self.settings.ui_scale = self.scale.currentData()
        self.accept()
