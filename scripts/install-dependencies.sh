#!/usr/bin/env bash
# Installs the Debian packages Tomo needs, skipping those already present.
# Usage: scripts/install-dependencies.sh build|run|install|test|bench|screenshots
set -euo pipefail

build=(pkg-config libspng-dev libdeflate-dev libturbojpeg0-dev zlib1g-dev libcharls-dev libopenjp2-7-dev libgtk-4-dev libsqlite3-dev libzip-dev)
run=("${build[@]}" invesalius-examples)
# scripts/install.sh renders the icon's PNG sizes from its SVG and updates the desktop's file-type cache;
# linking the Swift runtime in (a release install) links Foundation's URLSession with libcurl.
install_tools=(librsvg2-bin desktop-file-utils libcurl4-openssl-dev)
install=("${build[@]}" "${install_tools[@]}")
# DICOM tools make and check the tests' DICOM data (DCMTK, GDCM, dicom3tools, OpenJPH for HTJ2K); pydicom reads it
# independently, and dcm2niix is the peer `tomo seg export`'s NIfTI files are laid on. Orthanc with its DICOMweb
# plugin is the PACS the DICOMweb tests talk to (started by them). FFmpeg's ffmpeg program encodes the MP4s of
# Export Cine… and `tomo export-cine` where it is installed (optional to run Tomo); ffprobe checks them.
# The install test checks what install.sh writes with the tools that read it: desktop-file-validate,
# appstreamcli, gio, man, and each shell its completions are for. dbus-daemon: a private session bus,
# on which the single-instance test's launches find each other.
test=("${run[@]}" "${install_tools[@]}" nginx-light xvfb xdotool dcmtk libgdcm-tools dicom3tools openjph-tools orthanc orthanc-dicomweb ffmpeg
  dcm2niix appstream libglib2.0-bin man-db bash-completion zsh fish dbus-daemon)
bench=("${test[@]}" wrk curl hyperfine time)
screenshots=("${run[@]}" xvfb imagemagick curl orthanc orthanc-dicomweb)

case "${1:-}" in
  build) wanted=("${build[@]}") ;;
  run) wanted=("${run[@]}") ;;
  install) wanted=("${install[@]}") ;;
  test) wanted=("${test[@]}") ;;
  bench) wanted=("${bench[@]}") ;;
  screenshots) wanted=("${screenshots[@]}") ;;
  *) echo "usage: $0 build|run|install|test|bench|screenshots" >&2; exit 2 ;;
esac

# Python packages of the test data: pydicom and pydicom-data (from PyPI; the latter carries real CT files),
# numpy, with which scripts/bench/make-ct-series.py writes series for the benchmarks and screenshots, and
# highdicom, which reads the measurement reports Tomo writes back in the tests, pynetdicom, a DICOM network
# peer of the DIMSE tests (it installs echoscu/storescu scripts too: the tests call DCMTK's as /usr/bin/…),
# and pydicom's decoding plugins (pylibjpeg with its libjpeg and OpenJPEG plugins, python-gdcm), with which
# it decodes every image of its test data for the pixel corpus test; Pillow 11.1 or later, whose libjpeg-turbo
# writes the JPEG codestreams with restart intervals the JPEG Extended decoder's tests read; nibabel, which reads
# the NIfTI files `tomo seg export` and dcm2niix write.
install_python_packages() {
  python3 -c 'import pydicom, data_store, numpy, highdicom, pynetdicom, pylibjpeg, libjpeg, openjpeg, gdcm, PIL, nibabel, sys
sys.exit(tuple(map(int, PIL.__version__.split(".")[:2])) < (11, 1))' 2>/dev/null && return 0
  echo "Installing pydicom, pydicom-data, numpy, highdicom, pynetdicom, Pillow, nibabel and pydicom's decoding plugins from PyPI …" >&2
  if ! python3 -m pip --version >/dev/null 2>&1; then
    $( [ "$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq --no-install-recommends python3-pip >&2
  fi
  local plugins="pylibjpeg pylibjpeg-libjpeg pylibjpeg-openjpeg python-gdcm"
  python3 -m pip install --quiet --disable-pip-version-check pydicom pydicom-data numpy highdicom pynetdicom "pillow>=11.1" nibabel $plugins 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages pydicom pydicom-data numpy highdicom pynetdicom "pillow>=11.1" nibabel $plugins
}

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
needs_python=false
case "$1" in test|bench|screenshots) needs_python=true ;; esac
if [ ${#missing[@]} -eq 0 ]; then
  if $needs_python; then install_python_packages; fi
  exit 0
fi

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
# Packages with a service (Orthanc) must not start it: the tests start their own, unreachable from outside.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $sudo tee /usr/sbin/policy-rc.d >/dev/null
  $sudo chmod +x /usr/sbin/policy-rc.d
  trap '$sudo rm -f /usr/sbin/policy-rc.d' EXIT
fi
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
if $needs_python; then install_python_packages; fi
exit 0
