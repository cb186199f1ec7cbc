import Foundation

/// One line of `navlint resolve --format json`: the route and each param's value as printed (a string
/// without its quotes, a number, boolean or list as written), and which params were printed as strings
/// or as lists with a string in them.
struct ResolveLine: Equatable {
    var route: String?
    var params: [String: String]
    var quoted: Set<String>

    /// Reads `{"url":...,"route":...,"params":{...},...}` in the order resolve writes it.
    init?(_ line: String) {
        var scanner = Scanner(Array(line.utf8))
        guard scanner.expect(#"{"url":"#), scanner.string() != nil, scanner.expect(#","route":"#) else { return nil }
        route = scanner.expect("null") ? nil : scanner.string()
        guard scanner.expect(#","params":{"#) else { return nil }
        params = [:]
        quoted = []
        while !scanner.expect("}") {
            _ = scanner.expect(",")
            guard let key = scanner.string(), scanner.expect(":") else { return nil }
            if let text = scanner.string() {
                params[key] = text
                quoted.insert(key)
            } else {
                let raw = scanner.raw()
                params[key] = raw
                if raw.hasPrefix("[") && raw.contains("\"") { quoted.insert(key) }
            }
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func expect(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected
            else { return false }
            index += expected.count
            return true
        }

        /// A JSON string, decoded.
        mutating func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            let literal = Data(bytes[index...min(end, bytes.count - 1)])
            index = end + 1
            return (try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed)) as? String
        }

        /// A number, boolean or array as written.
        mutating func raw() -> String {
            let start = index
            var depth = 0
            var inString = false
            while index < bytes.count {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") {
                    depth -= 1
                } else if depth == 0 && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")) {
                    break
                }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}
