import Foundation

/// Many CT studies written as DICOM files, for what needs numbers rather than pictures (a library import
/// stopped midway, search speed): `studies` studies of `seriesPerStudy` series (the first CT, the others MR)
/// of `imagesPerSeries` blank slices of `size` × `size` (8 by default), each study its own patient
/// ("Patient^0007", ID "P0007", accession "A0007") unless `patients` are fewer (study 7 of 3 patients is
/// patient 1's), study date 2001-01-01 plus its number in days, one file per slice in `folder/S0007/SE1/IM0003`.
public struct SyntheticStudies: Sendable {
    public let folder: URL
    public let studies: Int
    public let seriesPerStudy: Int
    public let imagesPerSeries: Int

    /// Instances in all.
    public var instanceCount: Int { studies * seriesPerStudy * imagesPerSeries }

    /// Writes the files into `folder` (made if needed).
    public static func write(
        into folder: URL, studies: Int, seriesPerStudy: Int = 1, imagesPerSeries: Int, size: Int = 8, patients: Int? = nil
    ) throws -> SyntheticStudies {
        let made = SyntheticStudies(folder: folder, studies: studies, seriesPerStudy: seriesPerStudy, imagesPerSeries: imagesPerSeries)
        let pixels = [UInt8](repeating: 0, count: size * size * 2)
        for study in 0..<studies {
            for series in 1...seriesPerStudy {
                let seriesFolder = folder.appending(path: String(format: "S%04d/SE%d", study, series), directoryHint: .isDirectory)
                try FileManager.default.createDirectory(at: seriesFolder, withIntermediateDirectories: true)
                let date = Self.date(ofStudy: study), uid = Self.studyUID(study), patient = study % (patients ?? studies)
                for image in 1...imagesPerSeries {
                    let elements: [DICOMWriter.Element] = [
                        .text(0x0008, 0x0016, "UI", "1.2.840.10008.5.1.4.1.1.2"),
                        .text(0x0008, 0x0018, "UI", "\(uid).\(series).\(image)"),
                        .text(0x0008, 0x0020, "DA", date),
                        .text(0x0008, 0x0030, "TM", "120000"),
                        .text(0x0008, 0x0050, "SH", String(format: "A%04d", study)),
                        .text(0x0008, 0x0060, "CS", series == 1 ? "CT" : "MR"),
                        .text(0x0008, 0x1030, "LO", "Study \(study)"),
                        .text(0x0008, 0x103E, "LO", "Series \(series)"),
                        .text(0x0010, 0x0010, "PN", String(format: "Patient^%04d", patient)),
                        .text(0x0010, 0x0020, "LO", String(format: "P%04d", patient)),
                        .text(0x0020, 0x000D, "UI", uid),
                        .text(0x0020, 0x000E, "UI", "\(uid).\(series)"),
                        .text(0x0020, 0x0011, "IS", String(series)),
                        .text(0x0020, 0x0013, "IS", String(image)),
                        .text(0x0020, 0x0032, "DS", "0\\0\\\(image)"),
                        .text(0x0020, 0x0037, "DS", "1\\0\\0\\0\\1\\0"),
                        .us(0x0028, 0x0002, 1),
                        .text(0x0028, 0x0004, "CS", "MONOCHROME2"),
                        .us(0x0028, 0x0010, UInt16(size)),
                        .us(0x0028, 0x0011, UInt16(size)),
                        .text(0x0028, 0x0030, "DS", "1\\1"),
                        .us(0x0028, 0x0100, 16),
                        .us(0x0028, 0x0101, 16),
                        .us(0x0028, 0x0102, 15),
                        .us(0x0028, 0x0103, 1),
                        DICOMWriter.Element(0x7FE0, 0x0010, "OW", pixels),
                    ]
                    let bytes = DICOMWriter.file(
                        sopClassUID: "1.2.840.10008.5.1.4.1.1.2", sopInstanceUID: "\(uid).\(series).\(image)", elements: elements)
                    try Data(bytes).write(to: seriesFolder.appending(path: String(format: "IM%04d", image)))
                }
            }
        }
        return made
    }

    /// Study `study`'s Study Instance UID.
    public static func studyUID(_ study: Int) -> String { "1.2.826.0.1.3680043.10.1234.60.\(study)" }

    /// Study `study`'s date, `YYYYMMDD`: 2001-01-01 plus `study` days.
    public static func date(ofStudy study: Int) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: 978_307_200 + Double(study) * 86_400))
    }
}
