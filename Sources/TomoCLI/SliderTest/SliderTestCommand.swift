import ArgumentParser
import Foundation
import SliderTestFeature
import TomoTerminal

/// `tomo slider-test`: the slider test in a terminal, through the desktop app's own model.
struct SliderTestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slider-test",
        abstract: "Take the slider test: pick a tick on each slider the server sends, then see the summary.",
        discussion: """
            Starts a test with POST /test_start and asks for a pick on each slider: on a terminal, with the \
            arrow keys (Home, End; or type an index) and Enter; otherwise it lists the ticks with their indexes \
            and reads an index per line from standard input (an empty line keeps the middle one). Each pick is posted \
            with POST /test_next until the server says the test is complete. --choices 8,3,12 answers without \
            asking, repeating the last choice if the server asks for more steps. --json prints the summary \
            as {"session_id", "steps": [{"step", "index", "value"}]}. A failed request is an error with its \
            reason (exit 3 unreachable or 5xx, 4 a malformed answer, 5 a session the server no longer knows).
            """)

    @OptionGroup var client: ClientOptions

    @Option(help: ArgumentHelp("Pick these tick indexes in order, without asking.", valueName: "i,j,…"))
    var choices: ChoiceList?

    @Flag(help: "Print the summary as JSON.")
    var json = false

    init() {}

    func run() async throws {
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
                ?? (TerminalKeyReader.isAvailable
                    ? pickWithKeys(step: model.stepText, ticks: model.tickTexts, start: model.selectedIndex)
                    : ask(step: model.stepText, ticks: model.tickTexts, middle: model.selectedIndex))
            model.select(pick)
            await model.next()
            answered += 1
        }
        if let failure = model.failure { throw commandFailure(failure) }
        return SliderTestSummary(sessionID: model.sessionID, records: model.records)
    }

    /// On a terminal: one line showing the pick and its value, moved with ← → (Home, End) or typed as an
    /// index, confirmed with Enter.
    private static func pickWithKeys(step: String, ticks: [String], start: Int) throws -> Int {
        StandardError.writeLine("\(step): ← → pick a tick (or type its index), Enter to confirm, q to quit")
        return try TerminalKeyReader().withRawMode { keys in
            var index = start, typed = ""
            func draw() {
                let shown = typed.isEmpty ? "\(index) / \(ticks.count - 1)  \(ticks[index])" : "index: \(typed)"
                StandardError.write("\r\u{1B}[2K  ◀  \(shown)  ▶")
            }
            draw()
            while true {
                switch keys.next() {
                case .left: index = max(index - 1, 0); typed = ""
                case .right: index = min(index + 1, ticks.count - 1); typed = ""
                case .home: index = 0; typed = ""
                case .end: index = ticks.count - 1; typed = ""
                case .digit(let digit) where typed.count < 2: typed += String(digit)
                case .erase: typed = String(typed.dropLast())
                case .enter:
                    if typed.isEmpty {
                        StandardError.writeLine("")
                        return index
                    }
                    if let number = Int(typed), ticks.indices.contains(number) { index = number }
                    typed = ""
                case .quit:
                    StandardError.writeLine("")
                    throw CommandFailure(.usage, "the test was left at \(step.lowercased())")
                case .digit, .other: break
                }
                draw()
            }
        }
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
struct ChoiceList: ExpressibleByArgument, Sendable {
    let indexes: [Int]

    init?(argument: String) {
        let indexes = argument.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !indexes.isEmpty, indexes.allSatisfy({ $0.map { (0...14).contains($0) } ?? false }) else { return nil }
        self.indexes = indexes.compactMap { $0 }
    }

    /// The pick for the step after `answered` others: the next index, or the last again.
    func pick(at answered: Int) -> Int {
        indexes[min(answered, indexes.count - 1)]
    }
}
