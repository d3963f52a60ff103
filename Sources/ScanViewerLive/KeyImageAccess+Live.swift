import Foundation
import ScanViewerFeature
import TomoCore
import TomoDICOM
import TomoDICOMSeries
import TomoReports
import TomoSeries

extension KeyImageAccess {
    /// Key images of DICOM series (files, a DICOMweb server's, a DICOM node's, a study library's): made as
    /// `tomo dicom ko write` makes them (CID 7010's titles offered, "Of Interest" first), stored where the series
    /// came from as `DocumentStore` stores (a DICOMweb server's through `client`), and found where the source
    /// holds key object selections (`ReportHolding`: the files beside, the series' study on the server or in the
    /// library), placed as `tomo dicom ko read` places them.
    public static func live(client: HTTPClient) -> KeyImageAccess {
        KeyImageAccess(
            titles: KeyObjectSelection.offeredTitles.map(\.meaning),
            make: { slices, title, series in
                guard let dicom = series as? any DICOMBackedSeries else {
                    throw ReportError("this series is not DICOM, and key images refer to DICOM images")
                }
                let selection = try KeyObjectSelection(
                    slices: slices, of: ReportedSeries(dicom.series), seriesInstanceUID: dicom.series.uid,
                    studyInstanceUID: dicom.series.summary.studyInstanceUID,
                    title: KeyObjectSelection.offeredTitles.first { $0.meaning == title } ?? .ofInterest)
                let header = try await dicom.header()
                return try DICOMFileWriter.file(of: selection.dataSet(source: header, identity: .keyImages()))
            },
            send: { file, target in try await DocumentStore.store(file, at: target, client: client) },
            storeMethod: DocumentStore.method(for:),
            find: { series, source in
                guard let held = await DocumentStore.documents([.keyObjectSelection], of: series, in: source) else { return [] }
                return found(held.documents, on: held.series)
            })
    }

    /// The key object selections among `dataSets` that select images of `series`, placed on its slices, the
    /// latest first.
    static func found(_ dataSets: [DataSet], on series: DICOMSeries) -> [FoundKeyImages] {
        let reported = ReportedSeries(series)
        let found = dataSets.compactMap { dataSet -> (date: String, found: FoundKeyImages)? in
            guard let selection = try? KeyObjectSelection.read(dataSet) else { return nil }
            let (slices, elsewhere) = selection.slices(on: reported, seriesInstanceUID: series.uid)
            guard !slices.isEmpty else { return nil }
            let date = DocumentStore.contentDate(of: dataSet)
            return (date.key, FoundKeyImages(
                title: selection.title.meaning, date: date.text, description: selection.description, slices: slices, elsewhere: elsewhere,
                otherSeries: selection.imageCounts(besides: series.uid)))
        }
        return found.sorted { $0.date > $1.date }.map(\.found)
    }
}
