/// The shape `tomo fetch --json` promises, declared here independently of `FetchReport`.
struct FetchJSON: Decodable {
    struct Slice: Decodable {
        let name: String
        let sha256: String?
        let width: Int?
        let height: Int?
        let error: String?
    }

    let series: String
    let slices: [Slice]
}
