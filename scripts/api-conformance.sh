#!/usr/bin/env bash
# Checks the running reference server against its own OpenAPI document with schemathesis:
# no 5xx, every response conforms to the document, undeclared methods get 405.
# It runs a release build, as users would: full-size photo renders are too slow in debug.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tomo-server >&2
server_bin=.build/release/tomo-server

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
schemathesis run "$url/openapi.yaml" --url "$url" --checks all --max-examples 40 --seed 1 --request-timeout 60 --no-color
