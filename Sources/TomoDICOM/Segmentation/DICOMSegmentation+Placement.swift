import TomoCore
import TomoVolume

extension DICOMSegmentation {
    /// The voxels of a volume on `geometry` that segment `number` covers, as indices (`(slice × rows + row) ×
    /// columns + column`), ascending, placed as `SegmentationRaster` places them (nearest neighbour, whatever
    /// the two grids). Frames are decoded from `file` as they are needed; one that cannot be covers nothing.
    /// - Throws: `DICOMError` where the pixels cannot be described.
    public func voxels(of number: Int, on geometry: VolumeGeometry, in file: DICOMFile) throws(DICOMError) -> [Int] {
        try SegmentationRaster(self, in: file, on: geometry, segments: [number]).voxels(of: number)
    }
}
