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
            guard isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else {
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

    /// A route's `via` entry: a model id, `Owner.member`, `Tabs.*` (every tab) or `*` (the current stack).
    public static func isWaypoint<S: StringProtocol>(_ text: S) -> Bool {
        if text == "*" { return true }
        if text.hasSuffix(".*") { return isIdentifier(text.dropLast(2)) }
        return isIdentifier(text) || isQualified(text)
    }

    /// Enum values: letters, digits, `_`, `-` and `.`, so that they can stand inside a route pattern.
    public static func isEnumValue<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy {
                isIdentifierStart($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
