/// Patient-direction letters (DICOM PS3.3 C.7.6.1.1.1): L/R along x, P/A along y, S/I along z (LPS).
extension Vector3 {
    /// The letters of the patient directions this direction points to, strongest first: "L" for the
    /// patient's left, "PI" for mostly posterior and somewhat inferior (a tilted gantry's columns). A
    /// component counts when it is at least `threshold` of the unit direction (0.25: a tilt of 15°).
    public func patientLetters(threshold: Double = 0.25) -> String {
        let unit = normalized
        let axes: [(value: Double, positive: Character, negative: Character)] = [
            (unit.x, "L", "R"), (unit.y, "P", "A"), (unit.z, "S", "I"),
        ]
        let letters = axes.filter { abs($0.value) >= threshold }
            .sorted { abs($0.value) > abs($1.value) }
            .map { $0.value > 0 ? $0.positive : $0.negative }
        return String(letters)
    }
}
