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

    /// Calls `body` with a ``JSONTape`` of this document, which reads it without reference counting
    /// (decoding walks hundreds of thousands of nodes, on several cores at once). The tape is valid only
    /// inside `body`.
    func withTape<Result>(_ body: (JSONTape) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            nodes.withUnsafeBufferPointer { nodes in body(JSONTape(bytes: bytes, nodes: nodes)) }
        }
    }

    /// The kind of the value at `node`.
    public func kind(of node: Int) -> Kind { nodes[node].kind }

    /// Where the value at `node` starts (for strings, the opening quote).
    public func location(of node: Int) -> SourceLocation { withTape { $0.location(of: node) } }

    /// The number of members of an object or elements of an array.
    public func count(of node: Int) -> Int { Int(nodes[node].count) }

    /// The text of a string node, or nil for any other kind.
    public func string(at node: Int) -> String? { withTape { $0.string(at: node) } }

    /// For a string written with escapes, the source column of each of its characters (Unicode scalars)
    /// and then of the closing quote; nil for a string without escapes, whose characters take one
    /// column each, and for other kinds.
    public func sourceColumns(ofString node: Int) -> [Int]? { withTape { $0.sourceColumns(ofString: node) } }

    /// The value of a number node and whether it was written as an integer, or nil for any other kind.
    public func number(at node: Int) -> (value: Double, isInteger: Bool)? { withTape { $0.number(at: node) } }

    /// The elements of an array node (none for any other kind), by node.
    public func elements(of node: Int) -> [Int] { withTape { Array($0.elements(of: node)) } }

    /// The members of an object node (none for any other kind) in the order written: the key's node
    /// and the value's node.
    public func members(of node: Int) -> [(key: Int, value: Int)] { withTape { Array($0.members(of: node)) } }

    /// How the value's type is named in messages: "a string", "an object".
    public func typeDescription(of node: Int) -> String { withTape { $0.typeDescription(of: node) } }

    /// The value at `node` as a tree.
    public func value(at node: Int) -> JSONValue { withTape { $0.value(at: node) } }

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
                let digit: UInt8 =
                    switch byte {
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
        Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)]), as: UTF8.self))
            ?? .nan
    }
}

/// A ``JSONDocument`` read through pointers, for the duration of ``JSONDocument/withTape(_:)``: the same
/// questions as the document answers, without retaining its arrays for each one.
struct JSONTape: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<JSONDocument.Node>

    func kind(of node: Int) -> JSONDocument.Kind { nodes[node].kind }

    func location(of node: Int) -> SourceLocation {
        SourceLocation(line: Int(nodes[node].line), column: Int(nodes[node].column))
    }

    func count(of node: Int) -> Int { Int(nodes[node].count) }

    func string(at node: Int) -> String? {
        guard nodes[node].kind == .string else { return nil }
        return JSONDocument.decodeString(bytes, node: nodes[node])
    }

    func sourceColumns(ofString node: Int) -> [Int]? {
        let entry = nodes[node]
        guard entry.kind == .string, entry.flag else { return nil }
        return EscapedText.columns(of: bytes[Int(entry.start)..<Int(entry.end)], startingAt: Int(entry.column) + 1)
    }

    func number(at node: Int) -> (value: Double, isInteger: Bool)? {
        guard nodes[node].kind == .number else { return nil }
        return (JSONDocument.number(bytes, node: nodes[node]), nodes[node].flag)
    }

    func elements(of node: Int) -> Children {
        Children(
            nodes: nodes, first: node + 1, count: nodes[node].kind == .array ? Int(nodes[node].count) : 0, stride: 1)
    }

    func members(of node: Int) -> Members {
        Members(
            keys: Children(
                nodes: nodes, first: node + 1, count: nodes[node].kind == .object ? Int(nodes[node].count) : 0,
                stride: 2))
    }

    func typeDescription(of node: Int) -> String {
        switch nodes[node].kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }

    func value(at node: Int) -> JSONValue {
        let location = location(of: node)
        switch nodes[node].kind {
        case .object:
            var list: [JSONMember] = []
            for (key, value) in members(of: node) {
                list.append(
                    JSONMember(
                        key: string(at: key) ?? "", keyLocation: self.location(of: key), value: self.value(at: value)))
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

    /// The members of an object, without building an array of them.
    struct Members: Sequence {
        let keys: Children

        var underestimatedCount: Int { keys.count }

        func makeIterator() -> Iterator { Iterator(keys: keys.makeIterator()) }

        struct Iterator: IteratorProtocol {
            var keys: Children.Iterator

            mutating func next() -> (key: Int, value: Int)? {
                keys.next().map { (key: $0, value: $0 + 1) }
            }
        }
    }

    /// The nodes of an array's elements or an object's keys, without building an array of them.
    struct Children: Sequence {
        let nodes: UnsafeBufferPointer<JSONDocument.Node>
        let first: Int
        let count: Int
        /// 1 for array elements; 2 for object members, whose value follows the key.
        let stride: Int

        var underestimatedCount: Int { count }

        func makeIterator() -> Iterator { Iterator(children: self, upcoming: first, remaining: count) }

        /// The non-nil results of `decode` for each child, in order, in an array sized for all of them.
        func decoded<T>(_ decode: (Int) throws -> T?) rethrows -> [T] {
            var values: [T] = []
            values.reserveCapacity(count)
            for child in self {
                if let value = try decode(child) { values.append(value) }
            }
            return values
        }

        struct Iterator: IteratorProtocol {
            let children: Children
            var upcoming: Int
            var remaining: Int

            mutating func next() -> Int? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let current = upcoming
                upcoming = Int(children.nodes[current + children.stride - 1].next)
                return current
            }
        }
    }
}
