#!/usr/bin/env bash
# Benchmark: slice GET throughput of tomo-server against nginx serving the static export of the
# same data, same slices, same client (wrk), in one run. Prints both and the ratio.
#
# Usage: scripts/bench/server-vs-nginx.sh [--duration SECONDS] [--connections N] [--data SOURCE]
set -euo pipefail
cd "$(dirname "$0")/../.."

duration=10
connections=32
data=()
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) duration="$2"; shift 2 ;;
    --connections) connections="$2"; shift 2 ;;
    --data) data+=(--data "$2"); shift 2 ;;
    -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

scripts/install-dependencies.sh bench
swift build -c release --product tomo-server >&2
server_bin=.build/release/tomo-server

work=$(mktemp -d)
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  [ -f "$work/export/nginx.pid" ] && nginx -p "$work/export" -c nginx.conf -s stop 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

nginx_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$server_bin" export --output "$work/export" --nginx-port "$nginx_port" --log-level warning ${data[@]+"${data[@]}"} >&2
nginx -p "$work/export" -c nginx.conf

mkfifo "$work/url"
"$server_bin" serve --port 0 --log-level warning ${data[@]+"${data[@]}"} > "$work/url" &
server_pid=$!
read -r server_url < "$work/url"

# The same paths for both: every slice of the default series, default window.
python3 - "$server_url" > "$work/paths" <<'PY'
import json, sys, urllib.request
base = sys.argv[1]
series = json.load(urllib.request.urlopen(base + "/series"))
for name in series["slices"]:
    print(f"/series/{series['id']}/slice/{name}")
PY
cat > "$work/paths.lua" <<LUA
local paths = {}
for line in io.lines("$work/paths") do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
LUA

measure() { # base-url → requests/s (after a warm-up pass over every path)
  wrk -t1 -c"$connections" -d2s -s "$work/paths.lua" "$1" > /dev/null
  wrk -t1 -c"$connections" -d"${duration}s" -s "$work/paths.lua" --latency "$1" > "$work/wrk.out"
  awk '/Requests\/sec/ {print $2}' "$work/wrk.out"
  awk '/ 50%/ {p50=$2} / 99%/ {p99=$2} /Transfer\/sec/ {t=$2} END {printf "  p50 %s  p99 %s  %s/s\n", p50, p99, t}' "$work/wrk.out" >&2
}

slices=$(wc -l < "$work/paths")
echo "slices: $slices; wrk: 1 thread, $connections connections, ${duration}s each; $(nproc) cores" >&2
echo "tomo-server ($server_url):" >&2
tomo=$(measure "$server_url")
echo "nginx (static export, http://127.0.0.1:$nginx_port):" >&2
nginx_rps=$(measure "http://127.0.0.1:$nginx_port")
python3 - "$tomo" "$nginx_rps" <<'PY'
import sys
tomo, nginx = float(sys.argv[1]), float(sys.argv[2])
print(f"{'':14}{'requests/s':>12}")
print(f"{'tomo-server':14}{tomo:>12.0f}")
print(f"{'nginx':14}{nginx:>12.0f}")
print(f"ratio tomo-server / nginx: {tomo / nginx:.2f} (goal >= 0.80)")
PY
