import Foundation
import Testing
import TomoSeries
import TomoVolume

/// Hanging protocols: which protocol hangs a reading, which series each pane gets and why, and the file they are
/// kept in.
struct HangingProtocolTests {
    private func series(
        _ id: String, _ description: String = "", modality: String = "CT", images: Int, orientation: VolumePlane? = .axial,
        spacing: Double? = 1, number: Int? = nil
    ) -> SeriesEntry {
        var entry = SeriesEntry(id: id, description: description, modality: modality, imageCount: images, studyDescription: "CT HEAD")
        entry.orientation = orientation
        entry.sliceSpacing = spacing
        entry.number = number
        return entry
    }

    /// A CT study as scanners send it: a scout, thick axial, thin axial, thin sagittal reformat.
    private var ctStudy: HangingStudy {
        HangingStudy(series: [
            series("scout", "Scout", images: 2, orientation: .coronal, spacing: nil, number: 1),
            series("thick", "Axial 5 mm", images: 40, spacing: 5, number: 2),
            series("thin", "Axial 1 mm", images: 200, spacing: 1, number: 3),
            series("sagittal", "Sagittal 1 mm", images: 300, orientation: .sagittal, spacing: 1, number: 4),
        ])
    }

    @Test func aCTStudyHangsItsThinAxialSeriesInThreePlanes() {
        let match = HangingMatch(protocols: HangingProtocol.builtIn, current: ctStudy)
        let winner = try! #require(match.winner)
        #expect(winner.hangingProtocol.name == "CT with MPR")
        #expect(winner.panes.map(\.series?.id) == ["thin"], "axial and thin beat the sagittal series' 300 images")
        #expect(winner.panes.map(\.pane.layout) == [.threePlanes])
        #expect(match.candidates.map(\.hangingProtocol.name) == ["CT with MPR", "Single series", "CT follow-up"])
        #expect(match.candidates.last?.refusal == "it shows a prior, and none is given")
        #expect(winner.panes[0].outcomes.map(\.description) == [
            "✓ modality is CT (CT) +2", "✓ orientation is axial (axial) +2", "✓ slice thickness ≤ 3 (1) +1", "✓ image count ≥ 20 (200) +1",
        ])
    }

    @Test func aPriorGivenHangsTheFollowUpWithEachStudysBestSeries() {
        let prior = HangingStudy(series: [
            series("p-thick", images: 30, spacing: 5, number: 2), series("p-thin", images: 150, spacing: 2.5, number: 3),
        ])
        let match = HangingMatch(protocols: HangingProtocol.builtIn, current: ctStudy, prior: prior)
        let winner = try! #require(match.winner)
        #expect(winner.hangingProtocol.name == "CT follow-up")
        #expect(winner.panes.map(\.series?.id) == ["thin", "p-thin"])
        #expect(winner.hangingProtocol.sync == [.position, .window])
        #expect(winner.outcomes.map(\.description) == ["✓ modality is CT (CT) +1", "✓ prior index is 0 (0) +1"])
        let older = HangingMatch(protocols: HangingProtocol.builtIn, current: ctStudy, prior: prior, priorIndex: 2)
        #expect(older.winner?.outcomes.map(\.holds) == [true, false], "an older prior scores less, still hangs")
    }

    @Test func anMRStudyHangsAsASingleSeriesItsLargest() {
        let study = HangingStudy(series: [series("t1", modality: "MR", images: 20, number: 2), series("t2", modality: "MR", images: 30, number: 3)])
        let match = HangingMatch(protocols: HangingProtocol.builtIn, current: study)
        #expect(match.winner?.hangingProtocol.name == "Single series")
        #expect(match.winner?.panes.map(\.series?.id) == ["t2"])
        let mpr = try! #require(match.candidates.first { $0.hangingProtocol.name == "CT with MPR" })
        #expect(mpr.refusal == "the study: ✗ modality is CT (MR), required")
    }

    @Test func tiesGoToMoreImagesThenTheLowerNumberThenTheUIDSoTheSameStudyHangsTheSameWay() {
        let study = HangingStudy(series: [
            series("b", images: 50, number: 4), series("a", images: 50, number: 4), series("c", images: 50, number: 2),
            series("d", images: 49, number: 1),
        ])
        for order in [study.series, study.series.reversed(), study.series.shuffled()] {
            let match = HangingMatch(protocols: [.singleSeries], current: HangingStudy(description: nil, series: Array(order)))
            #expect(match.winner?.panes.first?.series?.id == "c")
        }
        let twoPanes = HangingProtocol(name: "Two", panes: [.init(), .init()])
        #expect(HangingMatch(protocols: [twoPanes], current: study).winner?.panes.map(\.series?.id) == ["c", "a"], "a series hangs once")
    }

    @Test func anAttributeTheCatalogDoesNotSayNeverHolds() {
        var scout = series("x", images: 30, orientation: nil, spacing: nil)
        scout.bodyPart = nil
        let rule = HangingProtocol(name: "Chest", panes: [.init(series: [HangingRule(.bodyPart, .equals("CHEST"), required: true)])])
        let match = HangingMatch(protocols: [rule], current: HangingStudy(series: [scout]))
        #expect(match.winner == nil)
        #expect(match.candidates[0].refusal == "pane 1: no series of the current study fits")
        scout.bodyPart = "chest"
        #expect(HangingMatch(protocols: [rule], current: HangingStudy(series: [scout])).winner != nil, "ignoring case")
    }

    @Test func patternsMatchDescriptionsWithWildcardsIgnoringCase() {
        let rule = HangingRule(.seriesDescription, .matches(["*axial*", "ax ?mm"]))
        #expect(rule.holds(for: .text("Thin AXIAL bone")))
        #expect(rule.holds(for: .text("AX 2mm")))
        #expect(!rule.holds(for: .text("Coronal")))
        #expect(!rule.holds(for: .number(1)))
    }

    @Test func theFileRoundTripsAndItsProtocolsComeFirstReplacingBuiltInsOfTheirName() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = HangingProtocolFile(url: folder.appending(path: "hanging-protocols.json"))
        #expect(try file.protocols().isEmpty, "no file: no protocol of the user's")
        let own = HangingProtocol(
            name: "Single series", rules: [HangingRule(.studyDescription, .matches(["*head*"]), weight: 3)],
            panes: [.init(series: [HangingRule(.sliceThickness, .range(0.5, 2)), HangingRule(.imageCount, .range(1, 1))], layout: .sagittalEnlarged)],
            sync: [.zoom])
        try file.save(own)
        try file.save(HangingProtocol.ctFollowUp)
        #expect(try file.protocols() == [own, .ctFollowUp])
        let (all, problem) = file.protocolsWithBuiltIn()
        #expect(problem == nil)
        #expect(all.map(\.name) == ["Single series", "CT follow-up", "CT with MPR"])
        var changed = own
        changed.sync = []
        try file.save(changed)
        #expect(try file.protocols() == [changed, .ctFollowUp], "saved again in its place")
    }

    @Test(arguments: [
        (#"{"version": 1, "protocols": [{"name": "X", "panes": [{"series": [{"attribute": "orientation", "range": [1, 2]}]}]}]}"#,
         "protocols[0].panes[0].series[0].range: orientation is text: give equals or matches"),
        (#"{"version": 1, "protocols": [{"name": "X", "panes": [{"series": [{"attribute": "modality"}]}]}]}"#,
         "protocols[0].panes[0].series[0].attribute: a rule on modality needs exactly one of equals, matches or range"),
        (#"{"version": 1, "protocols": [{"name": "X", "panes": [{"layout": "2x2"}]}]}"#,
         "protocols[0].panes[0].layout: Cannot initialize HangingLayout from invalid String value 2x2"),
        (#"{"version": 1, "protocols": [{"name": "X", "panes": []}]}"#, "protocols[0].panes: protocol X has no pane"),
        (#"{"version": 2, "protocols": []}"#, "its version is 2; this Tomo reads version 1"),
        (#"{"version": 1, "protocols": [{"panes": [{}]}]}"#, "protocols[0]: name is missing"),
        ("not json", "it is not JSON"),
    ])
    func aFileThatDoesNotReadSaysWhereAndTheBuiltInsStillHang(text: String, reason: String) throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "hp-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url)
        let file = HangingProtocolFile(url: url)
        #expect(throws: HangingProtocolFileError(file: url.path, reason: reason)) { try file.protocols() }
        let (all, problem) = file.protocolsWithBuiltIn()
        #expect(all == HangingProtocol.builtIn)
        #expect(problem?.reason == reason)
        #expect(throws: HangingProtocolFileError.self) { try file.save(.singleSeries) }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "a file that does not read is left as it is")
    }
}

/// The example protocol files of the desktop guide and the README read, and hang what they say they hang.
struct HangingProtocolGuideTests {
    /// The protocols of the first JSON block after `marker` in `document` (a path from the package's root).
    private func example(in document: String, after marker: String) throws -> [HangingProtocol] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appending(path: document), encoding: .utf8)
        let section = try #require(text.range(of: marker))
        let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let url = FileManager.default.temporaryDirectory.appending(path: "hp-guide-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text[start.upperBound..<end.lowerBound].utf8).write(to: url)
        return try HangingProtocolFile(url: url).protocols()
    }

    private func series(_ id: String, _ description: String, spacing: Double, study: String) -> SeriesEntry {
        var entry = SeriesEntry(id: id, description: description, modality: "CT", imageCount: 300, studyDescription: study)
        (entry.orientation, entry.sliceSpacing) = (.axial, spacing)
        return entry
    }

    @Test func theDesktopGuidesExampleHangsAChestFollowUpByItsLungSeries() throws {
        let protocols = try example(in: "docs/desktop.md", after: "**Hanging protocols.**")
        #expect(protocols.map(\.name) == ["Chest CT follow-up"])
        let current = HangingStudy(series: [
            series("soft", "Soft tissue 1 mm", spacing: 1, study: "CT CHEST"), series("lung", "Lung 1 mm", spacing: 1, study: "CT CHEST"),
        ])
        let prior = HangingStudy(series: [
            series("p-soft", "Soft tissue 5 mm", spacing: 5, study: "CT CHEST"), series("p-lung", "LUNG 5 mm", spacing: 5, study: "CT CHEST"),
        ])
        let match = HangingMatch(protocols: protocols + HangingProtocol.builtIn, current: current, prior: prior)
        #expect(match.winner?.hangingProtocol.name == "Chest CT follow-up")
        #expect(match.winner?.panes.map(\.series?.id) == ["lung", "p-lung"])
    }

    @Test func theREADMEsExampleHangsAHeadFollowUpItsThinSeriesInPlanes() throws {
        let protocols = try example(in: "README.md", after: "## Reading a follow-up")
        let current = HangingStudy(series: [
            series("thick", "Head 5 mm", spacing: 5, study: "CT Head"), series("thin", "Head 1 mm", spacing: 1, study: "CT Head"),
        ])
        let prior = HangingStudy(series: [series("p", "Head 3 mm", spacing: 3, study: "CT Head")])
        let winner = try #require(HangingMatch(protocols: protocols + HangingProtocol.builtIn, current: current, prior: prior).winner)
        #expect(winner.hangingProtocol.name == "Head CT follow-up" && winner.hangingProtocol.sync == [.position, .window])
        #expect(winner.panes.map(\.series?.id) == ["thin", "p"] && winner.panes.map(\.pane.layout) == [.threePlanes, .axial])
    }
}
