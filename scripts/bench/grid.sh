#!/usr/bin/env bash
# Benchmarks of the image grid (issue 11), each against a baseline measured in the same run:
#   P4       the grid's model flung from page 1 to page 10 while the server delays every image by 50–100 ms:
#            transfers started, finished and dropped for the items skipped, the most in flight, and the
#            time until page 10 is complete against opening page 10 directly (tomo-bench --only p4)
#   no lag   the desktop app under Xvfb scrolling the grid through all 600 items at a steady speed while the
#            thumbnails load, against the same scroll with every thumbnail in memory: frame intervals from
#            the GTK frame clock (p50/p95/p99/max), the longest main-loop stall, and the main thread's time
#            in Tomo's own code per frame
# Usage: scripts/bench/grid.sh [--rounds N]
set -euo pipefail
cd "$(dirname "$0")/../.."

scripts/install-dependencies.sh bench
for product in tomo-server tomo-bench tomo-desktop-dev; do swift build -c release --product "$product" >&2; done
.build/release/tomo-bench --only p4 --data phantom:16x16x4 "$@"

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
until [ -s "$work/display" ]; do sleep 0.1; done
export DISPLAY=":$(cat "$work/display")" GDK_BACKEND=x11 GTK_A11Y=none
unset WAYLAND_DISPLAY
# A server of its own, every thumbnail the grid will ask for (qualities 0 and 1) rendered beforehand, so
# the scroll measures the app, not the server's photo rendering competing for the same two cores.
.build/release/tomo-server serve --port 0 --data phantom:16x16x4 >"$work/server.out" 2>"$work/server.log" &
until [ -s "$work/server.out" ]; do sleep 0.1; done
api=$(head -1 "$work/server.out")
curl -s "$api/api/v2/content/misc/media-coverages?limit=600" | python3 -c '
import json, sys
for item in json.load(sys.stdin):
    t = item["thumbnail"]
    for quality in (0, 1):
        print(t["domain"] + "/" + t["basePath"] + "/" + str(quality) + "/" + t["key"])' | xargs -P 4 -n 1 curl -s -o /dev/null
echo "no lag  the grid scrolled through 600 items, $(nproc) cores, Xvfb, GSK renderer ${GSK_RENDERER:-default}" >&2
.build/release/tomo-desktop-dev scroll --api "$api" --cache-dir "$work/cache" --output "$work/scroll.json" \
  2>"$work/desktop.log"
python3 - "$work/scroll.json" <<'PY'
import json, sys
phases = json.load(open(sys.argv[1]))
print("no lag  grid scrolled from the first item to the last at 45 px a frame (about 15 rows a second)")
print(f"{'scroll':<24}{'frames':>7}{'late':>6}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}{'stall ms':>10}{'Tomo ms/frame':>15}")
for p in phases:
    print(f"{p['name']:<24}{p['frames']:>7}{p['lateFrames']:>6}{p['intervals']['p50']:>9.1f}{p['intervals']['p95']:>9.1f}{p['intervals']['p99']:>9.1f}{p['intervals']['max']:>9.1f}{p['longestStall']:>10.1f}{p['tomoPerFrame']:>15.2f}")
loading, baseline = phases
ratio = loading['intervals']['p95'] / baseline['intervals']['p95']
print(f"p95 loading / in memory: {ratio:.2f}x (goal <= 1.1x: {'PASS' if ratio <= 1.1 else 'MISS'}); "
      f"longest stall {loading['longestStall']:.0f} ms (goal <= 50 ms: {'PASS' if loading['longestStall'] <= 50 else 'MISS'}); "
      f"Tomo {loading['tomoPerFrame']:.2f} ms a frame (goal < 2 ms: {'PASS' if loading['tomoPerFrame'] < 2 else 'MISS'})")
PY
