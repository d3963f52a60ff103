import Foundation
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoSeries
import TomoVolume

/// A series of a DICOM node opened before any of its pixels: assembled from its instances' attributes (an
/// image-level C-FIND), each instance then retrieved when a slice of it is first needed (C-GET, in the order
/// needed: the slice shown first, then as the preloader asks) into `folder`, where a later opening finds it,
/// and read as files are (`DICOMOpenedSeries`). Slices whose instances did not come fail alone; asking again
/// retrieves just those. Once every instance is in `folder`, `keep` is told, once.
final class DIMSEOpenedSeries: DICOMBackedSeries {
    private let files: DICOMOpenedSeries
    private let retriever: DIMSEInstanceRetriever
    private let keep: (@Sendable (URL) async -> Void)?
    /// How many files the series' instances are in.
    private let fileCount: Int
    /// The instances found in their files so far (by place), and whether `keep` has been told.
    private let arrived = Locked<(places: Set<InstanceLocation>, told: Bool)>(([], false))
    /// Each instance's overlay planes, read from its file once it has come (the C-FIND attributes the series
    /// was placed from have none), by its place.
    private let overlayPlanes = Locked<[InstanceLocation: [OverlayPlane]]>([:])

    private init(_ series: DICOMSeries, retriever: DIMSEInstanceRetriever, keep: (@Sendable (URL) async -> Void)?) {
        files = DICOMOpenedSeries(series)
        self.retriever = retriever
        self.keep = keep
        fileCount = Set(series.instances.map(\.location)).count
    }

    /// Series `series` from its instances' `attributes`, each instance's file to be `folder/UID.dcm`; nil
    /// when they do not place and show every instance (a key the node left out of an answer, an image
    /// without its place in space, a multi-frame image, one Tomo cannot show) or make more than one series.
    static func open(
        _ series: DIMSESeries, attributes: [DataSet], client: DIMSEClient, folder: URL, keep: (@Sendable (URL) async -> Void)? = nil
    ) -> DIMSEOpenedSeries? {
        var instances: [DICOMInstance] = []
        for data in attributes {
            guard DIMSEClient.imageAttributeKeys.allSatisfy({ data[$0.tag] != nil }), let sop = data.string(.sopInstanceUID),
                  let found = try? DICOMInstance.instances(of: data, transferSyntax: nil, at: .file(folder.appending(path: sop + ".dcm").path)),
                  found.count == 1, var instance = found.first,
                  instance.position != nil, instance.orientation != nil, instance.pixelSpacing != nil
            else { return nil }
            instance.studyInstanceUID = series.studyUID
            instance.modality = series.modality
            instance.seriesDescription = series.description
            instance.seriesNumber = series.number
            instance.patientName = series.patientName
            instance.studyDate = series.studyDate
            instance.studyDescription = series.studyDescription
            instances.append(instance)
        }
        let assembled = DICOMSeries.assemble(instances)
        guard assembled.count == 1, let only = assembled.first, only.instances.count == instances.count else { return nil }
        return DIMSEOpenedSeries(only, retriever: DIMSEInstanceRetriever(client: client, series: series, folder: folder), keep: keep)
    }

    var series: DICOMSeries { files.series }
    var info: SeriesInfo { files.info }
    var volume: CTVolume? { files.volume }

    /// Two C-GETs' worth: one waits while the other runs.
    var fillConcurrency: Int { 2 * DIMSEInstanceRetriever.batchSize }

    func header() async throws -> DataSet {
        try await retrieve(series.instances.startIndex, urgent: true)
        return try await files.header()
    }

    func dataSet(ofSlice index: Int) async throws -> DataSet {
        _ = try instance(at: index)
        try await retrieve(index, urgent: true)
        return try await files.dataSet(ofSlice: index)
    }

    func slice(at index: Int) async throws -> SeriesSlice {
        if volume?.isFilled(index) != true { try await retrieve(index, urgent: true) }
        return try await files.slice(at: index)
    }

    func fillSlice(at index: Int) async throws -> Int {
        guard let volume, !volume.isFilled(index) else { return 0 }
        try await retrieve(index, urgent: false)
        return try await files.fillSlice(at: index)
    }

    /// Instance `index`'s Overlay Planes on its frame, once its file has come.
    func overlays(ofSlice index: Int) -> [SliceOverlay] {
        guard series.instances.indices.contains(index) else { return [] }
        let instance = series.instances[index]
        return overlays(overlayPlanes.withLock { $0[instance.location] } ?? [], on: instance)
    }

    /// The instance at `place` is in its file: once every instance is, `keep` hears of the folder.
    private func arrivedInFile(_ place: InstanceLocation) async {
        let isWhole = arrived.withLock { arrived in
            arrived.places.insert(place)
            guard arrived.places.count == fileCount, !arrived.told else { return false }
            arrived.told = true
            return true
        }
        if isWhole { await keep?(retriever.folder) }
    }

    /// Slice `index`'s instance in its file: retrieved now unless kept; its overlay planes then read from it.
    private func retrieve(_ index: Int, urgent: Bool) async throws {
        let instance = try instance(at: index)
        if !FileManager.default.fileExists(atPath: instance.location.filePath ?? ""), let sop = instance.sopInstanceUID {
            _ = try await retriever.file(for: sop, urgent: urgent)
        }
        await arrivedInFile(instance.location)
        guard overlayPlanes.withLock({ $0[instance.location] }) == nil else { return }
        // Planes that cannot be read leave the image as it is, as from a file.
        let planes = (try? await BlockingWork.run {
            try OverlayPlane.planes(in: DICOMFile.read(instance.location, stopsAtPixelData: true).dataSet)
        }) ?? []
        overlayPlanes.withLock { $0[instance.location] = planes }
    }
}
