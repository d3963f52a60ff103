"""VTK's CPU ray caster (vtkFixedPointVolumeRayCastMapper) on a DICOM series, as `tomo render --3d --turntable 8`
renders it: a 512 x 512 image in parallel projection, the volume fitted, CT-Bone (3D Slicer's points and shading) or a
MIP, sampling every half of the smallest voxel spacing, turning the azimuth by 45 degrees a frame. Prints the first
frame's time (VTK's own set-up in it) and the median of the other seven, rendering alone.
Usage: python3 vtk-render.py FOLDER (bone|mip) THREADS   (needs a display: run it under Xvfb; VTK_RENDER_PNG=FILE
writes the last frame)"""
import os
import statistics
import sys
import time

import numpy as np
import pydicom
import vtk
from vtk.util import numpy_support

folder, look, threads = sys.argv[1], sys.argv[2], int(sys.argv[3])
slices = [pydicom.dcmread(os.path.join(folder, name)) for name in os.listdir(folder)]
slices.sort(key=lambda s: float(s.ImagePositionPatient[2]))
voxels = np.stack([s.pixel_array.astype(np.int16) * int(s.RescaleSlope) + int(s.RescaleIntercept) for s in slices])
rows, columns = voxels.shape[1:]
spacing = [float(slices[0].PixelSpacing[1]), float(slices[0].PixelSpacing[0]),
           abs(float(slices[1].ImagePositionPatient[2]) - float(slices[0].ImagePositionPatient[2]))]

image = vtk.vtkImageData()
image.SetDimensions(columns, rows, len(slices))
image.SetSpacing(*spacing)
image.GetPointData().SetScalars(numpy_support.numpy_to_vtk(voxels.ravel(), deep=True, array_type=vtk.VTK_SHORT))

colour, opacity = vtk.vtkColorTransferFunction(), vtk.vtkPiecewiseFunction()
prop = vtk.vtkVolumeProperty()
prop.SetInterpolationTypeToLinear()
mapper = vtk.vtkFixedPointVolumeRayCastMapper()
mapper.SetInputData(image)
mapper.SetNumberOfThreads(threads)
mapper.SetAutoAdjustSampleDistances(0)
mapper.SetSampleDistance(min(spacing) / 2)
mapper.SetImageSampleDistance(1)
if look == "bone":
    for value, r, g, b in [(-3024, 0, 0, 0), (-16.4458, 0.729412, 0.254902, 0.301961), (641.385, 0.905882, 0.815686, 0.552941), (3071, 1, 1, 1)]:
        colour.AddRGBPoint(value, r, g, b)
    for value, alpha in [(-3024, 0), (-16.4458, 0), (641.385, 0.715686), (3071, 0.705882)]:
        opacity.AddPoint(value, alpha)
    prop.ShadeOn()
    prop.SetAmbient(0.1)
    prop.SetDiffuse(0.9)
    prop.SetSpecular(0.2)
    prop.SetSpecularPower(10)
    mapper.SetBlendModeToComposite()
else:
    colour.AddRGBPoint(-160, 0, 0, 0)
    colour.AddRGBPoint(240, 1, 1, 1)
    opacity.AddPoint(-1024, 1)
    opacity.AddPoint(3071, 1)
    mapper.SetBlendModeToMaximumIntensity()
prop.SetColor(colour)
prop.SetScalarOpacity(opacity)
volume = vtk.vtkVolume()
volume.SetMapper(mapper)
volume.SetProperty(prop)

renderer = vtk.vtkRenderer()
renderer.AddVolume(volume)
window = vtk.vtkRenderWindow()
window.SetOffScreenRendering(1)
window.SetSize(512, 512)
window.AddRenderer(renderer)
camera = renderer.GetActiveCamera()
camera.ParallelProjectionOn()
centre = [(n - 1) * s / 2 for n, s in zip((columns, rows, len(slices)), spacing)]
camera.SetFocalPoint(*centre)
camera.SetPosition(centre[0], centre[1] - 1000, centre[2])
camera.SetViewUp(0, 0, 1)
renderer.ResetCamera()
camera.ParallelProjectionOn()
half_box = [n * sp / 2 for n, sp in zip((columns, rows, len(slices)), spacing)]


def fit_box():
    """Fits the volume's box (the outer faces of its outermost voxels) in the square image, as Tomo does."""
    forward, up = np.array(camera.GetDirectionOfProjection()), np.array(camera.GetViewUp())
    right = np.cross(forward, up)
    corners = [np.array([sx * half_box[0], sy * half_box[1], sz * half_box[2]]) for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
    extent = max(max(2 * abs(c @ right) for c in corners), max(2 * abs(c @ up) for c in corners))
    camera.SetParallelScale(extent / 2)


times = []
for frame in range(8):
    camera.Azimuth(45 if frame else 0)
    fit_box()
    started = time.perf_counter()
    window.Render()
    times.append((time.perf_counter() - started) * 1000)
if os.environ.get("VTK_RENDER_PNG"):
    grab = vtk.vtkWindowToImageFilter()
    grab.SetInput(window)
    writer = vtk.vtkPNGWriter()
    writer.SetFileName(os.environ["VTK_RENDER_PNG"])
    writer.SetInputConnection(grab.GetOutputPort())
    writer.Write()
print(f"rendered in {times[0]:.0f} ms (the first, VTK's set-up in it), then {statistics.median(times[1:]):.0f} ms a frame (median)")
