/// A (made-up) news outlet that media coverages come from, and the words its headlines are made of.
struct MediaCoverageOutlet: Sendable {
    let name: String
    /// Host of its web site, under the reserved `.example` top-level domain.
    let host: String
    /// ISO 639-1 code of the language it publishes in.
    let language: String
    /// 1 print, 2 online, 3 broadcast.
    let mediaType: Int

    /// Every outlet; English ones come up most, as in the original feed.
    static let all: [MediaCoverageOutlet] = [
        MediaCoverageOutlet(name: "The Morning Courier", host: "www.morningcourier.example", language: "en", mediaType: 1),
        MediaCoverageOutlet(name: "Daily Ledger", host: "dailyledger.example", language: "en", mediaType: 1),
        MediaCoverageOutlet(name: "Metro Voices", host: "metrovoices.example", language: "en", mediaType: 2),
        MediaCoverageOutlet(name: "Campus Chronicle", host: "campuschronicle.example", language: "en", mediaType: 2),
        MediaCoverageOutlet(name: "Channel Nine Newsroom", host: "news.channelnine.example", language: "en", mediaType: 3),
        MediaCoverageOutlet(name: "दैनिक प्रकाश", host: "www.dainikprakash.example", language: "hi", mediaType: 1),
        MediaCoverageOutlet(name: "नवभारत संवाद", host: "navbharatsamvad.example", language: "hi", mediaType: 2),
        MediaCoverageOutlet(name: "Le Quotidien du Matin", host: "www.quotidiendumatin.example", language: "fr", mediaType: 1),
    ]

    /// Headline parts per language: a (plural) subject, a verb phrase, a topic.
    static let headlineParts: [String: (subjects: [String], verbs: [String], topics: [String])] = [
        "en": (
            ["Students", "Young professionals", "Teachers", "City volunteers", "Researchers", "Parents", "Audiences"],
            ["question", "rethink", "take on", "open up about", "debate", "look past", "learn from"],
            ["the pressure to succeed", "climate anxiety", "the meaning of work", "screen time", "fear of failure",
             "old traditions", "life after exams", "loneliness in big cities"]),
        "hi": (
            ["छात्रों ने", "युवाओं ने", "शिक्षकों ने", "श्रोताओं ने", "अभिभावकों ने"],
            ["खुलकर चर्चा की:", "सवाल उठाए:", "नई सोच अपनाई:"],
            ["सफलता का दबाव", "जलवायु संकट", "काम का अर्थ", "परीक्षा के बाद का जीवन", "पुरानी परंपराएँ"]),
        "fr": (
            ["Des étudiants", "Des enseignants", "Des bénévoles", "Des chercheurs"],
            ["s'interrogent sur", "débattent de", "repensent"],
            ["la pression de la réussite", "l'anxiété climatique", "le sens du travail", "la peur de l'échec"]),
    ]
}
