#!/usr/bin/env bash
# Starts Tomo on the built-in data: the desktop app (tomo-desktop) on its CT viewer screen, which serves the
# real head CT (Debian's invesalius-examples; else a generated phantom) from an in-process reference server
# on 127.0.0.1. Without a display it preloads the series and writes a montage PNG instead.
# Arguments go to tomo-desktop (try --help), e.g. --screen ct, --api URL for another server, --preset bone.
# The server alone: swift build -c release --product tomo-server && .build/release/tomo-server serve
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh run
swift build -c release --product tomo-desktop >&2
exec .build/release/tomo-desktop --new-instance "$@"
