#!/usr/bin/env bash
# The README's set-up on a machine that has nothing of ours: a minimal Debian 12 built with debootstrap in a
# temporary folder, with git and the README's apt line installed and nothing else; a clean clone of this repository's
# main; then `make test` as root, as the README says (make installs the rest of packaging/linux/debian-packages.txt).
# It prints what it does and, at the end, the test run's summary line; exit status 0 when `make test` passed.
#
#   sudo scripts/fresh_debian.sh [FOLDER]      (FOLDER: where the system is built; default a new temporary folder,
#                                              removed at the end unless KEEP=1; BRANCH=NAME clones that branch
#                                              instead of main, to try a change before it lands)
#
# Too slow for CI (about 20 minutes on 2 cores): run it whenever set-up or packaging changes. Needs root, debootstrap
# and unshare (util-linux), and the network to reach Debian's packages and PyPI. The machine's CA certificates are
# copied in (and given to pip) where the network's TLS needs them; nothing else of this machine is.
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "fresh_debian.sh: run as root (debootstrap and chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "fresh_debian.sh: needs debootstrap (apt install debootstrap)" >&2; exit 2; }
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d /var/tmp/thurntaxis-fresh.XXXXXX)}
mkdir -p "$work"
root=$work/root
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
log=$work/make-test.log
[ -n "${1:-}" ] || [ "${KEEP:-0}" = 1 ] || trap 'rm -rf --one-file-system "$work"' EXIT
say() { printf 'fresh_debian.sh: %s\n' "$*"; }

say "a minimal Debian 12 in $root (debootstrap --variant=minbase bookworm)"
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log"; exit 1; }
mkdir -p "$root/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/host-ca-certificates.crt"
cp /etc/resolv.conf "$root/etc/resolv.conf"

branch=${BRANCH:-main}
say "a clean clone of $branch into /root/thurntaxis"
git clone --quiet --branch "$branch" "$repo" "$root/root/thurntaxis"
git -C "$root/root/thurntaxis" log -1 --format='fresh_debian.sh: at %h %s'

# The README's apt line, read from the README itself (the set-up section's sh block).
apt_line=$(python3 - "$repo/README.md" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
setup = text[text.index("## Set-up on a fresh machine"):]
print(re.search(r"```sh\n(sudo apt install .*?)\n```", setup, re.S).group(1).replace("\\\n", " "))
PY
)
packages=$(echo "$apt_line" | sed 's/^sudo apt install //')

# Inside its own mount namespace, so that /proc, /sys and /dev are unmounted whatever happens.
say "in the new system: apt-get install git and the README's apt line"
unshare --mount --propagation private bash -s "$root" "$packages" "$log" <<'INSIDE'
set -euo pipefail
root=$1 packages=$2 log=$3
mount -t proc proc "$root/proc"
mount -t sysfs sys "$root/sys"
mount --rbind /dev "$root/dev"
mount -t tmpfs tmpfs "$root/tmp"
in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive PIP_CERT=/etc/ssl/certs/host-ca-certificates.crt "$@"
}
in_root apt-get update -qq
# shellcheck disable=SC2086
in_root apt-get install -y -qq git $packages > /dev/null
echo "fresh_debian.sh: installed: $(in_root dpkg-query -W -f='${binary:Package}\n' | wc -l) packages"
echo "fresh_debian.sh: make test (as root: make installs the build and check packages of the list)"
set +e
in_root bash -c 'cd /root/thurntaxis && make test' > "$log" 2>&1
status=$?
set -e
echo "fresh_debian.sh: make test exited $status; its last lines:"
tail -15 "$log"
exit $status
INSIDE
