#!/usr/bin/env bash
# The 3D view's renderer (issue 61): `tomo render --3d --turntable 8` on the 512 x 512 x 300 head CT
# (0.48 x 0.48 x 0.5 mm) in a RAM folder, a 512 x 512 image, each look on 1 and 2 threads, three runs each. Each
# run prints the first frame (which builds the volume's bricks) and the median of the other seven, rendering
# alone (the volume's loading and the PNG files are not in it). Then VTK's CPU ray caster
# (vtkFixedPointVolumeRayCastMapper, scripts/bench/vtk-render.py, under Xvfb) on the same files, image size, CT-Bone
# preset with shading and sampling, and a MIP, on 2 threads, three runs each: its first frame and the median of seven
# turns. And the draft the viewer paints while dragging a 512 x 512 view (128 x 128), from the volume and from its
# coarse copy.
# Usage: scripts/bench/render3d.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
work=/dev/shm/tomo-bench-dicom
scripts/bench/make-ct300.sh "$work" >&2
swift build -c release --product tomo >&2
python3 -c "import vtk" 2>/dev/null || pip install --quiet vtk >&2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for look in "--projection mip" "--projection mip --window 4000,1000" "--preset CT-Bone" "--preset CT-Soft-Tissue"; do
  for threads in 1 2; do
    for run in 1 2 3; do
      # shellcheck disable=SC2086
      line=$(.build/release/tomo render --dicom "$work/ct300" --3d $look --threads "$threads" --turntable 8 -o "$out/frame.png" 2>/dev/null | tail -1)
      echo "$look, $threads thread(s), run $run: ${line#*°, }"
    done
  done
done
# The draft the viewer paints while a 512 x 512 view is dragged, a quarter of the pixels each way: from the volume
# itself with samples a voxel (0.48 mm) apart (the drafts before session 56), and as the viewer draws it now, from the
# coarse copy (--draft: a quarter as fine on each axis, samples 0.96 mm apart; its first frame makes the copy).
for draft in "--sample-spacing 0.48" "--draft"; do
  for run in 1 2 3; do
    # shellcheck disable=SC2086
    line=$(.build/release/tomo render --dicom "$work/ct300" --3d --preset CT-Bone --size 128,128 $draft --turntable 8 -o "$out/frame.png" 2>/dev/null | tail -1)
    echo "--preset CT-Bone draft (128 x 128, $draft), 2 thread(s), run $run: ${line#*°, }"
  done
done
for look in bone mip; do
  for run in 1 2 3; do
    echo "VTK $look, 2 threads, run $run: $(scripts/with-display.sh python3 scripts/bench/vtk-render.py "$work/ct300" "$look" 2 | tail -1)"
  done
done
