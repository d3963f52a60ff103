import Testing
import TomoCore
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

    /// HU for a CT, or an image whose Rescale Type says HU; else the Rescale Type or a PET's Units as the
    /// file writes them; no unit for an MR, or a Rescale Type of US ("unspecified").
    @Test(arguments: [
        ("CT", nil, nil, "HU"), ("CT", "US", nil, "HU"), ("OT", "HU", nil, "HU"), ("MR", nil, nil, nil), ("MR", "US", nil, nil),
        ("PT", nil, "BQML", "BQML"), ("XA", "OD", nil, "OD"), (nil, nil, nil, nil),
    ] as [(String?, String?, String?, String?)])
    func theValuesUnitFollowsTheModalityTheRescaleTypeAndTheUnits(
        modality: String?, rescaleType: String?, units: String?, symbol: String?
    ) throws {
        let elements = [(DICOMTag.modality, modality), (.rescaleType, rescaleType), (.units, units)].compactMap { tag, value in
            value.map { (tag, $0) }
        }
        let unit = try #require(try DataSetBuilder.smallImage(elements).instances().first).valueUnit
        #expect(unit.symbol == symbol)
        #expect(unit.ucum == (symbol == "HU" ? "[hnsf'U]" : "1"))
    }

    /// Each window keeps what the file calls it; a window of no width is left out with its name, and one
    /// the file does not name has an empty one.
    @Test func windowsKeepTheirExplanations() throws {
        let instance = try #require(
            try DataSetBuilder.smallImage([
                (.windowCenter, "40\\500\\0\\-600"), (.windowWidth, "400\\2000\\0\\1500"),
                (.windowCenterWidthExplanation, "SOFT\\BONE\\EMPTY"),
            ]).instances().first)
        #expect(instance.windows == [WindowLevel(width: 400, level: 40), WindowLevel(width: 2000, level: 500), WindowLevel(width: 1500, level: -600)])
        #expect(instance.windowExplanations == ["SOFT", "BONE", ""])
    }

    /// A VOI LUT Function of SIGMOID makes every window of the image a sigmoid one; LINEAR and
    /// LINEAR_EXACT are drawn as the linear ramp.
    @Test(arguments: [("SIGMOID", WindowLevel.Function.sigmoid), ("LINEAR_EXACT", nil), ("LINEAR", nil)] as [(String, WindowLevel.Function?)])
    func theVOILUTFunctionShapesTheWindows(function: String, expected: WindowLevel.Function?) throws {
        let instance = try #require(
            try DataSetBuilder.smallImage([(.windowCenter, "40\\500"), (.windowWidth, "400\\2000"), (.voiLUTFunction, function)])
                .instances().first)
        #expect(instance.windows == [WindowLevel(width: 400, level: 40, function: expected), WindowLevel(width: 2000, level: 500, function: expected)])
    }
}
