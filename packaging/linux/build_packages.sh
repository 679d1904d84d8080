#!/usr/bin/env bash
# Package the PyInstaller bundle (dist/thurntaxis, from packaging/thurntaxis.spec) for Linux:
#   DIST/thurntaxis-VERSION-linux-ARCH.tar.xz   the whole bundle in a folder, with the desktop entry, the icon, the
#                                               licences; runs on any distribution with glibc 2.35+ and X11 or Wayland
#   DIST/thurntaxis_VERSION_DEBARCH.deb         /opt/thurntaxis, /usr/games/thurntaxis, the menu entry, the AppStream
#                                               metainfo, the icons; the system libraries the bundle holds (X11, xcb,
#                                               fontconfig, freetype, glib, ...) are left out and come from Debian
#                                               through Depends, which dpkg-shlibdeps derives from the binaries.
# Usage: packaging/linux/build_packages.sh VERSION [DIST]   (DIST holds the bundle thurntaxis/; default dist)
# Needs dpkg-dev (dpkg-shlibdeps) and the xcb libraries Qt's xcb plugin links (README: set-up).
set -euo pipefail
version=${1:?usage: build_packages.sh VERSION [DIST]}
dist=${2:-dist}
here=$(cd "$(dirname "$0")" && pwd)
repo=$here/../..
icons=$here/../icon
app_id=io.github.thurntaxis.ThurnAndTaxis
bundle=$dist/thurntaxis
[ -x "$bundle/thurntaxis" ] || { echo "build_packages.sh: no bundle at $bundle; run pyinstaller first" >&2; exit 1; }
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# xz in 16 MiB blocks, compressed in parallel: the same bytes on every machine whatever its cores, and 4 times
# faster on two cores than one thread at -9 for 0.6 MB more (docs/performance.md).
export XZ_OPT="-6 -T0 --block-size=16MiB"

# --- .tar.xz --------------------------------------------------------------------------------------------------
name=thurntaxis-$version
mkdir -p "$work/tar/$name"
cp -a "$bundle/." "$work/tar/$name/"
cp "$here/$app_id.desktop" "$icons/thurntaxis.png" "$repo/LICENSE" "$repo/THIRD-PARTY-NOTICES.md" "$work/tar/$name/"
cp -a "$bundle/_internal/licenses" "$work/tar/$name/licenses"
cat > "$work/tar/$name/README.txt" <<TXT
Thurn and Taxis & Carcassonne $version for Linux ($arch)

Start the game: ./thurntaxis   (check this copy without a screen: ./thurntaxis --self-test)
It needs glibc 2.35 or newer and, for X11, the xcb libraries; on Debian and Ubuntu:
  sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxkbcommon-x11-0 libegl1
Menu entry for your user: copy $app_id.desktop to ~/.local/share/applications/ after changing its
Exec= line to the full path of ./thurntaxis, and thurntaxis.png to
~/.local/share/icons/hicolor/256x256/apps/$app_id.png.
Licences: LICENSE (the game, MIT), THIRD-PARTY-NOTICES.md and licenses/ (Qt, PySide6, Python, ...).
TXT
tar -C "$work/tar" --owner=0 --group=0 --sort=name -cJf "$dist/$name-linux-$arch.tar.xz" "$name"

# --- .deb -----------------------------------------------------------------------------------------------------
root=$work/deb
opt=$root/opt/thurntaxis
doc=$root/usr/share/doc/thurntaxis
mkdir -p "$root/DEBIAN" "$opt" "$root/usr/share/applications" "$root/usr/share/metainfo" \
    "$root/usr/share/icons/hicolor/scalable/apps" "$doc"
cp -a "$bundle/." "$opt/"
# The bundle's libraries that a Debian package provides (PyInstaller took them from this system) come from Debian.
mapfile -t bundled < <(find "$opt/_internal" -maxdepth 1 -name '*.so*' ! -name 'libpython*' -printf '*/%f\n')
mapfile -t system_libs < <(dpkg -S "${bundled[@]}" 2>/dev/null | sed 's|.*/||' | sort -u)
for lib in "${system_libs[@]}"; do rm -f "$opt/_internal/$lib"; done
echo "build_packages.sh: .deb takes from Debian: ${system_libs[*]:-nothing}"
find "$opt" -type f -name '*.so*' -exec chmod 644 {} +  # libraries are not programs
# The launcher, in /usr/games as Debian's policy wants for games, finds the bundle relative to itself, so it also
# works from a package unpacked elsewhere.
mkdir -p "$root/usr/games"
cat > "$root/usr/games/thurntaxis" <<'SH'
#!/bin/sh
exec "$(dirname "$(readlink -f "$0")")/../../opt/thurntaxis/thurntaxis" "$@"
SH
chmod 755 "$root/usr/games/thurntaxis"
install -m 644 "$here/$app_id.desktop" "$root/usr/share/applications/$app_id.desktop"
install -m 644 "$here/$app_id.metainfo.xml" "$root/usr/share/metainfo/$app_id.metainfo.xml"
for png in "$icons"/hicolor/*/apps/thurntaxis.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    install -D -m 644 "$png" "$root/usr/share/icons/hicolor/$size/apps/$app_id.png"
done
install -m 644 "$icons/thurntaxis.svg" "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
# copyright: machine-readable, with the licence of each part; the long texts Debian has are referenced.
{
    cat <<TXT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: thurntaxis
Comment: Thurn and Taxis $version, a desktop version of the board game by Karen and Andreas Seyfarth.
 /opt/thurntaxis is a self-contained build: it includes Python, Qt and Qt for Python (PySide6), networkx and
 pydantic; their licence texts are also in /opt/thurntaxis/_internal/licenses.

Files: *
Copyright: 2026 The Thurn and Taxis desktop developers
License: Expat

Files: opt/thurntaxis/_internal/PySide6/* opt/thurntaxis/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
 On Debian systems the full text of the GNU Lesser General Public License version 3 is in
 /usr/share/common-licenses/LGPL-3, and the GNU General Public License version 3, on which it builds,
 in /usr/share/common-licenses/GPL-3.

Files: opt/thurntaxis/_internal/PySide6/Qt/lib/libicu*
Copyright: 1991-2023 Unicode, Inc.
License: Expat

Files: opt/thurntaxis/_internal/libpython* opt/thurntaxis/_internal/python3* opt/thurntaxis/_internal/base_library.zip
Copyright: 2001-2024 Python Software Foundation
License: PSF-2.0
TXT
    sed 's/^$/./; s/^/ /' "$bundle/_internal/licenses/Python-LICENSE.txt"
    printf '\nFiles: opt/thurntaxis/_internal/resources/fonts/*\nCopyright: 2003 Bitstream, Inc.; DejaVu changes are in the public domain\nLicense: bitstream-vera\n'
    sed -n '/^License: bitstream-vera/,$p' "$repo/resources/fonts/LICENSE.txt" | sed '1d; /^$/d'
    for part in networkx pydantic pydantic_core; do
        printf '\nFiles: opt/thurntaxis/_internal/%s/*\nCopyright: the %s developers\nLicense: %s\n' \
            "$part" "$part" "$([ $part = networkx ] && echo BSD-3-clause || echo Expat)"
        sed 's/^$/./; s/^/ /' "$bundle"/_internal/licenses/"$part"-LICENSE*
    done
    printf '\nLicense: Expat\n'
    sed -n '5,$p' "$repo/LICENSE" | sed 's/^$/./; s/^/ /'
} > "$doc/copyright"
cat > "$work/changelog" <<TXT
thurntaxis ($version) stable; urgency=medium

  * Release $version: see the project's git history.

 -- Thurn and Taxis developers <thurntaxis@users.noreply.github.com>  $(date -R -d @"${SOURCE_DATE_EPOCH:-$(git -C "$repo" log -1 --format=%ct 2>/dev/null || date +%s)}")
TXT
gzip -9n -c "$work/changelog" > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz" "$doc/copyright"
# Depends from the binaries: dpkg-shlibdeps reads every ELF file's needs; what the bundle holds itself is skipped.
mkdir -p "$work/src/debian"
printf 'Source: thurntaxis\n\nPackage: thurntaxis\nArchitecture: any\n' > "$work/src/debian/control"
mapfile -t elves < <(find "$opt" -type f \( -name '*.so*' -o -path "$opt/thurntaxis" \))
libdirs=$(find "$opt" -type f -name '*.so*' -printf '%h\n' | sort -u | sed 's/^/-l/')
# shellcheck disable=SC2086
depends=$(cd "$work/src" && dpkg-shlibdeps -O --ignore-missing-info --warnings=0 $libdirs "${elves[@]}" \
    | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build_packages.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
find "$root" -type d -exec chmod 755 {} +
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
installed_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CTRL
Package: thurntaxis
Version: $version
Section: games
Priority: optional
Architecture: $debarch
Maintainer: Thurn and Taxis developers <thurntaxis@users.noreply.github.com>
Installed-Size: $installed_kb
Depends: $depends
Description: board games Thurn and Taxis and Carcassonne for the desktop
 Build postal routes across southern Germany and Bohemia, place post offices
 and collect carriages: one player against computer opponents, or several
 players sharing one screen. In English, Polish, Czech, Russian and German.
 .
 A self-contained build: Python and Qt are included under /opt/thurntaxis.
CTRL
dpkg-deb --root-owner-group -Zxz -z6 --build "$root" "$dist/thurntaxis_${version}_$debarch.deb" >/dev/null
ls -l "$dist/$name-linux-$arch.tar.xz" "$dist/thurntaxis_${version}_$debarch.deb"
