"""The layers of STYLE.md: every game's rules and AI, and the shared modules outside the window, never import Qt
(checked in a fresh interpreter); a game's rules import only themselves and the shared non-UI modules, its AI
only its own rules (checked in the source)."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from thurntaxis.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
# The shared modules that never load Qt (the command line as long as it does not open the window).
SHARED = (
    "thurntaxis.games",
    "thurntaxis.records",
    "thurntaxis.errors",
    "thurntaxis.paths",
    "thurntaxis.bots",
    "thurntaxis.playouts",
    "thurntaxis.cli",
    "thurntaxis.stats",
    "thurntaxis.summary",
    "thurntaxis.arena",
    "thurntaxis.shell.savegame",
    "thurntaxis.gameui",
)
# What a game's rules may import of the program besides themselves, and its AI besides its rules and itself: the
# shared, game-agnostic modules that every game's skeleton uses alike (none imports a game or Qt).
RULES_MAY_USE = ("thurntaxis.errors", "thurntaxis.records", "thurntaxis.paths", "thurntaxis.playouts")
AI_MAY_USE = ("thurntaxis.bots",)
GAME_PACKAGES = sorted({entry.module.rsplit(".", 1)[0] for entry in GAMES.values()})


def _loaded_qt(code: str) -> str:
    probe = code + "\nprint(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    return done.stdout.strip().splitlines()[-1]


def test_every_games_rules_and_ai_do_not_load_qt() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        f"for name in {GAME_PACKAGES!r}:\n"
        "    for room in ('rules', 'ai'):\n"
        "        pkg = importlib.import_module(f'{name}.{room}')\n"
        "        for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "            importlib.import_module(info.name)\n"
        "from thurntaxis.taxis.rules.playout import random_game\n"
        "random_game(2, 1)\n"
    )
    assert _loaded_qt(code) == "[]"


def test_the_shared_modules_and_every_games_plug_do_not_load_qt() -> None:
    code = (
        "import sys, importlib\n"
        f"for name in {SHARED!r}:\n"
        "    importlib.import_module(name)\n"
        "from thurntaxis import games\n"
        "for entry in games.GAMES.values():\n"
        "    game = entry.load()\n"
        "    game.random_game(entry.min_players, 1)\n"
        "    game.figures\n"
        "from thurntaxis.cli import main\n"
        "main(['selfplay', '--games', '1', '--players', '2'])\n"
        "main(['arena', '--bots', 'medium,random', '--games', '2'])\n"
    )
    assert _loaded_qt(code) == "[]"


def _imports(folder: Path) -> set[str]:
    found = {name for path in folder.rglob("*.py") for name in _imports_of(path)}
    return {name for name in found if name == "thurntaxis" or name.startswith("thurntaxis.")}


def _inside(name: str, *packages: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_a_games_rules_use_only_themselves_and_its_ai_only_its_rules(package: str) -> None:
    folder = ROOT / package.replace(".", "/")
    rules, ai = f"{package}.rules", f"{package}.ai"
    assert {m for m in _imports(folder / "rules") if not _inside(m, rules, *RULES_MAY_USE)} == set()
    assert {m for m in _imports(folder / "ai") if not _inside(m, rules, ai, *AI_MAY_USE)} == set()


@pytest.mark.parametrize("module", [*RULES_MAY_USE, *AI_MAY_USE])
def test_what_the_rules_and_ai_share_imports_no_game_and_nothing_else_of_the_program(module: str) -> None:
    found = _imports_of(ROOT / (module.replace(".", "/") + ".py"))
    assert {m for m in found if _inside(m, "thurntaxis") and not _inside(m, *RULES_MAY_USE)} == set()


@pytest.mark.parametrize("module", ["stats", "summary"])
def test_the_statistics_know_the_games_only_through_the_registry(module: str) -> None:
    found = _imports_of(ROOT / "thurntaxis" / f"{module}.py")
    assert {m for m in found if _inside(m, *GAME_PACKAGES)} == set()


def _imports_of(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module == "thurntaxis" and node.level == 0:
            found.update(f"thurntaxis.{alias.name}" for alias in node.names)  # (a module of the program)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found
