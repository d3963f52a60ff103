#!/usr/bin/env bash
# Compare with Prior on screen (issue 59): a study library in a RAM folder holding the head CT written as
# 512 x 512 x 300 and its prior (another visit's scan: its own frame of reference, 1 mm slices, the field of view
# moved, noise; make-ct-series.py --prior); `tomo-desktop-dev compare` starts the app on the library under Xvfb
# with the cairo renderer and, each round, opens the most recent study from the study browser (timed until its
# first slice is painted: one study, the baseline) and compares it with its prior (timed from Ctrl+P's action
# until a frame shows both panes' slices painted; goal: 500 ms), warm page cache.
# Usage: scripts/bench/compare-desktop.sh [ROUNDS]   (default 7)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-7}
if [ "$rounds" = "-h" ] || [ "$rounds" = "--help" ]; then sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi

scripts/install-dependencies.sh bench
for product in tomo tomo-desktop-dev; do swift build -c release --product "$product" >&2; done
work=/dev/shm/tomo-bench-compare
mkdir -p "$work"
[ -d "$work/prior" ] || python3 scripts/bench/make-ct-series.py "$work/current" 300 --prior "$work/prior"
rm -rf "$work/library"
.build/release/tomo library import --library "$work/library" "$work/current" "$work/prior" >&2
cat "$work"/current/* "$work"/prior/* >/dev/null
figures=$(mktemp)
trap 'rm -f "$figures"' EXIT
env -u WAYLAND_DISPLAY -u DISPLAY GDK_BACKEND=x11 GSK_RENDERER=cairo XDG_DATA_HOME="$work/data" scripts/with-display.sh \
  .build/release/tomo-desktop-dev compare --library "$work/library" --rounds "$rounds" --cache-dir "$work/cache" --output "$figures" 2>/dev/null
python3 - "$figures" <<'PY'
import json, statistics, sys
figures = json.load(open(sys.argv[1]))
print(f"Compare with Prior from a library: {figures['studySlices']} and {figures['priorSlices']} slices of 512 x 512, "
      f"{len(figures['compareBothSlicesMilliseconds'])} rounds")
def row(name, values, goal=""):
    print(f"  {name:<44} median {statistics.median(values):6.0f} ms   min {min(values):6.0f}   max {max(values):6.0f}   {goal}")
row("the study opened: its first slice painted", figures["studyFirstSliceMilliseconds"], "baseline")
median = statistics.median(figures["compareBothSlicesMilliseconds"])
row("Compare: both panes' slices painted", figures["compareBothSlicesMilliseconds"],
    f"goal ≤ 500 ms: {'PASS' if median <= 500 else 'MISS'}")
PY
