/// A data set's elements in ascending tag order, found by tag with a binary search: what a parser makes for every
/// item of every sequence (a SEG's thousands of per-frame functional groups), one array each instead of a hash
/// table. Iterated as a dictionary is, `(key: tag, value: element)`, but in the standard's order.
public struct DataElements: RandomAccessCollection, Sendable {
    private var stored: [DataElement] = []

    /// None.
    public init() {}

    public var startIndex: Int { stored.startIndex }
    public var endIndex: Int { stored.endIndex }

    /// The `position`th element and its tag.
    public subscript(position: Int) -> (key: DICOMTag, value: DataElement) {
        (stored[position].tag, stored[position])
    }

    /// The element `tag`, nil when there is none.
    public subscript(tag: DICOMTag) -> DataElement? {
        let at = place(of: tag)
        return at < stored.count && stored[at].tag == tag ? stored[at] : nil
    }

    /// The tags, ascending.
    public var keys: [DICOMTag] { stored.map(\.tag) }

    /// The elements, by ascending tag.
    public var values: [DataElement] { stored }

    /// Adds `element`, replacing one of the same tag: appended when its tag follows the last one (as the standard
    /// orders them), else put in its place.
    mutating func insert(_ element: DataElement) {
        guard let last = stored.last, element.tag <= last.tag else {
            stored.append(element)
            return
        }
        let at = place(of: element.tag)
        if stored[at].tag == element.tag {
            stored[at] = element
        } else {
            stored.insert(element, at: at)
        }
    }

    /// The first position whose tag is not below `tag`.
    private func place(of tag: DICOMTag) -> Int {
        var (low, high) = (0, stored.count)
        while low < high {
            let middle = (low + high) / 2
            if stored[middle].tag < tag { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
