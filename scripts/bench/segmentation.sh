#!/usr/bin/env bash
# Segmentation benchmarks (issue 60), warm page cache, files in a RAM folder: a BINARY SEG of 100 segments over a
# 512 x 512 x 300 CT (scripts/bench/make-seg.py, as TotalSegmentator writes them): `tomo seg stats` beside
# `tomo dicom volume` of the CT alone (goal <= 1.5 x), `cat` of the files each reads, and pydicom unpacking the
# SEG's frames, their peak memory;
# then tomo-bench's segmentation benchmark: read and placed, measured, memory above the CT's, each view's overlay.
# Usage: scripts/bench/segmentation.sh [RUNS]   (RUNS per command, default 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
if [ "$runs" = "-h" ] || [ "$runs" = "--help" ]; then sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi

scripts/install-dependencies.sh bench
swift build -c release --product tomo >&2
swift build -c release --product tomo-bench >&2
tomo=.build/release/tomo

work=/dev/shm/tomo-bench-dicom
mkdir -p "$work"
[ -d "$work/ct300" ] || python3 scripts/bench/make-ct-series.py "$work/ct300" 300
[ -f "$work/seg100.dcm" ] || python3 scripts/bench/make-seg.py "$work/ct300" "$work/seg100.dcm" 100
cat "$work/ct300"/* "$work/seg100.dcm" > /dev/null

hyperfine --warmup 1 --runs "$runs" --style basic -N \
  --command-name "cat of the CT's files (the read limit of the volume)" "sh -c 'cat $work/ct300/* > /dev/null'" \
  --command-name "cat of the CT's files and the SEG (the read limit of seg stats)" "sh -c 'cat $work/ct300/* $work/seg100.dcm > /dev/null'" \
  --command-name "tomo dicom volume (the CT alone)" "$tomo dicom volume $work/ct300" \
  --command-name "tomo seg stats (100 segments)" "sh -c '$tomo seg stats $work/seg100.dcm --ct $work/ct300 --json > /dev/null'" \
  --command-name "pydicom: the SEG's frames unpacked" "python3 -c 'import pydicom; pydicom.dcmread(\"$work/seg100.dcm\").pixel_array'"

echo "== peak memory" >&2
for command in "dicom volume $work/ct300" "seg stats $work/seg100.dcm --ct $work/ct300 --json"; do
  /usr/bin/time -f %M -o "$work/rss" "$tomo" $command >/dev/null 2>&1
  echo "tomo ${command%% /*}: $(( $(cat "$work/rss") / 1024 )) MiB"
done
.build/release/tomo-bench --only segmentation --segmentation "$work/seg100.dcm" --segmentation-ct "$work/ct300"
