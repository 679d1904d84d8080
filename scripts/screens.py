"""What the screenshot scripts share. Importing it first makes Qt offscreen, sends settings, autosave and statistics
to a throw-away folder and lets the script import the checkout's `thurntaxis` and `tests`; `arguments` reads the
usual OUT, --lang/--langs and --size, and `window` opens the real main window at that size."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["THURNTAXIS_HOME"] = tempfile.mkdtemp(prefix="thurntaxis-screens-")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def arguments(doc: str, size: str = "1024x700", langs: str | None = None) -> argparse.Namespace:
    """OUT (made if missing), --lang (or --langs, a comma list, where `langs` gives its default) and --size WxH;
    the result also has `width`, `height` and `suffix` ("LANG-WxH.png")."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("out", type=Path)
    if langs is None:
        parser.add_argument("--lang", default="en")
    else:
        parser.add_argument("--langs", default=langs)
    parser.add_argument("--size", default=size)
    args = parser.parse_args()
    args.width, args.height = (int(n) for n in args.size.split("x"))
    args.suffix = f"{getattr(args, 'lang', 'all')}-{args.width}x{args.height}.png"
    args.out.mkdir(parents=True, exist_ok=True)
    return args


def window(args: argparse.Namespace, settings: Any, **options: Any) -> Any:
    """The main window with these settings (`options` go to MainWindow), shown at the asked size."""
    from PySide6.QtWidgets import QApplication

    from thurntaxis.shell.window import MainWindow

    made = MainWindow(settings, keeps_autosave=False, **options)
    made.setMinimumSize(0, 0)
    made.resize(args.width, args.height)
    made.show()
    QApplication.processEvents()
    return made
