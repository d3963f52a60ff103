import TomoCore

/// The generated photographers: plausible names from short lists of first and last names.
enum PhotoNames {
    static let firstNames = [
        "Alejandro", "Amara", "Anna", "Ben", "Chloe", "Daniel", "Elif", "Emma", "Felix", "Hana", "Ines",
        "Jonas", "Kai", "Lena", "Lucas", "Maya", "Mateo", "Nadia", "Noah", "Olivia", "Priya", "Ravi",
        "Sofia", "Tomas", "Yuki", "Zoe",
    ]
    static let lastNames = [
        "Andersen", "Bauer", "Costa", "Dubois", "Eriksson", "Fischer", "Garcia", "Haddad", "Ivanova",
        "Jensen", "Kowalski", "Larsen", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn", "Rossi",
        "Schmidt", "Tanaka", "Ueda", "Varga", "Walsh", "Novak", "Young", "Zhang",
    ]

    /// `count` different full names (at most the number of first × last pairs), drawn by `random`.
    static func authors(count: Int, random: inout SplitMix64) -> [String] {
        var pairs = Array(0..<(firstNames.count * lastNames.count))
        let taken = min(count, pairs.count)
        for index in 0..<taken {
            pairs.swapAt(index, random.int(index...pairs.count - 1))
        }
        return pairs[..<taken].map { "\(firstNames[$0 / lastNames.count]) \(lastNames[$0 % lastNames.count])" }
    }
}
