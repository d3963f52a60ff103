import Observation
import TomoSeries

/// Compare with prior: the open study's priors, found in the catalog it came from (the same Patient ID, on or
/// before it: `StudySummary.priors(among:)`), the first opened in a pane beside it, the others listed to open
/// there instead (each loaded only when chosen). A child of `ScanViewerModel`, which searches and opens.
@MainActor
@Observable
public final class PriorComparison {
    /// Where the search stands: what the toolbar says of it.
    public enum State: Sendable, Hashable {
        case idle
        case searching
        /// The priors are listed; `shownIndex` is the one beside the study.
        case found
        /// The study names no Patient ID, which priors are found by.
        case noPatientID
        /// The catalog holds no earlier study of patient `patient` (the ID).
        case noPriors(patient: String)
        /// What failed, in words.
        case failed(String)

        /// "Finding priors…", "No earlier study of patient P0000 here", …; nil before any search and once found.
        public var message: String? {
            switch self {
            case .idle, .found: nil
            case .searching: "Finding priors…"
            case .noPatientID: "This study names no Patient ID: its priors cannot be found"
            case .noPriors(let patient): "No earlier study of patient \(patient) here"
            case .failed(let reason): "Could not find priors: \(reason)"
            }
        }
    }

    /// The title of the toolbar's button and the help's.
    public static let title = "Compare with Prior"

    public internal(set) var state = State.idle
    /// The priors found, the one compared with first.
    public internal(set) var priors: [PriorStudy] = []
    /// The index in `priors` of the prior shown beside the study; nil for none.
    public internal(set) var shownIndex: Int?
    /// The pane the prior is shown in (a prior chosen next replaces it there).
    @ObservationIgnored weak var pane: ReadingPane?

    /// One line per prior, as its menu lists them: "2023-03-01 · CT · Chest", "· named Roe, Jane" where the
    /// patient's name differs under the same ID.
    public var menuItems: [String] {
        priors.map { prior in
            let study = prior.study
            var parts = [
                study.studyDate.flatMap(StudyText.date) ?? "no date", study.modalities.joined(separator: ","),
                study.description ?? "",
            ].filter { !$0.isEmpty }
            if prior.patientNameDiffers {
                parts.append("named \(study.patientName.flatMap(StudyText.personName) ?? "otherwise")")
            }
            return parts.joined(separator: " · ")
        }
    }

    /// A new search starts: what was found before goes.
    func startSearch() {
        state = .searching
        priors = []
        shownIndex = nil
    }
}
