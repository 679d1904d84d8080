"""Before the window opens on Linux: can Qt's X11 platform plugin load? If a system library it links is missing
(on a fresh Debian or Ubuntu most often libxcb-cursor0), Qt prints a long message and aborts; this says instead
which library is missing and which package to install.

The plugin is loaded with the system's dynamic loader exactly as Qt would load it, so the check finds whatever
library is missing, not only the ones listed here.
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from pathlib import Path

# Debian and Ubuntu packages of the libraries the X11 plugin needs that a minimal desktop may lack. Any other
# library is named by the rule Debian's policy gives its packages (libfoo.so.3 -> libfoo3, libfoo-2.so.0 -> libfoo-2-0).
PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
}
X11_PACKAGES = "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxkbcommon-x11-0 libegl1"
_MISSING = re.compile(r"([^\s:/]+\.so[.\d]*): cannot open shared object file")


def debian_package(soname: str) -> str:
    """The Debian package that usually provides the library `soname` (e.g. libxcb-cursor.so.0 -> libxcb-cursor0)."""
    if soname in PACKAGES:
        return PACKAGES[soname]
    match = re.fullmatch(r"(lib.+?)\.so\.(\d+)(?:\.[\d.]*)?", soname)
    if match is None:
        return soname
    name, major = match.group(1).lower(), match.group(2)
    return f"{name}-{major}" if name[-1].isdigit() else f"{name}{major}"


def xcb_plugin() -> Path | None:
    """The X11 platform plugin of the Qt in use, or None when there is none."""
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def uses_x11() -> bool:
    """Whether Qt will start on X11: on Linux, without Wayland, unless QT_QPA_PLATFORM names another platform."""
    if not sys.platform.startswith("linux"):
        return False
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    return not os.environ.get("WAYLAND_DISPLAY") and bool(os.environ.get("DISPLAY"))


def problem(plugin: Path | None = None) -> str | None:
    """A message for the player when the X11 plugin (`plugin`, default the installed one) cannot load, else None."""
    plugin = plugin or xcb_plugin()
    if plugin is None:
        return None
    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        missing = _MISSING.search(str(exc))
        if missing is None:
            return f"thurntaxis: Qt's X11 support ({plugin.name}) cannot load: {exc}"
        soname = missing.group(1)
        return (
            f"thurntaxis: the window cannot open because the system library {soname} is missing.\n"
            f"On Debian or Ubuntu install it with:  sudo apt install {debian_package(soname)}\n"
            f"(the game's window needs: {X11_PACKAGES})"
        )
    return None


def check() -> str | None:
    """The message for the player when the window is about to open on X11 and cannot; None otherwise."""
    return problem() if uses_x11() else None
