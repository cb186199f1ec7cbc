/// Makes cairo's PDF output the same on every run.
///
/// cairo 1.16 writes the time of the run into the document information as `/CreationDate (D:...)` (and
/// `/ModDate` in some versions) and offers no way to fix it from Graphviz. The digits of those dates are
/// replaced by the epoch, 1970-01-01 00:00:00, keeping their length so that the byte offsets in the
/// cross-reference table stay right.
enum DeterministicPDF {
    private static let keys = ["/CreationDate (", "/ModDate ("].map { Array($0.utf8) }
    private static let epoch = Array("19700101000000".utf8)

    static func normalised(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for key in keys {
            var start = 0
            while let found = firstIndex(of: key, in: result, from: start) {
                var position = found + key.count
                var digit = 0
                while position < result.count, result[position] != UInt8(ascii: ")"), position - found < 64 {
                    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(result[position]) {
                        result[position] = digit < epoch.count ? epoch[digit] : UInt8(ascii: "0")
                        digit += 1
                    }
                    position += 1
                }
                start = position
            }
        }
        return result
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard pattern.count <= bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }
}
