#!/usr/bin/env bash
# Fuzzes Tomo's DICOM parsers (files, DICOM JSON, multipart answers, measurement reports and key object selections, segmentations and structure sets placed on a grid), de-identification, its annotation document
# and each pixel decoder with libFuzzer (not part of CI).
# Usage: scripts/fuzz.sh [SECONDS-PER-TARGET] [TARGET...]
#   targets: file json multipart annotations report archive dicomdir pdu command location hanging seg anonymize png rle jpeg-lossless jpeg-ls jpeg-2000
#   jpeg-baseline jpeg-extended (default: all; archive and dicomdir import the input into a study library as a ZIP archive or a
#   DICOMDIR; pdu reads it as a DICOM peer's PDUs, command as a DIMSE command set)
# Builds the Fuzz package with -sanitize=fuzzer,address, seeds each target from real files (pydicom's and
# pydicom-data's DICOM files, pydicom's JSON of them, a frames answer; their compressed frames for the
# decoders), then runs each target for SECONDS (default 300). Corpora and any crash inputs stay in
# .build-fuzz/ (crash-* files; rerun one with `TOMO_FUZZ_TARGET=TARGET Fuzz/.build/release/FuzzDICOM FILE`).
# Exits non-zero if a target crashed or stalled.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi
seconds=${1:-300}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(file json multipart annotations report archive dicomdir pdu command location hanging seg anonymize png rle jpeg-lossless jpeg-ls jpeg-2000 jpeg-baseline jpeg-extended)
scripts/install-dependencies.sh test

work=.build-fuzz
mkdir -p "$work"
echo "== building the fuzz targets" >&2
# SwiftPM keeps a plan of the path dependency's sources that misses files added since: drop it.
rm -f Fuzz/.build/release.yaml Fuzz/.build/*/release/description.json
# The product alone: building the whole package would build every dependency of Tomo's (TLS included).
# lld links: gold fails on libFuzzer's objects.
(cd Fuzz && swift build -c release --product FuzzDICOM -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)

echo "== seeding" >&2
python3 - "$work" <<'PYTHON'
import os, sys, glob, json, pydicom, data_store
from pydicom.encaps import generate_frames
work = sys.argv[1]
folders = [os.path.join(os.path.dirname(pydicom.__file__), "data", "test_files"),
           os.path.join(os.path.dirname(data_store.__file__), "data")]
targets = {"1.2.840.10008.1.2.5": "rle", "1.2.840.10008.1.2.4.57": "jpeg-lossless",
           "1.2.840.10008.1.2.4.70": "jpeg-lossless", "1.2.840.10008.1.2.4.80": "jpeg-ls",
           "1.2.840.10008.1.2.4.81": "jpeg-ls", "1.2.840.10008.1.2.4.90": "jpeg-2000",
           "1.2.840.10008.1.2.4.91": "jpeg-2000", "1.2.840.10008.1.2.4.50": "jpeg-baseline",
           "1.2.840.10008.1.2.4.51": "jpeg-extended"}
for target in ["file", "json", "multipart", "annotations", "report", "archive", "dicomdir", "pdu", "command", "location", "hanging", "seg", "anonymize", "png"] + sorted(set(targets.values())):
    os.makedirs(os.path.join(work, "corpus", target), exist_ok=True)
# PNGs of every kind the fast path takes (gray 8 and 16-bit, RGB, RGBA), each filter, one IDAT or three, and an
# interlaced one for libspng.
import zlib, random
def png(width, height, color, depth, filters, chunks=1, interlace=0):
    channels = {0: 1, 2: 3, 6: 4}[color]
    row_bytes = width * channels * depth // 8
    rng = random.Random(width * 31 + color * 7 + depth)
    raw = b"".join(bytes([filters[y % len(filters)]]) + bytes(rng.randrange(256) for _ in range(row_bytes)) for y in range(height))
    def chunk(kind, data):
        return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")
    data = zlib.compress(raw)
    parts = [data[i * len(data) // chunks:(i + 1) * len(data) // chunks] for i in range(chunks)]
    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([depth, color, 0, 0, interlace])
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + b"".join(chunk(b"IDAT", p) for p in parts) + chunk(b"IEND", b"")
for color, depth in [(0, 8), (0, 16), (2, 8), (6, 8)]:
    for filters in ([0], [1], [2], [3], [4], [4, 3, 2, 1, 0]):
        name = f"c{color}-d{depth}-f{''.join(map(str, filters))}.png"
        with open(os.path.join(work, "corpus", "png", name), "wb") as seed:
            seed.write(png(13, 7, color, depth, filters, chunks=3 if len(filters) > 1 else 1))
with open(os.path.join(work, "corpus", "png", "interlaced.png"), "wb") as seed:
    seed.write(png(8, 8, 0, 8, [0], interlace=1))
# What a peer sends: an A-ASSOCIATE-AC, then a C-ECHO-RSP and a C-FIND-RSP with its identifier, as PDUs; the
# commands alone for the command target.
def pdu(kind, body):
    return bytes([kind, 0]) + len(body).to_bytes(4, "big") + body
def item(kind, body):
    return bytes([kind, 0]) + len(body).to_bytes(2, "big") + body
def element(number, value):
    return (0).to_bytes(2, "little") + number.to_bytes(2, "little") + len(value).to_bytes(4, "little") + value
def command(*elements):
    rest = b"".join(element(n, v) for n, v in elements)
    return element(0, len(rest).to_bytes(4, "little")) + rest
def pdv(context, control, data):
    return (len(data) + 2).to_bytes(4, "big") + bytes([context, control]) + data
echo = command((0x0002, b"1.2.840.10008.1.1\0"), (0x0100, (0x8030).to_bytes(2, "little")), (0x0120, (1).to_bytes(2, "little")),
               (0x0800, (0x0101).to_bytes(2, "little")), (0x0900, (0).to_bytes(2, "little")))
find = command((0x0002, b"1.2.840.10008.5.1.4.1.2.2.1\0"), (0x0100, (0x8020).to_bytes(2, "little")),
               (0x0120, (2).to_bytes(2, "little")), (0x0800, (0).to_bytes(2, "little")), (0x0900, (0xFF00).to_bytes(2, "little")))
identifier = b"\x08\x00\x52\x00CS\x06\x00STUDY " + b"\x10\x00\x10\x00PN\x0c\x00Cranium^Test"
accept = (b"\0\x01\0\0" + b"ORTHANC".ljust(16) + b"TOMO".ljust(16) + bytes(32) + item(0x10, b"1.2.840.10008.3.1.1.1")
          + item(0x21, bytes([1, 0, 0, 0]) + item(0x40, b"1.2.840.10008.1.2.1"))
          + item(0x50, item(0x51, (16384).to_bytes(4, "big")) + item(0x52, b"1.2.3")))
with open(os.path.join(work, "corpus", "pdu", "association"), "wb") as seed:
    seed.write(pdu(2, accept) + pdu(4, pdv(1, 3, echo)) + pdu(4, pdv(1, 3, find) + pdv(1, 2, identifier)) + pdu(6, bytes(4)))
for name, data in (("echo", echo), ("find", find)):
    with open(os.path.join(work, "corpus", "command", name), "wb") as seed:
        seed.write(data)
frame = b"--frames\r\nContent-Type: application/octet-stream; transfer-syntax=1.2.840.10008.1.2.1\r\n\r\n"
for number, text in enumerate(["/scans/head", "export.zip", "file:///scans/head", "http://pacs:8042/dicom-web",
                               "https://pacs/wado?x=1", "dicom://ORTHANC@127.0.0.1:4242?calling=TOMO&move=11113",
                               "dicom:PACS@pacs:104", "library:", "library:/srv/studies", "ftp://pacs", "http://[::1]:80/x"]):
    with open(os.path.join(work, "corpus", "location", str(number)), "w") as seed:
        seed.write(text)
with open(os.path.join(work, "corpus", "hanging", "follow-up.json"), "w") as seed:
    seed.write('{"version": 1, "protocols": [{"name": "F", "rules": [{"attribute": "modality", "equals": "CT", "required": true}],'
               ' "panes": [{"study": "current", "layout": "three-planes", "series": [{"attribute": "sliceThickness", "range": [null, 1.5]}]},'
               ' {"study": "prior", "series": [{"attribute": "seriesDescription", "matches": ["*ax*", "?x"], "weight": 2.5}]}],'
               ' "sync": ["position", "window", "zoom"]}]}')
with open(os.path.join(work, "corpus", "multipart", "frames"), "wb") as seed:
    seed.write(frame + bytes(range(64)) + b"\r\n--frames\r\nContent-Type: image/jls\r\n\r\nxyz\r\n--frames--\r\n")
with open(os.path.join(work, "corpus", "annotations", "document.json"), "w") as seed:
    seed.write('{"seriesInstanceUID": "1.2.3", "annotations": [\n'
               '  {"kind": "length", "plane": "axial", "slice": 4, "points": [[1, 2], [3.5, 4]], "colour": "red"},\n'
               '  {"kind": "ellipse", "plane": "coronal", "slice": 2, "center": [5, 6], "radii": [2, 1], '
               '"measurements": [{"name": "Mean", "value": 41.5, "unit": "[hnsf\'U]"}]},\n'
               '  {"kind": "polygon", "plane": "oblique", "view": "sagittal", "obliquePlane": {"center": [0, 1, 2], '
               '"orientation": [0, 1, 0, 0, 0, -1], "size": [9, 9], "spacing": 0.5}, "points": [[0, 0], [4, 0], [2, 3]]},\n'
               '  {"kind": "arrow", "plane": "axial", "slice": 0, "points": [[0, 0], [1, 1]], "label": "\\u00e9"}\n'
               '], "reviewer": null}\n')
with open(os.path.join(work, "corpus", "annotations", "positions.json"), "w") as seed:
    seed.write('{"seriesInstanceUID": "1.2.3", "frameOfReferenceUID": "1.2.4", "annotations": [\n'
               '  {"kind": "ellipse", "plane": "axial", "slice": 2, "points": [[5, 6], [7, 6], [5, 7]], '
               '"positions": [[5, 6, 4], [7, 6, 4], [5, 7, 4]]}\n'
               ']}\n')
import zipfile
for path in glob.glob(os.path.join(folders[0], "dicomdirtests", "DICOMDIR*")):
    with open(path, "rb") as source, open(os.path.join(work, "corpus", "dicomdir", os.path.basename(path)), "wb") as seed:
        seed.write(source.read())
with zipfile.ZipFile(os.path.join(work, "corpus", "archive", "export.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
    for name in ("CT_small.dcm", "MR_small.dcm"):
        archive.write(os.path.join(folders[0], name), "DICOM/" + name)
    archive.writestr("README.TXT", "An export\n")
for path in sorted(p for folder in folders for p in glob.glob(os.path.join(folder, "*.dcm"))):
    name = os.path.basename(path)
    if os.path.getsize(path) <= 1 << 20:
        with open(path, "rb") as source:
            data = source.read()
        for target in ("file", "anonymize"):
            with open(os.path.join(work, "corpus", target, name), "wb") as seed:
                seed.write(data)
        try:
            text = json.dumps([pydicom.dcmread(path, force=True).to_json_dict(256, lambda element: "bulk")])
            if len(text) <= 1 << 20:
                with open(os.path.join(work, "corpus", "json", name + ".json"), "w") as seed:
                    seed.write(text)
        except Exception:
            pass
    try:
        ds = pydicom.dcmread(path)
        if str(ds.SOPClassUID).startswith("1.2.840.10008.5.1.4.1.1.88."):
            with open(path, "rb") as source, open(os.path.join(work, "corpus", "report", name), "wb") as seed:
                seed.write(source.read())
        if str(ds.SOPClassUID) in ("1.2.840.10008.5.1.4.1.1.66.4", "1.2.840.10008.5.1.4.1.1.66.7", "1.2.840.10008.5.1.4.1.1.481.3") and os.path.getsize(path) <= 1 << 20:
            with open(path, "rb") as source, open(os.path.join(work, "corpus", "seg", name), "wb") as seed:
                seed.write(source.read())
        target = targets.get(str(ds.file_meta.TransferSyntaxUID))
        if not target or ds.Rows > 1024 or ds.Columns > 1024:
            continue
        frame = next(generate_frames(ds.PixelData, number_of_frames=int(ds.get("NumberOfFrames", 1) or 1)))
        flags = (1 if ds.BitsAllocated == 16 else 0) | (2 if ds.PixelRepresentation == 1 else 0)
        flags |= 4 if int(ds.get("SamplesPerPixel", 1) or 1) == 3 else 0
        flags |= ((ds.BitsAllocated - ds.BitsStored) % 4) << 4
        header = ((ds.Rows - 1) % 1024).to_bytes(2, "little") + ((ds.Columns - 1) % 1024).to_bytes(2, "little") + bytes([flags])
        with open(os.path.join(work, "corpus", target, name), "wb") as seed:
            seed.write(header + frame)
    except Exception:
        pass
# A measurement report as highdicom writes it, of pydicom's CT_small.
import numpy, highdicom as hd
from pydicom.sr.codedict import codes
ct = pydicom.dcmread(os.path.join(folders[0], "CT_small.dcm"))
region = hd.sr.ImageRegion(graphic_type=hd.sr.GraphicTypeValues.POLYLINE, graphic_data=numpy.array([[1.5, 2.5], [30.5, 20.5]]),
                           source_image=hd.sr.SourceImageForRegion.from_source_image(ct))
group = hd.sr.PlanarROIMeasurementsAndQualitativeEvaluations(
    tracking_identifier=hd.sr.TrackingIdentifier(uid=hd.UID(), identifier="Length 1"), referenced_region=region,
    measurements=[hd.sr.Measurement(name=codes.SCT.Length, value=12.5, unit=codes.UCUM.Millimeter)])
report = hd.sr.MeasurementReport(observation_context=hd.sr.ObservationContext(),
                                 procedure_reported=codes.LN.CTUnspecifiedBodyRegion, imaging_measurements=[group])
hd.sr.Comprehensive3DSR(evidence=[ct], content=report[0], series_number=99, series_instance_uid=hd.UID(), sop_instance_uid=hd.UID(),
                        instance_number=1, manufacturer="seed").save_as(os.path.join(work, "corpus", "report", "highdicom.dcm"))
# A key object selection as highdicom writes it, of CT_small (the report target reads both).
for key in ("PatientBirthDate", "PatientSex", "StudyID", "ReferringPhysicianName", "AccessionNumber", "StudyTime"):
    if key not in ct: setattr(ct, key, "")
selection = hd.ko.KeyObjectSelection(document_title=codes.DCM.OfInterest, referenced_objects=[ct], description="seed")
hd.ko.KeyObjectSelectionDocument(evidence=[ct], content=selection, series_instance_uid=hd.UID(), series_number=98, sop_instance_uid=hd.UID(),
                                 instance_number=1, manufacturer="seed").save_as(os.path.join(work, "corpus", "report", "highdicom-kos.dcm"))
# Segmentations as highdicom writes them, of CT_small: BINARY of two overlapping segments, FRACTIONAL, LABELMAP.
mask = ct.pixel_array[None, :, :, None] > numpy.array([900, 1100])
segments = [hd.seg.SegmentDescription(segment_number=n, segment_label=f"S{n}", segmented_property_category=codes.SCT.Tissue,
                                      segmented_property_type=codes.SCT.Bone, algorithm_type=hd.seg.SegmentAlgorithmTypeValues.MANUAL)
            for n in (1, 2)]
common = dict(source_images=[ct], series_instance_uid=hd.UID(), series_number=90, sop_instance_uid=hd.UID(), instance_number=1,
              manufacturer="seed", manufacturer_model_name="seed", software_versions="1", device_serial_number="1")
hd.seg.Segmentation(pixel_array=mask.astype(numpy.uint8), segmentation_type=hd.seg.SegmentationTypeValues.BINARY,
                    segment_descriptions=segments, **common).save_as(os.path.join(work, "corpus", "seg", "binary.dcm"))
hd.seg.Segmentation(pixel_array=mask[..., 0].astype(numpy.float32) * 0.5, segmentation_type=hd.seg.SegmentationTypeValues.FRACTIONAL,
                    fractional_type=hd.seg.SegmentationFractionalTypeValues.PROBABILITY, segment_descriptions=segments[:1],
                    **common).save_as(os.path.join(work, "corpus", "seg", "fractional.dcm"))
hd.seg.Segmentation(pixel_array=(mask[..., 0].astype(numpy.uint8) + mask[..., 1]), segmentation_type=hd.seg.SegmentationTypeValues.LABELMAP,
                    segment_descriptions=segments, **common).save_as(os.path.join(work, "corpus", "seg", "labelmap.dcm"))
PYTHON

status=0
for target in "${targets[@]}"; do
  echo "== $target for ${seconds}s" >&2
  mkdir -p "$work/crashes/$target"
  if ! TOMO_FUZZ_TARGET="$target" Fuzz/.build/release/FuzzDICOM -max_total_time="$seconds" -rss_limit_mb=4096 -max_len=1048576 -timeout=20 \
      -artifact_prefix="$work/crashes/$target/" -print_final_stats=1 "$work/corpus/$target" 2>"$work/$target.log"; then
    if compgen -G "$work/crashes/$target/crash-*" >/dev/null || compgen -G "$work/crashes/$target/leak-*" >/dev/null \
        || compgen -G "$work/crashes/$target/oom-*" >/dev/null; then
      echo "$target crashed: see $work/$target.log and $work/crashes/$target/" >&2
    else
      echo "$target stopped at an input that took over 20 s (no crash): see $work/crashes/$target/timeout-*" >&2
    fi
    status=1
  fi
  grep -E "^stat::number_of_executed_units|^Done" "$work/$target.log" >&2 || true
done
exit $status
