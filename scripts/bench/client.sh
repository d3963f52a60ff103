#!/usr/bin/env bash
# Benchmark: Tomo's image pipeline (issue 4) and the viewer model (issue 5), each figure against a baseline measured in the same run:
#   P1  cold preload of every series vs curl --parallel on the same URLs (and the pipeline on each
#       transport, a naive one-at-a-time URLSession loop, and the parts of a preload timed alone)
#   P2  memory-cache lookups of decoded slices at random indices: p50 / p99
#   P3  disk-cache hits vs reading the same bytes from plain files, both decoded
#   RSS peak resident memory of a process preloading 512 slices, against the memory cache's limit
#   Scrub the CT viewer's model: 10,000 random slider moves on a preloaded series, move → windowed bitmap
#       ready (p50 / p99) against the lookup and the windowing alone, and resident memory before/after
# Each goal is printed with PASS or MISS; the exit status is 0 unless something fails to run.
#
# Usage: scripts/bench/client.sh [--rounds N] [--only p1|p2|p3|rss|scrub]... [--data SOURCE]... [--help]
# Caches go under TMPDIR (default /tmp): TMPDIR=/dev/shm takes the file system out of P1 and P3.
set -euo pipefail
cd "$(dirname "$0")/../.."

scripts/install-dependencies.sh bench
swift build -c release --product tomo-server >&2
swift build -c release --product tomo-bench >&2
exec .build/release/tomo-bench "$@"
