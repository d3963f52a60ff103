import TomoCore
import TomoDICOM
import TomoVolume

extension DICOMSeries {
    /// Every file's slices filled into `volume`, one file at a time on the blocking-work threads, as a DICOM
    /// series' own filling reads them (`fill(_:slices:from:)`); the files that failed, by path.
    func fillEveryFile(into volume: CTVolume) async -> [DICOMFileError] {
        let instances = instances
        let slicesByFile = Dictionary(grouping: instances.indices, by: { instances[$0].location })
        return (try? await BlockingWork.run {
            slicesByFile.keys.sorted { $0.description < $1.description }.compactMap { path -> DICOMFileError? in
                do throws(DICOMFileError) {
                    try fill(volume, slices: slicesByFile[path]!, from: path)
                    return nil
                } catch {
                    return error
                }
            }
        }) ?? []
    }
}
