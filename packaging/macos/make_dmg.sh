#!/usr/bin/env bash
# Put the app bundle (dist/Thurn and Taxis & Carcassonne.app, built by packaging/thurntaxis.spec on macOS) into a compressed disk
# image with a link to /Applications, so the game installs by dragging it there:
#   packaging/macos/make_dmg.sh VERSION         -> dist/thurntaxis-VERSION-macos.dmg
# Runs on macOS (hdiutil). Without a signing identity the app is ad-hoc signed: it opens after
# right-click > Open (or System Settings > Privacy & Security > Open Anyway) on the first start.
set -euo pipefail
version=${1:?usage: make_dmg.sh VERSION}
app="dist/Thurn and Taxis & Carcassonne.app"
[ -d "$app" ] || { echo "make_dmg.sh: no $app; run pyinstaller on macOS first" >&2; exit 1; }
plist_version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist")
[ "$plist_version" = "$version" ] || { echo "make_dmg.sh: the app is version $plist_version, not $version" >&2; exit 1; }
codesign --force --deep --sign "${CODESIGN_IDENTITY:--}" "$app"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
cp LICENSE THIRD-PARTY-NOTICES.md "$stage/"  # the licences beside the app (the app holds them too)
out="dist/thurntaxis-$version-macos.dmg"
rm -f "$out"
hdiutil create -volname "Thurn and Taxis & Carcassonne $version" -srcfolder "$stage" -fs HFS+ -format UDZO -imagekey zlib-level=9 \
    -ov "$out"
hdiutil verify "$out"
ls -l "$out"
