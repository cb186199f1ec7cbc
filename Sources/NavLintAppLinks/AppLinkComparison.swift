import NavLintGraph
import NavLintModel
import NavLintRoutes
import NavLintRules
import NavLintSupport

/// A spec's routes beside the app's own configuration (`check --info-plist --entitlements --aasa`): the
/// facts the app-link rules read, worked out once. Each https route with a literal host is compared with
/// its domain's AASA entry exactly; a domain without an AASA file is not judged against one.
public struct AppLinkComparison: Sendable {
    /// How the AASA of its domain treats one https route.
    public struct RouteVerdict: Sendable {
        /// The route's index in the spec.
        public let route: Int
        /// The index in ``AppConfig/sites`` of its domain's AASA file.
        public let site: Int
        package let delivery: LinkDelivery
    }

    public let context: LintContext
    public let config: AppConfig
    /// The verdict of each https route whose domain has an AASA file with an entry for the app, in spec order.
    public let verdicts: [RouteVerdict]
    /// The literal hosts of https routes whose domain has no AASA file, sorted (`--verbose` lists them).
    public let domainsWithoutAASA: [String]
    /// The indices in ``AppConfig/sites`` of files that the comparison of a route with them ran past its
    /// budget: they are `app-config-invalid`, and their routes are not judged.
    public let sitesPastBudget: [Int]
    /// For each file of ``AppConfig/sites`` and each component of its entry for the app, a shortest path the
    /// component hands the app that no route of its domain matches (`aasa-unrouted`); nil for an exclude, a
    /// component whose every URL a route matches, and one past the comparison's budget; empty lists when they
    /// were not asked for. Each component's walk is a task of its own, spread over the cores before any rule
    /// runs.
    public let unroutedPaths: [[String?]]

    /// - Parameter findingUnrouted: also work out ``unroutedPaths`` (what `aasa-unrouted` reads).
    public init(context: LintContext, config: AppConfig, findingUnrouted: Bool = true) {
        self.context = context
        self.config = config
        let facts = context.routes
        var judged: [(entry: Int, site: Int)] = []
        var unjudged = Set<String>()
        for entry in facts.tableRoutes.indices {
            guard let host = Self.literalHTTPSHost(of: facts.table.entries[entry].pattern) else { continue }
            if let site = config.sites.firstIndex(where: { $0.domain == host }) {
                if config.sites[site].entry(for: config.appID) != nil { judged.append((entry, site)) }
            } else {
                unjudged.insert(host)
            }
        }
        (verdicts, sitesPastBudget) = Self.verdicts(judged, facts: facts, config: config)
        domainsWithoutAASA = unjudged.sorted()
        unroutedPaths =
            findingUnrouted ? Self.unroutedPaths(config: config, table: facts.table) : config.sites.map { _ in [] }
    }

    private static func unroutedPaths(config: AppConfig, table: RouteTable) -> [[String?]] {
        let links = config.sites.map { $0.entry(for: config.appID)?.components.map(\.link) ?? [] }
        let routes = config.sites.map { RoutePaths(entries(servedBy: $0.domain, in: table), in: table) }
        let tasks = links.indices.flatMap { site in links[site].indices.map { (site: site, component: $0) } }
        let found = Parallel.mapChunked(count: tasks.count, chunkSize: 1) { index -> String? in
            let (site, component) = tasks[index]
            guard !links[site][component].excludes,
                case .some(.some(let path)) = AASACoverage.unroutedPath(
                    ofComponent: component, in: links[site], routes: routes[site], in: table,
                    steps: AASACoverage.steps(forComponents: links[site].count))
            else { return nil }
            return path
        }
        var paths = links.map { [String?](repeating: nil, count: $0.count) }
        for (task, path) in zip(tasks, found) { paths[task.site][task.component] = path }
        return paths
    }

    /// The verdict of each judged route, in order. A file whose first routes are past the comparison's budget
    /// (a hostile file of many components) is not compared further: its routes get no verdict and its index
    /// is in the second list, so that the check says so instead of passing on a part.
    private static func verdicts(
        _ judged: [(entry: Int, site: Int)], facts: RouteFacts, config: AppConfig
    ) -> ([RouteVerdict], [Int]) {
        let table = facts.table
        let components = config.sites.map { $0.entry(for: config.appID)?.components.map(\.link) ?? [] }
        func deliveries(_ pairs: [(entry: Int, site: Int)]) -> [LinkDelivery] {
            var found = [LinkDelivery](repeating: .unknown, count: pairs.count)
            for site in Set(pairs.map(\.site)).sorted() {
                let indices = pairs.indices.filter { pairs[$0].site == site }
                let deliveries = RouteDelivery.deliveries(
                    ofEntries: indices.map { pairs[$0].entry }, in: table, components: components[site])
                for (index, delivery) in zip(indices, deliveries) { found[index] = delivery }
            }
            return found
        }
        var probed = Set<Int>()
        var probe: [(entry: Int, site: Int)] = []
        for pair in judged where !probed.contains(pair.entry) {
            if probe.filter({ $0.site == pair.site }).count < probeSize { probe.append(pair) }
            probed.insert(pair.entry)
        }
        let probeResults = deliveries(probe)
        let pastBudget = Set(zip(probe, probeResults).filter { $0.1 == .unknown }.map(\.0.site))
        let probedEntries = Set(probe.map(\.entry))
        let rest = judged.filter { !pastBudget.contains($0.site) && !probedEntries.contains($0.entry) }
        var results: [Int: LinkDelivery] = [:]
        for (pair, delivery) in zip(probe, probeResults) { results[pair.entry] = delivery }
        for (pair, delivery) in zip(rest, deliveries(rest)) { results[pair.entry] = delivery }
        let verdicts = judged.compactMap { pair -> RouteVerdict? in
            guard !pastBudget.contains(pair.site), let delivery = results[pair.entry] else { return nil }
            return RouteVerdict(route: facts.tableRoutes[pair.entry], site: pair.site, delivery: delivery)
        }
        return (verdicts, pastBudget.sorted())
    }

    /// How many routes of each file are compared first, to find a file past the budget early.
    static let probeSize = 32

    /// The literal hosts of https routes whose domain has no AASA file in `config`, sorted.
    public static func domainsWithoutAASA(in context: LintContext, config: AppConfig) -> [String] {
        let served = Set(config.sites.map(\.domain))
        let hosts = context.routes.table.entries.compactMap { literalHTTPSHost(of: $0.pattern) }
        return Set(hosts).subtracting(served).sorted()
    }

    /// The host of an https pattern that names one domain.
    static func literalHTTPSHost(of pattern: RoutePattern) -> String? {
        guard pattern.scheme == "https", case .exact(let host) = pattern.webHost else { return nil }
        return host
    }

    /// The table entries of the https routes a domain's AASA file speaks for: its literal host, a wildcard
    /// host that covers it, or any host.
    func entries(servedBy domain: String) -> [Int] { Self.entries(servedBy: domain, in: context.routes.table) }

    static func entries(servedBy domain: String, in table: RouteTable) -> [Int] {
        table.entries.indices.filter { entry in
            let pattern = table.entries[entry].pattern
            guard pattern.scheme == "https" else { return false }
            switch pattern.webHost {
            case .exact(let host): return host == domain
            case .wildcard(let suffix): return domain.hasSuffix("." + suffix)
            case .any: return true
            case nil: return false
            }
        }
    }

    /// Where a spec route's pattern is written.
    func location(ofRoute index: Int) -> SourceLocation { context.spec.routes[index].pattern.location }
}

extension AppLinkComparison: RuleSubject {
    public typealias Found = Finding
    public typealias Example = AppLinkExample

    public var versions: [NavGraph] { [context.graph] }
}

extension Rule where Subject == AppLinkComparison {
    /// A finding of this rule in a configuration file rather than the spec.
    func finding(_ message: String, in file: String, at location: SourceLocation?, ids: [String] = []) -> Finding {
        var finding = finding(message, at: location ?? .start, ids: ids)
        finding.file = file
        return finding
    }
}

/// A spec in the DSL and the app's configuration files as text: an example of an app-link rule. Markers
/// (`↓`) stand in the spec or in a file, where each finding lands.
public struct AppLinkExample: RuleExample, Hashable {
    /// One configuration file: its path tells its kind (`.plist`, `.entitlements`, else an AASA file of the
    /// domain its folder names).
    public struct File: Sendable, Hashable {
        public var path: String
        public var text: String

        public init(_ path: String, _ text: String) {
            self.path = path
            self.text = text
        }
    }

    public var spec: String
    public var files: [File]
    public var appID: String?

    public init(spec: String, files: [File], appID: String? = nil) {
        self.spec = spec
        self.files = files
        self.appID = appID
    }

    public var text: String {
        var text = "# SPEC\n\(spec)"
        if let appID { text += "\n\n# app ID: \(appID)" }
        for file in files { text += "\n\n# \(file.path)\n\(file.text)" }
        return text
    }

    /// The configuration the example's files give, read from `files` (markers removed by the caller).
    public static func config(of files: [File], appID: String?) -> AppConfig {
        let read = files.map { AppConfigFile(path: $0.path, bytes: Array($0.text.utf8)) }
        return AppConfig.read(
            infoPlists: read.filter { $0.path.hasSuffix(".plist") },
            entitlements: read.filter { $0.path.hasSuffix(".entitlements") },
            aasa: read.filter { !$0.path.hasSuffix(".plist") && !$0.path.hasSuffix(".entitlements") }.map { ($0, nil) },
            appID: appID)
    }
}
