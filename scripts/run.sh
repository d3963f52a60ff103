#!/usr/bin/env bash
# Starts Tomo on the built-in data: the CT viewer's desktop window (tomo-viewer), which serves the real
# head CT (Debian's invesalius-examples; else a generated phantom) from an in-process reference server
# on 127.0.0.1. Without a display it preloads the series and writes a montage PNG instead.
# Arguments go to tomo-viewer (try --help), e.g. --api URL for another server, --preset bone.
# The server alone: swift build -c release --product tomo-server && .build/release/tomo-server serve
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh run
swift build -c release --product tomo-viewer >&2
exec .build/release/tomo-viewer "$@"
