/// How an annotation is coloured: measurements (lengths, angles, regions) alike, pinned probes apart, and a
/// report's findings (shown read-only) apart from the reader's own.
public enum AnnotationStyle: Sendable, Hashable {
    case measurement
    case probe
    case report
}
