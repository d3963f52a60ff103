#!/usr/bin/env bash
# Runs the whole test suite: every test, the API conformance check against the OpenAPI document,
# then every test again under the thread sanitizer.
# --quick skips the sanitizer run. GTK tests need an X display: without one, a private Xvfb runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh test
quick=false
[ "${1:-}" = "--quick" ] && quick=true

echo "== swift test" >&2
scripts/with-display.sh swift test
echo "== API conformance (schemathesis)" >&2
scripts/api-conformance.sh
if ! $quick; then
  echo "== swift test --sanitize=thread" >&2
  scripts/with-display.sh swift test --sanitize=thread --scratch-path .build-tsan
fi
