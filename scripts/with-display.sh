#!/usr/bin/env bash
# Runs a command with an X display: the session's own when DISPLAY is set, else a private Xvfb
# started for the command and stopped after it. Usage: scripts/with-display.sh COMMAND [ARGS...]
set -euo pipefail
if [ -n "${DISPLAY:-}" ] || ! command -v Xvfb >/dev/null; then
  exec "$@"
fi
display_file=$(mktemp)
# -ardelay: no key repeats. On a loaded machine a key's release can reach the server past the usual 660 ms, and the
# repeat it then makes would press a toggling key (a tool's) twice.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -ardelay 30000 3>"$display_file" 2>/dev/null &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -f "$display_file"' EXIT
for _ in $(seq 100); do [ -s "$display_file" ] && break; sleep 0.1; done
[ -s "$display_file" ] || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(cat "$display_file")"
# No D-Bus session under Xvfb: keep GTK's accessibility bridge from complaining about it.
export GTK_A11Y=none
"$@"
