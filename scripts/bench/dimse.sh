#!/usr/bin/env bash
# DIMSE benchmarks (issue 40), each beside DCMTK in the same run, against a throwaway Orthanc on loopback with
# its DICOM port (scripts/orthanc.sh, ORTHANC_DICOM_PEERS) holding a 512 x 512 x 300 CT series twice:
# uncompressed, and a JPEG Lossless SV1 copy (the DICOMweb benchmark's files). For each, `tomo dicom volume
# dicom://ORTHANC@… --series UID` (the whole process: C-FINDs for the series and its instances, C-GETs of
# every instance written to a RAM folder as it came and decoded into the volume) beside DCMTK's getscu
# writing the same instances to a RAM folder (-pdu 131072, its largest; +xs for the JPEG copy so that it is sent as stored). Then receiving:
# DCMTK's storescu sending 2,000 files of 512 x 512 (the library benchmark's, written by tomo-bench --only
# library) to `tomo library receive` (each instance copied into the library and indexed before it is
# answered; the study removed between runs) beside DCMTK's storescp writing them to a RAM folder.
# Usage: scripts/bench/dimse.sh [RUNS]   (RUNS per command, default 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
if [ "$runs" = "-h" ] || [ "$runs" = "--help" ]; then sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi

scripts/install-dependencies.sh bench
swift build -c release --product tomo >&2
tomo=$PWD/.build/release/tomo

work=/dev/shm/tomo-bench-dicomweb
scripts/bench/make-ct300.sh "$work"

orthanc=$(mktemp -d /tmp/tomo-orthanc.XXXXXX)
out=/dev/shm/tomo-bench-dimse
pids=()
trap 'scripts/orthanc.sh stop "$orthanc"; rm -rf "$orthanc" "$out"; for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT
server=$(ORTHANC_DICOM_PEERS="TOMO GETSCU" scripts/orthanc.sh start "$orthanc")
port=$(cat "$orthanc/dicom-port")
rest=${server%/dicom-web}
echo "== loading $rest, DICOM port $port" >&2
find "$work/ct300" "$work/ct300-jpegll" -type f -print0 \
  | xargs -0 -P 4 -I{} curl -sf -o /dev/null -H 'Content-Type: application/dicom' --data-binary @{} "$rest/instances"
node="dicom://ORTHANC@127.0.0.1:$port"
"$tomo" dicom echo "$node" >&2

for copy in ct300 ct300-jpegll; do
  read -r study series < <(python3 -c "
import os, sys, pydicom
folder = sys.argv[1]
ds = pydicom.dcmread(os.path.join(folder, sorted(os.listdir(folder))[0]), stop_before_pixels=True)
print(ds.StudyInstanceUID, ds.SeriesInstanceUID)" "$work/$copy")
  prefer=$([ "$copy" = ct300-jpegll ] && echo "+xs" || echo "")
  echo "== $copy: series $series" >&2
  hyperfine --warmup 1 --runs "$runs" --export-markdown "$out-$copy.md" \
    --prepare "rm -rf $out && mkdir -p $out/getscu $out/cache" \
    --command-name "getscu (C-GET to a RAM folder)" \
    "/usr/bin/getscu -S -aet GETSCU -aec ORTHANC -pdu 131072 $prefer -od $out/getscu -k QueryRetrieveLevel=SERIES -k StudyInstanceUID=$study -k SeriesInstanceUID=$series 127.0.0.1 $port" \
    --command-name "tomo dicom volume NODE (C-GET to a RAM folder, decoded into the volume)" \
    "env XDG_CACHE_HOME=$out/cache $tomo dicom volume $node --series $series"
  cat "$out-$copy.md"
done

# Receiving 2,000 files.
files=/dev/shm/tomo-bench-library-v1/ct2000
if [ ! -d "$files" ]; then
  swift build -c release --product tomo-bench >&2
  .build/release/tomo-bench --only library --searches 8 >&2
fi
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
mkdir -p "$out/storescp" "$out/library"
scp_port=$(free_port)
/usr/bin/storescp -aet STORESCP -od "$out/storescp" "$scp_port" &
pids+=($!)
tomo_port=$(free_port)
"$tomo" library receive --library "$out/library" --host 127.0.0.1 --port "$tomo_port" --aet TOMO >"$out/receive.log" &
pids+=($!)
sleep 1
study=1.2.826.0.1.3680043.10.1234.60.0
hyperfine --warmup 1 --runs "$runs" --export-markdown "$out-receive.md" \
  --command-name "storescu → storescp (files to a RAM folder)" \
  --prepare "rm -rf $out/storescp/*" \
  "/usr/bin/storescu -aet SCU -aec STORESCP +sd +r 127.0.0.1 $scp_port $files" \
  --command-name "storescu → tomo library receive (into the library)" \
  --prepare "$tomo library remove $study --library $out/library >/dev/null 2>&1 || true" \
  "/usr/bin/storescu -aet SCU -aec TOMO +sd +r 127.0.0.1 $tomo_port $files"
cat "$out-receive.md"
tail -n 2 "$out/receive.log" >&2
