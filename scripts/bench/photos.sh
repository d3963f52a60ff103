#!/usr/bin/env bash
# Benchmarks of the photo browser (issue 12), each beside the blur alone measured in the same run, on a
# 3:2 photo at 1200 x 800 pixels, its blur slider moved 200 times to random amounts (1-10):
#   model      slider move -> the blurred photo ready to draw, through the detail model (tomo-bench --only blur)
#   on screen  the desktop app under Xvfb: slider move (its GtkScale) -> the frame showing the blurred photo
#              painted (the GTK frame clock's after-paint), and how many frames were painted in between
# Usage: scripts/bench/photos.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

scripts/install-dependencies.sh bench
for product in tomo-server tomo-bench tomo-desktop-dev; do swift build -c release --product "$product" >&2; done
.build/release/tomo-bench --only blur

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "on screen  the desktop app, $(nproc) cores, Xvfb, GSK renderer ${GSK_RENDERER:-default}" >&2
if ! GDK_BACKEND=x11 scripts/with-display.sh .build/release/tomo-desktop-dev blur --cache-dir "$work/cache" \
  --output "$work/blur.json" 2>"$work/desktop.log" || [ ! -s "$work/blur.json" ]; then
  cat "$work/desktop.log" >&2
  exit 1
fi
python3 - "$work/blur.json" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))
print(f"Blur slider on screen  photo {f['photoID']} at {f['width']}x{f['height']}, {f['moves']} random slider moves (1-10)")
print(f"{'step':<40}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}")
for name, p in (("blur alone (baseline)", f['blurAlone']), ("slider move -> painted", f['onScreen'])):
    print(f"{name:<40}{p['p50']:>9.1f}{p['p95']:>9.1f}{p['p99']:>9.1f}{p['max']:>9.1f}")
between = f['framesBetween']
print("frames painted between the move and the frame showing it: "
      + ", ".join(f"{n}: {count}" for n, count in enumerate(between) if count))
print(f"shown in the first frame painted after the move: {between[0]} of {f['moves']}; "
      f"p99 {f['onScreen']['p99']:.1f} ms (goal < 16.7 ms: {'PASS' if f['onScreen']['p99'] < 16.7 else 'MISS'})")
PY
