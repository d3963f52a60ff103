/// The coding key of an array element, for errors that point at one: `slices[3]`.
struct IndexCodingKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) {
        intValue = index
    }

    init?(intValue: Int) {
        self.intValue = intValue
    }

    init?(stringValue: String) {
        nil
    }
}
