"""Build step for the translations: compiles i18n/*.ts with Qt's lrelease (from PySide6, a build requirement)
into thurntaxis/resources/i18n/*.qm inside the built package, so a plain `pip install .` gives a translated game,
and writes the package-data manifest that `thurntaxis --self-test` checks (thurntaxis/packagedata.py).
Everything else about the package is in pyproject.toml."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
from thurntaxis import packagedata  # noqa: E402

LRELEASE = (
    "import sys; from PySide6.scripts.pyside_tool import lrelease; sys.argv = ['lrelease', *sys.argv[1:]]; lrelease()"
)


class BuildWithTranslations(build_py):
    """build_py, then lrelease for every .ts file."""

    def run(self) -> None:
        super().run()
        sources = sorted((ROOT / "i18n").glob("thurntaxis_*.ts"))
        if not sources:
            raise SystemExit("setup.py: no i18n/thurntaxis_*.ts files to compile")
        target = Path(self.build_lib) / "thurntaxis" / "resources" / "i18n"
        target.mkdir(parents=True, exist_ok=True)
        # PySide6's lrelease, or another one where PySide6 has none (the Flatpak SDK's): $THURNTAXIS_LRELEASE
        lrelease = [os.environ["THURNTAXIS_LRELEASE"]] if os.environ.get("THURNTAXIS_LRELEASE") else [
            sys.executable, "-c", LRELEASE]
        for ts in sources:
            qm = target / (ts.stem + ".qm")
            subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
            if not qm.is_file() or qm.stat().st_size == 0:
                raise SystemExit(f"setup.py: lrelease did not write {qm}")
        packagedata.write_manifest(ROOT, target.parent)


setup(cmdclass={"build_py": BuildWithTranslations})
