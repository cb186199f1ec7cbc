import Foundation
import NavLintCore
import NavLintGen
import NavLintRoutes
import NavLintTestSupport
import XCTest

/// The generated parsers, compiled with swiftc in Swift 6 mode (strict concurrency) beside a driver,
/// against `navlint resolve`: on every example URL and 10,000 random URLs per spec (valid, mutated,
/// hostile) they agree on the route and every parameter, and for values of every case the canonical URL
/// parses back to the same value. One compile for all the specs, one driver run and one resolve run
/// per spec and kind of input.
final class DifferentialTests: XCTestCase {
    static let randomURLsPerSpec = 10_000
    private var mutationCount = 0

    func testGeneratedParsersAgreeWithResolveAndRoundTrip() throws {
        guard let swiftc = GenFixtures.onPath("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = GenFixtures.specs
        var sources: [String] = []
        for (path, name) in specs {
            let file = folder.appendingPathComponent("\(name).swift").path
            let generated = try GenFixtures.run(
                GenFixtures.navlint, ["gen", "swift", path.path, "-o", file, "--type-name", "\(name)Link"])
            XCTAssertEqual(generated.status, 0, generated.error)
            sources.append(file)
        }
        let driverSource = folder.appendingPathComponent("main.swift")
        try Data(Self.driver(names: specs.map(\.name)).utf8).write(to: driverSource)
        let driver = folder.appendingPathComponent("driver")
        let started = Date()
        let compiled = try GenFixtures.run(
            swiftc,
            ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]
                + sources + [driverSource.path, "-o", driver.path])
        XCTAssertEqual(compiled.status, 0, compiled.error)
        guard compiled.status == 0 else { return }
        print(
            "compiled \(specs.count) generated files and the driver in \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
        )
        for (index, (path, name)) in specs.enumerated() {
            let loaded = try GenFixtures.load(path)
            try checkURLs(of: path, name: name, table: loaded.table, driver: driver, seed: UInt64(index + 1))
            let model = DeepLinkModel(spec: loaded.spec, table: loaded.table, typeName: "\(name)Link")
            try checkRoundTrip(
                of: path, name: name, model: model, spec: loaded.spec, driver: driver, seed: UInt64(index + 100))
        }
        try checkNonFiniteDoublesHaveNoURL(driver: driver)
        XCTAssertGreaterThan(mutationCount, 5000, "hostile mutations over all the specs")
    }

    /// A NaN or an infinity has no URL that parses back to it: `url` stops the program with a message
    /// instead of writing one that opens another link or none.
    private func checkNonFiniteDoublesHaveNoURL(driver: URL) throws {
        for value in ["infinity", "nan"] {
            let run = try GenFixtures.run(driver, ["Names", value])
            XCTAssertNotEqual(run.status, 0, value)
            XCTAssertTrue(run.error.contains("no URL holds the number"), run.error)
            XCTAssertTrue(run.output.isEmpty, value)
        }
    }

    private func checkURLs(of path: URL, name: String, table: RouteTable, driver: URL, seed: UInt64) throws {
        let examples = try GenFixtures.run(GenFixtures.navlint, ["examples", path.path, "--format", "urls"])
        let exampleURLs = String(decoding: examples.output, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(exampleURLs.count, table.count, "\(name): every route has an example")
        var generator = RandomURLs(patterns: table.entries.map(\.pattern), seed: seed)
        let mutations = HostileMutations.of(exampleURLs)
        XCTAssertGreaterThanOrEqual(mutations.count, exampleURLs.count * 9, "\(name): nine or more per example")
        mutationCount += mutations.count
        let urls = exampleURLs + mutations + generator.make(Self.randomURLsPerSpec)
        let lines = try driverLines(driver, [name, "urls"], input: urls)
        XCTAssertEqual(lines.count, urls.count)
        let parsed = try lines.filter { $0 != "-" }.map {
            var fields = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            fields[0] = try JSONDecoder().decode(String.self, from: Data(fields[0].utf8))
            return fields
        }
        let resolved = try resolve(path, parsed.map { $0[0] })
        var mismatches: [String] = []
        var counts = (matched: 0, noRoute: 0, outOfRange: 0)
        for (fields, answer) in zip(parsed, resolved) {
            let params = try JSONDecoder().decode([String: String].self, from: Data(fields[2].utf8))
            if !fields[1].isEmpty {
                counts.matched += 1
                if answer.route != fields[1] || answer.params != params {
                    mismatches.append("\(fields[0]): generated \(fields[1]) \(params), resolve \(answer)")
                }
            } else if let route = answer.route {
                counts.outOfRange += 1
                if !Self.isOutOfRange(answer, url: fields[0], route: route, table: table) {
                    mismatches.append("\(fields[0]): generated nil, resolve \(answer)")
                }
            } else {
                counts.noRoute += 1
            }
        }
        XCTAssertEqual(exampleURLs.filter { URL(string: $0) != nil }.count, exampleURLs.count)
        XCTAssertTrue(mismatches.isEmpty, "\(name): \(mismatches.count) disagreements, first: \(mismatches.prefix(10))")
        print(
            "\(name): \(urls.count) URLs (\(mutations.count) mutations), \(counts.matched) matched, \(counts.noRoute) no route, \(counts.outOfRange) out of range, \(lines.count - parsed.count) not URLs for Foundation"
        )
    }

    private func checkRoundTrip(
        of path: URL, name: String, model: DeepLinkModel, spec: Spec, driver: URL, seed: UInt64
    ) throws {
        var routes: [String: Route] = [:]
        for route in spec.routes.reversed() { routes[route.id.value] = route }
        var values = RoundTripValues(model: model, random: SeededGenerator(seed: seed))
        let inputs = model.cases.flatMap { linkCase in (0..<30).map { _ in values.json(for: linkCase) } }
        guard !inputs.isEmpty else { return }
        let lines = try driverLines(driver, [name, "values"], input: inputs)
        let fields = lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertTrue(fields.allSatisfy { $0.count == 5 }, "\(name): \(lines.filter { !$0.contains("\t") }.prefix(3))")
        guard fields.allSatisfy({ $0.count == 5 }) else { return }
        let resolved = try resolve(path, fields.map { $0[0] })
        var roundTripped = Set<String>()
        var elsewhere: [String] = []
        let bindings = Dictionary(model.cases.map { ($0.routeID, model.bindings[$0.entry]) }) { first, _ in first }
        for (field, answer) in zip(fields, resolved) {
            let params = try JSONDecoder().decode([String: String].self, from: Data(field[2].utf8))
            let bound = try JSONDecoder().decode([String: String].self, from: Data(field[4].utf8))
            XCTAssertEqual(bound, Self.expectedBindings(bindings[field[1]] ?? [], url: field[0], params: params))
            guard answer.route == field[1] else {
                // Where alternatives tie, the first declared stands for them, in the parser as in resolve.
                if let taken = answer.route.flatMap({ routes[$0] }), routes[field[1]]?.isAlternative(to: taken) == true
                {
                    roundTripped.insert(field[1])
                } else {
                    elsewhere.append("\(field[0]) (\(field[1])): resolve \(answer.route ?? "nil")")
                }
                continue
            }
            XCTAssertEqual(field[3], "same", "\(name): \(field[0]) does not parse back to its value")
            XCTAssertEqual(answer.params, params, "\(name): \(field[0])")
            roundTripped.insert(field[1])
        }
        XCTAssertTrue(elsewhere.isEmpty, "\(name): URLs of values that open another route: \(elsewhere.prefix(10))")
        let missing = model.cases.map(\.routeID).filter { !roundTripped.contains($0) }
        XCTAssertTrue(missing.isEmpty, "\(name): no value of \(missing) round-tripped")
    }

    /// A route's `bindings` as the generated member must give them for a link with the URL and parameters.
    static func expectedBindings(
        _ entries: [(parameter: String, value: String)], url: String, params: [String: String]
    ) -> [String: String] {
        var expected: [String: String] = [:]
        for (parameter, value) in entries {
            if value == "$url" {
                expected[parameter] = url
            } else if value.hasPrefix("=") {
                expected[parameter] = String(value.dropFirst())
            } else {
                expected[parameter] = params[value]
            }
        }
        return expected
    }

    /// Whether resolve's route has an int or double placeholder it printed as a string: a number out of
    /// Swift's range, for which the generated parser gives nil. Resolve prints no ignored placeholder, so
    /// for a route with an ignored int or double the URL must hold a number of 19 digits or more.
    static func isOutOfRange(_ answer: ResolveLine, url: String, route: String, table: RouteTable) -> Bool {
        guard let entry = table.entries.first(where: { $0.id == route }) else { return false }
        let numbers = entry.pattern.placeholders.filter { $0.type == .int || $0.type == .double }
        if numbers.contains(where: { answer.quoted.contains($0.name) }) { return true }
        let digitRuns = (url.removingPercentEncoding ?? url).split { !$0.isASCII || !$0.isNumber }
        return numbers.contains(where: \.isIgnored) && digitRuns.contains { $0.count >= 19 }
    }

    private func driverLines(_ driver: URL, _ arguments: [String], input: [String]) throws -> [String] {
        let run = try GenFixtures.run(driver, arguments, input: Data((input.joined(separator: "\n") + "\n").utf8))
        XCTAssertEqual(run.status, 0, "the driver crashed: \(run.error)")
        return String(decoding: run.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    /// `navlint resolve --format json` on the URLs, 1,000 to a run (its argument parsing slows down
    /// more than linearly with many more), as many runs at once as there are cores.
    private func resolve(_ spec: URL, _ urls: [String]) throws -> [ResolveLine] {
        let batches = stride(from: 0, to: urls.count, by: 1000).map { Array(urls[$0..<min($0 + 1000, urls.count)]) }
        let runs = BatchRuns(count: batches.count)
        DispatchQueue.concurrentPerform(iterations: batches.count) { index in
            runs.store(
                Result {
                    try GenFixtures.run(
                        GenFixtures.navlint, ["resolve", spec.path, "--format", "json", "--"] + batches[index])
                }, at: index)
        }
        var answers: [ResolveLine] = []
        for (batch, result) in zip(batches, runs.results) {
            let run = try result.get()
            let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, batch.count, run.error)
            answers += try lines.map { try XCTUnwrap(ResolveLine($0), $0) }
        }
        return answers
    }

    /// The results of runs made on several threads, each stored once, under a lock.
    private final class BatchRuns: @unchecked Sendable {
        typealias Run = (status: Int32, output: Data, error: String)
        private var slots: [Result<Run, any Error>?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func store(_ result: Result<Run, any Error>, at index: Int) { lock.withLock { slots[index] = result } }

        var results: [Result<Run, any Error>] { lock.withLock { slots.map { $0! } } }
    }

    /// A program that parses URLs (one per line) with a generated type and prints the URL's text (its
    /// `dataRepresentation`, what the generated parser reads), route and parameters, or decodes values
    /// (JSON lines) and prints their URL, route, parameters, whether the URL parses back to the same value
    /// and their bindings.
    static func driver(names: [String]) -> String {
        var text = """
            import Foundation

            protocol GeneratedLink: Codable, Equatable {
              init?(url: URL)
              var url: URL { get }
              var routeID: String { get }
              var parameters: [String: String] { get }
              var bindings: [String: String] { get }
            }

            func json(_ parameters: [String: String]) -> String {
              let encoder = JSONEncoder()
              encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
              return String(decoding: (try? encoder.encode(parameters)) ?? Data(), as: UTF8.self)
            }

            /// The text as a JSON string: `URL(string:)` may hold a line break where the line had none.
            func quoted(_ text: String) -> String {
              String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
            }

            func parse<Link: GeneratedLink>(_ type: Link.Type) {
              while let line = readLine() {
                guard let url = URL(string: line) else {
                  print("-")
                  continue
                }
                let link = Link(url: url)
                let text = String(decoding: url.dataRepresentation, as: UTF8.self)
                print(quoted(text) + "\\t" + (link?.routeID ?? "") + "\\t" + json(link?.parameters ?? [:]))
              }
            }

            func roundTrip<Link: GeneratedLink>(_ type: Link.Type) {
              while let line = readLine() {
                guard let link = try? JSONDecoder().decode(Link.self, from: Data(line.utf8)) else {
                  print("cannot decode " + line)
                  continue
                }
                let same = Link(url: link.url) == link ? "same" : "different"
                let fields = [link.url.absoluteString, link.routeID, json(link.parameters), same, json(link.bindings)]
                print(fields.joined(separator: "\\t"))
              }
            }

            let arguments = CommandLine.arguments
            switch (arguments[1], arguments[2]) {

            """
        for name in names {
            text += "case (\"\(name)\", \"urls\"): parse(\(name)Link.self)\n"
            text += "case (\"\(name)\", \"values\"): roundTrip(\(name)Link.self)\n"
        }
        if names.contains("Names") {
            text += "case (\"Names\", \"infinity\"): print(NamesLink.ratio(n: .infinity).url)\n"
            text += "case (\"Names\", \"nan\"): print(NamesLink.ratio(n: .nan).url)\n"
        }
        text += "default: fatalError(\"unknown \\(arguments)\")\n}\n"
        for name in names { text += "extension \(name)Link: GeneratedLink {}\n" }
        return text
    }
}

/// JSON (the synthesized Codable form) for random values of a case that its pattern accepts: non-empty
/// strings (lowercase in a custom scheme's host, which compares case-insensitively), finite numbers,
/// tails without empty segments.
struct RoundTripValues {
    let model: DeepLinkModel
    var random: SeededGenerator

    /// Doubles at the edges: whole numbers that an int would take if written without a point, the
    /// smallest and largest magnitudes, a negative zero.
    static let doubles = [
        0.5, -2.25, 3.0, 1e300, 1e-300, 123456.789, 0.1, -Double.leastNonzeroMagnitude, 1e30, -0.0,
        Double.leastNonzeroMagnitude,
        Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e16, Double(1 << 53) + 2,
    ]

    static let words = ["s-1", "s caf\u{E9}", "s/\u{65E5}", "s+%&=?#", "s\u{1F600}", "S.Mixed", "s:@!$'()*,;"]

    /// The values of an optional query item's placeholders are all left out or all given, as a URL can
    /// only leave out the whole item.
    mutating func json(for linkCase: DeepLinkModel.Case) -> String {
        var members: [String] = []
        var omitted: [String: Bool] = [:]
        for parameter in linkCase.parameters {
            if parameter.isOptional, case .query(let key, _, _) = parameter.source {
                if omitted[key] == nil { omitted[key] = random.chance(40) }
                if omitted[key] == true { continue }
            }
            let value = parameter.isList ? list(parameter) : value(parameter)
            members.append(Self.quoted(parameter.label) + ":" + value)
        }
        return "{" + Self.quoted(linkCase.name) + ":{" + members.joined(separator: ",") + "}}"
    }

    private mutating func list(_ parameter: DeepLinkModel.Parameter) -> String {
        "[" + (0..<random.below(4)).map { _ in value(parameter) }.joined(separator: ",") + "]"
    }

    private mutating func value(_ parameter: DeepLinkModel.Parameter) -> String {
        switch parameter.type {
        case .string:
            let word = random.pick(Self.words)
            if case .position(0, _) = parameter.source { return Self.quoted(word.lowercased()) }
            return Self.quoted(word)
        case .tail:
            let count = random.below(4)
            return Self.quoted(
                (0..<count).map { _ in random.pick(Self.words).replacingOccurrences(of: "/", with: "-") }.joined(
                    separator: "/"))
        case .int:
            return String(random.pick([0, 1, -7, 42, Int.max, Int.min, Int(truncatingIfNeeded: random.next())]))
        case .double:
            return "\(random.pick(Self.doubles + [Double(random.below(1000)) / 7]))"
        case .bool:
            return random.chance(50) ? "true" : "false"
        case .uuid:
            let hex = (0..<32).map { _ in String(random.below(16), radix: 16) }.joined()
            let parts = [
                hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4),
                hex.dropFirst(20),
            ]
            return Self.quoted(parts.joined(separator: "-").uppercased())
        case .enumeration(let index):
            return Self.quoted(random.pick(model.valueEnums[index].cases).rawValue)
        }
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }
}
