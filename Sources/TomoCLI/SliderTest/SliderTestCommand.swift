import ArgumentParser
import Foundation
import SliderTestFeature
import TomoTerminal

/// `tomo slider-test`: the slider test in a terminal, through the desktop app's own model.
public struct SliderTestCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "slider-test",
        abstract: "Take the slider test: pick a tick on each slider the server sends, then see the summary.",
        discussion: """
            Starts a test with POST /test_start, shows each slider's ticks with their indexes, and reads \
            your pick (an index 0–14; Enter keeps the middle one) from standard input; each pick is posted \
            with POST /test_next until the server says the test is complete. --choices 8,3,12 answers without \
            asking, repeating the last choice if the server asks for more steps. --json prints the summary \
            as {"session_id", "steps": [{"step", "index", "value"}]}. A failed request is an error with its \
            reason (exit 3 unreachable or 5xx, 4 a malformed answer, 5 a session the server no longer knows).
            """)

    @OptionGroup public var client: ClientOptions

    @Option(help: ArgumentHelp("Pick these tick indexes in order, without asking.", valueName: "i,j,…"))
    public var choices: ChoiceList?

    @Flag(help: "Print the summary as JSON.")
    public var json = false

    public init() {}

    public func run() async throws {
        let session = try client.session()
        let summary = try await Self.take(
            SliderTestEnvironment.live(baseURL: try client.baseURL(), client: session.client), choices: choices)
        print(json ? summary.json.text : summary.text)
    }

    /// Takes a test through the app's model: `choices` picks, or asks on the terminal.
    @MainActor
    private static func take(_ environment: SliderTestEnvironment, choices: ChoiceList?) async throws -> SliderTestSummary {
        let model = SliderTestModel(environment: environment)
        await model.start()
        var answered = 0
        while model.phase == .answering, model.failure == nil {
            let pick = try choices.map { $0.pick(at: answered) }
                ?? ask(step: model.stepText, ticks: model.tickTexts, middle: model.selectedIndex)
            model.select(pick)
            await model.next()
            answered += 1
        }
        if let failure = model.failure { throw commandFailure(failure) }
        return SliderTestSummary(sessionID: model.sessionID, records: model.records)
    }

    /// Shows a slider's ticks on standard error and reads a pick from standard input.
    private static func ask(step: String, ticks: [String], middle: Int) throws -> Int {
        StandardError.writeLine("\(step):")
        for (index, value) in ticks.enumerated() {
            StandardError.writeLine((index < 10 ? "   " : "  ") + "\(index)  \(value)")
        }
        while true {
            StandardError.write("Your pick (0–\(ticks.count - 1), Enter for \(middle)): ")
            guard let line = readLine() else {
                throw CommandFailure(.usage, "no pick for \(step.lowercased()): standard input ended (--choices answers without asking)")
            }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return middle }
            if let index = Int(text), ticks.indices.contains(index) { return index }
            StandardError.writeLine("“\(text)” is not a tick index from 0 to \(ticks.count - 1).")
        }
    }

    private static func commandFailure(_ failure: SliderTestFailure) -> CommandFailure {
        let status: CommandExitStatus = failure.remedy == .startOver ? .notFound : failure.isMalformedAnswer ? .badData : .unreachable
        return CommandFailure(status, failure.message.hasSuffix(".") ? String(failure.message.dropLast()) : failure.message)
    }
}

/// The tick indexes of `--choices`: `8,3,12`.
public struct ChoiceList: ExpressibleByArgument, Sendable {
    let indexes: [Int]

    public init?(argument: String) {
        let indexes = argument.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !indexes.isEmpty, indexes.allSatisfy({ $0.map { (0...14).contains($0) } ?? false }) else { return nil }
        self.indexes = indexes.compactMap { $0 }
    }

    /// The pick for the step after `answered` others: the next index, or the last again.
    func pick(at answered: Int) -> Int {
        indexes[min(answered, indexes.count - 1)]
    }
}
