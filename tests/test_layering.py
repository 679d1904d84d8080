"""The rules and the AI never import Qt (STYLE.md): checked in a fresh interpreter."""

import subprocess
import sys


def test_rules_and_ai_do_not_load_qt() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        "import thurntaxis.taxis.rules, thurntaxis.taxis.ai\n"
        "for pkg in (thurntaxis.taxis.rules, thurntaxis.taxis.ai):\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "import thurntaxis.taxis.rules.playout\n"
        "from thurntaxis.taxis.rules.playout import random_game\n"
        "random_game(2, 1)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "[]"
