#!/usr/bin/env python3
"""Writes a CT series of SLICES slices of 512 x 512 into FOLDER, for the DICOM benchmarks.

The head CT of Debian's invesalius-examples (108 x 256 x 256, GPL: made at run time, never committed),
resampled to 512 x 512 in plane and to SLICES slices (linearly), one Explicit VR Little Endian file per
slice with pydicom, positions 0.5 mm apart, patient TOMO-BENCH. Instance numbers and file names are
shuffled, as real exports often are.

With --prior PRIOR_FOLDER, the same patient's prior is written there too, as another visit's scan would be:
study of 2023-01-15 ("Head prior"), its own frame of reference, in which the anatomy at P in FOLDER's series
lies at P + (12.4, 3.1, 41.0) mm; slices twice as thick (each the mean of two), starting three of them further
along; 24 columns fewer on the patient's right (the field of view moved); Gaussian noise of 20 HU (seeded).
Usage: make-ct-series.py FOLDER SLICES [--prior PRIOR_FOLDER]
"""
import io, os, plistlib, random, sys, tarfile
import numpy as np
import pydicom
from pydicom.dataset import FileDataset, FileMetaDataset
from pydicom.uid import ExplicitVRLittleEndian, CTImageStorage

arguments = sys.argv[1:]
if len(arguments) not in (2, 4) or arguments[0] in ("-h", "--help") or (len(arguments) == 4 and arguments[2] != "--prior"):
    print(__doc__.strip())
    sys.exit(0 if arguments[:1] in (["-h"], ["--help"]) else 2)
folder, count = arguments[0], int(arguments[1])
prior_folder = arguments[3] if len(arguments) == 4 else None
with tarfile.open("/usr/share/doc/invesalius-examples/examples/Cranium.inv3") as archive:
    files = {m.name.rsplit("/", 1)[-1]: m for m in archive.getmembers()}
    plist = plistlib.load(archive.extractfile(files["main.plist"]))
    matrix = np.frombuffer(archive.extractfile(files["matrix.dat"]).read(), dtype="<i2")
shape = plist["matrix"]["shape"]
# InVesalius keeps rows bottom up; DICOM's first row is the top one (the face at the top of an axial slice).
volume = matrix.reshape(shape)[:, ::-1, :].astype(np.float32)
slices, rows, columns = volume.shape
def resampled(k):
    """Slice k of COUNT, in HU: the head's slices interpolated along z, each pixel repeated to 512 x 512."""
    z = k * (slices - 1) / max(count - 1, 1)
    low = int(np.floor(z)); high = min(low + 1, slices - 1); t = z - low
    plane = volume[low] * (1 - t) + volume[high] * t
    return np.repeat(np.repeat(plane, 512 // rows, axis=0), 512 // columns, axis=1)[:512, :512]


def write(folder, study, series_uid, frame, date, description, planes, spacing):
    """Writes `planes` (HU, each with its first pixel's position) as one file a slice, names shuffled."""
    os.makedirs(folder, exist_ok=True)
    numbers = list(range(1, len(planes) + 1))
    random.Random(21).shuffle(numbers)
    for k, (plane, position) in enumerate(planes):
        stored = np.clip(np.rint(plane) + 1024, 0, 65535).astype("<u2")
        meta = FileMetaDataset()
        meta.MediaStorageSOPClassUID = CTImageStorage
        meta.MediaStorageSOPInstanceUID = "%s.%d" % (series_uid, numbers[k])
        meta.TransferSyntaxUID = ExplicitVRLittleEndian
        ds = FileDataset(None, {}, file_meta=meta, preamble=b"\0" * 128)
        ds.SOPClassUID = CTImageStorage
        ds.SOPInstanceUID = meta.MediaStorageSOPInstanceUID
        ds.Modality = "CT"
        ds.PatientName = "Cranium^Bench"
        ds.PatientID = "TOMO-BENCH"
        ds.StudyDate = date
        ds.StudyDescription = description
        ds.StudyInstanceUID = study
        ds.SeriesInstanceUID = series_uid
        ds.FrameOfReferenceUID = frame
        ds.SeriesDescription = "%s %d x %d x %d" % (description, len(planes), plane.shape[0], plane.shape[1])
        ds.InstanceNumber = numbers[k]
        ds.ImagePositionPatient = [round(value, 2) for value in position]
        ds.ImageOrientationPatient = [1, 0, 0, 0, 1, 0]
        ds.PixelSpacing = [0.5, 0.5]
        ds.SliceThickness = spacing
        ds.SamplesPerPixel = 1
        ds.PhotometricInterpretation = "MONOCHROME2"
        ds.Rows, ds.Columns = plane.shape
        ds.BitsAllocated = ds.BitsStored = 16
        ds.HighBit = 15
        ds.PixelRepresentation = 0
        ds.RescaleIntercept = -1024
        ds.RescaleSlope = 1
        ds.WindowCenter = 40
        ds.WindowWidth = 400
        ds.PixelData = stored.tobytes()
        ds.save_as(os.path.join(folder, "IM%05d.dcm" % numbers[k]), enforce_file_format=True)


write(folder, "1.2.826.0.1.3680043.10.1234.31", "1.2.826.0.1.3680043.10.1234.30.%d" % count, "1.2.826.0.1.3680043.10.1234.32",
      "20240115", "Head", [(resampled(k), (-128, -128, k * 0.5)) for k in range(count)], 0.5)
if prior_folder:
    shift, noise = (12.4, 3.1, 41.0), np.random.default_rng(7)
    planes = []
    for k in range(3, count // 2):
        plane = (resampled(2 * k) + resampled(2 * k + 1)) / 2
        plane = plane[:, 24:] + noise.normal(0, 20, (512, 488))
        planes.append((plane, (-128 + 24 * 0.5 + shift[0], -128 + shift[1], 2 * k * 0.5 + 0.25 + shift[2])))
    write(prior_folder, "1.2.826.0.1.3680043.10.1234.33", "1.2.826.0.1.3680043.10.1234.34.%d" % count,
          "1.2.826.0.1.3680043.10.1234.35", "20230115", "Head prior", planes, 1.0)
