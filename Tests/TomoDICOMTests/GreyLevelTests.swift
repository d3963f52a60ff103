import Testing
import TomoCore
import TomoVolume
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

    /// A VOI LUT Sequence's tables are windows after the file's Window Center/Width, each through its table
    /// by its LUT Explanation; a signed image's first value may be written as its US bit pattern.
    @Test func voiLUTTablesAreWindowsAfterTheFilesOwn() throws {
        var signed = DataSetBuilder.smallImage([(.windowCenter, "40"), (.windowWidth, "400")])
        signed.set(.pixelRepresentation, unsignedShorts: [1])
        var table = DataSetBuilder()
        table.set(.lutDescriptor, unsignedShorts: [3, 0xFFFF, 12])
        table.set(.lutExplanation, .LO, "NORMAL")
        table.set(.lutData, unsignedShorts: [0, 2048, 4095])
        var withoutData = DataSetBuilder()
        withoutData.set(.lutDescriptor, unsignedShorts: [3, 0, 12])
        signed.set(.voiLUTSequence, items: [table, withoutData])
        let instance = try #require(try signed.instances().first)
        let lookup = LookupTable(firstMapped: -1, bits: 12, entries: [0, 2048, 4095])
        #expect(instance.windows == [WindowLevel(width: 400, level: 40), WindowLevel(table: lookup)], "the table without data is left out")
        #expect(instance.windowExplanations == ["", "NORMAL"])
        // Below the first value the first entry, above the last the last; 12 bits scaled to 8.
        #expect([-5, -1, 0, 1, 9].map { lookup.grayLevel(of: Double($0)) } == [0, 0, 128, 255, 255])
    }

    /// A table whose descriptor disagrees with its data, or says entries of 17 bits, makes the image
    /// unreadable with an error naming the element, never a wrong picture.
    @Test(arguments: [
        ([4, 0, 8] as [UInt16], DICOMTag.lutData, "6 bytes for 4 entries of 8 bits"),
        ([3, 0, 17], .lutDescriptor, "entries of 17 bits (1 to 16 expected)"),
    ])
    func aMalformedVOITableIsAClearError(descriptor: [UInt16], tag: DICOMTag, reason: String) throws {
        var image = DataSetBuilder.smallImage()
        var table = DataSetBuilder()
        table.set(.lutDescriptor, unsignedShorts: descriptor)
        table.set(.lutData, unsignedShorts: [0, 1, 2])
        image.set(.voiLUTSequence, items: [table])
        #expect(throws: DICOMError.invalidValue(tag: tag, reason: reason)) { try image.instances() }
    }

    /// A Modality LUT Sequence maps each stored value to what it measures (its table's entry; below the
    /// table the first, above it the last), in place of the rescale; its Modality LUT Type names the unit.
    /// A volume holds its values past 16 bits exactly; a malformed table is an error naming it.
    @Test func aModalityLUTMapsStoredValuesToTheirValues() throws {
        var image = DataSetBuilder.smallImage([(.rescaleSlope, "2"), (.rescaleIntercept, "-1024")])
        image.set(.pixelRepresentation, unsignedShorts: [1])
        var table = DataSetBuilder()
        table.set(.lutDescriptor, unsignedShorts: [4, 0xFFFE, 16])
        table.set(.modalityLUTType, .LO, "OD")
        table.set(.lutData, unsignedShorts: [10, 20, 40_000, 65_535])
        image.set(.modalityLUTSequence, items: [table])
        let instance = try #require(try image.instances().first)
        #expect(instance.modalityLUT == LookupTable(firstMapped: -2, bits: 16, entries: [10, 20, 40_000, 65_535]))
        #expect(instance.valueUnit.symbol == "OD" && instance.valueRange == 10...65_535)
        let stored = StoredSamples(words: [-3, -2, 0, 1, 7].map { UInt16(bitPattern: $0) }, isSigned: true)
        let (values, rescale) = instance.values(of: stored)
        #expect((0..<values.count).map(values.value(at:)) == [10, 10, 40_000, 65_535, 65_535] && rescale == .identity)
        let series = try #require(DICOMSeries.assemble([instance]).first)
        // The volume holds every value the table makes, exactly: counted from its lowest.
        let volume = try series.makeVolume()
        #expect(volume.storage == Rescale(slope: 1, intercept: 10 + 32_767))
        let count = instance.rows * instance.columns
        let words = (0..<count).map { UInt16(bitPattern: [-3, 1, 0, 7][$0 % 4]) }
        try instance.fill(volume, slice: 0, with: instance.values(of: StoredSamples(words: words, isSigned: true)))
        #expect((0..<4).map { volume.value(column: $0 % instance.columns, row: $0 / instance.columns, slice: 0) } == [10, 65_535, 40_000, 65_535])

        table.set(.lutData, unsignedShorts: [10, 20, 30])
        image.set(.modalityLUTSequence, items: [table])
        #expect(throws: DICOMError.invalidValue(tag: .lutData, reason: "6 bytes for 4 entries of 16 bits")) { try image.instances() }
    }
}
