import NavLintSupport

/// How messages name a model or route: `model "Home"`, or `a model` when its id is not a string. Worked
/// out only when a message is written, so decoding a valid spec builds no such text.
struct ElementName: CustomStringConvertible {
    let kind: String
    let id: Int?
    let document: JSONTape

    init(kind: String, id: Int?, in document: JSONTape) {
        self.kind = kind
        self.id = id
        self.document = document
    }

    var description: String {
        guard let id, let text = document.string(at: id) else { return "a \(kind)" }
        return "\(kind) \(SpecValueReader.quoted(text))"
    }
}

/// What every part of the decoder reads values with: the document, the objects' keys checked, strings, names,
/// booleans and arrays, and the schema errors recorded so far. Values are referred to by their node in the
/// document.
final class SpecValueReader {
    let document: JSONTape
    var errors: [InputError] = []

    init(document: JSONTape) {
        self.document = document
    }

    /// A value from the spec as messages quote it: in double quotes, on one line, cut when long.
    static func quoted<S: StringProtocol>(_ text: S) -> String { QuotedString.quoted(text) }

    /// After an unknown name: the "did you mean" hint when a name is close, else the list of names.
    static func hint(for word: String, among names: [String]) -> String {
        Suggestion.closest(to: word, among: names).map(Suggestion.didYouMean)
            ?? "; expected one of: \(names.joined(separator: ", "))"
    }

    /// "a" or "an" before an edge kind's name.
    static func article(_ kind: EdgeKind) -> String {
        kind == .alert || kind == .openWindow || kind == .openURL ? "an" : "a"
    }

    // MARK: Objects

    /// The members of an object after checking for unknown and repeated keys.
    struct Fields {
        /// The value node of each key of the set the object was read with, by the key's place in the set (see
        /// ``SpecKeys/KeySet/Places``); -1 where the key is absent. A small fixed block rather than a list, so
        /// reading an object allocates nothing, read and written in place.
        private var nodes = InlineArray<16, Int32>(repeating: -1)
        private let keys: SpecKeys.KeySet.Places
        var location: SourceLocation

        init(location: SourceLocation, keys: SpecKeys.KeySet.Places) {
            assert(nodes.count == SpecKeys.KeySet.Places.capacity)
            self.location = location
            self.keys = keys
        }

        subscript(key: SpecKeys.Key) -> Int? {
            get {
                guard let place = keys.place(of: key) else { return nil }
                let node = nodes[place]
                return node < 0 ? nil : Int(node)
            }
            set {
                guard let place = keys.place(of: key) else { return }
                nodes[place] = Int32(truncatingIfNeeded: newValue ?? -1)
            }
        }
    }

    func fields(_ node: Int, allowed: SpecKeys.KeySet, in context: @autoclosure () -> String) -> Fields? {
        guard document.kind(of: node) == .object else {
            fail(
                "expected an object for \(context()), found \(document.typeDescription(of: node))",
                at: document.location(of: node))
            return nil
        }
        var fields = Fields(location: document.location(of: node), keys: allowed.places)
        for member in document.members(of: node) {
            guard let key = allowed.key(spelledAt: member.key, in: document) else {
                let name = document.string(at: member.key) ?? ""
                let message =
                    "unknown key \(Self.quoted(name)) in \(context())" + Self.hint(for: name, among: allowed.names)
                fail(message, at: document.location(of: member.key))
                continue
            }
            if fields[key] != nil {
                fail("the key \"\(key.name)\" appears twice in \(context())", at: document.location(of: member.key))
                continue
            }
            fields[key] = member.value
        }
        return fields
    }

    func fail(_ message: String, at location: SourceLocation) {
        errors.append(InputError(.schema, message, at: location))
    }

    func missing(_ key: String, in context: String, at location: SourceLocation) {
        fail("missing required key \(Self.quoted(key)) in \(context)", at: location)
    }

    // MARK: Values

    func string(_ value: Int?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let value else { return nil }
        guard let text = document.string(at: value) else {
            fail(
                "expected a string for \(what()), found \(document.typeDescription(of: value))",
                at: document.location(of: value))
            return nil
        }
        return Located(text, at: document.location(of: value))
    }

    func nonEmptyString(_ value: Int?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard !located.value.isEmpty else {
            fail("\(what()) must not be empty", at: located.location)
            return nil
        }
        return located
    }

    /// A name matching `[A-Za-z_][A-Za-z0-9_]*`.
    func identifier(_ value: Int?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard Identifiers.isIdentifier(located.value) else {
            fail(
                "\(what()) \(Self.quoted(located.value)) is not an identifier; use letters, digits and _ and do not "
                    + "start with a digit",
                at: located.location)
            return nil
        }
        return located
    }

    /// `Owner.member`, such as `MainTabs.home`.
    func qualified(_ value: Int?, _ what: @autoclosure () -> String, example: String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard Identifiers.isQualified(located.value) else {
            fail("\(what()) \(Self.quoted(located.value)) must be written as \(example)", at: located.location)
            return nil
        }
        return located
    }

    func bool(_ value: Int?, _ what: @autoclosure () -> String) -> Bool? {
        guard let value else { return nil }
        let kind = document.kind(of: value)
        guard kind == .true || kind == .false else {
            fail(
                "expected true or false for \(what()), found \(document.typeDescription(of: value))",
                at: document.location(of: value))
            return nil
        }
        return kind == .true
    }

    func array(_ value: Int?, _ what: @autoclosure () -> String) -> JSONTape.Children? {
        guard let value else { return nil }
        guard document.kind(of: value) == .array else {
            fail(
                "expected an array for \(what()), found \(document.typeDescription(of: value))",
                at: document.location(of: value))
            return nil
        }
        return document.elements(of: value)
    }

    func stringArray(
        _ value: Int?, _ what: @autoclosure () -> String, element: (SpecValueReader, Int) -> Located<String>?
    ) -> [Located<String>] {
        guard let elements = array(value, what()) else { return [] }
        return elements.decoded { element(self, $0) }
    }

    /// An `include` list: group ids.
    func groupIDs(_ value: Int?, _ what: @autoclosure () -> String) -> [Located<String>] {
        stringArray(value, what()) { $0.identifier($1, "a group id") }
    }

    func decodeLint(_ value: Int?, _ name: ElementName) -> LintSettings? {
        guard let value, let object = fields(value, allowed: SpecKeys.lint, in: "the lint settings of \(name)") else {
            return nil
        }
        let disabled = stringArray(object[.disable], "\"lint.disable\"") { $0.nonEmptyString($1, "a rule id") }
        return LintSettings(disable: disabled, location: object.location)
    }

    /// The members of a `bind` object (`what`, for messages) whose keys are well formed and not repeated, in
    /// the order written; an object of another type, a malformed key and a repeated one are errors.
    func bindMembers(
        _ value: Int?, _ what: @autoclosure () -> String, keyIsValid: (String) -> Bool, badKey: (String) -> String
    ) -> [(key: Located<String>, value: Int)] {
        guard let value else { return [] }
        guard document.kind(of: value) == .object else {
            fail(
                "expected an object for \(what()), found \(document.typeDescription(of: value))",
                at: document.location(of: value))
            return []
        }
        var members: [(key: Located<String>, value: Int)] = []
        for (keyNode, valueNode) in document.members(of: value) {
            let key = Located(document.string(at: keyNode) ?? "", at: document.location(of: keyNode))
            guard keyIsValid(key.value) else {
                fail(badKey(key.value), at: key.location)
                continue
            }
            guard !members.contains(where: { $0.key.value == key.value }) else {
                fail("the key \(SpecValueReader.quoted(key.value)) appears twice in \(what())", at: key.location)
                continue
            }
            members.append((key, valueNode))
        }
        return members
    }
}
