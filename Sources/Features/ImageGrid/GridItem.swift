import Observation
import TomoCore
import TomoPipeline

/// One item of the grid: its media coverage and what its cell shows. Observable on its own, so a cell
/// redraws when its item changes and no other cell does.
@MainActor
@Observable
public final class GridItem: Identifiable {
    /// The item's position in the API's order.
    public let index: Int
    public let coverage: MediaCoverage
    /// What the cell shows.
    public internal(set) var state: GridCellState = .placeholder
    /// The request whose outcome `state` shows (an image or a failure); nil while there is none.
    @ObservationIgnored var settledRequest: ImageRequest?

    init(index: Int, coverage: MediaCoverage) {
        self.index = index
        self.coverage = coverage
    }

    public nonisolated var id: Int { index }

    /// The article's headline.
    public var title: String { coverage.title }

    /// The cell's tooltip: the headline, who published it and when, and why the image failed if it did.
    public var tooltip: String {
        var lines = [coverage.title, "\(coverage.publishedBy), \(coverage.publishedAt)"]
        if let failure = state.failure { lines.append("Image \(failure.reason): \(failure.detail). Click to retry.") }
        return lines.joined(separator: "\n")
    }
}
