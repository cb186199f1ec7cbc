/// Swift identifiers made from spec names: casing, keywords and collisions.
enum SwiftNames {
    /// Words that need backticks to be used as a name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "await", "async", "consume", "copy", "discard", "each", "borrowing", "consuming", "some", "any", "Type",
        "Protocol",
    ]

    /// The words of a name: runs of ASCII letters and digits, split where a lowercase letter or digit
    /// meets an uppercase one (`view-product`, `view_product` and `viewProduct` give the same words).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `view-product` → `viewProduct`; `value` when the text has no letters or digits; a leading digit
    /// gets `value` in front (`2fa` → `value2fa`).
    static func lowerCamel(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "value" }
        let head = isAllUppercase(first) ? first.lowercased() : lowercasedFirst(first)
        let name = head + parts.dropFirst().map(uppercasedFirst).joined()
        return name.first?.isNumber == true ? "value" + uppercasedFirst(name) : name
    }

    /// `main-tabs` → `MainTabs`; `Value` when the text has no letters or digits; a leading digit gets
    /// `Value` in front.
    static func upperCamel(_ text: String) -> String {
        let name = words(text).map(uppercasedFirst).joined()
        guard let first = name.first else { return "Value" }
        return first.isNumber ? "Value" + name : name
    }

    /// A label as written in a call: `inout` is the only keyword that needs backticks there (escaping
    /// another one is a warning), where a declaration needs them for `inout`, `var` and `let`.
    static func argumentLabel(_ label: String) -> String {
        label == "inout" ? "`inout`" : label
    }

    /// The name as written in code: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static func isAllUppercase(_ word: String) -> Bool {
        word.allSatisfy { !$0.isLetter || $0.isUppercase }
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func uppercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

/// Hands out distinct names within one scope: a name already taken gets the first free number after it
/// (`product`, `product2`). Deterministic: the same requests in the same order give the same names.
struct NameScope {
    private var taken: Set<String>

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `preferred`, or with the smallest number from 2 that makes it free.
    mutating func claim(_ preferred: String) -> String {
        var name = preferred
        var number = 2
        while taken.contains(name) {
            name = preferred + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    func isTaken(_ name: String) -> Bool { taken.contains(name) }
}
