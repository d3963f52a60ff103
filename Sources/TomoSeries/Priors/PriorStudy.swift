/// One of a study's priors: the same patient's other, earlier study, as a catalog lists it
/// (``StudySummary/priors(among:)``).
public struct PriorStudy: Sendable, Hashable {
    /// The study.
    public var study: StudySummary
    /// Whether it holds a modality the current study holds (such priors come first).
    public var sharesModality: Bool
    /// Whether its Patient Name differs from the current study's under the same Patient ID (a name corrected or
    /// mistyped between visits): said beside it, so the reader judges; a different ID is never a prior.
    public var patientNameDiffers: Bool

    /// `study`, sharing a modality with the current study or not, its patient named otherwise or not.
    public init(study: StudySummary, sharesModality: Bool, patientNameDiffers: Bool) {
        self.study = study
        self.sharesModality = sharesModality
        self.patientNameDiffers = patientNameDiffers
    }
}
