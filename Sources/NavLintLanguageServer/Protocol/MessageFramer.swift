/// Splits the bytes a client sends into JSON-RPC message bodies, each framed by a `Content-Length` header
/// (LSP's base protocol). Robust to garbage: a header block that is too long, lacks a valid length or names
/// one past ``maximumContentLength`` is reported as malformed and skipped (a body too long is discarded as it
/// arrives, never held), and reading goes on with the next header.
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
    /// Bytes of an over-long body still to be thrown away as they arrive.
    private var discarding = 0

    public init(maximumContentLength: Int = 64 * 1024 * 1024) {
        self.maximumContentLength = maximumContentLength
    }

    /// Adds bytes read from the client.
    public mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        var bytes = bytes[...]
        if discarding > 0 {
            let dropped = min(discarding, bytes.count)
            discarding -= dropped
            bytes = bytes.dropFirst(dropped)
        }
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
        guard discarding == 0, start < buffer.count else { return nil }
        guard let headerEnd = headerTerminator() else {
            guard pendingCount > Self.maximumHeaderLength else { return nil }
            // No header ends within the limit: keep only a tail that might start the next one.
            start = buffer.count - 3
            return .malformed("a header longer than \(Self.maximumHeaderLength) bytes")
        }
        let header = buffer[start..<headerEnd]
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(in: header) else {
            start = bodyStart
            return .malformed("a header without a valid Content-Length")
        }
        if length > maximumContentLength {
            let held = buffer.count - bodyStart
            discarding = max(0, length - held)
            start = min(buffer.count, bodyStart + length)
            return .malformed("a body of \(length) bytes, more than the \(maximumContentLength) accepted")
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
