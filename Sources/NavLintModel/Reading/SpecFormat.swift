/// The two forms a spec can be written in.
public enum SpecFormat: String, Sendable, CaseIterable {
    /// `*.navgraph.json` (and any other `*.json`), or, under a name that states no form, text starting with `{`.
    case json
    /// `*.nav`, the DSL, or, under a name that states no form, text starting with anything but `{`.
    case nav

    /// The form a file's name states: `*.nav` the DSL, `*.json` JSON; nil for any other name.
    public init?(statedBy fileName: String) {
        if fileName.hasSuffix(".nav") {
            self = .nav
        } else if fileName.hasSuffix(".json") {
            self = .json
        } else {
            return nil
        }
    }

    /// The form of the spec `bytes` read from `fileName`: the one the name states, else (a pipe such as
    /// `/dev/fd/63`, standard input, `spec.txt`) the one the text shows: JSON when its first character after
    /// a byte order mark and white space is `{`, the DSL otherwise.
    public init(fileName: String, bytes: [UInt8]) {
        self = Self(statedBy: fileName) ?? (Self.startsWithBrace(bytes) ? .json : .nav)
    }

    private static func startsWithBrace(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        return bytes[start...].first { !whiteSpace.contains($0) } == UInt8(ascii: "{")
    }

    /// Whether a folder search should pick up this file name.
    public static func isSpecFileName(_ name: String) -> Bool {
        name.hasSuffix(".navgraph.json") || name.hasSuffix(".nav")
    }
}
