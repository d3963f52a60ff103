#!/usr/bin/env bash
# Checks the running reference server against its own OpenAPI document with schemathesis:
# no 5xx, every response conforms to the document, undeclared methods get 405.
# It runs the debug build the tests made: a release build only for this took ~7 of the suite's 45 minutes.
# Unoptimised, a full-size blur takes up to ~45 s, so the response-time limit is raised to 180 s; the
# server's speed is measured by the benchmarks, on release builds.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tomo-server >&2
server_bin=.build/debug/tomo-server

if ! command -v schemathesis >/dev/null; then
  echo "Installing schemathesis (PyPI) …" >&2
  python3 -m pip install --quiet --disable-pip-version-check 'schemathesis>=4,<5' >&2
fi

work=$(mktemp -d)
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

mkfifo "$work/url"
"$server_bin" serve --port 0 --log-level error --data phantom:32x32x8 > "$work/url" &
server_pid=$!
read -r url < "$work/url"
echo "schemathesis against $url" >&2
schemathesis run "$url/openapi.yaml" --url "$url" --checks all --max-examples 40 --seed 1 --request-timeout 180 --max-response-time 180 --no-color
