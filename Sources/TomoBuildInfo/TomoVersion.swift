/// Tomo's version, one for every executable (`--version`) and for what the install script writes.
public enum TomoVersion {
    /// The release number. It is kept here and nowhere else.
    public static let number = "0.9.0"

    /// The git commit the executables were built from, abbreviated; "+changes" follows it when tracked
    /// files had uncommitted changes, and it is "unknown" for a build outside a git checkout.
    public static let commit = buildCommit

    /// What `--version` prints: "0.9.0 (commit 1a2b3c4d5e6f)".
    public static let description = "\(number) (commit \(commit))"
}
