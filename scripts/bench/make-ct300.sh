#!/usr/bin/env bash
# Makes, once, the 512 x 512 x 300 CT series the DICOMweb and DIMSE benchmarks serve, in WORK: ct300/
# (uncompressed, scripts/bench/make-ct-series.py) and ct300-jpegll/ (a JPEG Lossless SV1 copy by dcmcjpeg,
# with its own series and instance UIDs so that a server keeps both).
# Usage: scripts/bench/make-ct300.sh WORK
set -euo pipefail
cd "$(dirname "$0")/../.."
work=${1:?usage: make-ct300.sh WORK}
mkdir -p "$work"
[ -d "$work/ct300" ] || python3 scripts/bench/make-ct-series.py "$work/ct300" 300
if [ ! -d "$work/ct300-jpegll" ]; then
  mkdir -p "$work/ct300-jpegll.partial"
  ls "$work/ct300" | xargs -P "$(nproc)" -I{} dcmcjpeg +e1 "$work/ct300/{}" "$work/ct300-jpegll.partial/{}"
  python3 - "$work/ct300-jpegll.partial" <<'PY'
import os, sys, pydicom
folder = sys.argv[1]
for name in os.listdir(folder):
    path = os.path.join(folder, name)
    ds = pydicom.dcmread(path)
    ds.SeriesInstanceUID += ".2"
    ds.SOPInstanceUID += ".2"
    ds.file_meta.MediaStorageSOPInstanceUID = ds.SOPInstanceUID
    ds.SeriesDescription = "Head CT, JPEG Lossless"
    ds.save_as(path)
PY
  mv "$work/ct300-jpegll.partial" "$work/ct300-jpegll"
fi
