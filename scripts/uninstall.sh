#!/usr/bin/env bash
# Removes exactly what scripts/install.sh installed under a prefix, as its manifest
# (PREFIX/share/tomo/install-manifest) lists it: the files, then the folders the install created, where
# they are empty now. Files the install did not write are left alone.
#
# Usage: scripts/uninstall.sh [--prefix DIR] [--help]
#   --prefix DIR   the prefix given to install.sh (default ~/.local)
set -euo pipefail

prefix="$HOME/.local"
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "uninstall.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
manifest="$prefix/share/tomo/install-manifest"
if [ ! -f "$manifest" ]; then
  echo "uninstall.sh: no Tomo install under $prefix (no $manifest)" >&2
  exit 1
fi

mapfile -t entries < "$manifest"
removed=0
for entry in "${entries[@]}"; do
  case "$entry" in
    "file "*) rm -f -- "$prefix/${entry#file }"; removed=$((removed + 1)) ;;
  esac
done
# The desktop's cache of applications by file type: refreshed without Tomo's entry, and removed when the
# install made it and no entry is left to need it.
applications="$prefix/share/applications"
if [ -e "$applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null; then
  update-desktop-database "$applications"
  if printf '%s\n' "${entries[@]}" | grep -qx "cache share/applications/mimeinfo.cache" \
    && ! compgen -G "$applications/*.desktop" >/dev/null; then
    rm -f "$applications/mimeinfo.cache"
  fi
fi
# Folders innermost first: the manifest lists them outermost first.
for (( index = ${#entries[@]} - 1; index >= 0; index-- )); do
  case "${entries[index]}" in
    "folder "*) rmdir -- "$prefix/${entries[index]#folder }" 2>/dev/null || true ;;
  esac
done
echo "Removed Tomo from $prefix ($removed files)." >&2
