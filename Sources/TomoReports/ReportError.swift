/// Why annotations cannot be written as a report, naming the annotation: `annotations[2] (length): …`.
public struct ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
