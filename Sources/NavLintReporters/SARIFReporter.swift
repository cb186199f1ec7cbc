import NavLintCore

/// The `sarif` report: SARIF 2.1.0 for code scanning, one run of the `navlint` tool.
///
/// `tool.driver.rules` holds the report's rules as configured (in catalogue order, then any rule a
/// diagnostic names that the catalogue lacks, sorted): `defaultConfiguration` gives the level each rule
/// runs with in this run and `enabled: false` for the rules that do not run. Each result points at its
/// rule by id and index, gives its level, message and location (relative paths relative to
/// `%SRCROOT%`), and a `partialFingerprints` entry (see ``fingerprints(_:)``) so that a finding keeps
/// its identity when lines move.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of navlint's entry in `partialFingerprints` (v2: the file and an occurrence number take part).
    public static let fingerprintKey = "navlintFindingHash/v2"

    public var toolVersion: String
    public var informationURI: String?

    public init(toolVersion: String, informationURI: String? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    public func render(_ report: LintReport) -> String {
        var seen = Set<String>()
        var descriptors: [JSONOutput] = []
        var ruleIndex: [String: Int] = [:]
        for rule in report.rules where seen.insert(rule.id).inserted {
            ruleIndex[rule.id] = descriptors.count
            descriptors.append(SARIFReporter.descriptor(rule))
        }
        for id in Set(report.diagnostics.map(\.rule)).subtracting(seen).sorted() {
            ruleIndex[id] = descriptors.count
            descriptors.append(.object(["id": .string(id), "name": .string(SARIFReporter.ruleName(id))]))
        }

        let driver = driverMembers(rules: descriptors)

        let fingerprints = SARIFReporter.fingerprints(report.diagnostics)
        let results = zip(report.diagnostics, fingerprints).map {
            SARIFReporter.result($0, ruleIndex: ruleIndex[$0.rule] ?? 0, fingerprint: $1)
        }
        let run = JSONOutput.object([
            "tool": .object(["driver": .object(driver)]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ])
        return SARIFReporter.document(run)
    }

    /// The report of a run that failed before it could check anything (exit code 2): no results, and an
    /// invocation that did not succeed, with `message` as its error notification. Code scanning shows the
    /// error on its tool status page instead of treating the run as one that found nothing.
    public func renderFailure(_ message: String) -> String {
        let invocation = JSONOutput.object([
            "executionSuccessful": .bool(false),
            "toolExecutionNotifications": .array([
                .object(["level": .string("error"), "message": .object(["text": .string(message)])])
            ]),
        ])
        let run = JSONOutput.object([
            "tool": .object(["driver": .object(driverMembers(rules: []))]),
            "invocations": .array([invocation]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array([]),
        ])
        return SARIFReporter.document(run)
    }

    private func driverMembers(rules: [JSONOutput]) -> [JSONOutput.Member] {
        var driver: [JSONOutput.Member] = [JSONOutput.Member("name", .string("navlint"))]
        if let informationURI {
            driver.append(JSONOutput.Member("informationUri", .string(informationURI)))
        }
        driver.append(JSONOutput.Member("version", .string(toolVersion)))
        driver.append(JSONOutput.Member("rules", .array(rules)))
        return driver
    }

    private static func document(_ run: JSONOutput) -> String {
        let document = JSONOutput.object([
            "$schema": .string(SARIFReporter.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ])
        return document.prettyPrinted() + "\n"
    }

    private static func descriptor(_ rule: RuleDescription) -> JSONOutput {
        var configuration: [JSONOutput.Member] = []
        if !rule.enabledByDefault {
            configuration.append(JSONOutput.Member("enabled", .bool(false)))
        }
        configuration.append(JSONOutput.Member("level", .string(level(rule.defaultSeverity))))
        return .object([
            "id": .string(rule.id),
            "name": .string(ruleName(rule.id)),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(fullDescription(rule))]),
            "help": .object([
                "text": .string(helpText(rule)),
                "markdown": .string(helpMarkdown(rule)),
            ]),
            "defaultConfiguration": .object(configuration),
            "properties": .object(["category": .string(rule.category.rawValue)]),
        ])
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String) -> JSONOutput {
        var artifact: [JSONOutput.Member] = [JSONOutput.Member("uri", .string(uri(forPath: diagnostic.file)))]
        if !diagnostic.file.hasPrefix("/") {
            artifact.append(JSONOutput.Member("uriBaseId", .string("%SRCROOT%")))
        }
        let location = physicalLocation(artifact, line: diagnostic.line, column: diagnostic.column)
        var members: [JSONOutput.Member] = [
            JSONOutput.Member("ruleId", .string(diagnostic.rule)),
            JSONOutput.Member("ruleIndex", .integer(ruleIndex)),
            JSONOutput.Member("level", .string(level(diagnostic.severity))),
            JSONOutput.Member("message", .object(["text": .string(diagnostic.reportedMessage)])),
            JSONOutput.Member("locations", .array([location])),
        ]
        if !diagnostic.related.isEmpty {
            let related = diagnostic.related.enumerated().map(relatedLocation)
            members.append(JSONOutput.Member("relatedLocations", .array(related)))
        }
        members.append(JSONOutput.Member("partialFingerprints", .object([fingerprintKey: .string(fingerprint)])))
        return .object(members)
    }

    private static func physicalLocation(_ artifact: [JSONOutput.Member], line: Int, column: Int) -> JSONOutput {
        .object([
            "physicalLocation": .object([
                "artifactLocation": .object(artifact),
                "region": .object(["startLine": .integer(max(1, line)), "startColumn": .integer(max(1, column))]),
            ])
        ])
    }

    /// `path:line:column` outside the spec (drift: the Swift code) as a SARIF related location.
    private static func relatedLocation(_ index: Int, _ place: String) -> JSONOutput {
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.suffix(2).compactMap { Int($0) }
        let path = numbers.count == 2 ? parts.dropLast(2).joined(separator: ":") : place
        var artifact: [JSONOutput.Member] = [JSONOutput.Member("uri", .string(uri(forPath: path)))]
        if !path.hasPrefix("/") { artifact.append(JSONOutput.Member("uriBaseId", .string("%SRCROOT%"))) }
        let location = physicalLocation(artifact, line: numbers.first ?? 1, column: numbers.last ?? 1)
        guard case .object(var members) = location else {
            return .null
        }
        members.insert(JSONOutput.Member("id", .integer(index)), at: 0)
        members.append(JSONOutput.Member("message", .object(["text": .string("the Swift code")])))
        return .object(members)
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `unreachable-model` → `UnreachableModel`.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    private static func fullDescription(_ rule: RuleDescription) -> String {
        rule.rationale.isEmpty ? rule.summary : rule.summary + " " + rule.rationale
    }

    private static func helpText(_ rule: RuleDescription) -> String {
        var text = fullDescription(rule)
        if !rule.triggeringExamples.isEmpty {
            text += "\n\nTriggers:\n" + rule.triggeringExamples.joined(separator: "\n\n")
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\n\nDoes not trigger:\n" + rule.nonTriggeringExamples.joined(separator: "\n\n")
        }
        return text
    }

    private static func helpMarkdown(_ rule: RuleDescription) -> String {
        var text = "**\(rule.id)** (\(rule.category.rawValue), "
        text += rule.enabledByDefault ? "\(rule.defaultSeverity.rawValue))" : "off)"
        text += ": \(rule.summary)"
        if !rule.rationale.isEmpty {
            text += "\n\n" + rule.rationale
        }
        if !rule.triggeringExamples.isEmpty {
            text += "\n\nTriggers:\n\n" + rule.triggeringExamples.map(codeBlock).joined(separator: "\n\n")
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\n\nDoes not trigger:\n\n" + rule.nonTriggeringExamples.map(codeBlock).joined(separator: "\n\n")
        }
        return text
    }

    /// A fenced code block longer than any backtick run in `code`.
    private static func codeBlock(_ code: String) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "\n" + code + "\n" + fence
    }

    /// A URI reference for a file path: percent-encoded UTF-8, `./` segments dropped; absolute paths
    /// become `file://` URIs.
    static func uri(forPath path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let encoded = segments.map { percentEncoded(String($0)) }.joined(separator: "/")
        return isAbsolute ? "file:///" + encoded : encoded
    }

    private static func percentEncoded(_ segment: String) -> String {
        var output = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }

    /// The fingerprint of each of `diagnostics` (in report order): FNV-1a (64 bit) over the file, the rule,
    /// the sorted ids (or the message when there are none) and the finding's occurrence number among the
    /// file's findings with the same rule and ids. Lines, columns and messages take no part, so a finding
    /// keeps its fingerprint wherever it moves in the file; the occurrence number tells apart two findings
    /// about the same elements (a `pop` and a `dismiss` from one screen), so the results of a run do not
    /// share a fingerprint (up to the odds of a 64-bit hash collision).
    static func fingerprints(_ diagnostics: [Diagnostic]) -> [String] {
        var occurrences: [[String]: Int] = [:]
        return diagnostics.map { diagnostic in
            var parts = [uri(forPath: diagnostic.file), diagnostic.rule]
            parts.append(contentsOf: diagnostic.ids.isEmpty ? [diagnostic.reportedMessage] : diagnostic.ids.sorted())
            let occurrence = occurrences[parts, default: 0]
            occurrences[parts] = occurrence + 1
            return hash(parts + [String(occurrence)])
        }
    }

    private static func hash(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 {
                hash = (hash ^ 0x1F) &* 0x0000_0100_0000_01B3
            }
            for byte in part.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16, uppercase: false)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
