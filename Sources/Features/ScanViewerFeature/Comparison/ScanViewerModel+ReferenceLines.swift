import TomoSeries
import TomoVolume

/// Reference lines: each view shows where the other panes' active views cut it — their sections' planes against
/// its image and theirs (`SectionRectangle.cut(by:)`, with a tolerance at the edges) — only between series of
/// one frame of reference, or aligned by their images (through that alignment), never between patients. With
/// `ReferenceLineMode.shownAndEnds`, their series' first and last sections too.
extension ScanViewerModel {
    /// Steps to the next reference line mode (Ctrl+Shift+R): the other panes' sections, with their ends, none.
    public func nextReferenceLineMode() {
        let modes = ReferenceLineMode.allCases
        referenceLineMode = modes[((modes.firstIndex(of: referenceLineMode) ?? 0) + 1) % modes.count]
    }

    /// The reference lines over `plane`'s view of the pane acted on, in its image points: none with one pane, with
    /// the lines off, or for a pane whose series lies in another frame of reference not (yet) aligned with it. A
    /// pane past its linked place (no slice there) shows no line for the section it cannot show.
    public func referenceLines(in plane: VolumePlane) -> [ReferenceLine] {
        guard referenceLineMode != .off, showsSeveralPanes, let geometry = series?.geometry else { return [] }
        let viewed = pane, shown = sectionPlane(shownIn: plane)
        let rectangle = shown.rectangle(in: geometry), size = shown.size(in: geometry)
        return panes.filter { $0 !== viewed }.flatMap { other -> [ReferenceLine] in
            guard let shift = knownTranslation(from: viewed, to: other) else { return [] }
            return acting(on: other) { otherSections() }.compactMap { kind, section, label in
                guard let cut = rectangle.cut(by: section.translated(by: shift * -1)) else { return nil }
                return ReferenceLine(
                    kind: kind, pane: other.id, start: Point2D(cut.start.u * Double(size.columns), cut.start.v * Double(size.rows)),
                    end: Point2D(cut.end.u * Double(size.columns), cut.end.v * Double(size.rows)), label: label)
            }
        }
    }

    /// The sections of the pane acted on that reference lines stand for, as rectangles in its patient space, with
    /// their labels.
    private func otherSections() -> [(ReferenceLine.Kind, SectionRectangle, String)] {
        guard let series, let geometry = series.geometry else { return [] }
        let entry = series.entry
        let date = entry.studyDate.flatMap(StudyText.date), description = entry.description.isEmpty ? nil : entry.description
        let name = [date, description].compactMap { $0 }.joined(separator: " · ")
        let label = name.isEmpty ? "Pane \(pane.id + 1)" : name
        // The ends' labels short (the section's own names the series): its date, else the series.
        let short = date ?? description ?? label
        let shown = sectionPlane(shownIn: activePlane)
        var sections: [(ReferenceLine.Kind, SectionPlane)] = pane.isPastLinkedPlace ? [] : [(.shown, shown)]
        if referenceLineMode == .shownAndEnds, case .named(let named, _) = shown {
            let last = named.sectionCount(in: geometry) - 1
            sections += [(.first, .named(named, index: 0)), (.last, .named(named, index: last))]
        }
        return sections.map { kind, section in
            let text = switch kind {
            case .shown: label
            case .first: short + " · first"
            case .last: short + " · last"
            }
            return (kind, section.rectangle(in: geometry), text)
        }
    }
}
