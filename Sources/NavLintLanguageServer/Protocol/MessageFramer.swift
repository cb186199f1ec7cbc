/// Splits the bytes a client sends into JSON-RPC message bodies, each framed by a `Content-Length` header
/// (LSP's base protocol). Robust to garbage: bytes before a `Content-Length` header, a header block that is too
/// long, lacks a valid length or names one past ``maximumContentLength`` are reported as malformed and skipped,
/// and reading goes on at the next `Content-Length` header, so at most ``maximumHeaderLength`` bytes of garbage
/// are held at a time.
public struct MessageFramer: Sendable {
    /// One result of ``next()``.
    public enum Frame: Sendable, Equatable {
        /// A message body, to be parsed as JSON.
        case message([UInt8])
        /// Bytes that were not a valid frame, skipped, and why.
        case malformed(String)
    }

    /// The longest body accepted; a longer one is skipped without being held in memory.
    public let maximumContentLength: Int
    /// The longest header block accepted.
    public static let maximumHeaderLength = 8 * 1024

    private var buffer: [UInt8] = []
    private var start = 0

    public init(maximumContentLength: Int = 64 * 1024 * 1024) {
        self.maximumContentLength = maximumContentLength
    }

    /// Adds bytes read from the client.
    public mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The bytes held that no frame has taken yet.
    public var pendingCount: Int { buffer.count - start }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        guard start < buffer.count else { return nil }
        guard let headerEnd = headerTerminator() else {
            guard pendingCount > Self.maximumHeaderLength else { return nil }
            // No header ends within the limit: go on at the next header, or keep only a tail that may start one.
            let skippedFrom = start
            start = nextContentLengthHeader(after: start + 1) ?? (buffer.count - 16)
            return .malformed("\(start - skippedFrom) bytes without a header that ends")
        }
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(in: buffer[start..<headerEnd]) else {
            if let header = lastContentLengthHeader(before: headerEnd), header > start {
                // Garbage, or a body whose header was refused, then a header: read again from the header.
                let skipped = header - start
                start = header
                return .malformed("\(skipped) bytes that were not a message")
            }
            start = bodyStart
            return .malformed("a header without a valid Content-Length")
        }
        if length > maximumContentLength {
            // Not read as a body: a client that means it sends nothing so long, so the bytes are garbage.
            start = bodyStart
            return .malformed("a header naming \(length) bytes, more than the \(maximumContentLength) accepted")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        return .message(Array(buffer[bodyStart..<start]))
    }

    /// The index of the `\r\n\r\n` that ends the header block starting at `start`, within the header limit.
    private func headerTerminator() -> Int? {
        let limit = min(buffer.count, start + Self.maximumHeaderLength + 4)
        var index = start
        while index + 3 < limit {
            if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Where the next `Content-Length` (in any case) after `offset` begins.
    private func nextContentLengthHeader(after offset: Int) -> Int? {
        let name = Array("content-length".utf8)
        var index = offset
        while index + name.count <= buffer.count {
            if zip(buffer[index..<(index + name.count)], name).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return index }
            index += 1
        }
        return nil
    }

    /// Where the last `Content-Length` (in any case) begins in the header block before `end`.
    private func lastContentLengthHeader(before end: Int) -> Int? {
        let name = Array("content-length".utf8)
        var index = end - name.count
        while index >= start {
            if zip(buffer[index..<(index + name.count)], name).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return index }
            index -= 1
        }
        return nil
    }

    /// The value of the `Content-Length` header (its name in any case), when it is a decimal number.
    static func contentLength(in header: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: header, as: UTF8.self)
        var length: Int?
        for line in text.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: " \t").lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            guard !value.isEmpty, value.count <= 12, value.allSatisfy(\.isASCII), let number = Int(value),
                number >= 0
            else { return nil }
            length = number
        }
        return length
    }

    /// Frames a message body for sending: its `Content-Length` header, then the bytes.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
