@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// The name a token writes, without the backticks that let a keyword be a name: `` `default` `` →
    /// `default`; any other token's text as written.
    ///
    /// The same as `identifier?.name ?? text`, read from the raw kind and text: the token's kind (which `text`
    /// and `identifier` each build, and `identifier` twice) makes a string of the name each time, and the walks
    /// ask for names at nearly every node.
    var plainName: String {
        let text = String(syntaxText: rawText)
        switch rawTokenKind {
        case .identifier:
            let utf8 = text.utf8
            guard utf8.count > 2, utf8.first == UInt8(ascii: "`"), utf8.last == UInt8(ascii: "`") else { return text }
            return String(text.dropFirst().dropLast())
        case .dollarIdentifier: return identifier?.name ?? text
        default: return text
        }
    }

    /// Whether ``plainName`` is `name`, compared with the raw text where that is the name (no backtick, no
    /// `$`), without making a string of it.
    func hasPlainName(_ name: String) -> Bool {
        let raw = rawText
        guard raw.first != UInt8(ascii: "`"), rawTokenKind != .dollarIdentifier else { return plainName == name }
        return raw.elementsEqual(name.utf8)
    }
}
