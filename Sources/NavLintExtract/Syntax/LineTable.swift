/// Where each line of a file starts, read from its bytes: the line and column of a byte offset, as the
/// compiler and swift-syntax's `SourceLocationConverter` count them (`\n`, `\r\n` and `\r` end a line; columns
/// count UTF-8 bytes), without walking the syntax tree's text for it.
struct LineTable {
    /// The byte offset at which each line starts; the first is 0.
    private let starts: [Int]

    init(_ text: String) {
        var text = text
        starts = text.withUTF8 { bytes in
            var starts = [0]
            var previous: UInt8 = 0
            for (index, byte) in bytes.enumerated() {
                let offset = index + 1
                if byte == UInt8(ascii: "\n") {
                    // `\r\n` ends one line, where the `\r` alone already started the next one.
                    if previous == UInt8(ascii: "\r") {
                        starts[starts.count - 1] = offset
                    } else {
                        starts.append(offset)
                    }
                } else if byte == UInt8(ascii: "\r") {
                    starts.append(offset)
                }
                previous = byte
            }
            return starts
        }
    }

    /// The 1-based line and column of a byte offset.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
