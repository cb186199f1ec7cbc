/// A JSON value with the source location of its first character.
public struct JSONValue: Sendable {
    public enum Storage: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// A number as written, and whether it has neither fraction nor exponent.
        case number(Double, isInteger: Bool)
        case bool(Bool)
        case null
    }

    public var storage: Storage
    public var location: SourceLocation

    public init(_ storage: Storage, at location: SourceLocation) {
        self.storage = storage
        self.location = location
    }

    /// How the value's type is named in messages: "a string", "an object".
    public var typeDescription: String {
        switch storage {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` member of a JSON object, in the order written.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONValue
}

/// A parsed JSON document in flat form: every value is a node, in document order, and a container's
/// members follow it (for objects: key, value, key, value, ...). Strings and numbers keep their place in
/// the source bytes and are decoded when asked for. ``JSONParser/parseDocument(_:maximumDepth:)`` makes one.
public struct JSONDocument: Sendable {
    /// The kind of a node.
    public enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    struct Node: Sendable {
        var kind: Kind
        /// Strings: the text has escapes to decode. Numbers: written without fraction or exponent.
        var flag: Bool
        var line: Int32
        var column: Int32
        /// Strings: the bytes between the quotes; numbers: the number's text.
        var start: Int32
        var end: Int32
        /// The index of the first node after this value and everything inside it.
        var next: Int32
        /// Objects: the number of members; arrays: the number of elements.
        var count: Int32
    }

    /// The top-level value.
    public static let root = 0

    let bytes: [UInt8]
    let nodes: [Node]

    /// The kind of the value at `node`.
    public func kind(of node: Int) -> Kind { nodes[node].kind }

    /// Where the value at `node` starts (for strings, the opening quote).
    public func location(of node: Int) -> SourceLocation {
        SourceLocation(line: Int(nodes[node].line), column: Int(nodes[node].column))
    }

    /// The number of members of an object or elements of an array.
    public func count(of node: Int) -> Int { Int(nodes[node].count) }

    /// The text of a string node, or nil for any other kind.
    public func string(at node: Int) -> String? {
        guard nodes[node].kind == .string else { return nil }
        return bytes.withUnsafeBufferPointer { Self.decodeString($0, node: nodes[node]) }
    }

    /// For a string written with escapes, the source column of each of its characters (Unicode scalars)
    /// and then of the closing quote; nil for a string without escapes, whose characters take one
    /// column each, and for other kinds.
    public func sourceColumns(ofString node: Int) -> [Int]? {
        let entry = nodes[node]
        guard entry.kind == .string, entry.flag else { return nil }
        return EscapedText.columns(of: bytes[Int(entry.start)..<Int(entry.end)], startingAt: Int(entry.column) + 1)
    }

    /// The value of a number node and whether it was written as an integer, or nil for any other kind.
    public func number(at node: Int) -> (value: Double, isInteger: Bool)? {
        guard nodes[node].kind == .number else { return nil }
        return (bytes.withUnsafeBufferPointer { Self.number($0, node: nodes[node]) }, nodes[node].flag)
    }

    /// The elements of an array node (none for any other kind), by node.
    public func elements(of node: Int) -> Children {
        Children(nodes: nodes, first: node + 1, count: nodes[node].kind == .array ? Int(nodes[node].count) : 0, stride: 1)
    }

    /// The members of an object node (none for any other kind) in the order written: the key's node
    /// and the value's node.
    public func members(of node: Int) -> Members {
        Members(keys: Children(nodes: nodes, first: node + 1, count: nodes[node].kind == .object ? Int(nodes[node].count) : 0, stride: 2))
    }

    /// The members of an object, without building an array of them.
    public struct Members: Sequence, Sendable {
        let keys: Children

        public var underestimatedCount: Int { keys.count }

        public func makeIterator() -> Iterator { Iterator(keys: keys.makeIterator()) }

        public struct Iterator: IteratorProtocol {
            var keys: Children.Iterator

            public mutating func next() -> (key: Int, value: Int)? {
                keys.next().map { (key: $0, value: $0 + 1) }
            }
        }
    }

    /// The nodes of an array's elements or an object's keys, without building an array of them.
    public struct Children: Sequence, Sendable {
        let nodes: [Node]
        let first: Int
        let count: Int
        /// 1 for array elements; 2 for object members, whose value follows the key.
        let stride: Int

        public var underestimatedCount: Int { count }

        public func makeIterator() -> Iterator { Iterator(children: self, upcoming: first, remaining: count) }

        public struct Iterator: IteratorProtocol {
            let children: Children
            var upcoming: Int
            var remaining: Int

            public mutating func next() -> Int? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let current = upcoming
                upcoming = Int(children.nodes[current + children.stride - 1].next)
                return current
            }
        }
    }

    /// How the value's type is named in messages: "a string", "an object".
    public func typeDescription(of node: Int) -> String {
        switch nodes[node].kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }

    /// The value at `node` as a tree.
    public func value(at node: Int) -> JSONValue {
        let location = location(of: node)
        switch nodes[node].kind {
        case .object:
            var list: [JSONMember] = []
            for (key, value) in members(of: node) {
                list.append(JSONMember(key: string(at: key) ?? "", keyLocation: self.location(of: key), value: self.value(at: value)))
            }
            return JSONValue(.object(list), at: location)
        case .array:
            var list: [JSONValue] = []
            for element in elements(of: node) { list.append(value(at: element)) }
            return JSONValue(.array(list), at: location)
        case .string:
            return JSONValue(.string(string(at: node) ?? ""), at: location)
        case .number:
            let (number, isInteger) = number(at: node) ?? (0, true)
            return JSONValue(.number(number, isInteger: isInteger), at: location)
        case .true:
            return JSONValue(.bool(true), at: location)
        case .false:
            return JSONValue(.bool(false), at: location)
        case .null:
            return JSONValue(.null, at: location)
        }
    }

    /// The text of a validated string node.
    static func decodeString(_ bytes: UnsafeBufferPointer<UInt8>, node: Node) -> String {
        let content = UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)])
        guard node.flag else { return String(decoding: content, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = 0
        func hex4(at offset: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in content[offset..<offset + 4] {
                let digit: UInt8 = switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                default: byte - UInt8(ascii: "A") + 10
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while index < content.count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = content[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex4(at: index + 2) - 0xDC00)
                    index += 6
                }
                output.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")!)
            default: output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The value of a validated number node.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, node: Node) -> Double {
        Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)]), as: UTF8.self)) ?? .nan
    }
}
