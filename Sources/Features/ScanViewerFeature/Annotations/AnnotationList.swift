import TomoVolume

/// The annotations made on one series, of every kind, across its planes and sections, and the one
/// selected: kept while the reader scrolls or switches views, listed with where each was made.
public struct AnnotationList: Sendable {
    /// Every annotation, in the order they were made.
    public private(set) var all: [any Annotation] = []
    /// The selected annotation's id (the last made, or the one clicked).
    public private(set) var selectedID: Int?
    private var lastID = 0

    public init() {}

    /// Adds `annotation` with the next id, selected; returns it as added.
    @discardableResult
    public mutating func add<Kind: Annotation>(_ annotation: Kind) -> Kind {
        var added = annotation
        lastID += 1
        added.id = lastID
        all.append(added)
        selectedID = added.id
        return added
    }

    /// Adds `annotations`, kept from an earlier session, before those made since, each with the next id;
    /// the selection stays. Returns their ids, in order.
    @discardableResult
    public mutating func restore(_ annotations: [any Annotation]) -> [Int] {
        let restored = annotations.map { annotation in
            var kept = annotation
            lastID += 1
            kept.id = lastID
            return kept
        }
        all = restored + all
        return restored.map(\.id)
    }

    /// Takes the annotations and selection of `earlier` (undoing, or redoing), keeping the ids used since
    /// from being given again.
    public mutating func revert(to earlier: AnnotationList) {
        all = earlier.all
        selectedID = earlier.selectedID
        lastID = max(lastID, earlier.lastID)
    }

    /// Puts `annotation` in the place of the one with its id; false, changing nothing, when there is none.
    @discardableResult
    public mutating func update(_ annotation: any Annotation) -> Bool {
        guard let index = all.firstIndex(where: { $0.id == annotation.id }) else { return false }
        all[index] = annotation
        return true
    }

    /// The annotations made on `shown`: a section of a named plane, or an oblique plane.
    public func on(_ shown: SectionPlane) -> [any Annotation] {
        all.filter { $0.place.isShown(on: shown) }
    }

    /// The annotations of kind `kind`, in the order they were made.
    public func all<Kind: Annotation>(_ kind: Kind.Type) -> [Kind] {
        all.compactMap { $0 as? Kind }
    }

    /// The annotations of kind `kind` made on `shown`.
    public func all<Kind: Annotation>(_ kind: Kind.Type, on shown: SectionPlane) -> [Kind] {
        on(shown).compactMap { $0 as? Kind }
    }

    /// Selects the annotation on `shown` nearest to image point `point`, if one is within `tolerance`
    /// pixels; else clears the selection. Returns whether one was selected.
    @discardableResult
    public mutating func select(near point: Point2D, on shown: SectionPlane, tolerance: Double) -> Bool {
        let nearest = on(shown).map { ($0.id, $0.distance(to: point)) }.min { $0.1 < $1.1 }
        selectedID = nearest.flatMap { $0.1 <= tolerance ? $0.0 : nil }
        return selectedID != nil
    }

    /// Selects annotation `id`, if the list has it.
    public mutating func select(_ id: Int) {
        if all.contains(where: { $0.id == id }) { selectedID = id }
    }

    /// Deletes the selected annotation; returns whether there was one.
    @discardableResult
    public mutating func deleteSelected() -> Bool {
        guard let selectedID, let index = all.firstIndex(where: { $0.id == selectedID }) else { return false }
        all.remove(at: index)
        self.selectedID = nil
        return true
    }

    /// Whether there is nothing to list.
    public var isEmpty: Bool { all.isEmpty }

    /// Each annotation as the list shows it, on one line: `Axial 54: 42.3 mm`, `Axial 54: -6 HU  (…) mm`,
    /// `Axial 54: Ellipse, Area 8.56 cm² (935 px), …`, by plane then section (counted from 1), then in the
    /// order they were made.
    public var listed: [(id: Int, text: String)] {
        let order = VolumePlane.allCases
        return all
            .sorted { first, second in
                let (one, other) = (first.place, second.place)
                guard one.plane == other.plane else {
                    return order.firstIndex(of: one.plane)! < order.firstIndex(of: other.plane)!
                }
                return (one.section, first.id) < (other.section, second.id)
            }
            .map { ($0.id, "\($0.place.title): \($0.text.replacing("\n", with: ", "))") }
    }

    /// What a front end draws for the annotations on `shown`, the selected one marked.
    public func drawings(on shown: SectionPlane) -> [AnnotationDrawing] {
        on(shown).map { $0.drawing(selected: $0.id == selectedID) }
    }

    /// What a view of `shown`, in a series of the annotations' frame of reference placed by `geometry`, draws
    /// of those made on other images that lie in its plane or that it passes through
    /// (`Annotation.drawing(seenOn:in:selected:)`).
    public func drawings(passing shown: SectionPlane, in geometry: VolumeGeometry) -> [AnnotationDrawing] {
        all.compactMap { annotation in
            annotation.place.isShown(on: shown) ? nil : annotation.drawing(seenOn: shown, in: geometry, selected: annotation.id == selectedID)
        }
    }
}

extension AnnotationList: Equatable {
    public static func == (lhs: AnnotationList, rhs: AnnotationList) -> Bool {
        lhs.selectedID == rhs.selectedID && lhs.lastID == rhs.lastID && lhs.all.count == rhs.all.count
            && zip(lhs.all, rhs.all).allSatisfy { $0.isEqual(to: $1) }
    }
}
