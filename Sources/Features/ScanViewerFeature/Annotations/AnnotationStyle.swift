/// How an annotation is coloured: measurements (lengths, angles, regions) alike, pinned probes apart.
public enum AnnotationStyle: Sendable, Hashable {
    case measurement
    case probe
}
