#!/usr/bin/env bash
# DICOM benchmarks (issue 21), each beside peers in the same run, warm page cache, files in a RAM folder:
#   a 512 x 512 x 300 CT series (uncompressed, its JPEG Lossless SV1 and 12-bit JPEG Extended copies by dcmcjpeg) assembled into a
#   volume by `tomo dicom volume` (the whole process), beside `cat` of the files, dcm2niix writing
#   uncompressed NIfTI into a RAM folder and, for uncompressed slices, the least work any loader does
#   (scripts/bench/volume-floor.c) and tomo's start alone; medians printed after each table; and peak memory
#   of `tomo dicom volume` against the volume's size for 300 and 2,000 slices.
# Usage: scripts/bench/dicom.sh [RUNS]   (RUNS per command, default 10)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10}
if [ "$runs" = "-h" ] || [ "$runs" = "--help" ]; then sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi

scripts/install-dependencies.sh bench
swift build -c release --product tomo >&2
tomo=.build/release/tomo

work=/dev/shm/tomo-bench-dicom
mkdir -p "$work"
trap 'rm -rf "$work/nifti"' EXIT
for slices in 300 2000; do
  [ -d "$work/ct$slices" ] || python3 scripts/bench/make-ct-series.py "$work/ct$slices" "$slices"
done
if [ ! -d "$work/ct300-jpegll" ]; then
  mkdir -p "$work/ct300-jpegll.partial"
  ls "$work/ct300" | xargs -P "$(nproc)" -I{} dcmcjpeg +e1 "$work/ct300/{}" "$work/ct300-jpegll.partial/{}"
  mv "$work/ct300-jpegll.partial" "$work/ct300-jpegll"
fi

if [ ! -d "$work/ct300-jpegext" ]; then
  mkdir -p "$work/ct300-jpegext.partial"
  ls "$work/ct300" | xargs -P "$(nproc)" -I{} dcmcjpeg +ee "$work/ct300/{}" "$work/ct300-jpegext.partial/{}"
  mv "$work/ct300-jpegext.partial" "$work/ct300-jpegext"
fi

floor="$work/volume-floor"
cc -O2 -pthread -o "$floor" scripts/bench/volume-floor.c
for series in ct300 ct300-jpegll ct300-jpegext ct2000; do
  folder="$work/$series"
  cat "$folder"/* >/dev/null
  echo "== $series: $(ls "$folder" | wc -l) files, $(du -sh "$folder" | cut -f1)" >&2
  mkdir -p "$work/nifti"
  # dcm2niix names a file that exists va, vb, … up to vz: each of its runs starts in an empty folder.
  # For uncompressed slices, beside them: the least work any loader does (volume-floor.c: read, convert into a
  # fresh volume, two threads) and tomo's own start (--version).
  extra=()
  case $series in
    ct300|ct2000) extra=(--command-name "the floor: read + convert into a fresh volume (C)" "$floor $folder"
                         --command-name "tomo --version (the process's start)" "$tomo --version") ;;
  esac
  # dcm2niix cannot read 12-bit JPEG Extended ("No valid DICOM images"): that series goes without it.
  peer=(--command-name "dcm2niix (uncompressed NIfTI)" "sh -c 'rm -f $work/nifti/*; dcm2niix -z n -b n -o $work/nifti -f v $folder > /dev/null'")
  [ "$series" = ct300-jpegext ] && peer=()
  hyperfine --warmup 2 --runs "$runs" --style basic -N --export-json "$work/$series.json" \
    --command-name "cat of the files" "sh -c 'cat $folder/* > /dev/null'" \
    --command-name "tomo dicom volume" "$tomo dicom volume $folder" \
    "${extra[@]}" "${peer[@]}"
  python3 -c "import json,sys; [print(f\"  median {r['median']*1e3:8.1f} ms  {r['command']}\") for r in json.load(open(sys.argv[1]))['results']]" "$work/$series.json"
done

echo "== peak memory of tomo dicom volume" >&2
printf '%-8s %12s %14s %8s\n' slices "volume MiB" "peak RSS MiB" ratio
for slices in 300 2000; do
  /usr/bin/time -f %M -o "$work/rss" "$tomo" dicom volume "$work/ct$slices" >/dev/null 2>&1
  peak=$(cat "$work/rss")
  volume=$(( 512 * 512 * slices * 2 / 1024 ))
  python3 -c "print(f'{$slices:<8} {$volume/1024:>12.0f} {$peak/1024:>14.0f} {$peak/$volume:>8.2f}')"
done
