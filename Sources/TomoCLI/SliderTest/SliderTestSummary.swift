import SliderTestFeature
import TomoCore

/// What `tomo slider-test` prints at the end: every step taken, as a table or as JSON.
struct SliderTestSummary: Sendable {
    var sessionID: Int?
    var records: [SliderTestRecord]

    /// "Test complete · session 3448" over a table of the steps.
    var text: String {
        let table = TextTable(
            header: ["STEP", "TICK", "VALUE"], rightAligned: [0, 1, 2],
            rows: records.map { [String($0.step), String($0.index), $0.valueText] })
        return (["Test complete" + (sessionID.map { " · session \($0)" } ?? "")] + table.lines).joined(separator: "\n")
    }

    /// `{"session_id": 3448, "steps": [{"step": 1, "index": 8, "value": "−62.46"}]}`; the value as shown.
    var json: JSONValue {
        .object([
            ("session_id", sessionID.map(JSONValue.number)),
            ("steps", .array(records.map { record in
                .object([("step", .number(record.step)), ("index", .number(record.index)), ("value", .string(record.valueText))])
            })),
        ])
    }
}
