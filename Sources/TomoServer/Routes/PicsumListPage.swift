/// One page of Picsum's `GET /v2/list?page=&limit=`, with Picsum's rules: `limit` defaults to 30 and
/// is capped at 100; a `page` or `limit` that is not a number or below 1 takes its default.
///
/// The `Link` header follows Picsum to the letter: page 1 always links only to the next page; a
/// later page links to the previous one and, unless it came back short (or empty), to the next.
struct PicsumListPage: Sendable, Hashable {
    static let defaultLimit = 30
    static let maxLimit = 100

    let page: Int
    let limit: Int

    /// The page the query parameters `page` and `limit` ask for (nil when absent).
    init(page: Substring?, limit: Substring?) {
        func positive(_ text: Substring?) -> Int? { text.flatMap { Int($0) }.flatMap { $0 >= 1 ? $0 : nil } }
        self.limit = min(positive(limit) ?? Self.defaultLimit, Self.maxLimit)
        self.page = positive(page) ?? 1
    }

    /// The indices of this page's items among `count` items (empty past the end).
    func indices(count: Int) -> Range<Int> {
        let (offset, overflow) = limit.multipliedReportingOverflow(by: page - 1)
        guard !overflow, offset < count else { return count..<count }
        return offset..<min(offset + limit, count)
    }

    /// The `Link` header for this page, which returned `itemCount` items.
    func linkHeader(base: String, itemCount: Int) -> String {
        func link(_ page: Int, _ relation: String) -> String {
            "<\(base)/v2/list?page=\(page)&limit=\(limit)>; rel=\"\(relation)\""
        }
        if page == 1 { return link(2, "next") }
        if itemCount < limit { return link(page - 1, "prev") }
        return link(page - 1, "prev") + ", " + link(page + 1, "next")
    }
}
