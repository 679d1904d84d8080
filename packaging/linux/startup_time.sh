#!/usr/bin/env bash
# Time from starting the game until its main window is on the screen, on a virtual X server (Xvfb), in seconds.
#   packaging/linux/startup_time.sh [EXECUTABLE] [RUNS]     (default: dist/thurntaxis/thurntaxis, 5 runs)
# With COLD=1 (root only) the page cache is dropped before every run, so each start reads the bundle from disk.
# Needs Xvfb and xdotool. Settings and the autosave go to a temporary folder.
set -euo pipefail
exe=$(readlink -f "${1:-dist/thurntaxis/thurntaxis}")
runs=${2:-5}
display=:$((90 + RANDOM % 100))
home=$(mktemp -d)
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$home"' EXIT
export DISPLAY=$display THURNTAXIS_HOME=$home
unset QT_QPA_PLATFORM WAYLAND_DISPLAY
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
for run in $(seq "$runs"); do
    if [ "${COLD:-0}" = 1 ]; then sync; echo 3 > /proc/sys/vm/drop_caches; fi
    start=$(date +%s.%N)
    "$exe" >/dev/null 2>&1 &
    app=$!
    until xdotool search --onlyvisible --name '^Thurn and Taxis$' >/dev/null 2>&1; do
        kill -0 "$app" 2>/dev/null || { echo "run $run: the game exited before showing its window" >&2; exit 1; }
        sleep 0.01
    done
    end=$(date +%s.%N)
    kill "$app"; wait "$app" 2>/dev/null || true
    echo "run $run: window shown after $(echo "$end - $start" | bc -l | xargs printf '%.2f') s"
done
