#!/usr/bin/env bash
# Installs the Debian packages Tomo needs, skipping those already present.
# Usage: scripts/install-dependencies.sh build|run|test|bench|screenshots
set -euo pipefail

build=(pkg-config libspng-dev libdeflate-dev libturbojpeg0-dev zlib1g-dev libgtk-4-dev)
run=("${build[@]}" invesalius-examples)
test=("${run[@]}" nginx-light xvfb xdotool)
bench=("${test[@]}" wrk curl)
screenshots=("${run[@]}" xvfb imagemagick)

case "${1:-}" in
  build) wanted=("${build[@]}") ;;
  run) wanted=("${run[@]}") ;;
  test) wanted=("${test[@]}") ;;
  bench) wanted=("${bench[@]}") ;;
  screenshots) wanted=("${screenshots[@]}") ;;
  *) echo "usage: $0 build|run|test|bench|screenshots" >&2; exit 2 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "Tomo needs these Debian/Ubuntu packages: ${missing[*]} (no apt-get here: install them yourself)" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Installing ${missing[*]} needs root (or sudo)." >&2; exit 1; }
  sudo="sudo"
fi
echo "Installing ${missing[*]} …" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
