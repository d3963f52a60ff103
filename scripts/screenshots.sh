#!/usr/bin/env bash
# Regenerates the README's screenshots of the desktop app (docs/screenshots/viewer.png, viewer-bone.png,
# grid.png, photos.png, photo-detail.png, slider.png, slider-200.png, dicom-picker.png, dicom-viewer.png,
# dicom-planes.png, dicom-enlarged.png, dicom-3d.png, dicom-3d-mip.png, dicom-3d-crop.png, dicom-segmentation.png, dicom-quantify.png, dicom-oblique.png, dicom-report.png, dicom-lost-file.png,
# dicom-mr.png, dicom-us.png, dicom-rtdose.png, pacs-studies.png, library-studies.png, dimse-studies.png and dicom-prior.png;
# cine-annotations.png is `tomo render --annotations`'s): tomo-desktop-dev drives the real
# window on the built-in data on a private Xvfb display (the CT viewer at a slice 60 % through the head, in
# its default window and in bone; the image grid's first screenful with the cache statistics; the photo list
# and a photo blurred by 7; the slider test at 100 % and 200 % text; a folder of three DICOM series, made
# here (the head CT as 512 x 512 x 120 by scripts/bench/make-ct-series.py, and pydicom's CT_small and
# MR_small), in the series picker and the head CT opened, then in three planes with a length along the crosshair's row (whole on the coronal view through it, dotted where the sagittal one crosses it) and the probe,
# and with the coronal view enlarged, then with the 3D view beside the planes (CT-Bone turned, then a MIP, then CT-Bone cropped to a box over the axial view), then with a segmentation of four tissues (scripts/bench/make-seg.py) laid over
# the three planes, then with a 20 mm MIP slab, an ellipse, an arrow and an angle, then
# turned double oblique with an ellipse on the sagittal view, then those annotations as a report found beside the
# files and shown; the head
# CT with one file cut inside its header, its banner in
# dicom-lost-file.png; pydicom's MR with two windows, its colour ultrasound loop and its RT dose grid, each with the
# probe at its centre;
# the same files on an Orthanc started here on loopback, in the study browser over DICOMweb and over its DICOM
# port, and imported into a study library in the study browser; then the head CT's prior, another visit's scan written
# by make-ct-series.py --prior, imported too and compared with it: aligned, linked, its slice across the study's
# coronal and sagittal views as reference lines), waiting for each picture to
# be painted, and renders the window as GTK painted it (annotations kept in a folder of its own, so that no
# earlier run's show); ImageMagick then reduces each to a palette.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh screenshots
swift build -c release --product tomo-desktop-dev >&2
swift build -c release --product tomo >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p docs/screenshots
python3 scripts/bench/make-ct-series.py "$work/dicom/head" 120 --prior "$work/prior" >&2
python3 scripts/bench/make-seg.py "$work/dicom/head" "$work/dicom/head-tissues.dcm" tissues >&2
# A frame of an annotated cine, as `tomo export-cine --annotations` writes each: an axial slice 60 % through the
# head with the viewer's overlays, and the segmentation laid over it.
.build/release/tomo render --dicom "$work/dicom/head" --slice 72 --window 400,40 --annotations \
  --seg "$work/dicom/head-tissues.dcm" -o docs/screenshots/cine-annotations.png >&2
python3 - "$work/dicom" <<'PY'
import shutil, sys
from pydicom.data import get_testdata_file
for name in ("CT_small.dcm", "MR_small.dcm"):
    shutil.copy(get_testdata_file(name), sys.argv[1])
PY
# Other modalities, each on its own: an MR with two windows of its own, a colour ultrasound loop, a dose grid.
mkdir -p "$work/images"
python3 - "$work/images" <<'PY'
import shutil, sys
from pydicom.data import get_testdata_file
for name in ("MR-SIEMENS-DICOM-WithOverlays.dcm", "examples_ybr_color.dcm", "rtdose.dcm"):
    shutil.copy(get_testdata_file(name), sys.argv[1])
PY
# The same head CT with one file cut inside its header, after the element naming its series.
cp -r "$work/dicom/head" "$work/lost"
python3 - "$work/lost" <<'PY'
import os, sys
name = sorted(os.listdir(sys.argv[1]))[40]
path = os.path.join(sys.argv[1], name)
data = open(path, "rb").read()
open(path, "wb").write(data[:data.index(b"\x20\x00\x0e\x00") + 80])
PY
orthanc=$(mktemp -d /tmp/tomo-orthanc.XXXXXX)
trap 'scripts/orthanc.sh stop "$orthanc"; rm -rf "$work" "$orthanc"' EXIT
pacs=$(ORTHANC_DICOM_PEERS=TOMO scripts/orthanc.sh start "$orthanc")
find "$work/dicom" -type f -exec curl -sf -o /dev/null -H 'Content-Type: application/dicom' --data-binary @{} "${pacs%/dicom-web}/instances" \;
env -u DISPLAY -u WAYLAND_DISPLAY GDK_BACKEND=x11 GSK_RENDERER=cairo XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/xdg-cache" \
  scripts/with-display.sh .build/release/tomo-desktop-dev screenshots --output "$work/shots" --cache-dir "$work/cache" \
  --dicom "$work/dicom" --pacs "$pacs" --node "dicom://ORTHANC@127.0.0.1:$(cat "$orthanc/dicom-port")" \
  --lost-file-folder "$work/lost" --image "$work/images/MR-SIEMENS-DICOM-WithOverlays.dcm" \
  --image "$work/images/examples_ybr_color.dcm" --image "$work/images/rtdose.dcm" --prior "$work/prior" >&2
for shot in "$work"/shots/*.png; do
  name=$(basename "$shot")
  convert "$shot" -colors 128 "PNG8:docs/screenshots/$name"
  echo "docs/screenshots/$name: $(du -k "docs/screenshots/$name" | cut -f1) KiB"
done
