#!/usr/bin/env bash
# Runs the whole test suite: the module layers checked on the manifest, every test, an install into a
# temporary prefix checked file by file, the API conformance check against the OpenAPI document, then every
# test again under the thread sanitizer.
# --quick skips the sanitizer run. GTK tests need an X display: without one, a private Xvfb runs them.
# Output is line-buffered, so a log shows each test as it ends; each run is bounded (`timeout`), so a
# hang fails with the log so far instead of stalling CI.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh test
quick=false
[ "${1:-}" = "--quick" ] && quick=true

# Swift Testing starts every test at once (this toolchain bounds it by nothing): on two cores, under the
# thread sanitizer, each test then shares the machine with hundreds of others, and waits sized for its
# own work ran out. Two tests per core make a test's time its own again (DEVELOPERS.md).
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-$(( $(nproc) * 2 ))}

# A failed run ends with a digest of its log (the crash, the issues, the tests still running): a crash's
# backtrace of every thread would otherwise fill the tail a CI record keeps.
run_tests() {
  local limit=$1 log status=0
  shift
  log=$(mktemp)
  timeout --kill-after=60 "$limit" scripts/with-display.sh stdbuf -oL -eL swift test "$@" 2>&1 | tee "$log" || status=$?
  [ "$status" -eq 0 ] || scripts/summarize-test-log.py "$log"
  rm -f "$log"
  return "$status"
}

# Each phase's heading says how long the run has taken so far, so a log shows where the time goes.
phase() { echo "== $* (at $(( SECONDS / 60 ))m $(( SECONDS % 60 ))s)" >&2; }

phase "module layers"
swift package dump-package | scripts/check-layers.py
phase "doc comments"
scripts/doc-coverage.py --total 80 --minimum TomoDICOM=85 --minimum TomoDIMSE=85 --minimum TomoLibrary=85 \
  --minimum TomoReports=85 --minimum TomoCLI=85 > /dev/null
phase "swift test"
run_tests 30m
phase "install (scripts/test-install.sh, on the build just tested)"
timeout --kill-after=60 15m scripts/test-install.sh
phase "API conformance (schemathesis)"
scripts/api-conformance.sh
if ! $quick; then
  phase "swift test --sanitize=thread"
  # The suppressions (each with why) reach the tests and every Tomo program they start.
  export TSAN_OPTIONS="suppressions=$PWD/scripts/tsan-suppressions.txt${TSAN_OPTIONS:+ $TSAN_OPTIONS}"
  run_tests 45m --sanitize=thread --scratch-path .build-tsan
fi
phase "done"
