import NavLintModel
import NavLintSupport
import Yams

extension Configuration {
    /// The top-level keys of a configuration file.
    public static let allowedKeys = ["baseline", "coverage", "drift", "rules", "screenshots", "sources"]

    /// Reads a `.navlint.yml` file. An empty file (or one holding only comments) is the empty configuration.
    ///
    /// Unknown keys, rule ids that are not in `knownRules`, and bad values are errors that give the
    /// line and column in the YAML and name the allowed values; nothing is ignored. Reading goes on after
    /// such an error, so one run reports them all (at most ``SpecErrors/maximumCount``, in file order); YAML that
    /// does not parse stops at its first syntax error. Input rules (`syntax`, `schema`) cannot be
    /// configured: a file that cannot be read always stops the check.
    public static func parse(_ text: String, knownRules: [RuleDescription]) throws(SpecErrors) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            throw SpecErrors([InputError(yamlError: error, in: text)])
        } catch {
            throw SpecErrors([InputError(.configuration, "the file is not valid YAML: \(error)", at: .start)])
        }
        guard let root, !root.isNull else { return Configuration() }
        var reader = ConfigurationReader(knownRules: knownRules)
        let configuration = reader.configuration(root)
        guard reader.errors.isEmpty else { throw SpecErrors(SpecErrors.inSourceOrder(reader.errors)) }
        return configuration
    }

    static func list(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }
}

/// Reads a composed YAML document into a ``Configuration``, collecting every error rather than stopping
/// at the first.
private struct ConfigurationReader {
    let rulesByID: [String: RuleDescription]
    let configurableIDs: [String]
    var errors: [InputError] = []

    init(knownRules: [RuleDescription]) {
        rulesByID = Dictionary(knownRules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        configurableIDs = knownRules.filter { $0.category != .input }.map(\.id).sorted()
    }

    mutating func fail(_ message: String, at node: Node) {
        errors.append(InputError(.configuration, message, at: node.location))
    }

    mutating func configuration(_ root: Node) -> Configuration {
        let allowedKeys = Configuration.allowedKeys
        guard case .mapping(let mapping) = root else {
            fail(
                "the configuration must be a mapping with the keys \(Configuration.list(allowedKeys)), found "
                    + root.kindDescription, at: root)
            return Configuration()
        }
        var configuration = Configuration()
        for (keyNode, value) in mapping {
            guard let key = scalarKey(keyNode, in: "the configuration") else { continue }
            switch key {
            case "rules": configuration.rules = rules(value)
            case "coverage": configuration.coverageMinimum = percentage(value, in: "coverage", key: "min")
            case "drift": configuration.driftMinimumCompared = percentage(value, in: "drift", key: "minCompared")
            case "baseline": configuration.baseline = baseline(value)
            case "sources": configuration.sources = paths(value, key: "sources", of: "Swift files or folders")
            case "screenshots": configuration.screenshots = paths(value, key: "screenshots", of: "folders")
            case "app": configuration.app = app(value)
            default:
                fail(
                    "unknown key '\(key)'; allowed keys: "
                        + "\(Configuration.list(allowedKeys))\(Suggestion.hint(for: key, among: allowedKeys))",
                    at: keyNode)
            }
        }
        return configuration
    }

    private mutating func rules(_ node: Node) -> [String: Configuration.RuleLevel] {
        if node.isNull { return [:] }
        let levels = Configuration.RuleLevel.allCases.map(\.rawValue)
        guard case .mapping(let mapping) = node else {
            fail(
                "'rules' must be a mapping from rule id to one of \(Configuration.list(levels)), found "
                    + node.kindDescription, at: node)
            return [:]
        }
        var rules: [String: Configuration.RuleLevel] = [:]
        for (keyNode, value) in mapping {
            guard let id = scalarKey(keyNode, in: "'rules'") else { continue }
            guard let rule = rulesByID[id] else {
                fail(
                    "unknown rule '\(id)' in 'rules'\(Suggestion.hint(for: id, among: configurableIDs)); `navlint "
                        + "rules` lists the rule ids",
                    at: keyNode)
                continue
            }
            guard rule.category != .input else {
                fail(
                    "the rule '\(id)' cannot be configured: a file that cannot be read always stops the check",
                    at: keyNode)
                continue
            }
            guard case .scalar(let scalar) = value, let level = Configuration.RuleLevel(rawValue: scalar.string),
                !value.isNull
            else {
                fail(
                    "'rules.\(id)' must be one of \(Configuration.list(levels)), found \(value.kindDescription)",
                    at: value)
                continue
            }
            rules[id] = level
        }
        return rules
    }

    /// A mapping whose one key holds a percentage: `coverage: { min: 80 }`, `drift: { minCompared: 80 }`.
    private mutating func percentage(_ node: Node, in section: String, key allowed: String) -> Double? {
        if node.isNull { return nil }
        guard case .mapping(let mapping) = node else {
            fail("'\(section)' must be a mapping with the key '\(allowed)', found \(node.kindDescription)", at: node)
            return nil
        }
        var minimum: Double?
        for (keyNode, value) in mapping {
            guard let key = scalarKey(keyNode, in: "'\(section)'") else { continue }
            guard key == allowed else {
                fail("unknown key '\(key)' in '\(section)'; allowed keys: '\(allowed)'", at: keyNode)
                continue
            }
            guard case .scalar(let scalar) = value, scalar.style == .plain, let number = Double(scalar.string),
                number.isFinite, (0...100).contains(number)
            else {
                fail(
                    "'\(section).\(allowed)' must be a percentage, a number from 0 to 100, found "
                        + value.kindDescription,
                    at: value)
                continue
            }
            minimum = number
        }
        return minimum
    }

    private mutating func baseline(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node, !node.isNull, !scalar.string.isEmpty else {
            fail("'baseline' must be the path of a baseline file, found \(node.kindDescription)", at: node)
            return nil
        }
        return scalar.string
    }

    /// The `app:` section: `infoPlist`, `entitlements` (a path or a list), `aasa` (a path, a list, or a
    /// mapping of domains to paths) and `appID`.
    private mutating func app(_ node: Node) -> Configuration.AppFiles? {
        let keys = ["aasa", "appID", "entitlements", "infoPlist"]
        guard case .mapping(let mapping) = node else {
            fail(
                "'app' must be a mapping with the keys \(Configuration.list(keys)), found \(node.kindDescription)",
                at: node)
            return nil
        }
        var files = Configuration.AppFiles()
        for (keyNode, value) in mapping {
            guard let key = scalarKey(keyNode, in: "'app'") else { continue }
            switch key {
            case "infoPlist": files.infoPlists = pathList(value, key: "app.infoPlist")
            case "entitlements": files.entitlements = pathList(value, key: "app.entitlements")
            case "aasa":
                if case .mapping(let domains) = value {
                    for (domain, path) in domains {
                        guard let name = scalarKey(domain, in: "'app.aasa'") else { continue }
                        files.aasa += pathList(path, key: "app.aasa.\(name)").map { .init(domain: name, path: $0) }
                    }
                } else {
                    files.aasa = pathList(value, key: "app.aasa").map { .init(domain: nil, path: $0) }
                }
            case "appID":
                guard case .scalar(let scalar) = value, !value.isNull, !scalar.string.isEmpty else {
                    fail("'app.appID' must be an app ID such as ABCDE12345.com.example.app", at: value)
                    continue
                }
                files.appID = scalar.string
            default:
                fail(
                    "unknown key '\(key)' in 'app'; allowed keys: \(Configuration.list(keys))"
                        + Suggestion.hint(for: key, among: keys), at: keyNode)
            }
        }
        return files
    }

    /// One path or a list of them.
    private mutating func pathList(_ node: Node, key: String) -> [String] {
        if case .scalar(let scalar) = node, !node.isNull, !scalar.string.isEmpty { return [scalar.string] }
        return paths(node, key: key, of: "files") ?? []
    }

    /// A list of paths: `sources: [Sources/App, Packages/Feature]` (the Swift code `check` compares the specs
    /// with, for the drift rules) or `screenshots: [Tests/__Snapshots__]` (the pictures `render` matches).
    private mutating func paths(_ node: Node, key: String, of what: String) -> [String]? {
        guard case .sequence(let sequence) = node, !sequence.isEmpty else {
            fail("'\(key)' must be a list of paths of \(what), found \(node.kindDescription)", at: node)
            return nil
        }
        var paths: [String] = []
        for item in sequence {
            guard case .scalar(let scalar) = item, !item.isNull, !scalar.string.isEmpty else {
                fail("each entry of '\(key)' must be a path, found \(item.kindDescription)", at: item)
                continue
            }
            paths.append(scalar.string)
        }
        return paths
    }

    private mutating func scalarKey(_ node: Node, in context: String) -> String? {
        guard case .scalar(let scalar) = node else {
            fail("the keys of \(context) must be plain names, found \(node.kindDescription)", at: node)
            return nil
        }
        return scalar.string
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
