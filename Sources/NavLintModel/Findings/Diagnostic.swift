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
    public var isInputError: Bool { Self.isInputErrorRule(rule) }

    /// Whether `rule` is the id of an input error (see ``isInputError``), for callers that read a diagnostic's
    /// rule in place.
    public static func isInputErrorRule(_ rule: String) -> Bool {
        // Compared with the kinds' ids: an enum made from a raw value builds the list of every case's text.
        InputError.Kind.specRules.contains { $0.rawValue == rule }
    }

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
    /// The diagnostics in report order, as a stable `sorted()` gives them. Most comparisons compare integers:
    /// each diagnostic's file and rule by their rank among the distinct ones, then its line and column; only
    /// diagnostics equal in all four are compared as values (which copies them).
    public func sortedInReportOrder() -> [Diagnostic] {
        reportOrder().map { self[$0] }
    }

    /// Whether the diagnostics are in report order already; each is compared in place, none copied.
    public var isInReportOrder: Bool {
        withUnsafeBufferPointer { buffer in
            buffer.indices.dropFirst().allSatisfy { !(buffer[$0] < buffer[$0 - 1]) }
        }
    }

    /// Sorts the diagnostics in report order (see ``sortedInReportOrder()``) in place: each is moved to its
    /// place, none copied.
    public mutating func sortInReportOrder() {
        let order = reportOrder()
        var placed = [Bool](repeating: false, count: count)
        // Position `current` takes the diagnostic at `order[current]`, cycle by cycle; the buffer's swaps move
        // the values (the array's would copy them).
        withUnsafeMutableBufferPointer { diagnostics in
            for start in diagnostics.indices where !placed[start] {
                var current = start
                while true {
                    placed[current] = true
                    let next = order[current]
                    if next == start { break }
                    diagnostics.swapAt(current, next)
                    current = next
                }
            }
        }
    }

    /// The positions of the diagnostics in report order.
    private func reportOrder() -> [Int] {
        let files = ReportRanks(indices.map { self[$0].file })
        let rules = ReportRanks(indices.map { self[$0].rule })
        let keys = indices.map { index in
            ReportKey(
                file: files.ranks[index], line: self[index].line, column: self[index].column,
                rule: rules.ranks[index])
        }
        return indices.sorted { first, second in
            if keys[first] != keys[second] { return keys[first] < keys[second] }
            if self[first] < self[second] { return true }
            return !(self[second] < self[first]) && first < second
        }
    }
}

/// Where a diagnostic stands in report order before its message: file, line, column and rule, as integers.
private struct ReportKey: Equatable, Comparable {
    let file: Int
    let line: Int
    let column: Int
    let rule: Int

    static func < (lhs: ReportKey, rhs: ReportKey) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }
}

/// Each of a list of texts by its rank among the distinct texts in string order; few distinct texts (files,
/// rule ids) repeat in runs, so a text equal to the one before is not looked up again.
private struct ReportRanks {
    let ranks: [Int]

    init(_ texts: [String]) {
        // Each run is numbered once, then the distinct texts ranked: only a run's first text is hashed.
        var runOf: [String: Int] = [:]
        var runs: [Int] = []
        runs.reserveCapacity(texts.count)
        var previous: (text: String, run: Int)?
        for text in texts {
            if let previous, previous.text == text {
                runs.append(previous.run)
                continue
            }
            let run = runOf[text] ?? runOf.count
            runOf[text] = run
            runs.append(run)
            previous = (text, run)
        }
        var rankOfRun = [Int](repeating: 0, count: runOf.count)
        for (rank, text) in runOf.keys.sorted().enumerated() { rankOfRun[runOf[text] ?? 0] = rank }
        ranks = runs.map { rankOfRun[$0] }
    }
}
