import NavLintCore
import NavLintExtract
import NavLintPictures
import NavLintRoutes
import NavLintSupport

/// What a fuzzing run feeds its inputs to, chosen by the `NAVLINT_FUZZ_TARGET` environment variable.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// The JSON reader and decoder; specs that decode are linted and written back.
    case json
    /// The DSL reader; specs that read are linted and written back.
    case nav
    /// Route patterns and URLs: parsing, a route table, resolution and conflict analysis.
    case routes
    /// Swift source through the extractor; the spec it writes must read back and lint without input errors.
    case swift
    /// PNG and JPEG bytes through the screenshot decoder, scaler and encoders.
    case picture
    /// Bytes read as an AASA file, an Info.plist and an entitlements file, compared with a shop's routes.
    case appconfig

    /// The environment variable that names the target.
    static let environmentVariable = "NAVLINT_FUZZ_TARGET"
}

/// The work done on one input. Every path that reaches a crash, a trap or a failed check here is a bug:
/// readers must answer bad input with ``SpecErrors``, and the properties checked below are promised by
/// the code under test.
enum FuzzHarness {
    /// The most lines of a `routes` input read as patterns; the last line is the URL.
    static let maximumPatterns = 16

    static func run(_ bytes: [UInt8], target: FuzzTarget) {
        switch target {
        case .json: runSpec(bytes, format: .json)
        case .nav: runSpec(bytes, format: .nav)
        case .routes: runRoutes(bytes)
        case .swift: runSwift(bytes)
        case .picture: runPicture(bytes)
        case .appconfig: runAppConfig(bytes)
        }
        // libFuzzer looks for leaks as soon as an input is done: what is still being freed must be freed first.
        Parallel.waitForBackgroundReleases()
    }

    /// Makes a thumbnail of the input: a failure is fine, a crash, a hang or a leak is not; one that is made has
    /// the size asked for and reads back as a picture of that size, and the same input gives the same bytes. A
    /// PNG gives the same outcome, thumbnail or error, whether a plain one is inflated at once or streamed.
    static func runPicture(_ bytes: [UInt8]) {
        let made = Thumbnail.make(from: bytes, width: 64)
        check(Thumbnail.make(from: bytes, width: 64, reader: .streamed) == made, "the two PNG readers differ")
        guard case .success(let thumbnail) = made else { return }
        check(thumbnail.width <= 64 && thumbnail.width >= 1 && thumbnail.height >= 1, "a thumbnail out of bounds")
        check(Thumbnail.make(from: bytes, width: 64) == .success(thumbnail), "two thumbnails of one input differ")
        guard case .success(let again) = Thumbnail.make(from: thumbnail.bytes, width: 64, encoding: .png) else {
            fail("the thumbnail does not read back")
        }
        check(again.sourceWidth == thumbnail.width && again.sourceHeight == thumbnail.height, "a thumbnail's size")
    }

    /// Extracts a spec from the input as a Swift file, twice: the two must be the same, and the written spec
    /// must read back to the same text and lint without input errors.
    static func runSwift(_ bytes: [UInt8]) {
        let source = SwiftSource(path: "Input.swift", text: String(decoding: bytes, as: UTF8.self))
        let extraction = SwiftExtractor.extract([source])
        let json = JSONSpecWriter.write(extraction.spec)
        let again = JSONSpecWriter.write(SwiftExtractor.extract([source]).spec)
        check(again == json, "extracting twice gave different specs")
        guard let reread = try? JSONSpecReader.read(Array(json.utf8)) else {
            fail("the extracted spec does not read back:\n\(json)")
        }
        check(JSONSpecWriter.write(reread) == json, "writing the re-read extracted spec changed it:\n\(json)")
        let errors = Analysis(spec: reread, file: "input").diagnostics().filter(\.isInputError)
        check(errors.isEmpty, "the extracted spec has input errors: \(errors)\n\(json)")
    }

    /// Reads a spec; when it reads, lints it and checks that its canonical text reads back to the same text.
    static func runSpec(_ bytes: [UInt8], format: SpecFormat) {
        let spec: Spec
        do {
            spec = try SpecReader.read(bytes, format: format)
        } catch {
            check(!error.errors.isEmpty, "the reader threw no error")
            return
        }
        _ = AnalysisSettings.defaults.validateInlineSettings(spec)
        _ = Analysis(spec: spec, file: "input").diagnostics()

        let json = JSONSpecWriter.write(spec)
        let dsl = NavDSLWriter.write(spec)
        guard let fromJSON = try? JSONSpecReader.read(Array(json.utf8)) else {
            fail("the written JSON does not read back:\n\(json)")
        }
        guard let fromDSL = try? NavDSLReader.read(dsl) else { fail("the written DSL does not read back:\n\(dsl)") }
        check(JSONSpecWriter.write(fromJSON) == json, "writing the re-read JSON changed it:\n\(json)")
        check(NavDSLWriter.write(fromDSL) == dsl, "writing the re-read DSL changed it:\n\(dsl)")
        if format == .nav { checkCommentsSurvive(bytes) }
    }

    /// `navlint fmt` of a DSL file keeps its comments: formatting keeps every one, and formatting the
    /// result again changes nothing.
    static func checkCommentsSurvive(_ bytes: [UInt8]) {
        guard let (spec, comments) = try? NavDSLReader.readWithComments(bytes) else {
            fail("the input reads, but not with its comments")
        }
        let formatted = NavDSLWriter.write(spec, comments: comments)
        guard let (again, againComments) = try? NavDSLReader.readWithComments(formatted) else {
            fail("the formatted DSL does not read back:\n\(formatted)")
        }
        check(againComments.count == comments.count, "formatting lost comments:\n\(formatted)")
        check(
            NavDSLWriter.write(again, comments: againComments) == formatted,
            "formatting twice changed the text:\n\(formatted)")
    }

    /// Parses the whole input as a pattern and as a URL; then reads every line but the last as a pattern,
    /// builds a table of those that parse, resolves the last line through it and analyses the table.
    static func runRoutes(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let pattern = try? RoutePattern.parse(text) { checkNormalForm(pattern) }
        _ = try? RouteURL(text)

        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let urlText = lines.count > 1 ? lines.removeLast() : text
        var routes: [(id: String, pattern: RoutePattern)] = []
        for (index, line) in lines.prefix(maximumPatterns).enumerated() {
            guard let pattern = try? RoutePattern.parse(line) else { continue }
            checkNormalForm(pattern)
            routes.append((id: "r\(index)", pattern: pattern))
        }
        let table = RouteTable(routes)
        if let url = try? RouteURL(urlText) {
            let resolution = table.resolve(url)
            let explanation = table.explain(url)
            check(explanation.resolution == resolution, "explain and resolve disagree on \(urlText)")
        }

        let analysis = RouteAnalysis(table)
        for (route, example) in analysis.examples().enumerated() {
            guard let example else { continue }
            guard case .matched(route, _) = resolve(example, table) else {
                fail("the example \(example) does not resolve to route \(route)")
            }
        }
        checkConflicts(of: analysis, in: table)
    }

    /// Every conflict the analysis reports holds on its witness URL: duplicates match both routes, ties tie,
    /// shadowed routes lose, overlaps resolve to their winner.
    private static func checkConflicts(of analysis: RouteAnalysis, in table: RouteTable) {
        for conflict in analysis.conflicts {
            switch conflict {
            case .duplicate(let first, let second, let witness):
                check(
                    table.entries[first].pattern.canonicalShape == table.entries[second].pattern.canonicalShape,
                    "duplicates differ in shape")
                guard let url = try? RouteURL(witness), Set(table.candidates(for: url)).isSuperset(of: [first, second])
                else {
                    fail("the duplicate witness \(witness) does not match routes \(first) and \(second)")
                }
            case .ambiguous(let first, let second, let witness):
                guard case .tie(let tied) = resolve(witness, table), tied.contains(first), tied.contains(second) else {
                    fail("the ambiguity witness \(witness) does not tie routes \(first) and \(second)")
                }
            case .shadowed(let route, let takers, let witness):
                let winners: [Int]
                switch resolve(witness, table) {
                case .matched(let winner, _): winners = [winner]
                case .tie(let tied): winners = tied
                case .noMatch: winners = []
                }
                check(
                    !winners.contains(route), "the shadowing witness \(witness) resolves to the shadowed route \(route)"
                )
                check(
                    winners.contains(where: takers.contains),
                    "the shadowing witness \(witness) resolves to none of the routes \(takers)")
            case .overlap(_, _, let witness, let winner):
                guard case .matched(winner, _) = resolve(witness, table) else {
                    fail("the overlap witness \(witness) does not resolve to route \(winner)")
                }
            }
        }
    }

    /// A pattern's normal form parses again, to the same shape.
    private static func checkNormalForm(_ pattern: RoutePattern) {
        let normal = pattern.description
        guard let reparsed = try? RoutePattern.parse(normal) else {
            fail("the normal form \(normal) of \(pattern.text) does not parse")
        }
        check(
            reparsed.canonicalShape == pattern.canonicalShape,
            "the normal form \(normal) of \(pattern.text) has another shape")
    }

    private static func resolve(_ url: String, _ table: RouteTable) -> RouteResolution {
        do {
            return try table.resolve(url)
        } catch {
            fail("the URL \(url) made by the analysis does not parse: \(error)")
        }
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    private static func fail(_ message: String) -> Never {
        fatalError("fuzz check failed: \(message)")
    }
}

extension FuzzHarness {
    /// The routes the `appconfig` harness compares every input with.
    static let appConfigSpec = """
        navgraph 1
        links scheme shop, host shop.example.com
        root Home
        screen Home
        route home "shop://home" -> Home
        route product "https://shop.example.com/p/{id:int}/{rest*}?ref={ref?}#{f:top|end}" -> Home
        route search "https://shop.example.com/search?q={q}&page={page:int}" -> Home
        route any "https://*.example.com/{slug}" -> Home
        """

    /// Reads the input as each kind of app configuration file: a read must give a configuration or errors,
    /// never a crash or a hang; the app-link rules run on what reads, twice, with the same findings.
    static func runAppConfig(_ bytes: [UInt8]) {
        let file = AppConfigFile(path: "shop.example.com/apple-app-site-association", bytes: bytes)
        let config = AppConfig.read(infoPlists: [file], entitlements: [file], aasa: [(file, nil)], appID: nil)
        guard let spec = try? NavDSLReader.read(appConfigSpec) else { fail("the harness's spec does not read") }
        let context = LintContext(spec: spec)
        func findings() -> [String] {
            let comparison = AppLinkComparison(context: context, config: config)
            return RuleCatalogue.appLinkRules.flatMap { $0.init().check(comparison) }.map(\.message)
        }
        check(findings() == findings(), "two comparisons of one input differ")
    }
}
