import Testing
@testable import TomoDICOM

/// What a grey image's header says about how its values show.
struct GreyLevelTests {
    /// MONOCHROME1 shows its lowest values white; so does a Presentation LUT Shape of INVERSE, which a
    /// MONOCHROME1 radiograph may carry too, saying the same (never the opposite: not inverted twice).
    @Test(arguments: [
        ("MONOCHROME2", nil, false), ("MONOCHROME1", nil, true), ("MONOCHROME2", "INVERSE", true),
        ("MONOCHROME1", "INVERSE", true), ("MONOCHROME2", "IDENTITY", false),
    ] as [(String, String?, Bool)])
    func inversionFollowsThePhotometricInterpretationAndThePresentationLUTShape(
        photometric: String, shape: String?, inverted: Bool
    ) throws {
        let elements = shape.map { [(DICOMTag.presentationLUTShape, $0)] } ?? []
        let instances = try DataSetBuilder.smallImage(photometric: photometric, elements).instances()
        #expect(instances.map(\.isInverted) == [inverted])
    }
}
