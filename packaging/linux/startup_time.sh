#!/usr/bin/env bash
# Time from starting the game until its main window is on the screen, on a virtual X server (Xvfb), in seconds.
#   packaging/linux/startup_time.sh [EXECUTABLE] [RUNS]     (default: dist/thurntaxis/thurntaxis, 5 runs)
# With COLD=1 (root only) the page cache is dropped before every run, so each start reads the bundle from disk.
# Needs Xvfb and xdotool. Settings and the autosave go to a temporary folder.
set -euo pipefail
exe=$(readlink -f "${1:-dist/thurntaxis/thurntaxis}")
runs=${2:-5}
home=$(mktemp -d)
# Xvfb picks a free display number itself and writes it to the file given by -displayfd once it is ready.
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp 3>"$home/display" >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$home"' EXIT
for _ in $(seq 100); do [ -s "$home/display" ] && break; sleep 0.05; done
[ -s "$home/display" ] || { echo "startup_time.sh: Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$(head -1 "$home/display") THURNTAXIS_HOME=$home/home
unset QT_QPA_PLATFORM WAYLAND_DISPLAY
for run in $(seq "$runs"); do
    if [ "${COLD:-0}" = 1 ]; then sync; echo 3 > /proc/sys/vm/drop_caches; fi
    start=$(date +%s.%N)
    "$exe" >/dev/null 2>&1 &
    app=$!
    until xdotool search --onlyvisible --name '^Thurn and Taxis & Carcassonne$' >/dev/null 2>&1; do
        kill -0 "$app" 2>/dev/null || { echo "run $run: the game exited before showing its window" >&2; exit 1; }
        sleep 0.01
    done
    end=$(date +%s.%N)
    kill "$app"; wait "$app" 2>/dev/null || true
    echo "run $run: window shown after $(echo "$end - $start" | bc -l | xargs printf '%.2f') s"
done
