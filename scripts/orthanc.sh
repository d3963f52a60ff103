#!/usr/bin/env bash
# A throwaway Orthanc with its DICOMweb plugin, for the screenshots and benchmarks: on a free loopback port,
# its DICOM port and remote access off (it has no bind-address option: it answers 127.0.0.1 only), its
# storage in DIR (whose parents the orthanc user must be able to enter, e.g. a folder made by mktemp -d
# under /tmp), run as the orthanc user when started as root.
# With ORTHANC_DICOM_PEERS="AET AET…" set, its DICOM port is on too (AE title ORTHANC, the port written to
# DIR/dicom-port), knowing those titles on 127.0.0.1 and only them (called and calling titles and the host
# checked): what the DIMSE benchmarks retrieve with.
# Usage: scripts/orthanc.sh start DIR   starts it and prints its DICOMweb root (http://127.0.0.1:PORT/dicom-web)
#        scripts/orthanc.sh stop DIR    stops it
set -euo pipefail
case "${1:-}" in
  start)
    dir=$2
    mkdir -p "$dir/storage"
    chmod 755 "$dir"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    plugin=$(dpkg -L orthanc-dicomweb | grep 'libOrthancDicomWeb\.so$' | head -n 1)
    dicom='"DicomServerEnabled": false'
    if [ -n "${ORTHANC_DICOM_PEERS:-}" ]; then
      dicom_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
      echo "$dicom_port" >"$dir/dicom-port"
      peers=$(for aet in $ORTHANC_DICOM_PEERS; do
        printf '"%s": {"AET": "%s", "Host": "127.0.0.1", "Port": 1, "AllowEcho": true, "AllowFind": true, "AllowGet": true, "AllowMove": true, "AllowStore": true},' "$aet" "$aet"
      done)
      dicom="\"DicomServerEnabled\": true, \"DicomAet\": \"ORTHANC\", \"DicomPort\": $dicom_port, \"DicomCheckCalledAet\": true,
 \"DicomCheckModalityHost\": true, \"DicomAlwaysAllowEcho\": false, \"DicomAlwaysAllowStore\": false, \"DicomModalities\": {${peers%,}}"
    fi
    cat >"$dir/orthanc.json" <<JSON
{"Name": "Tomo", "HttpPort": $port, $dicom, "RemoteAccessAllowed": false,
 "AuthenticationEnabled": false, "StorageDirectory": "$dir/storage", "IndexDirectory": "$dir/storage",
 "Plugins": ["$plugin"], "HttpCompressionEnabled": true}
JSON
    run=(/usr/sbin/Orthanc "$dir/orthanc.json")
    if [ "$(id -u)" = 0 ]; then
      chown -R orthanc: "$dir"
      run=(setpriv --reuid=orthanc --regid=orthanc --init-groups "${run[@]}")
    fi
    "${run[@]}" >"$dir/orthanc.log" 2>&1 &
    echo $! >"$dir/orthanc.pid"
    for _ in $(seq 300); do
      if curl -sf -o /dev/null "http://127.0.0.1:$port/system"; then
        echo "http://127.0.0.1:$port/dicom-web"
        exit 0
      fi
      sleep 0.1
    done
    echo "Orthanc did not start: $(tail -n 5 "$dir/orthanc.log")" >&2
    exit 1
    ;;
  stop)
    [ -f "$2/orthanc.pid" ] && kill -9 "$(cat "$2/orthanc.pid")" 2>/dev/null || true
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
