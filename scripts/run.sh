#!/usr/bin/env bash
# Starts Tomo on the built-in data. For now: the reference server, serving the real head CT
# (Debian's invesalius-examples) and a generated phantom on http://127.0.0.1:8080.
# Extra arguments go to `tomo-server serve` (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh run
swift build -c release --product tomo-server >&2
exec .build/release/tomo-server serve "$@"
