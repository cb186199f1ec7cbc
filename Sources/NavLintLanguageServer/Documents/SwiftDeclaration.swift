import NavLintCore

/// Where a Swift type is declared: an absolute path and a 1-based line and column.
public struct SwiftDeclaration: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The file's URI, with every byte but letters, digits and `/-._~` percent-encoded.
    var uri: String {
        let allowed = Set("/-._~".utf8)
        var encoded = "file://"
        for byte in path.utf8 {
            let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            if letter || (byte >= 0x30 && byte <= 0x39) || allowed.contains(byte) {
                encoded.append(Character(UnicodeScalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += (hex.count == 1 ? "%0" : "%") + hex
            }
        }
        return encoded
    }
}

/// By Swift type name, where the code of the configuration's `sources:` for the document `file` declares each type;
/// called on the analysis thread, so the host may take its time (and must be thread-safe).
public typealias SwiftTypeProvider = @Sendable (_ file: String) -> [String: SwiftDeclaration]
