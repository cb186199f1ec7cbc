/// The "did you mean" hint every message about a misspelt name gives: one edit distance, one wording.
public enum Suggestion {
    /// The closest of `candidates` to `word`, or nil when none is close: letter case is ignored, a swap of
    /// two neighbouring letters counts as one edit, and a candidate of n characters may be at most
    /// max(1, n / 3) edits away. The first of equally close candidates wins.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        Index(candidates).closest(to: word)
    }

    /// The candidate fewest edits from `word` however far it is (letter case ignored; the first of equals), or
    /// nil when there are none: for pointing at the nearest name when no name is close.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().utf8)
        return candidates.min { first, second in
            editDistance(lowered, Array(first.lowercased().utf8))
                < editDistance(lowered, Array(second.lowercased().utf8))
        }
    }

    /// `; did you mean "x"?` for the closest candidate, or "" when none is close.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map(didYouMean) ?? ""
    }

    /// The hint's wording for a known replacement: `; did you mean "x"?`.
    public static func didYouMean(_ replacement: String) -> String {
        "; did you mean \"\(replacement)\"?"
    }

    /// Edit distance where swapping two neighbouring letters (a common typo) counts as one edit.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
