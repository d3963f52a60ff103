#!/usr/bin/env python3
"""Writes a BINARY DICOM Segmentation of SEGMENTS segments over the CT series in CT_FOLDER to OUTPUT, as
TotalSegmentator's results come (one mask per segment and slice it covers, empty frames left out, no segment
overlapping another), for the segmentation benchmarks.

Each segment is an ellipsoid (seeded: the same file every run) of 8 to 60 voxels' radius in plane and 5 to 60
slices', the later ones cut away by the earlier; its colour a CIELab value. With SEGMENTS `tissues`, four segments
by the CT's own values instead (bone from 300 HU, soft tissue from -100 to 100 HU, fat from -150 to -30 HU, air
below -400 HU inside the head's outline), for a picture. Written with pydicom and numpy directly (highdicom takes
minutes for thousands of frames). Usage: make-seg.py CT_FOLDER OUTPUT [SEGMENTS | tissues]
"""
import glob, os, sys
import numpy as np
import pydicom
from pydicom.dataset import Dataset, FileDataset, FileMetaDataset
from pydicom.sequence import Sequence
from pydicom.uid import ExplicitVRLittleEndian

if len(sys.argv) not in (3, 4) or sys.argv[1] in ("-h", "--help"):
    print(__doc__.strip())
    sys.exit(0 if sys.argv[1:2] in (["-h"], ["--help"]) else 2)
folder, output = sys.argv[1], sys.argv[2]
tissues = len(sys.argv) == 4 and sys.argv[3] == "tissues"
count = 4 if tissues else int(sys.argv[3]) if len(sys.argv) == 4 else 100
headers = [pydicom.dcmread(p, stop_before_pixels=tissues is False) for p in glob.glob(os.path.join(folder, "*.dcm"))]
headers.sort(key=lambda h: float(h.ImagePositionPatient[2]))
first = headers[0]
slices, rows, columns = len(headers), int(first.Rows), int(first.Columns)
labels = np.zeros((slices, rows, columns), dtype=np.uint8)
random = np.random.default_rng(60)
z, y, x = np.ogrid[0:slices, 0:rows, 0:columns]
names = ["Organ %d" % n for n in range(1, count + 1)]
for number in range(1, count + 1 if not tissues else 1):
    centre = (random.uniform(0.15, 0.85) * slices, random.uniform(0.25, 0.75) * rows, random.uniform(0.25, 0.75) * columns)
    radii = (random.uniform(5, 60), random.uniform(8, 60), random.uniform(8, 60))
    low = max(0, int(centre[0] - radii[0])), min(slices, int(centre[0] + radii[0]) + 1)
    part = ((z[low[0]:low[1]] - centre[0]) / radii[0]) ** 2 + ((y - centre[1]) / radii[1]) ** 2 + ((x - centre[2]) / radii[2]) ** 2 <= 1
    block = labels[low[0]:low[1]]
    block[part & (block == 0)] = number

if tissues:
    names = ["Bone", "Soft tissue", "Fat", "Air"]
    hu = np.stack([h.pixel_array.astype(np.float32) * float(h.RescaleSlope) + float(h.RescaleIntercept) for h in headers])
    body = hu > -400
    # The head's outline, slice by slice: between the first and last voxel of the body on each row.
    inside = np.maximum.accumulate(body, axis=2) & np.maximum.accumulate(body[:, :, ::-1], axis=2)[:, :, ::-1]
    labels[hu >= 300] = 1
    labels[(hu >= -100) & (hu < 100)] = 2
    labels[(hu >= -150) & (hu < -30) & (labels == 0)] = 3
    labels[(hu < -400) & inside] = 4

meta = FileMetaDataset()
meta.MediaStorageSOPClassUID = "1.2.840.10008.5.1.4.1.1.66.4"
meta.MediaStorageSOPInstanceUID = "1.2.826.0.1.3680043.10.1234.60.1"
meta.TransferSyntaxUID = ExplicitVRLittleEndian
ds = FileDataset(None, {}, file_meta=meta, preamble=b"\0" * 128)
ds.SOPClassUID, ds.SOPInstanceUID = meta.MediaStorageSOPClassUID, meta.MediaStorageSOPInstanceUID
for keyword in ("PatientName", "PatientID", "StudyInstanceUID", "StudyDate", "StudyDescription", "FrameOfReferenceUID"):
    setattr(ds, keyword, getattr(first, keyword))
ds.Modality, ds.SeriesInstanceUID, ds.SeriesNumber, ds.InstanceNumber = "SEG", "1.2.826.0.1.3680043.10.1234.60", 60, 1
ds.SeriesDescription, ds.ContentLabel = ("Tissues by value", "TISSUES") if tissues else ("Bench organs", "ORGANS")
ds.SegmentationType, ds.ContentCreatorName = "BINARY", "Tomo^Bench"
referenced = Dataset()
referenced.SeriesInstanceUID = first.SeriesInstanceUID
ds.ReferencedSeriesSequence = Sequence([referenced])

def code(value, meaning):
    item = Dataset()
    item.CodeValue, item.CodingSchemeDesignator, item.CodeMeaning = value, "SCT", meaning
    return Sequence([item])

segments = []
for number in range(1, count + 1):
    item = Dataset()
    item.SegmentNumber, item.SegmentLabel, item.SegmentAlgorithmType = number, names[number - 1], "AUTOMATIC"
    item.SegmentAlgorithmName = "Bench"
    item.SegmentedPropertyCategoryCodeSequence = code("123037004", "Anatomical Structure") if not tissues else code("85756007", "Tissue")
    item.SegmentedPropertyTypeCodeSequence = code("91772007", "Organ") if not tissues else code(
        ["3138006", "87784001", "248153007", "420236008"][number - 1], names[number - 1])
    item.RecommendedDisplayCIELabValue = [int(random.uniform(20000, 50000)), int(random.uniform(0, 65535)), int(random.uniform(0, 65535))]
    if tissues:
        # Bone ivory, soft tissue red, fat yellow, air blue (CIELab scaled to 0…65535, as DICOM keeps it).
        item.RecommendedDisplayCIELabValue = [[58000, 33500, 40000], [30000, 50000, 42000], [52000, 32000, 52000], [28000, 38000, 15000]][number - 1]
    segments.append(item)
ds.SegmentSequence = Sequence(segments)

shared = Dataset()
measures = Dataset()
measures.PixelSpacing, measures.SliceThickness = first.PixelSpacing, first.SliceThickness
measures.SpacingBetweenSlices = float(headers[1].ImagePositionPatient[2]) - float(first.ImagePositionPatient[2])
shared.PixelMeasuresSequence = Sequence([measures])
orientation = Dataset()
orientation.ImageOrientationPatient = first.ImageOrientationPatient
shared.PlaneOrientationSequence = Sequence([orientation])
ds.SharedFunctionalGroupsSequence = Sequence([shared])
frames, groups = [], []
for number in range(1, count + 1):
    for k in range(slices):
        mask = labels[k] == number
        if not mask.any():
            continue
        frames.append(mask)
        group = Dataset()
        position = Dataset()
        position.ImagePositionPatient = headers[k].ImagePositionPatient
        group.PlanePositionSequence = Sequence([position])
        segment = Dataset()
        segment.ReferencedSegmentNumber = number
        group.SegmentIdentificationSequence = Sequence([segment])
        content = Dataset()
        content.DimensionIndexValues = [number, k + 1]
        group.FrameContentSequence = Sequence([content])
        groups.append(group)
ds.PerFrameFunctionalGroupsSequence = Sequence(groups)
ds.NumberOfFrames, ds.Rows, ds.Columns = len(frames), rows, columns
ds.SamplesPerPixel, ds.PhotometricInterpretation = 1, "MONOCHROME2"
ds.BitsAllocated = ds.BitsStored = 1
ds.HighBit, ds.PixelRepresentation = 0, 0
ds.PixelData = np.packbits(np.stack(frames).ravel(), bitorder="little").tobytes()
ds.save_as(output, enforce_file_format=True)
print("%s: %d segments, %d frames, %d labelled voxels" % (output, count, len(frames), int((labels > 0).sum())))
