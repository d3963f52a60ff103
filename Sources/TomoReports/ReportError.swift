/// Why annotations cannot be written as a report, naming the annotation: `annotations[2] (length): …`.
public struct ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the annotation or element at fault.
    public var description: String

    /// The error `description` says.
    public init(_ description: String) {
        self.description = description
    }
}
