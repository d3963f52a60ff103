#!/usr/bin/env python3
"""Writes a CT series of SLICES slices of 512 x 512 into FOLDER, for the DICOM benchmarks.

The head CT of Debian's invesalius-examples (108 x 256 x 256, GPL: made at run time, never committed),
resampled to 512 x 512 in plane and to SLICES slices (linearly), one Explicit VR Little Endian file per
slice with pydicom, positions 0.5 mm apart. Instance numbers and file names are shuffled, as real exports
often are. Usage: make-ct-series.py FOLDER SLICES
"""
import io, os, plistlib, random, sys, tarfile
import numpy as np
import pydicom
from pydicom.dataset import FileDataset, FileMetaDataset
from pydicom.uid import ExplicitVRLittleEndian, CTImageStorage

if len(sys.argv) != 3 or sys.argv[1] in ("-h", "--help"):
    print(__doc__.strip())
    sys.exit(0 if len(sys.argv) == 2 else 2)
folder, count = sys.argv[1], int(sys.argv[2])
os.makedirs(folder, exist_ok=True)
with tarfile.open("/usr/share/doc/invesalius-examples/examples/Cranium.inv3") as archive:
    files = {m.name.rsplit("/", 1)[-1]: m for m in archive.getmembers()}
    plist = plistlib.load(archive.extractfile(files["main.plist"]))
    matrix = np.frombuffer(archive.extractfile(files["matrix.dat"]).read(), dtype="<i2")
shape = plist["matrix"]["shape"]
# InVesalius keeps rows bottom up; DICOM's first row is the top one (the face at the top of an axial slice).
volume = matrix.reshape(shape)[:, ::-1, :].astype(np.float32)
slices, rows, columns = volume.shape
series_uid = "1.2.826.0.1.3680043.10.1234.30.%d" % count
numbers = list(range(1, count + 1))
random.Random(21).shuffle(numbers)
for k in range(count):
    z = k * (slices - 1) / max(count - 1, 1)
    low = int(np.floor(z)); high = min(low + 1, slices - 1); t = z - low
    plane = volume[low] * (1 - t) + volume[high] * t
    plane = np.repeat(np.repeat(plane, 512 // rows, axis=0), 512 // columns, axis=1)[:512, :512]
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
    ds.StudyDate = "20240115"
    ds.StudyDescription = "Head"
    ds.StudyInstanceUID = "1.2.826.0.1.3680043.10.1234.31"
    ds.SeriesInstanceUID = series_uid
    ds.FrameOfReferenceUID = "1.2.826.0.1.3680043.10.1234.32"
    ds.SeriesDescription = "Head %d x 512 x 512" % count
    ds.InstanceNumber = numbers[k]
    ds.ImagePositionPatient = [-128, -128, round(k * 0.5, 2)]
    ds.ImageOrientationPatient = [1, 0, 0, 0, 1, 0]
    ds.PixelSpacing = [0.5, 0.5]
    ds.SliceThickness = 0.5
    ds.SamplesPerPixel = 1
    ds.PhotometricInterpretation = "MONOCHROME2"
    ds.Rows = ds.Columns = 512
    ds.BitsAllocated = ds.BitsStored = 16
    ds.HighBit = 15
    ds.PixelRepresentation = 0
    ds.RescaleIntercept = -1024
    ds.RescaleSlope = 1
    ds.WindowCenter = 40
    ds.WindowWidth = 400
    ds.PixelData = stored.tobytes()
    ds.save_as(os.path.join(folder, "IM%05d.dcm" % numbers[k]), enforce_file_format=True)
