"""Files written by the version before the shell was split from Thurn and Taxis's table (commit 2fcc055: saves of
both games and the settings, in tests/ui/data/old; its statistics database is tests/stats/data) still load."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from thurntaxis.games import GAMES
from thurntaxis.shell.settings import Settings

OLD = Path(__file__).parent / "data" / "old"


def test_old_settings_are_read(tmp_path: Path) -> None:
    path = Path(shutil.copy(OLD / "settings.ini", tmp_path / "settings.ini"))
    settings = Settings(path)
    assert (settings.language, settings.speed, settings.game, settings.tour_offered) == (
        "pl",
        "fast",
        "carcassonne",
        True,
    )


def test_old_saves_of_both_games_continue(window, home: Path) -> None:  # type: ignore[no-untyped-def]
    for name, game, moves in (("taxis-save.json", "thurn-and-taxis", 6), ("carcassonne-save.json", "carcassonne", 4)):
        saved = json.loads((OLD / name).read_text(encoding="utf-8"))
        assert window.load_file(OLD / name), name
        assert window.page_entry is GAMES[game] and window.windowTitle() != ""
        record = window.page.record()
        assert len(record.moves) == moves and record.moves == saved["record"]["moves"]
        assert [s.name for s in window.page.seats] == ["Mira", "Otto"]
        window.page.stop()
