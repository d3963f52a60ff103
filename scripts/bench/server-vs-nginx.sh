#!/usr/bin/env bash
# Benchmark: slice GET throughput of tomo-server against nginx serving the static export of the
# same data, same slices, same client (wrk), in one run. Prints both and the ratio.
#
# Rounds alternate between the two servers and the medians are compared, so a burst of other load
# on the machine hits both alike.
#
# Usage: scripts/bench/server-vs-nginx.sh [--duration SECONDS] [--rounds N] [--connections N] [--data SOURCE]
# TOMO_SERVER=path/to/tomo-server measures that binary instead of building the release one.
set -euo pipefail
cd "$(dirname "$0")/../.."

duration=5
rounds=3
connections=32
data=()
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) duration="$2"; shift 2 ;;
    --connections) connections="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --data) data+=(--data "$2"); shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

scripts/install-dependencies.sh bench
if [ -n "${TOMO_SERVER:-}" ]; then
  server_bin="$TOMO_SERVER"
else
  swift build -c release --product tomo-server >&2
  server_bin=.build/release/tomo-server
fi

work=$(mktemp -d)
chmod 755 "$work"  # nginx workers run as an unprivileged user and must read the export
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  [ -f "$work/export/nginx.pid" ] && nginx -p "$work/export" -c nginx.conf -s stop 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

nginx_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$server_bin" export --output "$work/export" --nginx-port "$nginx_port" --photo-pages 0 --log-level warning ${data[@]+"${data[@]}"} >&2
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

measure() { # base-url label → prints "label requests/s p50 p99" for one round
  wrk -t1 -c"$connections" -d"${duration}s" -s "$work/paths.lua" --latency "$1" > "$work/wrk.out"
  awk -v label="$2" '/Requests\/sec/ {r=$2} / 50%/ {p50=$2} / 99%/ {p99=$2} END {print label, r, p50, p99}' "$work/wrk.out"
}

slices=$(wc -l < "$work/paths")
nginx_url="http://127.0.0.1:$nginx_port"
echo "slices: $slices; wrk: 1 thread, $connections connections; $rounds rounds of ${duration}s each; $(nproc) cores" >&2
# Warm-up: every slice through both servers (tomo-server renders and caches on first request).
wrk -t1 -c"$connections" -d2s -s "$work/paths.lua" "$server_url" > /dev/null
wrk -t1 -c"$connections" -d2s -s "$work/paths.lua" "$nginx_url" > /dev/null
for round in $(seq "$rounds"); do
  measure "$server_url" tomo-server
  measure "$nginx_url" nginx
done > "$work/results"
python3 - "$work/results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
def summary(label):
    mine = [r for r in rows if r[0] == label]
    rates = [float(r[1]) for r in mine]
    return statistics.median(rates), rates, mine[-1][2], mine[-1][3]
tomo, nginx = summary("tomo-server"), summary("nginx")
print(f"{'':13}{'median req/s':>14}  {'rounds':<28}{'p50 / p99 (last round)':>24}")
for label, (median, rates, p50, p99) in (("tomo-server", tomo), ("nginx", nginx)):
    shown = ", ".join(f"{r:.0f}" for r in rates)
    print(f"{label:13}{median:>14.0f}  {shown:<28}{p50 + ' / ' + p99:>24}")
print(f"ratio tomo-server / nginx: {tomo[0] / nginx[0]:.2f} (goal >= 0.80)")
PY
