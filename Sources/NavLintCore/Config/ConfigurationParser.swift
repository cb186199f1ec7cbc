import Yams

extension Configuration {
    /// The top-level keys of a configuration file.
    public static let allowedKeys = ["baseline", "coverage", "rules", "sources"]

    /// Reads a `.navlint.yml` file. An empty file (or one holding only comments) is the empty configuration.
    ///
    /// Unknown keys, rule ids that are not in `knownRules`, and bad values are errors that give the
    /// line and column in the YAML and name the allowed values; nothing is ignored. Input rules
    /// (`syntax`, `schema`) cannot be configured: a file that cannot be read always stops the check.
    public static func parse(_ text: String, knownRules: [RuleDescription]) throws(InputError) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            throw InputError(yamlError: error, in: text)
        } catch {
            throw InputError(.configuration, "the file is not valid YAML: \(error)", at: .start)
        }
        guard let root, !root.isNull else { return Configuration() }
        guard case .mapping(let mapping) = root else {
            throw InputError(
                .configuration,
                "the configuration must be a mapping with the keys \(list(allowedKeys)), found \(root.kindDescription)",
                at: root.location)
        }
        var configuration = Configuration()
        for (keyNode, value) in mapping {
            let key = try scalarKey(keyNode, in: "the configuration")
            switch key {
            case "rules":
                configuration.rules = try parseRules(value, knownRules: knownRules)
            case "coverage":
                configuration.coverageMinimum = try parseCoverage(value)
            case "baseline":
                configuration.baseline = try parseBaseline(value)
            case "sources":
                configuration.sources = try parseSources(value)
            default:
                throw InputError(
                    .configuration,
                    "unknown key '\(key)'; allowed keys: "
                        + "\(list(allowedKeys))\(Suggestion.hint(for: key, among: allowedKeys))",
                    at: keyNode.location)
            }
        }
        return configuration
    }

    private static func parseRules(
        _ node: Node, knownRules: [RuleDescription]
    ) throws(InputError) -> [String: RuleLevel] {
        if node.isNull { return [:] }
        let levels = RuleLevel.allCases.map(\.rawValue)
        guard case .mapping(let mapping) = node else {
            throw InputError(
                .configuration,
                "'rules' must be a mapping from rule id to one of \(list(levels)), found \(node.kindDescription)",
                at: node.location)
        }
        let rulesByID = Dictionary(knownRules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let configurableIDs = knownRules.filter { $0.category != .input }.map(\.id).sorted()
        var rules: [String: RuleLevel] = [:]
        for (keyNode, value) in mapping {
            let id = try scalarKey(keyNode, in: "'rules'")
            guard let rule = rulesByID[id] else {
                throw InputError(
                    .configuration,
                    "unknown rule '\(id)' in 'rules'\(Suggestion.hint(for: id, among: configurableIDs)); `navlint "
                        + "rules` lists the rule ids",
                    at: keyNode.location)
            }
            guard rule.category != .input else {
                throw InputError(
                    .configuration,
                    "the rule '\(id)' cannot be configured: a file that cannot be read always stops the check",
                    at: keyNode.location)
            }
            guard case .scalar(let scalar) = value, let level = RuleLevel(rawValue: scalar.string), !value.isNull else {
                throw InputError(
                    .configuration, "'rules.\(id)' must be one of \(list(levels)), found \(value.kindDescription)",
                    at: value.location)
            }
            rules[id] = level
        }
        return rules
    }

    private static func parseCoverage(_ node: Node) throws(InputError) -> Double? {
        if node.isNull { return nil }
        guard case .mapping(let mapping) = node else {
            throw InputError(
                .configuration, "'coverage' must be a mapping with the key 'min', found \(node.kindDescription)",
                at: node.location)
        }
        var minimum: Double?
        for (keyNode, value) in mapping {
            let key = try scalarKey(keyNode, in: "'coverage'")
            guard key == "min" else {
                throw InputError(
                    .configuration, "unknown key '\(key)' in 'coverage'; allowed keys: 'min'", at: keyNode.location)
            }
            guard case .scalar(let scalar) = value, scalar.style == .plain, let number = Double(scalar.string),
                number.isFinite, (0...100).contains(number)
            else {
                throw InputError(
                    .configuration,
                    "'coverage.min' must be a percentage, a number from 0 to 100, found \(value.kindDescription)",
                    at: value.location)
            }
            minimum = number
        }
        return minimum
    }

    private static func parseBaseline(_ node: Node) throws(InputError) -> String {
        guard case .scalar(let scalar) = node, !node.isNull, !scalar.string.isEmpty else {
            throw InputError(
                .configuration, "'baseline' must be the path of a baseline file, found \(node.kindDescription)",
                at: node.location)
        }
        return scalar.string
    }

    /// `sources: [Sources/App, Packages/Feature]`: the Swift code `check` compares the specs with (drift rules).
    private static func parseSources(_ node: Node) throws(InputError) -> [String] {
        guard case .sequence(let sequence) = node, !sequence.isEmpty else {
            throw InputError(
                .configuration,
                "'sources' must be a list of paths of Swift files or folders, found \(node.kindDescription)",
                at: node.location)
        }
        var paths: [String] = []
        for item in sequence {
            guard case .scalar(let scalar) = item, !item.isNull, !scalar.string.isEmpty else {
                throw InputError(
                    .configuration, "each entry of 'sources' must be a path, found \(item.kindDescription)",
                    at: item.location)
            }
            paths.append(scalar.string)
        }
        return paths
    }

    private static func scalarKey(_ node: Node, in context: String) throws(InputError) -> String {
        guard case .scalar(let scalar) = node else {
            throw InputError(
                .configuration, "the keys of \(context) must be plain names, found \(node.kindDescription)",
                at: node.location)
        }
        return scalar.string
    }

    static func list(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension InputError {
    /// The error Yams reports, at its position in the file.
    init(yamlError error: YamlError, in text: String) {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let contextText = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            self.init(.configuration, "the file is not valid YAML: \(problem)\(contextText)", at: mark.sourceLocation)
        case .reader(let problem, let offset, _, _):
            self.init(
                .configuration, "the file is not valid YAML: \(problem)",
                at: InputError.location(ofCharacterOffset: offset ?? 0, in: text))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            self.init(
                .configuration, "duplicate key \(keys): each key may appear once", at: context.mark.sourceLocation)
        default:
            self.init(.configuration, "the file is not valid YAML: \(error)", at: .start)
        }
    }

    private static func location(ofCharacterOffset offset: Int, in text: String) -> SourceLocation {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(line: line, column: column)
    }
}

extension Mark {
    fileprivate var sourceLocation: SourceLocation { SourceLocation(line: max(1, line), column: max(1, column)) }
}

extension Node {
    /// Where the node starts; the start of the file when Yams gives no mark.
    fileprivate var location: SourceLocation { mark?.sourceLocation ?? .start }

    /// A plain `~`, `null` or empty scalar.
    fileprivate var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// How the node is named in messages: "'verbose'", "a list", "a mapping", "nothing".
    fileprivate var kindDescription: String {
        switch self {
        case .scalar(let scalar):
            isNull ? "nothing" : "'\(scalar.string)'"
        case .mapping:
            "a mapping"
        case .sequence:
            "a list"
        case .alias:
            "an alias"
        }
    }
}
