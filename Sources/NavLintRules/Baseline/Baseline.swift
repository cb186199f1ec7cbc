import NavLintModel

/// Findings accepted as they are, so that a check reports only the ones that are new.
///
/// A baseline entry matches a diagnostic with the same file, rule and ids (compared as a multiset, so
/// the order of the ids does not matter). Line and column take no part, so edits elsewhere in a file keep
/// the baseline valid. The message takes no part either: messages may quote line numbers or witness URLs
/// that change with unrelated edits; it is stored only so that people reading the file know what was
/// accepted. Matching counts: a baseline with one entry accepts one matching diagnostic, and a second
/// identical diagnostic is new.
///
/// File paths are compared as written, after dropping `./` segments and repeated slashes, so the
/// baseline should be written and read with the same working folder.
///
/// Input errors (`syntax`, `schema`) are never accepted: a file that cannot be read must stop every check,
/// so a baseline neither records them nor lets an entry for one (from a hand-edited file) hide them.
public struct Baseline: Sendable, Hashable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var ids: [String]
        public var message: String

        public init(file: String, rule: String, ids: [String], message: String) {
            self.file = file
            self.rule = rule
            self.ids = ids
            self.message = message
        }

        /// Baseline order: file, rule, ids, then message.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
            if lhs.ids != rhs.ids { return lhs.ids.lexicographicallyPrecedes(rhs.ids) }
            return lhs.message < rhs.message
        }

        fileprivate var key: Key { Key(file: Baseline.normalizedPath(file), rule: rule, ids: ids.sorted()) }
    }

    /// What matching compares.
    fileprivate struct Key: Hashable {
        var file: String
        var rule: String
        var ids: [String]
    }

    /// The version of the file format this type reads and writes.
    public static let formatVersion = 1

    /// The accepted findings, in baseline order.
    public private(set) var entries: [Entry]

    /// A baseline accepting exactly `entries`.
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline accepting every one of `diagnostics` (for `--write-baseline`) except input errors.
    public init(diagnostics: [Diagnostic]) {
        self.init(
            entries: diagnostics.filter { !$0.isInputError }.map {
                Entry(file: $0.file, rule: $0.rule, ids: $0.ids, message: $0.reportedMessage)
            })
    }

    /// The diagnostics that the baseline does not accept, in the order given. Input errors are always kept.
    ///
    /// Each entry accepts at most one diagnostic; when more diagnostics match an entry than the baseline
    /// holds, the first ones in the order given are accepted and the rest are new.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining: [Key: Int] = [:]
        for entry in entries {
            remaining[entry.key, default: 0] += 1
        }
        return diagnostics.filter { diagnostic in
            if diagnostic.isInputError { return true }
            let key = Key(
                file: Baseline.normalizedPath(diagnostic.file), rule: diagnostic.rule, ids: diagnostic.ids.sorted())
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// The baseline file: pretty-printed JSON with sorted findings and a trailing newline.
    public func serialized() -> String {
        let findings = entries.map { entry in
            JSONOutput.object([
                "file": .string(entry.file),
                "rule": .string(entry.rule),
                "ids": .strings(entry.ids),
                "message": .string(entry.message),
            ])
        }
        let document = JSONOutput.object([
            "version": .integer(Baseline.formatVersion),
            "findings": .array(findings),
        ])
        return document.prettyPrinted() + "\n"
    }

    /// Reads a baseline file. Anything but the exact format `serialized()` writes (modulo whitespace and
    /// member order) is an error that says where and what was expected.
    public static func parse(_ bytes: [UInt8]) throws(InputError) -> Baseline {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw InputError(.baseline, error.message, at: error.location)
        }
        let top = try members(of: document, named: "the baseline", allowed: ["version", "findings"])
        guard let version = top["version"] else {
            throw InputError(
                .baseline, "the baseline has no \"version\"; expected \"version\": \(formatVersion)",
                at: document.location)
        }
        guard case .number(let number, isInteger: true) = version.value.storage, number == Double(formatVersion) else {
            throw InputError(
                .baseline,
                "unsupported baseline \"version\" \(describe(version.value)); this navlint reads version "
                    + "\(formatVersion)",
                at: version.value.location)
        }
        guard let findings = top["findings"] else {
            throw InputError(
                .baseline, "the baseline has no \"findings\"; expected an array of findings", at: document.location)
        }
        guard case .array(let elements) = findings.value.storage else {
            throw InputError(
                .baseline, "\"findings\" must be an array, found \(findings.value.typeDescription)",
                at: findings.value.location)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(elements.count)
        for element in elements {
            let fields = try members(of: element, named: "a finding", allowed: ["file", "rule", "ids", "message"])
            let file = try string(fields, "file", in: element)
            let rule = try string(fields, "rule", in: element)
            let message = try string(fields, "message", in: element)
            guard let idsMember = fields["ids"] else {
                throw InputError(
                    .baseline, "the finding has no \"ids\"; expected an array of strings", at: element.location)
            }
            guard case .array(let idValues) = idsMember.value.storage else {
                throw InputError(
                    .baseline, "\"ids\" must be an array of strings, found \(idsMember.value.typeDescription)",
                    at: idsMember.value.location)
            }
            var ids: [String] = []
            for idValue in idValues {
                guard case .string(let id) = idValue.storage else {
                    throw InputError(
                        .baseline, "each of \"ids\" must be a string, found \(idValue.typeDescription)",
                        at: idValue.location)
                }
                ids.append(id)
            }
            entries.append(Entry(file: file, rule: rule, ids: ids, message: message))
        }
        return Baseline(entries: entries)
    }

    private static func members(
        of value: JSONValue, named name: String, allowed: [String]
    ) throws(InputError) -> [String: JSONMember] {
        guard case .object(let list) = value.storage else {
            throw InputError(.baseline, "\(name) must be an object, found \(value.typeDescription)", at: value.location)
        }
        var members: [String: JSONMember] = [:]
        for member in list {
            guard allowed.contains(member.key) else {
                let keys = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                throw InputError(
                    .baseline, "unknown key \"\(member.key)\" in \(name); allowed keys: \(keys)", at: member.keyLocation
                )
            }
            guard members[member.key] == nil else {
                throw InputError(.baseline, "duplicate key \"\(member.key)\" in \(name)", at: member.keyLocation)
            }
            members[member.key] = member
        }
        return members
    }

    private static func string(
        _ fields: [String: JSONMember], _ key: String, in finding: JSONValue
    ) throws(InputError) -> String {
        guard let member = fields[key] else {
            throw InputError(.baseline, "the finding has no \"\(key)\"; expected a string", at: finding.location)
        }
        guard case .string(let text) = member.value.storage else {
            throw InputError(
                .baseline, "\"\(key)\" must be a string, found \(member.value.typeDescription)",
                at: member.value.location)
        }
        return text
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .number(let number, isInteger: true) = value.storage, let integer = Int(exactly: number) {
            return String(integer)
        }
        return value.typeDescription
    }

    /// `path` without `.` segments and repeated slashes: `./Samples//Shop.nav` is `Samples/Shop.nav`.
    static func normalizedPath(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }
}
