extension DecodingError {
    /// Where in the document decoding failed, written as a reader would: `slices[3]`, `thumbnail.key`,
    /// `[2].author`; empty for the document itself.
    var path: String {
        var codingPath = context.codingPath
        if case .keyNotFound(let key, _) = self { codingPath.append(key) }
        return Self.path(codingPath)
    }

    /// What was wrong there, in words.
    var reason: String {
        switch self {
        case .keyNotFound:
            "the field is missing"
        case .valueNotFound(let type, _):
            "expected \(Self.name(of: type)), found null"
        case .typeMismatch, .dataCorrupted:
            context.debugDescription
        @unknown default:
            context.debugDescription
        }
    }

    /// `slices`, `Index 3` → `slices[3]`: keys joined by dots, array indices in brackets.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }

    private var context: Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            context
        @unknown default:
            Context(codingPath: [], debugDescription: "\(self)")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        default: "\(type)"
        }
    }
}
