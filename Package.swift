// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        // The slim navlint the plugins run: every command that needs only the spec, without swift-syntax,
        // Graphviz, libpng or libjpeg (README, "Use in CI").
        .executable(name: "navlint-spec", targets: ["navlint-spec"]),
        .library(name: "NavLintCore", targets: ["NavLintCore"]),
        .plugin(name: "NavLintCommandPlugin", targets: ["NavLintCommandPlugin"]),
        .plugin(name: "NavLintBuildToolPlugin", targets: ["NavLintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only the parser: 603.x is the newest release that builds with this Swift (see README).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The library, in pipeline order: each target may use only the ones above it, and none does I/O.
        // What the later targets share: `Parallel` (independent work spread over the cores) and the text of
        // messages ("did you mean", quoted excerpts, UTF-8 checks). Uses nothing.
        .target(name: "NavLintSupport"),
        // Deep-link route patterns: parsing, matching, precedence and conflict analysis.
        .target(name: "NavLintRoutes", dependencies: ["NavLintSupport"]),
        // The spec: its values, the JSON and DSL readers and writers, findings and diagnostics. Its parameter
        // types are the route engine's placeholder types.
        .target(name: "NavLintModel", dependencies: ["NavLintSupport", "NavLintRoutes"]),
        // The spec resolved once: the graph, the route facts, the `LintContext` every later step reads, and
        // the answers about links and coverage that read it.
        .target(name: "NavLintGraph", dependencies: ["NavLintSupport", "NavLintModel", "NavLintRoutes"]),
        // The rule protocol and descriptions, the spec and route rules, the runner with inline silencing that
        // every family shares, `.navlint.yml` and baselines.
        .target(
            name: "NavLintRules",
            dependencies: [
                "NavLintSupport", "NavLintModel", "NavLintGraph", "NavLintRoutes",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `navlint diff`: two versions of a spec compared, and the diff rules.
        .target(
            name: "NavLintDiff",
            dependencies: ["NavLintSupport", "NavLintModel", "NavLintGraph", "NavLintRules", "NavLintRoutes"]
        ),
        // `check --sources`: a spec compared with what was read from its Swift code, and the drift rules.
        // Without swift-syntax, so that navlint-spec links it.
        .target(
            name: "NavLintDrift", dependencies: ["NavLintSupport", "NavLintModel", "NavLintGraph", "NavLintRules"]
        ),
        // `check --info-plist --entitlements --aasa`: the app's own configuration read from bytes, compared with
        // the routes, and the app-link rules.
        .target(
            name: "NavLintAppLinks",
            dependencies: ["NavLintSupport", "NavLintModel", "NavLintGraph", "NavLintRules", "NavLintRoutes"]
        ),
        // The top: the catalogue of every rule family, the analysis settings and the `Analysis` every command runs.
        // Re-exports the targets above, so that `import NavLintCore` is the whole library.
        .target(
            name: "NavLintCore",
            dependencies: [
                "NavLintSupport", "NavLintModel", "NavLintGraph", "NavLintRules", "NavLintDiff", "NavLintDrift",
                "NavLintRoutes", "NavLintAppLinks",
            ]
        ),
        // Report formats for diagnostics (text, json, sarif, github, junit, checkstyle, markdown).
        .target(name: "NavLintReporters", dependencies: ["NavLintCore"]),
        // Graphviz's C libraries, found through pkg-config.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // A few C helpers around Graphviz globals and callbacks that Swift cannot use directly.
        .target(
            name: "CGraphvizShim", dependencies: ["CGraphviz"],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // libpng and libjpeg, found through pkg-config, and the C that decodes, scales and encodes screenshots with
        // them (both report errors by longjmp, which only C can catch); libdeflate inflates a plain PNG's pixels
        // at once, several times quicker than the zlib libpng streams through.
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .target(name: "CImageCodec", dependencies: ["CPNG", "CJPEG", "CDeflate"]),
        // Screenshots: thumbnails made from PNG and JPEG bytes, and pictures matched to models. No I/O.
        .target(name: "NavLintPictures", dependencies: ["NavLintCore", "CImageCodec"]),
        // Diagrams: the visual language, DOT and Mermaid text, SVG/PNG/PDF through Graphviz, and the review
        // page, whose style and script are real files in HTML/Assets, embedded as bytes.
        .target(
            name: "NavLintRender", dependencies: ["NavLintCore", "CGraphviz", "CGraphvizShim"],
            resources: [
                .embedInCode("HTML/Assets/review-page.css"), .embedInCode("HTML/Assets/resolver.js"),
                .embedInCode("HTML/Assets/view.js"), .embedInCode("HTML/Assets/overview.js"),
                .embedInCode("HTML/Assets/changes.js"), .embedInCode("HTML/Assets/controls.js"),
            ]),
        // The navigation graph recovered from SwiftUI source text with swift-syntax. No I/O.
        .target(
            name: "NavLintExtract",
            dependencies: [
                "NavLintCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The part of `navlint gen swift`'s output that is the same for every spec, as Swift that is
        // compiled and tested here; NavLintGen embeds its files as text.
        .target(name: "NavLintGenRuntime"),
        // `navlint gen swift`: typed deep-link code generated from the route table. No I/O. The runtime
        // (links to NavLintGenRuntime's files) and the route engine's lexical tests (a link to
        // NavLintRoutes/Lexical.swift) are embedded as text, so that the generated parser runs the
        // very code that is tested here and that `resolve` runs.
        .target(
            name: "NavLintGen", dependencies: ["NavLintCore", "NavLintRoutes"],
            resources: [
                .embedInCode("Embedded/Lexical.swift"), .embedInCode("Embedded/MatcherRuntime.swift"),
                .embedInCode("Embedded/CodableRuntime.swift"), .embedInCode("Embedded/AutomatonRuntime.swift"),
            ]
        ),
        // `navlint lsp`'s protocol logic: JSON-RPC messages and their framing, open documents with incremental
        // sync in UTF-16 positions, and the answers to each request, read from one `Analysis` per document
        // version. No I/O: the command runs the loop on standard input and output.
        .target(name: "NavLintLanguageServer", dependencies: ["NavLintCore"]),
        // The command line of every command that needs only the spec (check, gen, rules, resolve, coverage,
        // examples, fmt, lsp), its settings and file handling, shared by navlint and navlint-spec.
        .target(
            name: "NavLintCommandLine",
            dependencies: [
                "NavLintCore", "NavLintRoutes", "NavLintReporters", "NavLintGen", "NavLintLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // navlint: the command line, and the commands that need swift-syntax, Graphviz or the pictures
        // (extract, render, diff, check's comparison with Swift code).
        .executableTarget(
            name: "navlint",
            dependencies: [
                "NavLintCommandLine", "NavLintCore", "NavLintReporters", "NavLintRender", "NavLintExtract",
                "NavLintPictures", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // navlint-spec: the slim navlint of the plugins, NavLintCommandLine's commands alone.
        .executableTarget(
            name: "navlint-spec",
            dependencies: [
                "NavLintCommandLine", "NavLintCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // libFuzzer harnesses for the readers, the linter and the route analysis (scripts/fuzz.sh builds
        // them with -sanitize=fuzzer and -D FUZZING); a normal build replays input files through the same
        // entry point.
        .executableTarget(
            name: "NavLintFuzz",
            dependencies: ["NavLintCore", "NavLintRoutes", "NavLintExtract", "NavLintPictures", "NavLintSupport"]),
        // `swift package navlint ...`: runs navlint-spec on the package's specs.
        .plugin(
            name: "NavLintCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "navlint",
                    description: "Run navlint on the package's navgraph specs (default: check them all)")),
            dependencies: ["navlint-spec"]
        ),
        // Checks a target's specs on every build (navlint-spec); findings at error severity fail it.
        .plugin(name: "NavLintBuildToolPlugin", capability: .buildTool(), dependencies: ["navlint-spec"]),
        // What several test targets share: the golden-file helper, the seeded random generator, the
        // JSON Schema validator, the checks of the rules' examples.
        .target(
            name: "NavLintTestSupport", dependencies: ["NavLintCore"], path: "Tests/Support",
            exclude: ["navlint_unittest.py"]),
        .testTarget(name: "NavLintSupportTests", dependencies: ["NavLintSupport"]),
        .testTarget(name: "NavLintRoutesTests", dependencies: ["NavLintRoutes", "NavLintTestSupport"]),
        .testTarget(
            name: "NavLintCoreTests",
            dependencies: ["NavLintCore", "NavLintSupport", "NavLintDiff", "NavLintTestSupport"]
        ),
        .testTarget(
            name: "NavLintReportersTests", dependencies: ["NavLintReporters", "NavLintTestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "NavLintRenderTests", dependencies: ["NavLintRender", "NavLintTestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "NavLintGenTests",
            dependencies: [
                "NavLintGen", "NavLintCore", "NavLintRoutes", "NavLintTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"], resources: [.copy("Golden")]),
        .testTarget(name: "NavLintGenRuntimeTests", dependencies: ["NavLintGenRuntime"]),
        .testTarget(
            name: "NavLintLanguageServerTests",
            dependencies: ["NavLintLanguageServer", "NavLintCore", "NavLintTestSupport"]),
        .testTarget(name: "NavLintPicturesTests", dependencies: ["NavLintPictures", "NavLintTestSupport"]),
        .testTarget(
            name: "NavLintExtractTests", dependencies: ["NavLintExtract", "NavLintCore", "NavLintTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["navlint", "navlint-spec", "NavLintPictures", "NavLintTestSupport"]),
    ]
)
