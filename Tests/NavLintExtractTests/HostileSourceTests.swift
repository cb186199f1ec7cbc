import NavLintCore
import XCTest

@testable import NavLintExtract

/// Sources written to break the parser or the ids: each file ends as an unresolved note or a valid id, never
/// as a crash, and the other files are still extracted.
final class HostileSourceTests: XCTestCase {
    /// A small app whose one screen pushes another: what must survive beside a hostile file.
    private static let app = SwiftSource(
        path: "App.swift",
        text: """
            import SwiftUI
            struct HomeView: View {
                var body: some View { NavigationStack { NavigationLink("On") { DetailView() } } }
            }
            struct DetailView: View { var body: some View { Text("x") } }
            """)

    /// Each shape from issue #25, ten times deeper than any real code and past ``NestingDepth/limit``.
    static let deepShapes: [String: String] = [
        "generics": "typealias G = " + String(repeating: "A<", count: 2_000) + "Int"
            + String(repeating: ">", count: 2_000),
        "conditions": String(repeating: "#if X\n", count: 10_000) + String(repeating: "#endif\n", count: 10_000),
        "else-if": "func f(x: Int) {\n if x == 0 {}" + String(repeating: " else if x == 1 {}", count: 10_000) + "\n}",
        "try": "func f() async throws { " + String(repeating: "try ", count: 10_000) + "g() }",
        "await": "func f() async { " + String(repeating: "await ", count: 10_000) + "g() }",
        "arrows": "typealias F = " + String(repeating: "(Int) -> ", count: 10_000) + "Int",
    ]

    func testEveryDeepShapeIsAnUnresolvedNoteAndTheOtherFilesAreRead() {
        for (name, text) in Self.deepShapes.sorted(by: { $0.key < $1.key }) {
            let extraction = SwiftExtractor.extract([Self.app, SwiftSource(path: "Deep.swift", text: text)])
            let notes = extraction.notes.filter { $0.location.file == "Deep.swift" }
            XCTAssertEqual(notes.count, 1, name)
            XCTAssertEqual(notes.first?.kind, .unresolved, name)
            XCTAssertTrue(
                notes.first?.message.contains("nested more than \(NestingDepth.limit) levels deep") == true,
                "\(name): \(notes)")
            XCTAssertEqual(
                extraction.spec.models.map(\.id.value).sorted(), ["DetailView", "HomeView", "HomeViewStack"])
        }
    }

    /// Just under the limit, every shape is parsed: the parser's threads have the stack for it.
    func testEveryShapeJustUnderTheLimitIsParsed() {
        let depth = NestingDepth.limit - 10
        let shapes = [
            "typealias G = " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth),
            String(repeating: "#if X\n", count: depth) + String(repeating: "#endif\n", count: depth),
            "func f(x: Int) {\n if x == 0 {}" + String(repeating: " else if x == 1 {}", count: depth) + "\n}",
            "func f() async throws { " + String(repeating: "try await ", count: depth / 2) + "g() }",
            "typealias F = " + String(repeating: "(Int) -> ", count: depth) + "Int",
            "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
        ]
        for text in shapes {
            XCTAssertNil(NestingDepth.firstExcess(in: text), String(text.prefix(40)))
            let extraction = SwiftExtractor.extract([Self.app, SwiftSource(path: "Deep.swift", text: text)])
            XCTAssertFalse(
                extraction.notes.contains { $0.message.contains("not read") }, "\(text.prefix(40)): \(extraction.notes)"
            )
            XCTAssertEqual(extraction.spec.models.count, 3)
        }
    }

    /// Chains the parser reads in a loop still make a deep tree: past ``TreeDepth/limit`` the file is not walked.
    func testChainsDeeperThanTheTreeLimitAreANote() {
        for text in [
            "let x = a" + String(repeating: ".b", count: 20_000),
            "let x = a" + String(repeating: "!", count: 20_000),
            "var x: Int" + String(repeating: "?", count: 20_000),
        ] {
            let extraction = SwiftExtractor.extract([Self.app, SwiftSource(path: "Chain.swift", text: text)])
            let notes = extraction.notes.filter { $0.location.file == "Chain.swift" }
            XCTAssertEqual(notes.map(\.kind), [.unresolved], String(text.prefix(20)))
            XCTAssertTrue(notes.first?.message.contains("syntax tree is more than") == true, "\(notes)")
            XCTAssertEqual(extraction.spec.models.count, 3)
        }
    }

    /// Real nesting and comparisons do not add up to the limit.
    func testOrdinaryCodeStaysFarBelowTheLimit() {
        let comparisons = String(repeating: "print(a<b)\nif a<b && c<d { x = y<z }\n", count: 2_000)
        let chains = String(
            repeating: "if a {} else if b {} else {}\nlet f: (Int) -> Int = g\ntry await h()\n", count: 2_000)
        XCTAssertNil(NestingDepth.firstExcess(in: comparisons))
        XCTAssertNil(NestingDepth.firstExcess(in: chains))
    }

    /// A run of `->` ends at each declaration keyword, and only at a whole one.
    func testEveryDeclarationKeywordEndsARunOfArrows() {
        let lines = NestingDepth.limit + 100
        for keyword in ["func", "var", "let", "case", "init", "subscript", "typealias", "associatedtype", "return"] {
            let text = String(repeating: "\(keyword) x == (Int) -> Int\n", count: lines)
            XCTAssertNil(NestingDepth.firstExcess(in: text), keyword)
        }
        for word in ["funcs", "lets", "associatedtypes", "x"] {
            let text = String(repeating: "\(word) x == (Int) -> Int\n", count: lines)
            XCTAssertNotNil(NestingDepth.firstExcess(in: text), word)
        }
    }

    func testNonASCIIAndBacktickedNamesGetDistinctValidIdsAndTheirPushesResolve() throws {
        let long = "V" + String(repeating: "x", count: 299)
        let text = """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("1") { Café() }
                        NavigationLink("2") { Cafè() }
                        NavigationLink("3") { 日本() }
                        NavigationLink("4") { Ωmega() }
                        NavigationLink("5") { `Default`() }
                        NavigationLink("6") { \(long)() }
                    }
                }
            }
            struct Café: View { var body: some View { Text("1") } }
            struct Cafè: View { var body: some View { Text("2") } }
            struct 日本: View { var body: some View { Text("3") } }
            struct Ωmega: View { var body: some View { Text("4") } }
            struct `Default`: View { var body: some View { Text("5") } }
            struct \(long): View { var body: some View { Text("6") } }
            """
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Names.swift", text: text)])
        XCTAssertEqual(extraction.unresolvedCount, 0, "\(extraction.notes)")
        let home = try XCTUnwrap(extraction.spec.models.first { $0.id.value == "HomeView" })
        let targets = home.edges.compactMap(\.target.modelID?.value)
        let longID = try XCTUnwrap(targets.last)
        XCTAssertEqual(
            targets, ["Caf_u00E9", "Caf_u00E8", "_u65E5_u672C", "_u03A9mega", "Default", longID])
        XCTAssertEqual(longID.count, SpecNaming.maximumLength)
        XCTAssertTrue(longID.hasPrefix("Vxxx"))
        XCTAssertEqual(SpecNaming.id(of: long), longID, "the same name gives the same id")
        XCTAssertNotEqual(SpecNaming.id(of: long + "y"), longID)
        let swiftNames = Dictionary(
            extraction.spec.models.map { ($0.id.value, $0.swift?.value) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(swiftNames["Caf_u00E9"], "Café")
        XCTAssertEqual(swiftNames[longID], long)
        XCTAssertEqual(SpecNaming.id(of: "😀View"), "_U01F600View")
        let diagnostics = Analysis(spec: extraction.spec, file: "names").diagnostics()
        XCTAssertFalse(diagnostics.contains(where: \.isInputError), "\(diagnostics)")
        let written = JSONSpecWriter.write(extraction.spec)
        let reread = try JSONSpecReader.read(Array(written.utf8))
        XCTAssertEqual(JSONSpecWriter.write(reread), written)
    }

    /// An extension whose type the parser had to invent (`extension- ShopApp { ... }`) extends no type of the app:
    /// its scenes make no window whose view has an empty Swift name, which no spec may hold (found by the
    /// Swift-source fuzz harness).
    func testAnExtensionOfAMissingTypeMakesNoWindowOrView() throws {
        // The first extension is left open, as the fuzzer left it; the second's content is written in place.
        let text = """
            import SwiftUI
            extension ShopApp {
                var mainScene: some Scene {
                    WindowGroup(id: "main") {
                        HomeView()
            extension- ShopApp {
                var otherScene: some Scene {
                    WindowGroup(id: "other") { Home/View() }
                }
            }
            struct HomeView: View { var body: some View { Text("x") } }
            """
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Shop.swift", text: text)])
        XCTAssertFalse(extraction.spec.models.contains { $0.swift?.value.isEmpty == true }, "a view without a name")
        let json = JSONSpecWriter.write(extraction.spec)
        XCTAssertNoThrow(try JSONSpecReader.read(Array(json.utf8)), json)
    }
}
