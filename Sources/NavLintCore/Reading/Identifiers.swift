/// The lexical rules for the names a spec uses.
public enum Identifiers {
    /// `[A-Za-z_][A-Za-z0-9_]*`: model, tab, case, window, param and placeholder names.
    public static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isIdentifierStart(first) else { return false }
        while let byte = bytes.next() {
            guard isIdentifierStart(byte) || isDigit(byte) else { return false }
        }
        return true
    }

    /// Route ids may also use `-` and `.` after the first character (`product-detail`, `orders.list`).
    public static func isRouteIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isIdentifierStart(first) else { return false }
        while let byte = bytes.next() {
            guard isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else {
                return false
            }
        }
        return true
    }

    /// `Owner.member`, two identifiers joined by a dot: `MainTabs.home`, `App.loggedIn`, `ProductList.category`.
    public static func isQualified<S: StringProtocol>(_ text: S) -> Bool {
        var sawDot = false
        var startsPart = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !sawDot, !startsPart else { return false }
                (sawDot, startsPart) = (true, true)
            } else if startsPart {
                guard isIdentifierStart(byte) else { return false }
                startsPart = false
            } else {
                guard isIdentifierStart(byte) || isDigit(byte) else { return false }
            }
        }
        return sawDot && !startsPart
    }

    /// Enum values: letters, digits, `_`, `-` and `.`, so that they can stand inside a route pattern.
    public static func isEnumValue<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { isIdentifierStart($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The closest of `candidates` to `word`, for "did you mean" hints; `nil` when none is close.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().utf8)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased().utf8)
            let limit = max(1, candidate.count / 3)
            // The distance is at least the difference in length: skipping those keeps long words linear.
            guard abs(lowered.count - target.count) <= limit else { continue }
            let distance = editDistance(lowered, target)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
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
