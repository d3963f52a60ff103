#!/usr/bin/env bash
# Regenerates the README's screenshots of the desktop app (docs/screenshots/viewer.png, viewer-bone.png,
# grid.png, photos.png, photo-detail.png, slider.png and slider-200.png): runs tomo-desktop on the built-in
# data on a private Xvfb display, waits until every slice has loaded, moves to a slice through the middle
# of the head, and photographs the window; then the image grid, once its first screenful has loaded, with the cache
# statistics shown; then the photo list and one photo blurred by 7; then the slider test at 100 % and
# 200 % text.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh test
swift build -c release --product tomo-desktop >&2
viewer=.build/release/tomo-desktop
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p docs/screenshots

# A private X server; -displayfd prints its number once it accepts connections.
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
until [ -s "$work/display" ]; do sleep 0.1; done
export DISPLAY=":$(cat "$work/display")" GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none
unset WAYLAND_DISPLAY

# shot NAME [viewer options]: the window, at a slice 60 % of the way through, saved as NAME.png.
shot() {
  local name=$1; shift
  local report="$work/$name.json"
  "$viewer" --report-state "$report" "$@" 2>"$work/$name.log" &
  local pid=$!
  # Bounded poll of the app's report (a script has no inotify): ready with every slice loaded.
  for _ in $(seq 600); do
    grep -q '"isLoadingSlices" : false' "$report" 2>/dev/null && grep -q '"phase" : "ready"' "$report" && break
    sleep 0.2
  done
  local count
  count=$(sed -n 's/.*"sliceCount" : \([0-9]*\).*/\1/p' "$report")
  local target=$((count * 6 / 10))
  xdotool search --sync --name '^Tomo$' windowfocus --sync key Home
  for _ in $(seq "$target"); do xdotool key Right; done
  for _ in $(seq 100); do
    grep -q "\"positionText\" : \"slice $((target + 1)) \\\\/ $count\"" "$report" && break
    sleep 0.1
  done
  sleep 0.5  # let GTK draw the frame the report describes
  import -window "$(xdotool search --name '^Tomo$' | head -1)" -colors 128 "png:docs/screenshots/$name.png"
  kill "$pid"
  echo "docs/screenshots/$name.png: $(du -k "docs/screenshots/$name.png" | cut -f1) KiB"
}

shot viewer
shot viewer-bone --preset bone

# The image grid: every visible cell loaded (an image or an error tile), statistics on (I).
report="$work/state.json"
"$viewer" --screen grid --report-state "$report" --cache-dir "$work/cache" 2>"$work/grid.log" &
pid=$!
grid="$work/state.grid.json"
for _ in $(seq 600); do
  [ -s "$grid" ] && python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); sys.exit(0 if r["cells"] and len(r["cells"]) == r["visibleEnd"] - r["visibleFirst"] and all(c["state"] in ("image", "failed") for c in r["cells"]) else 1)' "$grid" && break
  sleep 0.2
done
xdotool search --sync --name '^Tomo$' windowfocus --sync key i
sleep 0.5
import -window "$(xdotool search --name '^Tomo$' | head -1)" -colors 96 "PNG8:docs/screenshots/grid.png"
kill "$pid"
echo "docs/screenshots/grid.png: $(du -k docs/screenshots/grid.png | cut -f1) KiB"

# The photo browser: the list once its first screenful has loaded, then the first photo blurred by 7.
"$viewer" --screen photos --report-state "$report" --cache-dir "$work/cache" 2>"$work/photos.log" &
pid=$!
photos="$work/state.photos.json"
for _ in $(seq 600); do
  [ -s "$photos" ] && python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); sys.exit(0 if r["tiles"] and len(r["tiles"]) == r["visibleEnd"] - r["visibleFirst"] and all(t["state"] == "image" for t in r["tiles"]) else 1)' "$photos" && break
  sleep 0.2
done
sleep 0.5
import -window "$(xdotool search --name '^Tomo$' | head -1)" -colors 128 "PNG8:docs/screenshots/photos.png"
xdotool search --sync --name '^Tomo$' windowfocus --sync key Return
sleep 1
xdotool key b Up Up
for _ in $(seq 300); do
  python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); sys.exit(0 if (r.get("detail") or {}).get("shownFilter") == "Blur 7" else 1)' "$photos" && break
  sleep 0.2
done
sleep 0.5
import -window "$(xdotool search --name '^Tomo$' | head -1)" -colors 128 "PNG8:docs/screenshots/photo-detail.png"
kill "$pid"
for name in photos photo-detail; do echo "docs/screenshots/$name.png: $(du -k "docs/screenshots/$name.png" | cut -f1) KiB"; done

# The slider test: the first slider at 100 %, then at 200 % text (Ctrl++ five times).
"$viewer" --screen slider --report-state "$report" 2>"$work/slider.log" &
pid=$!
slider="$work/state.slider.json"
ready() { python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); sys.exit(0 if r["phase"] == "answering" and r["isLaidOut"] and r["zoomPercent"] == int(sys.argv[2]) else 1)' "$slider" "$1" 2>/dev/null; }
for _ in $(seq 300); do ready 100 && break; sleep 0.2; done
xdotool search --sync --name '^Tomo$' windowfocus --sync key Right Right
sleep 0.5
import -window "$(xdotool search --name '^Tomo$' | head -1)" -colors 64 "PNG8:docs/screenshots/slider.png"
xdotool key ctrl+plus ctrl+plus ctrl+plus ctrl+plus ctrl+plus
for _ in $(seq 100); do ready 200 && break; sleep 0.2; done
sleep 0.5
import -window "$(xdotool search --name '^Tomo$' | head -1)" -colors 64 "PNG8:docs/screenshots/slider-200.png"
kill "$pid"
for name in slider slider-200; do echo "docs/screenshots/$name.png: $(du -k "docs/screenshots/$name.png" | cut -f1) KiB"; done
