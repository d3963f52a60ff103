#!/usr/bin/env bash
# DICOMweb benchmarks (issue 22), each beside peers in the same run, against a throwaway Orthanc on loopback
# (scripts/orthanc.sh) holding a 512 x 512 x 300 CT series twice: uncompressed, and a JPEG Lossless SV1 copy
# (dcmcjpeg, new UIDs). For each, `tomo dicom volume URL --series UID` (the whole process: the series search,
# its metadata, every frame as stored, decoded into the volume) beside curl doing the same requests (the
# search, the metadata, then every frame with Tomo's Accept header, --parallel --parallel-max 6: transfers
# only); and, uncompressed, Python's dicomweb-client (PyPI) loading the series into a NumPy array of HU.
# Usage: scripts/bench/dicomweb.sh [RUNS]   (RUNS per command, default 10)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10}
if [ "$runs" = "-h" ] || [ "$runs" = "--help" ]; then sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi

scripts/install-dependencies.sh bench
python3 -c 'import dicomweb_client' 2>/dev/null \
  || python3 -m pip install --quiet --disable-pip-version-check dicomweb-client 2>/dev/null \
  || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages dicomweb-client
swift build -c release --product tomo >&2
tomo=.build/release/tomo

work=/dev/shm/tomo-bench-dicomweb
scripts/bench/make-ct300.sh "$work"

orthanc=$(mktemp -d /tmp/tomo-orthanc.XXXXXX)
trap 'scripts/orthanc.sh stop "$orthanc"; rm -rf "$orthanc"' EXIT
server=$(scripts/orthanc.sh start "$orthanc")
rest=${server%/dicom-web}
echo "== loading $server" >&2
find "$work/ct300" "$work/ct300-jpegll" -type f -print0 \
  | xargs -0 -P 4 -I{} curl -sf -o /dev/null -H 'Content-Type: application/dicom' --data-binary @{} "$rest/instances"

accept='Accept: multipart/related; type="application/octet-stream"; transfer-syntax=*'
for copy in ct300 ct300-jpegll; do
  # The series' UIDs and its frames' URLs, from the server's metadata.
  python3 - "$server" "$work/$copy" "$work/$copy.curlrc" "$work/$copy.uids" "$accept" <<'PY'
import json, os, sys, urllib.request
server, folder, curlrc, uids, accept = sys.argv[1:]
import pydicom
first = pydicom.dcmread(os.path.join(folder, sorted(os.listdir(folder))[0]), stop_before_pixels=True)
study, series = first.StudyInstanceUID, first.SeriesInstanceUID
request = urllib.request.Request(f"{server}/studies/{study}/series/{series}/metadata", headers={"Accept": "application/dicom+json"})
metadata = json.load(urllib.request.urlopen(request))
with open(curlrc, "w") as out:
    quoted = accept.replace('"', '\\"')
    out.write(f'header = "{quoted}"\n')
    for instance in metadata:
        sop = instance["00080018"]["Value"][0]
        out.write(f'url = "{server}/studies/{study}/series/{series}/instances/{sop}/frames/1"\noutput = "/dev/null"\n')
with open(uids, "w") as out:
    out.write(f"{study} {series}\n")
PY
  read -r study series <"$work/$copy.uids"
  echo "== $copy: $(grep -c '^url' "$work/$copy.curlrc") frames, series $series" >&2
  commands=(
    --command-name "curl: search, metadata, frames (6 at once)"
    "sh -c 'curl -sf -o /dev/null -H \"Accept: application/dicom+json\" $server/series && curl -sf -o /dev/null -H \"Accept: application/dicom+json\" $server/studies/$study/series/$series/metadata && curl -sf --parallel --parallel-max 6 --config $work/$copy.curlrc'"
    --command-name "tomo dicom volume URL"
    "$tomo dicom volume $server --series $series"
  )
  if [ "$copy" = ct300 ]; then
    cat >"$work/dicomweb-client.py" <<'PY'
import sys
import numpy as np
from dicomweb_client.api import DICOMwebClient
server, study, series = sys.argv[1:]
instances = DICOMwebClient(url=server).retrieve_series(study, series)
instances.sort(key=lambda ds: float(ds.ImagePositionPatient[2]))
volume = np.stack([ds.pixel_array * float(ds.RescaleSlope) + float(ds.RescaleIntercept) for ds in instances]).astype(np.int16)
assert volume.shape == (len(instances), 512, 512)
PY
    commands+=(--command-name "python dicomweb-client into NumPy" "python3 $work/dicomweb-client.py $server $study $series")
  fi
  hyperfine --warmup 2 --runs "$runs" --style basic -N "${commands[@]}"
done
