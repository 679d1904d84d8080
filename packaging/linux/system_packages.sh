#!/usr/bin/env bash
# The Debian/Ubuntu packages the project needs beyond Python: the libraries Qt's window links (README: set-up), the
# tools `make dist` builds the Linux packages with, and the validators the packaging tests run. `make setup` calls this:
# as root it installs what is missing (apt-get), otherwise it prints the command. On other systems it does nothing.
set -u
command -v dpkg-query >/dev/null 2>&1 || exit 0
window="libegl1 libgl1 libfontconfig1 libglib2.0-0 libdbus-1-3 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4
        libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0"
build="binutils gcc dpkg-dev icu-devtools xz-utils desktop-file-utils appstream lintian"
missing=()
for p in $window $build; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "system_packages.sh: missing system packages; install them with: sudo apt install ${missing[*]}" >&2
  exit 0
fi
echo "system_packages.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
  || echo "system_packages.sh: apt-get could not install ${missing[*]}" >&2
