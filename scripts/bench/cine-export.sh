#!/usr/bin/env bash
# Cine export (issue 62): `tomo render --cine` of the 512 x 512 x 300 head CT's 300 axial slices (0.48 x 0.48 x
# 0.5 mm, in a RAM folder) to a GIF and to an APNG, three runs each: the time from the loaded volume to the
# written file (every slice windowed, encoded and the file written; the volume's loading is not in it). Beside it,
# Pillow's GIF and APNG writers on the same 300 frames already decoded in memory (the encoding alone). With
# --annotations each frame is RGB with the viewer's overlays drawn on it. Where ffmpeg is installed, the MP4 beside
# ffmpeg encoding the same frames from a raw file (the encoding alone).
# Usage: scripts/bench/cine-export.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
work=/dev/shm/tomo-bench-dicom
scripts/bench/make-ct300.sh "$work" >&2
swift build -c release --product tomo >&2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for format in gif apng; do
  for run in 1 2 3; do
    line=$(.build/release/tomo render --dicom "$work/ct300" --cine -o "$out/cine.$format" 2>/dev/null | tail -1)
    echo "tomo render --cine, $format, run $run: ${line##*; } ($(stat -c %s "$out/cine.$format") bytes)"
  done
  for run in 1 2 3; do
    line=$(.build/release/tomo render --dicom "$work/ct300" --cine --annotations -o "$out/annotated.$format" 2>/dev/null | tail -1)
    echo "tomo render --cine --annotations, $format, run $run: ${line##*; } ($(stat -c %s "$out/annotated.$format") bytes)"
  done
done
if command -v ffmpeg > /dev/null; then
  for run in 1 2 3; do
    line=$(.build/release/tomo render --dicom "$work/ct300" --cine -o "$out/cine.mp4" 2>/dev/null | tail -1)
    echo "tomo render --cine, mp4, run $run: ${line##*; } ($(stat -c %s "$out/cine.mp4") bytes)"
  done
  # ffmpeg alone on the same 300 frames, raw in memory (the APNG's frames): the encoding the MP4 row pipes to it.
  ffmpeg -v error -y -i "$out/cine.apng" -f rawvideo -pix_fmt gray "$out/frames.raw"
  for run in 1 2 3; do
    started=$(date +%s%N)
    ffmpeg -v error -y -f rawvideo -pix_fmt gray -video_size 512x512 -framerate 15 -i "$out/frames.raw" -c:v libx264 -crf 18 \
      -pix_fmt yuv420p -movflags +faststart "$out/alone.mp4"
    echo "ffmpeg alone, the same frames raw to MP4, run $run: $(( ($(date +%s%N) - started) / 1000000 )) ms"
  done
fi
python3 - "$out/cine.apng" "$out" <<'PY'
import sys, time
from PIL import Image
source = Image.open(sys.argv[1])
frames = []
for index in range(source.n_frames):
    source.seek(index)
    frames.append(source.convert("L"))
for fmt in ("gif", "png"):
    for run in (1, 2, 3):
        started = time.perf_counter()
        frames[0].save(f"{sys.argv[2]}/pillow.{fmt}", save_all=True, append_images=frames[1:], duration=67, loop=0)
        print(f"Pillow {'GIF' if fmt == 'gif' else 'APNG'} of {len(frames)} frames in memory, run {run}: {1000 * (time.perf_counter() - started):.0f} ms")
PY
