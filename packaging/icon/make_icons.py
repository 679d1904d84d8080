"""Render the app icon (thurntaxis.svg) to the files the installers need: PNGs for Linux, an ICO for Windows and an
ICNS for macOS. Run from the repository root: `python packaging/icon/make_icons.py`. Needs only PySide6.

ICO and ICNS are written here rather than by an image plugin, so the output is the same on every system: both
formats can hold PNG images, which every Windows since Vista and every macOS since 10.7 read.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
HICOLOR_SIZES = (16, 32, 48, 64, 128, 256)


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes of `size` x `size` pixels."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"cannot encode the {size}px icon as PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG per size."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries, images = b"", b""
    offset = 6 + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + entries + images


def icns(pngs: dict[bytes, bytes]) -> bytes:
    """An ICNS file holding one PNG per icon type."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (QImage text needs an app)
    renderer = QSvgRenderer(str(HERE / "thurntaxis.svg"))
    if not renderer.isValid():
        print("make_icons: thurntaxis.svg is not a valid SVG", file=sys.stderr)
        return 1
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render(renderer, size)
        return cache[size]

    (HERE / "thurntaxis.ico").write_bytes(ico({s: png(s) for s in ICO_SIZES}))
    (HERE / "thurntaxis.icns").write_bytes(icns({kind: png(s) for kind, s in ICNS_TYPES.items()}))
    hicolor = HERE / "hicolor"
    for size in HICOLOR_SIZES:
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "thurntaxis.png").write_bytes(png(size))
    (HERE / "thurntaxis.png").write_bytes(png(256))
    window_icons = HERE.parent.parent / "resources" / "icons"  # package data: the window's icon (thurntaxis.shell.app)
    window_icons.mkdir(exist_ok=True)
    for size in HICOLOR_SIZES:
        (window_icons / f"thurntaxis-{size}.png").write_bytes(png(size))
    print(f"make_icons: wrote thurntaxis.png, .ico, .icns and hicolor/ in {HERE}, and {window_icons}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
