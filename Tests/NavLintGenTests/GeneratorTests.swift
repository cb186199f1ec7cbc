import Foundation
import NavLintCore
import NavLintRoutes
import SwiftParser
import SwiftSyntax
import XCTest

@testable import NavLintGen

/// The generated source: golden files, formatting, determinism, names and the header's hash.
final class GeneratorTests: XCTestCase {
    /// Run with `NAVLINT_UPDATE_GOLDEN=1` to write the golden files from the current output.
    func testGeneratedSourceMatchesGoldenFiles() throws {
        for (path, name) in GenFixtures.specs {
            let source = try GenFixtures.generate(path)
            XCTAssertEqual(source, try GenFixtures.generate(path), "\(name): the same spec must give the same bytes")
            let golden = "\(name).swift.golden"
            if ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1" {
                let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                    "Golden")
                try Data(source.utf8).write(to: folder.appendingPathComponent(golden))
                continue
            }
            let url = try XCTUnwrap(
                Bundle.module.url(forResource: golden, withExtension: nil, subdirectory: "Golden"),
                "missing golden file \(golden); run with NAVLINT_UPDATE_GOLDEN=1")
            XCTAssertEqual(source, String(decoding: try Data(contentsOf: url), as: UTF8.self), "\(golden) differs")
        }
    }

    /// Every generated file is as swift-format (default configuration) writes it.
    func testGeneratedSourceIsSwiftFormatClean() throws {
        guard let swift = GenFixtures.onPath("swift") else { throw XCTSkip("swift is not on PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navlint-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (path, name) in GenFixtures.specs {
            let file = folder.appendingPathComponent("\(name).swift")
            try Data(try GenFixtures.generate(path, typeName: "\(name)Link").utf8).write(to: file)
            files.append(file.path)
        }
        let lint = try GenFixtures.run(swift, ["format", "lint", "--strict"] + files)
        XCTAssertEqual(lint.status, 0, lint.error)
        XCTAssertEqual(lint.error, "")
    }

    func testHeaderNamesTheSpecAndItsSHA256() throws {
        XCTAssertEqual(SHA256.hexDigest([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hexDigest(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array(String(repeating: "a", count: 1000).utf8)
        XCTAssertEqual(SHA256.hexDigest(long), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        let path = GenFixtures.packageRoot.appendingPathComponent("Samples/DeepLinkTabs.navgraph.json")
        let source = try GenFixtures.generate(path)
        let digest = SHA256.hexDigest(Array(try Data(contentsOf: path)))
        XCTAssertTrue(source.contains("// SHA-256 of DeepLinkTabs.navgraph.json: \(digest)\n"), source)
    }

    /// A spec file's name lands in comments: a line break in it (any that ends a Swift comment) or a
    /// character that hides text must not start a line of code.
    func testTheSpecsNameCannotEndTheHeaderComment() throws {
        let path = GenFixtures.packageRoot.appendingPathComponent("Samples/DeepLinkTabs.navgraph.json")
        let loaded = try GenFixtures.load(path)
        let name = "a\nimport Evil\r\u{2028}let x = 1\u{202E}.navgraph.json"
        let source = SwiftGenerator().generate(spec: loaded.spec, table: loaded.table, specName: name, specBytes: [])
        let header = source.split(separator: "import Foundation").first ?? ""
        for line in header.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" }) {
            XCTAssertTrue(line.isEmpty || line.hasPrefix("//"), "not a comment: \(line)")
        }
        XCTAssertTrue(source.contains("from a\\nimport Evil\\r\\u{2028}let x = 1\\u{202E}.navgraph.json."), source)
        XCTAssertFalse(source.contains("import Evil\n"))
        XCTAssertEqual(SwiftCode.commentText("a\"b\\c\td"), "a\"b\\c\\td")
    }

    /// Every type the generated code names is one a nested enum and `--type-name` must not take, so that
    /// none is hidden inside the enum (`enum Hasher` would change `hash(into:)`).
    func testTheTypesTheGeneratedCodeNamesAreReserved() throws {
        let fixtures = GenFixtures.packageRoot.appendingPathComponent("Tests/NavLintGenTests/Fixtures")
        for fixture in ["AllForms", "SecondEdition", "Names"] {
            let path = fixtures.appendingPathComponent("\(fixture).navgraph.json")
            let loaded = try GenFixtures.load(path)
            let model = DeepLinkModel(spec: loaded.spec, table: loaded.table, typeName: "DeepLink")
            let declared = Set((model.valueEnums + model.stateEnums).map(\.typeName) + ["DeepLink"])
            let named = Self.capitalizedIdentifiers(in: try GenFixtures.generate(path))
            let unreserved = named.subtracting(declared).subtracting(DeepLinkModel.typeNames)
            XCTAssertEqual(unreserved, [], fixture)
            XCTAssertTrue(declared.isDisjoint(with: DeepLinkModel.typeNames), fixture)
        }
        XCTAssertEqual(Self.capitalizedIdentifiers(in: "let a: Int = b(\"Not\\\"Me\") // Nor This"), ["Int"])
    }

    /// The runtime's type names are declared, not read from its text at run time: the declared list is
    /// exactly what the embedded text names, so that it cannot fall behind the runtime nor keep a stale name.
    func testTheDeclaredRuntimeTypeNamesAreTheOnesItsTextNames() {
        let runtime = [
            GeneratedRuntime.matcher, GeneratedRuntime.codable, GeneratedRuntime.automaton, GeneratedRuntime.lexical,
        ]
        XCTAssertEqual(Set(runtime.flatMap(Self.capitalizedIdentifiers)), GeneratedRuntime.typeNames)
    }

    /// A runtime file's members are the lines of its `extension Matcher {`, one level out.
    func testRuntimeMembersAreTheLinesOfItsMatcherExtensionOneLevelOut() {
        let file =
            "// header\nimport Foundation\n\nextension Matcher {\n  /// A.\n  struct A {\n\n    let b = 1\n  }\n}\n"
        XCTAssertEqual(GeneratedRuntime.members(of: Array(file.utf8)), "/// A.\nstruct A {\n\n  let b = 1\n}")
        XCTAssertTrue(GeneratedRuntime.matcher.hasPrefix("/// The text a URL was made from"))
        XCTAssertTrue(GeneratedRuntime.automaton.hasPrefix("/// A nondeterministic automaton"))
        XCTAssertTrue(GeneratedRuntime.codable.hasSuffix("\n  return DecodingError.dataCorrupted(context)\n}"))
    }

    /// The identifiers that start with an uppercase letter, as the Swift parser reads the tokens (outside
    /// comments and string literals, keywords such as `Self` aside): the types and modules code names.
    private static func capitalizedIdentifiers(in source: String) -> Set<String> {
        var names: Set<String> = []
        for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true { names.insert(name) }
        }
        return names
    }

    func testNamesAreSwiftIdentifiersWithoutCollisions() {
        XCTAssertEqual(SwiftNames.lowerCamel("view-product"), "viewProduct")
        XCTAssertEqual(SwiftNames.lowerCamel("products-tab"), "productsTab")
        XCTAssertEqual(SwiftNames.lowerCamel("URL"), "url")
        XCTAssertEqual(SwiftNames.lowerCamel("2fa"), "value2fa")
        XCTAssertEqual(SwiftNames.lowerCamel("--"), "value")
        XCTAssertEqual(SwiftNames.upperCamel("main_tabs"), "MainTabs")
        XCTAssertEqual(SwiftNames.escaped("default"), "`default`")
        var scope = NameScope(reserved: ["url"])
        XCTAssertEqual(scope.claim("url"), "url2")
        XCTAssertEqual(scope.claim("a"), "a")
        XCTAssertEqual(scope.claim("a"), "a2")
        XCTAssertEqual(SwiftCode.literal("a\"b\\c\n\u{7}é\u{301}"), #""a\"b\\c\n\u{7}é\u{301}""#)
    }

    func testTypeNamesMustBeSwiftIdentifiers() {
        XCTAssertTrue(SwiftGenerator.isValidTypeName("AppLink"))
        XCTAssertFalse(SwiftGenerator.isValidTypeName("URL"))
        XCTAssertFalse(SwiftGenerator.isValidTypeName("9Links"))
        XCTAssertFalse(SwiftGenerator.isValidTypeName("App-Link"))
        XCTAssertFalse(SwiftGenerator.isValidTypeName("self"))
        for name in ["_", "Key", "Hasher", "Parts", "Unicode", "UTF8", "DecodingError", "Self", "Type", "deepLink"] {
            XCTAssertFalse(SwiftGenerator.isValidTypeName(name), name)
        }
        XCTAssertTrue(SwiftGenerator.isValidTypeName("App_Link2"))
    }

    /// A large enum's members (its conformances too) and the matcher's functions switch over at most 25
    /// cases each, and the chain calls at most 25 parsers a function, so that `swiftc -O` takes time in
    /// proportion to the routes (10,000 compile).
    func testLargeSpecsAreSplitIntoFunctionsOfAtMost25Cases() throws {
        let routes = (0..<60).map {
            #"{"id": "r\#($0)", "pattern": "shop://s\#($0)/{id:int}?q={q}", "target": "Home", "present": "sheet"}"#
        }
        let text =
            #"{"navgraph": 1, "links": {"schemes": ["shop"]}, "root": "Home", "models": [{"id": "Home", "kind": "screen"}], "routes": [\#(routes.joined(separator: ", "))]}"#
        let spec = try SpecReader.read(Array(text.utf8), format: .json)
        let table = LinkResolver(spec: spec).context.routes.table
        let source = SwiftGenerator().generate(spec: spec, table: table, specName: "Large.navgraph.json", specBytes: [])
        for member in ["routeID", "values", "url", "fields"] {
            XCTAssertTrue(source.contains("if let value = _\(member)2() { return value }"), member)
            XCTAssertTrue(source.contains("private func _\(member)2() -> "), member)
            XCTAssertFalse(source.contains("_\(member)3()"), member)
        }
        XCTAssertTrue(source.contains("lhs.routeID == rhs.routeID && lhs._values == rhs._values"))
        XCTAssertTrue(source.contains("if let link = try _decode2(name, values) { return link }"))
        XCTAssertFalse(source.contains("_decode3("))
        for function in ["make", "requiredQuery"] {
            XCTAssertTrue(source.contains("static func \(function)(_ route: Int"), function)
            XCTAssertTrue(source.contains("private static func \(function)2(_ route: Int"), function)
        }
        XCTAssertTrue(source.contains("switch route / 25 {"))
        // The 60 literal children of the scheme's node: a dictionary, and their branches in blocks of 25.
        XCTAssertTrue(source.contains("[v0] { node1Literal(index, parts, &found) }"))
        XCTAssertTrue(source.contains("private static func node1Literal2(_ index: Int, _ parts: Parts"))
        XCTAssertFalse(source.contains("Literal3("))
        let chain = SwiftGenerator(options: .init(dispatch: .chain)).generate(
            spec: spec, table: table, specName: "Large.navgraph.json", specBytes: [])
        XCTAssertTrue(chain.contains("if let route = chain2(parts) { return route }"))
        XCTAssertTrue(chain.contains("private static func chain2(_ parts: Parts) -> Int? {"))
        XCTAssertFalse(chain.contains("chain3("))
    }

    /// The generator reads the table's precedence: the order of rank vectors and the query tie-break.
    func testLayoutOrdersRoutesAsTheTableRanksThem() throws {
        let patterns = ["shop://p/{id:int}", "shop://p/new", "shop://p/{s}", "shop://p/{s}/{rest*}", "shop://p/new/x"]
        let table = RouteTable(try patterns.enumerated().map { ("r\($0.offset)", try RoutePattern.parse($0.element)) })
        let layout = RouteTableLayout(table)
        XCTAssertEqual(layout.routes.map(\.pathOrder), [2, 0, 3, 4, 1])
        let query = RouteTable(
            try ["shop://s?q={q}", "shop://s?q={q}&p={p:int}"].enumerated().map {
                ("q\($0.offset)", try RoutePattern.parse($0.element))
            })
        XCTAssertTrue(RouteTableLayout(query).queryOutranks(1, 0))
        XCTAssertFalse(RouteTableLayout(query).queryOutranks(0, 1))
    }
}
