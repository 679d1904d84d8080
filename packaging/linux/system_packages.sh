#!/usr/bin/env bash
# The Debian/Ubuntu packages the project needs beyond Python, read from the one list of them,
# packaging/linux/debian-packages.txt: the libraries the game links (README: set-up), the tools `make dist` builds the
# Linux packages with, and what the packaging tests run. `make setup` calls this: as root it installs what is missing
# (apt-get), otherwise it prints the command. On systems without dpkg it does nothing.
#   system_packages.sh           check, and install as root
#   system_packages.sh --print   only print the packages that are missing, one line (nothing when none is)
set -u
list="$(cd "$(dirname "$0")" && pwd)/debian-packages.txt"
command -v dpkg-query >/dev/null 2>&1 || exit 0
# Every package of every section: the first word of each line that is not a comment or a [section] heading.
mapfile -t wanted < <(sed 's/#.*//' "$list" | awk 'NF && $1 !~ /^\[/ {print $1}')
[ ${#wanted[@]} -gt 0 ] || { echo "system_packages.sh: no packages in $list" >&2; exit 1; }
missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${1:-}" = "--print" ]; then
  [ ${#missing[@]} -eq 0 ] || echo "${missing[*]}"
  exit 0
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "system_packages.sh: missing system packages; install them with: sudo apt install ${missing[*]}" >&2
  exit 0
fi
echo "system_packages.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
  || echo "system_packages.sh: apt-get could not install ${missing[*]}" >&2
