import NavLintModel

/// The settings of a `.navlint.yml` file.
///
/// ```yaml
/// rules:
///   modal-trap: off
///   unrouted-screen: note
/// coverage:
///   min: 80
/// baseline: navlint-baseline.json
/// screenshots: [Tests/__Snapshots__]
/// ```
public struct Configuration: Sendable, Hashable {
    /// The severity a configuration gives a rule, or `off`.
    public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
        case error, warning, note, off

        /// The severity in force, or nil when the rule is off.
        public var severity: Severity? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .off: nil
            }
        }
    }

    /// The name of the file looked for next to a spec and in the folders above it.
    public static let fileName = ".navlint.yml"

    /// Per-rule levels by rule id; rules not named keep their default.
    public var rules: [String: RuleLevel]
    /// The percentage (0-100) of routes that `navlint coverage` must see hit.
    public var coverageMinimum: Double?
    /// The percentage (0-100) of the spec that `check --sources` must compare with the code (`drift.minCompared`:
    /// the lower of the compared shares of its edges and of its screens); below it `drift-coverage` is an error.
    public var driftMinimumCompared: Double?
    /// The baseline file, as written in the configuration (relative to the configuration's folder).
    public var baseline: String?
    /// The Swift files or folders `check` compares the specs with (relative to the configuration's folder).
    public var sources: [String]?
    /// The folders of screenshots `render` matches to screens (relative to the configuration's folder).
    public var screenshots: [String]?
    /// The app's own configuration files `check` compares the routes with (`app:`).
    public var app: AppFiles?

    /// The `app:` section: Info.plists, entitlements and AASA files (relative to the configuration's folder),
    /// and the app ID whose AASA entry is read.
    public struct AppFiles: Sendable, Hashable {
        public var infoPlists: [String] = []
        public var entitlements: [String] = []
        /// Each AASA file, with the domain named for it (`aasa: {example.com: FILE}`), nil to take its folder's.
        public var aasa: [AASAFile] = []
        public var appID: String?

        public struct AASAFile: Sendable, Hashable {
            public var domain: String?
            public var path: String

            public init(domain: String?, path: String) {
                self.domain = domain
                self.path = path
            }
        }

        public init() {}
    }

    public init(
        rules: [String: RuleLevel] = [:], coverageMinimum: Double? = nil, baseline: String? = nil,
        sources: [String]? = nil
    ) {
        self.rules = rules
        self.coverageMinimum = coverageMinimum
        self.baseline = baseline
        self.sources = sources
    }

    /// The severity `rule` runs with, or nil when it does not run: a level named in the configuration wins,
    /// otherwise the rule's default, and a rule that is off by default runs only when named.
    public func severity(for rule: RuleDescription) -> Severity? {
        if let level = rules[rule.id] { return level.severity }
        return rule.enabledByDefault ? rule.defaultSeverity : nil
    }

    /// The rules as `configurations` set them, for reports that describe the rules in force (SARIF, JUnit):
    /// each rule of `catalogue` with `enabledByDefault` telling whether it runs and `defaultSeverity` the
    /// severity it runs with. When specs checked together have different configurations, a rule runs if
    /// any of them runs it, at the most severe level any of them gives it; with no configuration at all,
    /// the rules are the catalogue's.
    public static func rulesInForce(
        _ catalogue: [RuleDescription], under configurations: [Configuration]
    ) -> [RuleDescription] {
        let configurations = configurations.isEmpty ? [Configuration()] : configurations
        return catalogue.map { rule in
            var configured = rule
            if let severity = configurations.compactMap({ $0.severity(for: rule) }).max() {
                configured.enabledByDefault = true
                configured.defaultSeverity = severity
            } else {
                configured.enabledByDefault = false
            }
            return configured
        }
    }

    /// The paths where a configuration for specs in `folder` may be, nearest first: `.navlint.yml` in
    /// `folder`, then in each folder above it. A relative `folder` is walked up to the working folder
    /// (or to its leading `..` segments); pass an absolute path to search up to `/`.
    public static func candidatePaths(from folder: String) -> [String] {
        let isAbsolute = folder.hasPrefix("/")
        var segments: [Substring] = []
        for segment in folder.split(separator: "/", omittingEmptySubsequences: true) where segment != "." {
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == "..", isAbsolute {
                continue
            } else {
                segments.append(segment)
            }
        }
        var paths: [String] = []
        while true {
            let prefix = segments.joined(separator: "/")
            if isAbsolute {
                paths.append(prefix.isEmpty ? "/" + fileName : "/" + prefix + "/" + fileName)
            } else {
                paths.append(prefix.isEmpty ? fileName : prefix + "/" + fileName)
            }
            guard let last = segments.last, last != ".." else { break }
            segments.removeLast()
        }
        return paths
    }

    /// The nearest configuration file for specs in `folder`, or nil when there is none.
    /// `fileExists` is asked about each of ``candidatePaths(from:)`` in turn; this function does no I/O.
    public static func find(from folder: String, fileExists: (String) -> Bool) -> String? {
        candidatePaths(from: folder).first(where: fileExists)
    }
}
