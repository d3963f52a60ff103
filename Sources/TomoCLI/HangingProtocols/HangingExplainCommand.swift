import ArgumentParser
import Foundation
import TomoArguments
import TomoCore
import TomoSeries

/// `tomo hp explain`: which hanging protocol a study (and its prior) is read in, its score against the others,
/// and why each pane got its series.
struct HangingExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say which hanging protocol a study is read in, its score against the others, and why each pane got its series.",
        discussion: """
            STUDY and PRIOR are any places Tomo reads series from (DICOM files, folders, ZIP archives, a DICOMweb \
            root, a DICOM node dicom://AET@HOST:PORT, library:STUDY_UID); where a place holds several studies, \
            --study and --prior-study name one. The protocols are the user's file (--protocols, by default \
            hanging-protocols.json in Tomo's configuration folder), then the built-in ones it does not replace: \
            CT follow-up, CT with MPR, Single series. Each protocol's rules are matched against the study, each \
            pane's against every series of its study (the current one, or the prior); a required rule that does \
            not hold rules the protocol or series out, any other adds its weight when it holds. A protocol \
            showing a prior hangs only when PRIOR is given, and then comes before those that do not; the user's \
            come before the built-in ones, which hang only where none of the user's can. Ties go to \
            the protocol listed first, and among series to the most images, then the lowest series number, then \
            the lowest UID: the same studies always hang the same way, as the viewer hangs them. --json prints \
            {"protocol", "score", "sync", "panes": [{"study": "current"|"prior", "layout", "seriesInstanceUID", \
            "seriesDescription", "score", "considered", "ruledOut", "rules": [{"rule", "holds", "values", \
            "weight", "required"}]}], "rules": [...], "candidates": [{"protocol", "score", "applicable", \
            "refusal"}]}. Exits with 4 when the protocol file does not read (saying where), 5 when no protocol \
            can hang the study.
            """)

    @Argument(help: "The study's place.", transform: DICOMSources.location)
    var study: Location

    @Option(help: "The prior's place.", transform: DICOMSources.location)
    var prior: Location?

    @Option(name: .customLong("study"), help: ArgumentHelp("The study's Study Instance UID, where its place holds several.", valueName: "uid"))
    var studyUID: String?

    @Option(name: .customLong("prior-study"), help: ArgumentHelp("The prior's Study Instance UID, where its place holds several.", valueName: "uid"))
    var priorUID: String?

    @Option(help: "Which prior PRIOR is: 0 for the most recent, 1 for the one before…")
    var priorIndex = 0

    @Option(help: ArgumentHelp("The protocol file (default: hanging-protocols.json in Tomo's configuration folder).", valueName: "file"))
    var protocols: String?

    @OptionGroup var credentials: DICOMwebCredentialOptions

    @OptionGroup var dimse: DIMSEOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    init() {}

    func validate() throws {
        guard priorIndex >= 0 else { throw ValidationError("--prior-index is 0 or more") }
        if prior == nil, priorUID != nil { throw ValidationError("--prior-study names a study of PRIOR: give PRIOR too") }
    }

    func run() async throws {
        let file = HangingProtocolFile(url: protocols.map { URL(fileURLWithPath: $0) } ?? Self.userFile)
        let own: [HangingProtocol]
        do {
            own = try file.protocols()
        } catch {
            throw CommandFailure(.badData, error.description)
        }
        let names = Set(own.map(\.name))
        let all = own + HangingProtocol.builtIn.filter { !names.contains($0.name) }
        let credentials = try credentials.credentials()
        let current = HangingStudy(series: try await HangingStudyPlace.series(at: study, study: studyUID, credentials: credentials, dimse: dimse))
        var earlier: HangingStudy?
        if let prior {
            earlier = HangingStudy(series: try await HangingStudyPlace.series(at: prior, study: priorUID, credentials: credentials, dimse: dimse))
        }
        let match = HangingMatch(protocols: all, current: current, prior: earlier, priorIndex: priorIndex)
        print(json ? Self.json(of: match).text : Self.text(of: match))
        if match.winner == nil { throw CommandFailure(.notFound, "no protocol can hang \(study)") }
    }

    /// The user's protocol file: `hanging-protocols.json` in Tomo's configuration folder.
    static var userFile: URL { UserFolder.configuration.tomoFolder().appending(path: "hanging-protocols.json") }

    /// The winner and why, then the others with their scores or why they cannot hang.
    static func text(of match: HangingMatch) -> String {
        var lines: [String] = []
        if let winner = match.winner {
            let sync = winner.hangingProtocol.sync.isEmpty ? "" : ", sharing \(winner.hangingProtocol.sync.map(\.rawValue).joined(separator: ", "))"
            lines.append("Hung by \(winner.hangingProtocol.name) (score \(HangingValue.number(winner.score).description)\(sync))")
            lines += winner.outcomes.map { "  \($0)" }
            for (number, choice) in winner.panes.enumerated() {
                let series = choice.series.map { "\($0.id) “\($0.description)” (\($0.modality), \($0.imageCount) images)" } ?? "none"
                let among = "of \(choice.consideredCount) series\(choice.ruledOutCount > 0 ? ", \(choice.ruledOutCount) ruled out" : "")"
                lines.append(
                    "Pane \(number + 1), \(choice.pane.study.rawValue) study, \(choice.pane.layout.rawValue): \(series), score \(HangingValue.number(choice.score).description) \(among)")
                lines += choice.outcomes.map { "  \($0)" }
            }
        } else {
            lines.append("No protocol can hang the study")
        }
        let others = match.candidates.filter { $0 != match.winner }
        if !others.isEmpty {
            lines.append("Others:")
            lines += others.map { candidate in
                "  \(candidate.hangingProtocol.name): " + (candidate.refusal.map { "cannot hang: \($0)" } ?? "score \(HangingValue.number(candidate.score).description)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The match as JSON: the winner's panes and rules, then every candidate.
    static func json(of match: HangingMatch) -> JSONValue {
        func rules(_ outcomes: [HangingRuleOutcome]) -> JSONValue {
            .array(outcomes.map { outcome in
                .object([
                    ("rule", .string(outcome.rule.description)), ("holds", .bool(outcome.holds)),
                    ("values", .array(outcome.seen.map(\.json))), ("weight", .decimal(outcome.rule.weight)),
                    ("required", .bool(outcome.rule.isRequired)),
                ])
            })
        }
        let candidates = JSONValue.array(match.candidates.map { candidate in
            .object([
                ("protocol", .string(candidate.hangingProtocol.name)), ("score", .decimal(candidate.score)),
                ("applicable", .bool(candidate.isApplicable)), ("refusal", candidate.refusal.map(JSONValue.string)),
            ])
        })
        guard let winner = match.winner else { return .object([("protocol", .null), ("candidates", candidates)]) }
        return .object([
            ("protocol", .string(winner.hangingProtocol.name)), ("score", .decimal(winner.score)),
            ("sync", .array(winner.hangingProtocol.sync.map { .string($0.rawValue) })),
            ("panes", .array(winner.panes.map { choice in
                .object([
                    ("study", .string(choice.pane.study.rawValue)), ("layout", .string(choice.pane.layout.rawValue)),
                    ("seriesInstanceUID", choice.series.map { .string($0.id) } ?? .null),
                    ("seriesDescription", choice.series.map { .string($0.description) }),
                    ("score", .decimal(choice.score)), ("considered", .number(choice.consideredCount)),
                    ("ruledOut", .number(choice.ruledOutCount)), ("rules", rules(choice.outcomes)),
                ])
            })),
            ("rules", rules(winner.outcomes)),
            ("candidates", candidates),
        ])
    }
}

extension HangingValue {
    /// The value as JSON: a string, or a number.
    var json: JSONValue {
        switch self {
        case .text(let text): .string(text)
        case .number(let number): .decimal(number)
        }
    }
}
