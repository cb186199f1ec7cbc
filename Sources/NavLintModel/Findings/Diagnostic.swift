/// How much a finding matters. Ordered from least to most severe.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What a rule found, before configuration gives it a severity and a file.
public struct Finding: Sendable, Hashable {
    public var rule: String
    public var message: String
    public var location: SourceLocation
    /// The model, route, tab, case or window ids the finding is about.
    public var ids: [String]
    /// Other places the finding is about, outside the spec (drift: the Swift code), as `path:line:column`.
    public var related: [String] = []
    /// The file the finding lies in when it is not the checked spec (an app's Info.plist or AASA file).
    public var file: String?

    public init(rule: String, message: String, location: SourceLocation, ids: [String]) {
        self.rule = rule
        self.message = message
        self.location = location
        self.ids = ids
    }
}

/// A finding as reported: with its file and the severity in force.
public struct Diagnostic: Sendable, Hashable, Comparable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// The file as the user named it (relative paths stay relative).
    public var file: String
    public var location: SourceLocation
    public var ids: [String]
    /// Other places the finding is about, outside the spec (drift: the Swift code), as `path:line:column`.
    public var related: [String] = []
    /// The platforms the finding holds on when the spec was checked on several and it holds on some only;
    /// empty when it holds wherever it was checked.
    public var platforms: [Platform] = []

    /// The message as reports show it: with the platforms it holds on, "… (on iPadOS, macOS)", when only some.
    public var reportedMessage: String {
        platforms.isEmpty ? message : message + " (on " + platforms.map(\.rawValue).joined(separator: ", ") + ")"
    }

    /// Whether this is an input error (`syntax`, `schema`): the spec could not be read, or is past
    /// navlint's limits. Such a diagnostic makes `check` exit 2, and no baseline accepts it.
    public var isInputError: Bool { InputError.Kind(rawValue: rule)?.isSpecRule == true }

    public init(
        rule: String, severity: Severity, message: String, file: String, location: SourceLocation, ids: [String]
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.ids = ids
    }

    /// A rule's finding as a diagnostic of `file` (or of the file it names) at the severity in force, with its
    /// related places.
    public init(_ finding: Finding, severity: Severity, file: String) {
        self.init(
            rule: finding.rule, severity: severity, message: finding.message, file: finding.file ?? file,
            location: finding.location, ids: finding.ids)
        related = finding.related
    }

    /// An input error (see ``isInputError``) as a diagnostic of `file`, always at error severity.
    public init(_ error: InputError, file: String) {
        self.init(
            rule: error.kind.rawValue, severity: .error, message: error.message, file: file, location: error.location,
            ids: [])
    }

    public var line: Int { location.line }
    public var column: Int { location.column }

    /// Report order: file, line, column, rule, then the reported message and ids so that the order is total.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.platforms.isEmpty && rhs.platforms.isEmpty {
            if lhs.message != rhs.message { return lhs.message < rhs.message }
        } else if lhs.reportedMessage != rhs.reportedMessage {
            return lhs.reportedMessage < rhs.reportedMessage
        }
        return lhs.ids.lexicographicallyPrecedes(rhs.ids)
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics in report order, as a stable `sorted()` gives them, compared where they lie: sorting the
    /// values themselves copies a diagnostic (a dozen reference counts) into every comparison.
    public func sortedInReportOrder() -> [Diagnostic] {
        withUnsafeBufferPointer { diagnostics in
            let order = diagnostics.indices.sorted { first, second in
                if diagnostics[first] < diagnostics[second] { return true }
                return !(diagnostics[second] < diagnostics[first]) && first < second
            }
            return order.map { diagnostics[$0] }
        }
    }
}
