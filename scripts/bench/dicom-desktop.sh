#!/usr/bin/env bash
# The desktop app opening a DICOM series (issue 21): `tomo-desktop-dev first-slice` starts the whole app
# (every screen, as tomo-desktop does) on a 512 x 512 CT folder in a RAM folder, warm page cache, under Xvfb
# with the cairo renderer, and times from the process's start to the first frame GTK paints of the window
# (the baseline: the app's own start), to the first frame showing the series' first slice, and to every
# slice in the volume; with the peak resident memory against the volume's size. Beside it, in the same run:
# `cat` of the folder's files and `tomo dicom ls` of the folder (reading every file's header, the step before
# the first slice). First, the app as a new user starts it (scripts/run.sh): the built-in head CT, from a cold
# start with an empty cache. Last, the 2,000 slices from a study library: the app starts on the library's study
# browser and opens the most recent study once the browser lists it.
# Usage: scripts/bench/dicom-desktop.sh [RUNS]   (runs per series, default 7: the built-in head CT, 300 and
# 2,000 slices from a folder, 2,000 slices from a library)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-7}
if [ "$runs" = "-h" ] || [ "$runs" = "--help" ]; then sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi

scripts/install-dependencies.sh bench
for product in tomo tomo-desktop-dev; do swift build -c release --product "$product" >&2; done
work=/dev/shm/tomo-bench-dicom
mkdir -p "$work"
for slices in 300 2000; do
  [ -d "$work/ct$slices" ] || python3 scripts/bench/make-ct-series.py "$work/ct$slices" "$slices"
done
if [ ! -d "$work/library2000" ]; then
  .build/release/tomo library import --library "$work/library2000.partial" "$work/ct2000" >&2
  mv "$work/library2000.partial" "$work/library2000"
fi
figures=$(mktemp -d)
trap 'rm -rf "$figures"' EXIT

summarize() {
  python3 - "$figures" "ct$1" <<'PY'
import glob, json, statistics, sys
runs = [json.load(open(path)) for path in sorted(glob.glob(f"{sys.argv[1]}/{sys.argv[2]}-*.json"))]
def row(name, key, scale=1, unit="ms"):
    values = [run[key] * scale for run in runs]
    print(f"  {name:<38} median {statistics.median(values):8.0f} {unit}   min {min(values):8.0f}   max {max(values):8.0f}")
print(f"{sys.argv[2]}: {runs[0]['slices']} slices, volume {runs[0]['volumeBytes'] / 2**20:.0f} MiB, {len(runs)} runs")
row("window's first frame (the app's start)", "firstWindowFrameMilliseconds")
if runs[0].get("studiesListedMilliseconds") is not None:
    row("the study browser's list", "studiesListedMilliseconds")
row("first slice on screen", "firstSliceFrameMilliseconds")
row("every slice in the volume", "allSlicesMilliseconds")
row("peak resident memory", "peakResidentBytes", 1 / 2**20, "MiB")
ratios = [run["peakResidentBytes"] / run["volumeBytes"] for run in runs]
print(f"  {'peak memory / volume':<38} median {statistics.median(ratios):8.3f}     max {max(ratios):8.3f}")
PY
}

for slices in builtin 300 2000 library2000; do
  if [ "$slices" = library2000 ]; then
    cat "$work"/ct2000/* >/dev/null
    echo "== the 2,000 slices from a study library: its browser, then the most recent study" >&2
    for run in $(seq "$runs"); do
      env -u WAYLAND_DISPLAY -u DISPLAY GDK_BACKEND=x11 GSK_RENDERER=cairo XDG_DATA_HOME="$work/data" scripts/with-display.sh \
        .build/release/tomo-desktop-dev first-slice --dicom "library:$work/library2000" --output "$figures/ctlibrary2000-$run.json" 2>/dev/null
    done
    summarize library2000
    continue
  fi
  if [ "$slices" = builtin ]; then
    # A new user's first start (scripts/run.sh): the built-in server's head CT, an empty disk cache each run.
    echo "== the built-in head CT, from a cold start (an empty image cache)" >&2
    for run in $(seq "$runs"); do
      cache=$(mktemp -d)
      env -u WAYLAND_DISPLAY -u DISPLAY GDK_BACKEND=x11 GSK_RENDERER=cairo scripts/with-display.sh \
        .build/release/tomo-desktop-dev first-slice --cache-dir "$cache" --output "$figures/ctbuiltin-$run.json" 2>/dev/null
      rm -rf "$cache"
    done
    summarize builtin
    continue
  fi
  folder="$work/ct$slices"
  cat "$folder"/* >/dev/null
  echo "== ct$slices: $(ls "$folder" | wc -l) files, $(du -sh "$folder" | cut -f1)" >&2
  hyperfine --warmup 2 --runs 10 --style basic -N --command-name "cat of the files" "find $folder -type f -exec cat {} +" \
    --command-name "tomo dicom ls" ".build/release/tomo dicom ls $folder" >&2
  for run in $(seq "$runs"); do
    env -u WAYLAND_DISPLAY -u DISPLAY GDK_BACKEND=x11 GSK_RENDERER=cairo scripts/with-display.sh \
      .build/release/tomo-desktop-dev first-slice --dicom "$folder" --output "$figures/ct$slices-$run.json" 2>/dev/null
  done
  summarize "$slices"
done
