/// The keys each object of the format accepts, in the order the documentation lists them.
package enum SpecKeys {
    /// Every key the format knows.
    package enum Key: Int, CaseIterable, Sendable {
        case navgraph, schema, app, links, root, windows, models, routes
        case schemes, hosts, anyHost
        case id, kind, title, doc, edges, lint, params, path, tabs, initial, cases, sidebar, content, detail
        case icon, model, when, name, type, optional
        case via, to, tab, `case`, window, url, stacked, label
        case pattern, target, bind, present, replaces, disable
        case source, swift, screenshot
        case examples
        case groups, include
        case platforms, dynamic, action
        case intercepts, external, after, interactiveDismiss, fallback

        /// The key as written in JSON.
        package var name: String { Self.names[rawValue] }

        /// Each case's name, but `$schema` for `schema`, in case order (a test compares them with the cases).
        /// Written out: naming the cases at run time would look up protocol conformances for each case, which on
        /// a binary of this size costs more than reading a small spec.
        private static let names: [String] = [
            "navgraph", "$schema", "app", "links", "root", "windows", "models", "routes", "schemes", "hosts",
            "anyHost", "id", "kind", "title", "doc", "edges", "lint", "params", "path", "tabs", "initial", "cases",
            "sidebar", "content", "detail", "icon", "model", "when", "name", "type", "optional", "via", "to", "tab",
            "case", "window", "url", "stacked", "label", "pattern", "target", "bind", "present", "replaces",
            "disable", "source", "swift", "screenshot", "examples", "groups", "include", "platforms", "dynamic",
            "action", "intercepts", "external", "after", "interactiveDismiss", "fallback",
        ]

        init?(name: String) {
            guard let index = Self.names.firstIndex(of: name) else { return nil }
            self.init(rawValue: index)
        }
    }

    /// Names matched against string nodes in place, without decoding a string or hashing it.
    final class SpelledNames<Value: Sendable>: Sendable {
        let names: [String]
        let values: [Value]
        /// The names' UTF-8 bytes one after another, and where each starts and how long it is.
        private let spelled: [UInt8]
        private let candidates: [(start: Int, length: Int)]

        init(_ entries: [(name: String, value: Value)]) {
            names = entries.map(\.name)
            values = entries.map(\.value)
            var spelled: [UInt8] = []
            var candidates: [(start: Int, length: Int)] = []
            for entry in entries {
                candidates.append((spelled.count, entry.name.utf8.count))
                spelled += entry.name.utf8
            }
            self.spelled = spelled
            self.candidates = candidates
        }

        /// The value whose name the string at `node` spells, or nil (also for nodes that are not strings).
        func value(spelledAt node: Int, in document: JSONTape) -> Value? {
            guard let index = index(spelledAt: node, in: document) else { return nil }
            return values[index]
        }

        private func index(spelledAt node: Int, in document: JSONTape) -> Int? {
            let entry = document.nodes[node]
            guard entry.kind == .string else { return nil }
            guard !entry.flag else {
                let name = document.string(at: node)
                return names.firstIndex { $0 == name }
            }
            let start = Int(entry.start)
            let length = Int(entry.end) - start
            let bytes = document.bytes
            return spelled.withUnsafeBufferPointer { spelled in
                candidates: for (index, candidate) in candidates.enumerated() where candidate.length == length {
                    for offset in 0..<length where bytes[start + offset] != spelled[candidate.start + offset] {
                        continue candidates
                    }
                    return index
                }
                return nil
            }
        }
    }

    /// The keys one kind of object accepts.
    struct KeySet: Sendable {
        let keys: SpelledNames<Key>
        let places: Places

        init(_ keys: [Key]) {
            self.keys = SpelledNames(keys.map { ($0.name, $0) })
            places = Places(keys)
        }

        /// Where each key of a set sits among the set's keys, in the order of their raw values: a key's place is
        /// the number of the set's keys before it, so the values of an object's keys fit a block as small as the
        /// largest set.
        struct Places: Sendable {
            /// The most keys a set may have.
            static let capacity = 16
            /// A bit for each key of the set, at its raw value.
            private let mask: UInt64

            init(_ keys: [Key]) {
                precondition(Key.allCases.count <= UInt64.bitWidth && keys.count <= Self.capacity)
                mask = keys.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
            }

            /// The place of `key` among the set's keys, or nil when the set does not have it.
            @inline(__always)
            func place(of key: Key) -> Int? {
                let bit: UInt64 = 1 << UInt64(key.rawValue)
                guard mask & bit != 0 else { return nil }
                return (mask & (bit &- 1)).nonzeroBitCount
            }
        }

        var names: [String] { keys.names }

        /// The value of the first member of the object at `node` whose key is in this set, or nil.
        func firstValue(in node: Int, of document: JSONTape) -> Int? {
            document.members(of: node).first { key(spelledAt: $0.key, in: document) != nil }?.value
        }

        /// The key of this set that the string at `node` spells, or nil.
        func key(spelledAt node: Int, in document: JSONTape) -> Key? {
            keys.value(spelledAt: node, in: document)
        }
    }

    /// Keys read before an object's other keys, since they decide which keys it may have.
    static let kind = KeySet([.kind])
    static let id = KeySet([.id])
    static let via = KeySet([.via])
    static let top = KeySet([.navgraph, .schema, .app, .links, .root, .windows, .groups, .models, .routes])
    static let links = KeySet([.schemes, .hosts, .anyHost, .intercepts])
    static let window = KeySet([.id, .root, .source, .platforms])
    static let modelCommon: [Key] = [.id, .kind, .title, .doc, .edges, .lint]
    static func keys(of kind: ModelKind) -> [Key] {
        let own: [Key] =
            switch kind {
            case .screen, .dialog: [.params]
            case .stack: [.root, .path]
            case .tabs: [.tabs, .initial]
            case .switch: [.cases, .initial]
            case .split: [.sidebar, .content, .detail]
            }
        let bind: [Key] = kind == .stack ? [.bind] : []
        return modelCommon + own + [.swift, .source, .screenshot, .interactiveDismiss, .include] + bind + [.platforms]
    }
    static let group = KeySet([.id, .doc, .include, .edges])
    static let tab = KeySet([.id, .title, .icon, .model, .source, .bind, .platforms, .dynamic, .action, .edges])
    static let switchCase = KeySet([.id, .model, .when])
    static let param = KeySet([.name, .type, .optional])
    /// The keys an edge of this kind accepts: `via`, its target key, `stacked` or `fallback` where it applies,
    /// `label`, `when`,
    /// `source`, `external` for openURL, `after`.
    static func keys(of kind: EdgeKind) -> [Key] {
        var keys: [Key] = [.via]
        if let key = kind.targetKey.flatMap(Key.init(name:)) { keys.append(key) }
        if kind.acceptsStacked { keys.append(.stacked) }
        if kind == .push { keys.append(.fallback) }
        let bind: [Key] = kind.targetKey != nil && kind != .openURL ? [.bind] : []
        return keys + [.label, .when, .source] + (kind == .openURL ? [.external] : []) + [.after] + bind + [.platforms]
    }
    static let route = KeySet([
        .id, .pattern, .target, .via, .bind, .present, .replaces, .doc, .lint, .when, .fallback, .examples,
        .platforms,
    ])
    static let lint = KeySet([.disable])

    /// A model kind, found by its name, with the keys its objects accept.
    struct ModelKindEntry: Sendable {
        let kind: ModelKind
        let keys: KeySet
    }

    /// An edge kind, found by its `via` name, with the keys its objects accept and the key naming its target.
    struct EdgeKindEntry: Sendable {
        let kind: EdgeKind
        let keys: KeySet
        /// nil for back navigation.
        let targetKey: Key?
    }

    static let modelKinds = SpelledNames(
        ModelKind.allCases.map { ($0.rawValue, ModelKindEntry(kind: $0, keys: KeySet(keys(of: $0)))) })
    static let edgeKinds = SpelledNames(
        EdgeKind.allCases.map { kind in
            (
                kind.rawValue,
                EdgeKindEntry(
                    kind: kind, keys: KeySet(keys(of: kind)), targetKey: kind.targetKey.flatMap(Key.init(name:)))
            )
        })
}
