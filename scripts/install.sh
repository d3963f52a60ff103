#!/usr/bin/env bash
# Installs Tomo like a desktop application: builds it and copies under a prefix
#   bin/                                   tomo, tomo-desktop, tomo-server
#   share/applications/                    org.tomo.Desktop.desktop (opens DICOM files and folders)
#   share/icons/hicolor/                   the icon, scalable and in PNG sizes
#   share/metainfo/                        org.tomo.Desktop.metainfo.xml (AppStream)
#   share/man/man1/                        a page per executable and per tomo subcommand
#   share/bash-completion/completions/     bash completions
#   share/zsh/site-functions/              zsh completions
#   share/fish/vendor_completions.d/       fish completions
#   share/tomo/install-manifest            what was installed, for scripts/uninstall.sh
# An earlier install under the same prefix is removed first.
#
# Usage: scripts/install.sh [--prefix DIR] [--configuration release|debug] [--help]
#   --prefix DIR       where to install (default ~/.local; /usr/local as root, if you ask for it)
#   --configuration C  release (default: the Swift runtime linked in, so the programs need no toolchain) or
#                      debug (the build the tests already made, for the install test)
# TOMO_PROJECT_URL sets the home page the AppStream file names (its screenshots are under
# docs/screenshots there); it has no public home yet, so the default is a placeholder.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$HOME/.local"
configuration=release
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --configuration) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
    --configuration=*) configuration="${1#--configuration=}"; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$configuration" in release|debug) ;; *) echo "install.sh: --configuration is release or debug" >&2; exit 2 ;; esac
mkdir -p "$prefix" 2>/dev/null && [ -w "$prefix" ] \
  || { echo "install.sh: cannot write to $prefix (a system prefix such as /usr/local needs root)" >&2; exit 1; }
prefix="$(cd "$prefix" && pwd)"
project_url="${TOMO_PROJECT_URL:-https://tomo.example}"
executables=(tomo tomo-desktop tomo-server)
app_id=org.tomo.Desktop

scripts/install-dependencies.sh install

# Release installs build apart from the benchmarks' release build: linking the Swift runtime in would
# otherwise relink theirs every time.
scratch=.build
static=()
if [ "$configuration" = release ]; then
  scratch=.build-install
  static=(--static-swift-stdlib)
fi

echo "Building ($configuration) …" >&2
for executable in "${executables[@]}"; do
  swift build --scratch-path "$scratch" -c "$configuration" "${static[@]}" --product "$executable" >&2
done
built="$(swift build --scratch-path "$scratch" -c "$configuration" "${static[@]}" --show-bin-path)"

# The man pages come from the argument parsers: swift-argument-parser's generate-manual (the tool behind its
# plugin, built from the package's own checkout: the plugin would build every product again) reads each
# executable's --experimental-dump-help.
date="$(git log -1 --format=%cs 2>/dev/null || date +%F)"
echo "Writing the man pages …" >&2
parser="$scratch/checkouts/swift-argument-parser"
swift build --package-path "$parser" --scratch-path "$scratch/generate-manual" -c release -Xswiftc -suppress-warnings --product generate-manual >&2
generate_manual="$(swift build --package-path "$parser" --scratch-path "$scratch/generate-manual" -c release --show-bin-path)/generate-manual"
manuals="$(mktemp -d)"
trap 'rm -rf "$manuals"' EXIT
for executable in "${executables[@]}"; do
  mkdir "$manuals/$executable"
  "$generate_manual" "$built/$executable" --multi-page --date "$date" --output-directory "$manuals/$executable" >&2
done

manifest_path=share/tomo/install-manifest
if [ -e "$prefix/$manifest_path" ]; then
  echo "Removing the earlier install under $prefix …" >&2
  scripts/uninstall.sh --prefix "$prefix"
fi

# Every folder this install creates and every file it writes goes into the manifest, folders first,
# outermost first (and a cache it made); uninstall.sh removes the files, then those folders that are empty.
manifest=()
make_folder() {
  [ -d "$1" ] && return 0
  make_folder "$(dirname "$1")"
  mkdir "$1"
  manifest+=("folder ${1#"$prefix"/}")
}
put() { # SOURCE RELATIVE-DESTINATION MODE
  make_folder "$(dirname "$prefix/$2")"
  install -m "$3" "$1" "$prefix/$2"
  manifest+=("file $2")
}
put_text() { # RELATIVE-DESTINATION (text on standard input)
  local text
  text="$(mktemp)"
  cat > "$text"
  put "$text" "$1" 644
  rm -f "$text"
}

echo "Installing into $prefix …" >&2
for executable in "${executables[@]}"; do
  put "$built/$executable" "bin/$executable" 755
  # A release install drops the debugging symbols: a third of each program's size.
  if [ "$configuration" = release ]; then strip "$prefix/bin/$executable"; fi
done
version="$("$prefix/bin/tomo" --version | cut -d' ' -f1)"

put_text "share/applications/$app_id.desktop" < <(sed "s|@BINDIR@|$prefix/bin|g" "data/$app_id.desktop.in")
put_text "share/metainfo/$app_id.metainfo.xml" < <(
  sed -e "s|@VERSION@|$version|; s|@DATE@|$date|; s|@PROJECT_URL@|$project_url|" \
    -e "s|@SCREENSHOTS_URL@|$project_url/docs/screenshots|" "data/$app_id.metainfo.xml.in")
# GLib finds the applications for a file type through the folder's cache; the install makes it if there
# was none (and uninstall.sh removes it again once no other entry needs it), else refreshes it.
[ -e "$prefix/share/applications/mimeinfo.cache" ] || manifest+=("cache share/applications/mimeinfo.cache")
update-desktop-database "$prefix/share/applications"

put "data/icons/$app_id.svg" "share/icons/hicolor/scalable/apps/$app_id.svg" 644
for size in 16 24 32 48 64 128 256 512; do
  put_text "share/icons/hicolor/${size}x${size}/apps/$app_id.png" < <(
    rsvg-convert --width "$size" --height "$size" "data/icons/$app_id.svg")
done

for executable in "${executables[@]}"; do
  # generate-manual keeps the blank lines between paragraphs of a discussion, which mdoc warns about: .Pp
  for page in "$manuals/$executable"/*.1; do
    put_text "share/man/man1/$(basename "$page")" < <(sed 's/^$/.Pp/' "$page")
  done
  put_text "share/bash-completion/completions/$executable" < <("$prefix/bin/$executable" --generate-completion-script bash)
  put_text "share/zsh/site-functions/_$executable" < <("$prefix/bin/$executable" --generate-completion-script zsh)
  put_text "share/fish/vendor_completions.d/$executable.fish" < <("$prefix/bin/$executable" --generate-completion-script fish)
done

make_folder "$(dirname "$prefix/$manifest_path")"
manifest+=("file $manifest_path")
printf '%s\n' "${manifest[@]}" > "$prefix/$manifest_path"

cat >&2 <<EOF
Installed Tomo $version into $prefix ($(grep -c '^file ' "$prefix/$manifest_path") files).
  Run: tomo-desktop [DICOM file or folder …], or Tomo from your launcher; man tomo; tomo --help.
EOF
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "  $prefix/bin is not on your PATH: add it to use tomo from a shell." >&2 ;; esac
if [ "$prefix" = "$HOME/.local" ]; then
  echo "  zsh finds the completions once $prefix/share/zsh/site-functions is on its fpath." >&2
fi
echo "  Remove it with: scripts/uninstall.sh --prefix $prefix" >&2
