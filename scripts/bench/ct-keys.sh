#!/usr/bin/env bash
# The CT viewer's key → painted benchmark (issue 23, P7): `tomo-desktop-dev slice-keys` opens a 512 x 512 x 300
# CT folder (in a RAM folder) in the CT viewer alone, under Xvfb with the cairo renderer, waits for every slice,
# then presses ↓ and ↑ (100 each, through the key table) and times each until the after-paint of the first
# frame showing it on every view: one axial view; three planes with the axial view active; three planes with
# the sagittal one active; the sagittal view enlarged (Ctrl+2); a 20 mm MIP slab in each of three views; the
# coronal and sagittal planes turned 30°, ↓ ↑ on the oblique coronal view; the 3D view beside the planes (Ctrl+4,
# CT-Bone): a drag 4 points at a time, each move until its draft is painted, the release until the full image is,
# X until the next look's first image (its draft) is; two panes (Open beside) of one view, then of
# three planes each, ↓ ↑ on the right pane, then linked (K: both panes' six views painted); the three planes with a
# 100-segment SEG laid over them (scripts/bench/make-seg.py, in the series' folder); and from the start of that frame (its tick) to
# its paint, what must fit in one frame at 60 Hz. Beside each, in the same run, the image work alone for the same moves.
# Usage: scripts/bench/ct-keys.sh [MOVES]   (key presses per layout, default 200; TOMO_DESKTOP_DEV=a built
# tomo-desktop-dev to run instead of building this checkout's, to compare two builds in turn)
set -euo pipefail
cd "$(dirname "$0")/../.."
moves=${1:-200}
if [ "$moves" = "-h" ] || [ "$moves" = "--help" ]; then sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi

scripts/install-dependencies.sh bench
bin=${TOMO_DESKTOP_DEV:-}
if [ -z "$bin" ]; then
  swift build -c release --product tomo-desktop-dev >&2
  bin=.build/release/tomo-desktop-dev
fi
ct=/dev/shm/tomo-bench-dicom/ct300
[ -d "$ct" ] || python3 scripts/bench/make-ct-series.py "$ct" 300
[ -f "$ct/../seg100.dcm" ] || python3 scripts/bench/make-seg.py "$ct" "$ct/../seg100.dcm" 100
# The series and its segmentation in one folder, as a PACS export or an AI tool leaves them (hard links: no copy).
folder=/dev/shm/tomo-bench-dicom/ct300-seg
rm -rf "$folder" && mkdir -p "$folder" && ln "$ct"/* "$ct/../seg100.dcm" "$folder"/
cat "$folder"/* >/dev/null
figures=$(mktemp)
trap 'rm -f "$figures"' EXIT
env -u WAYLAND_DISPLAY -u DISPLAY GDK_BACKEND=x11 GSK_RENDERER=cairo scripts/with-display.sh \
  "$bin" slice-keys --dicom "$folder" --moves "$moves" --output "$figures" 2>/dev/null
python3 - "$figures" <<'PY'
import json, sys
figures = json.load(open(sys.argv[1]))
print(f"{figures['columns']} x {figures['rows']} x {figures['slices']}, {figures['runs'][0]['moves']} keys per row; ms, p50 / p99 / max; then key → painted p95")
print(f"  {'':<40} {'key → painted':>22} {'in its frame':>22} {'work alone':>20}  frames missed (0, 1, …)")
def cells(p): return f"{p['p50']:6.1f} {p['p99']:6.1f} {p['max']:6.1f}"
for run in figures["runs"]:
    print(f"  {run['name']:<40} {cells(run['onScreen']):>22} {cells(run['inFrame']):>22} {cells(run['workAlone']):>20}  {run['framesBetween']}  p95 {run['onScreen']['p95']:.1f}")
    print(f"  {'':<40} views {', '.join(run['viewSizes'])}")
PY
