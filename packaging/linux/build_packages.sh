#!/usr/bin/env bash
# Package the PyInstaller bundle (dist/thurntaxis, from packaging/thurntaxis.spec) for Linux:
#   DIST/thurntaxis-VERSION-linux-ARCH.tar.gz   the bundle in a folder, with the .desktop file and the icon
#   DIST/thurntaxis_VERSION_DEBARCH.deb         /opt/thurntaxis, /usr/bin/thurntaxis, the menu entry, the icons
# Usage: packaging/linux/build_packages.sh VERSION [DIST]   (DIST holds the bundle thurntaxis/; default dist)
set -euo pipefail
version=${1:?usage: build_packages.sh VERSION [DIST]}
dist=${2:-dist}
here=$(cd "$(dirname "$0")" && pwd)
icons=$here/../icon
bundle=$dist/thurntaxis
[ -x "$bundle/thurntaxis" ] || { echo "build_packages.sh: no bundle at $bundle; run pyinstaller first" >&2; exit 1; }
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- .tar.gz --------------------------------------------------------------------------------------------------
name=thurntaxis-$version
mkdir -p "$work/tar/$name"
cp -a "$bundle/." "$work/tar/$name/"
cp "$here/thurntaxis.desktop" "$icons/thurntaxis.png" "$work/tar/$name/"
cat > "$work/tar/$name/README.txt" <<TXT
Thurn and Taxis $version for Linux ($arch)

Start the game: ./thurntaxis   (check this copy without a screen: ./thurntaxis --self-test)
Menu entry for your user: copy thurntaxis.desktop to ~/.local/share/applications/ after changing its
Exec= line to the full path of ./thurntaxis, and thurntaxis.png to ~/.local/share/icons/hicolor/256x256/apps/.
TXT
tar -C "$work/tar" --owner=0 --group=0 -czf "$dist/$name-linux-$arch.tar.gz" "$name"

# --- .deb -----------------------------------------------------------------------------------------------------
root=$work/deb
mkdir -p "$root/DEBIAN" "$root/opt/thurntaxis" "$root/usr/bin" "$root/usr/share/applications" \
    "$root/usr/share/icons/hicolor/scalable/apps" "$root/usr/share/doc/thurntaxis"
cp -a "$bundle/." "$root/opt/thurntaxis/"
# The launcher finds the bundle relative to itself, so it also works from a package unpacked elsewhere.
cat > "$root/usr/bin/thurntaxis" <<'SH'
#!/bin/sh
exec "$(dirname "$(readlink -f "$0")")/../../opt/thurntaxis/thurntaxis" "$@"
SH
chmod 755 "$root/usr/bin/thurntaxis"
install -m 644 "$here/thurntaxis.desktop" "$root/usr/share/applications/thurntaxis.desktop"
for png in "$icons"/hicolor/*/apps/thurntaxis.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    install -D -m 644 "$png" "$root/usr/share/icons/hicolor/$size/apps/thurntaxis.png"
done
install -m 644 "$icons/thurntaxis.svg" "$root/usr/share/icons/hicolor/scalable/apps/thurntaxis.svg"
cat > "$root/usr/share/doc/thurntaxis/copyright" <<TXT
Thurn and Taxis $version, a desktop version of the board game by Karen and Andreas Seyfarth.
The bundle in /opt/thurntaxis includes Python, Qt (LGPL-3.0) and Qt for Python (PySide6, LGPL-3.0).
TXT
find "$root" -type d -exec chmod 755 {} +
installed_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CTRL
Package: thurntaxis
Version: $version
Section: games
Priority: optional
Architecture: $debarch
Maintainer: Thurn and Taxis developers <thurntaxis@users.noreply.github.com>
Installed-Size: $installed_kb
Depends: libc6 (>= 2.31), libgl1, libegl1, libxcb1, libxcb-icccm4, libxcb-keysyms1, libfontconfig1,
 libwayland-client0, libwayland-cursor0
Description: the board game Thurn and Taxis for the desktop
 Build postal routes across southern Germany and Bohemia, place post offices
 and collect carriages: one player against computer opponents, or several
 players sharing one screen. In English, Polish, Czech and Russian.
 .
 A self-contained build: Python and Qt are included under /opt/thurntaxis.
CTRL
dpkg-deb --root-owner-group -Zgzip --build "$root" "$dist/thurntaxis_${version}_$debarch.deb" >/dev/null
ls -l "$dist/$name-linux-$arch.tar.gz" "$dist/thurntaxis_${version}_$debarch.deb"
