import Foundation
import Testing
import TomoCore

@Suite("Link header parsing (RFC 8288)")
struct LinkHeaderTests {
    private let base = URL(string: "https://picsum.example/v2/list?page=2&limit=30")!

    @Test("Picsum's header: prev and next")
    func picsum() {
        let header = LinkHeader(
            #"<https://picsum.photos/v2/list?page=1&limit=30>; rel="prev", <https://picsum.photos/v2/list?page=3&limit=30>; rel="next""#)
        #expect(header.links.count == 2)
        #expect(header.target(relation: "prev")?.absoluteString == "https://picsum.photos/v2/list?page=1&limit=30")
        #expect(header.target(relation: "next")?.absoluteString == "https://picsum.photos/v2/list?page=3&limit=30")
        #expect(header.target(relation: "last") == nil)
    }

    @Test("Relative targets resolve against the response's URL")
    func relativeTargets() {
        let header = LinkHeader(#"</v2/list?page=3&limit=30>; rel=next, <?page=1&limit=30>; rel=prev"#, baseURL: base)
        #expect(header.target(relation: "next")?.absoluteString == "https://picsum.example/v2/list?page=3&limit=30")
        #expect(header.target(relation: "prev")?.absoluteString == "https://picsum.example/v2/list?page=1&limit=30")
    }

    @Test("Commas and semicolons inside <…> and quotes belong to them")
    func delimitersInside() {
        let header = LinkHeader(#"<https://x.example/a,b;c>; title="one, two; three"; rel="next", <https://x.example/z>; rel=last"#)
        #expect(header.links.map(\.target.absoluteString) == ["https://x.example/a,b;c", "https://x.example/z"])
        #expect(header.links.first?.parameters["title"] == "one, two; three")
        #expect(header.target(relation: "last")?.absoluteString == "https://x.example/z")
    }

    @Test("Names and relation types are case-insensitive; rel may hold several types; the first rel counts")
    func caseAndMultipleRelations() {
        let header = LinkHeader(#"<https://x.example/n>; REL="Next Last"; rel="prev""#)
        #expect(header.links.first?.relations == ["next", "last"])
        #expect(header.target(relation: "NEXT")?.absoluteString == "https://x.example/n")
        #expect(header.target(relation: "last")?.absoluteString == "https://x.example/n")
        #expect(header.target(relation: "prev") == nil)
    }

    @Test("Escapes in quoted strings, bare parameters and odd whitespace")
    func quotingAndWhitespace() {
        let header = LinkHeader("  ,\t<https://x.example/a> ;rel = \"next\" ; title=\"say \\\"hi\\\"\" ; crossorigin ,, ")
        let link = header.links.first
        #expect(header.links.count == 1)
        #expect(link?.relations == ["next"])
        #expect(link?.parameters["title"] == #"say "hi""#)
        #expect(link?.parameters["crossorigin"] == "")
    }

    @Test("Malformed links are skipped without losing the others")
    func malformed() {
        let header = LinkHeader(#"garbage; rel="first", <https://x.example/ok>; rel=next, <https://x.example/trailing> junk; rel=prev, <https://x.example/unclosed; rel=last"#)
        #expect(header.links.map(\.target.absoluteString) == ["https://x.example/ok"])
        #expect(header.target(relation: "next")?.absoluteString == "https://x.example/ok")
    }

    @Test("An empty field has no links")
    func empty() {
        #expect(LinkHeader("").links.isEmpty)
        #expect(LinkHeader(" , ").links.isEmpty)
    }
}
