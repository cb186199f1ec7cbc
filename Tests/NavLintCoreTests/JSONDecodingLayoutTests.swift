import XCTest

@testable import NavLintCore
@testable import NavLintModel

/// How the JSON reader lays out what it decodes: each object's keys in a block as small as its kind's key set,
/// the elements of large specs decoded on several cores straight into place, and what the spec uses of the
/// optional keys read once and handed to its graph.
final class JSONDecodingLayoutTests: XCTestCase {
    /// A stack model and a route with every key their kinds accept: each value lands in its own field.
    func testAnObjectWithEveryKeyOfItsKindKeepsEachValue() throws {
        let text = """
            {"navgraph": 1, "root": "Main", "groups": [{"id": "common", "edges": []}],
             "models": [
              {"id": "Main", "kind": "stack", "title": "Main title", "doc": "the main stack", "edges": [],
               "lint": {"disable": ["unreachable-model"]}, "root": "Home", "path": ["Detail"],
               "swift": "MainStack", "source": "Main.swift:3", "screenshot": "main.png", "interactiveDismiss": false,
               "include": ["common"], "bind": {"id": "=7"}, "platforms": ["iOS"]},
              {"id": "Home", "kind": "screen", "edges": [{"via": "push", "to": "Detail"}]},
              {"id": "Detail", "kind": "screen", "params": [{"name": "id", "type": "int"}], "edges": [{"via": "pop"}]}
             ],
             "routes": [
              {"id": "detail", "pattern": "app://detail/{id:int}", "target": "Detail", "via": ["Main"],
               "bind": {"Detail.id": "id"}, "doc": "a detail", "lint": {"disable": ["route-overlap"]},
               "when": "signed in", "examples": ["app://detail/1"], "platforms": ["iOS"]}
             ],
             "links": {"schemes": ["app"]}}
            """
        XCTAssertLessThanOrEqual(SpecObjectKeys.names(of: .model(.stack)).count, SpecKeys.KeySet.Places.capacity)
        let spec = try JSONSpecReader.read(Array(text.utf8))
        let main = spec.models[0]
        XCTAssertEqual(main.id.value, "Main")
        XCTAssertEqual(main.title?.value, "Main title")
        XCTAssertEqual(main.doc?.value, "the main stack")
        XCTAssertEqual(main.swift?.value, "MainStack")
        XCTAssertEqual(main.source?.value, "Main.swift:3")
        XCTAssertEqual(main.screenshot?.value, "main.png")
        XCTAssertFalse(main.interactiveDismiss)
        XCTAssertEqual(main.include.map(\.value), ["common"])
        XCTAssertEqual(main.platforms?.platforms.map(\.value), [.iOS])
        XCTAssertEqual(main.lint?.disable.map(\.value), ["unreachable-model"])
        guard case .stack(let stack) = main.content else { return XCTFail("not a stack: \(main.content)") }
        XCTAssertEqual(stack.root.value, "Home")
        XCTAssertEqual(stack.path.map(\.value), ["Detail"])
        XCTAssertEqual(stack.bind.count, 1)
        let route = spec.routes[0]
        XCTAssertEqual(
            [route.id.value, route.pattern.value, route.target.value, route.doc?.value, route.when?.value],
            ["detail", "app://detail/{id:int}", "Detail", "a detail", "signed in"])
        XCTAssertEqual(route.via.map(\.value), ["Main"])
        XCTAssertEqual(route.examples.map(\.value), ["app://detail/1"])
        XCTAssertEqual(route.bind.count, 1)
    }

    /// Every kind of object accepts few enough keys for the block its values are kept in.
    func testNoObjectAcceptsMoreKeysThanTheBlockHolds() {
        let objects: [SpecObjectKeys.Object] =
            [.top, .links, .window, .group, .tab, .switchCase, .param, .route, .lint]
            + ModelKind.allCases.map { .model($0) } + EdgeKind.allCases.map { .edge($0) }
        for object in objects {
            XCTAssertLessThanOrEqual(
                SpecObjectKeys.names(of: object).count, SpecKeys.KeySet.Places.capacity, "\(object)")
        }
    }

    /// A spec of many elements, decoded in chunks on several cores, gives its elements and its errors in the
    /// order written, whichever chunks fail.
    func testManyElementsKeepTheirOrderAndTheirErrorsTheirs() throws {
        func spec(breaking broken: Set<Int>) -> String {
            let screens = (0..<1_500).map { index in
                let kind = broken.contains(index) ? "scren" : "screen"
                return #"{"id": "S\#(index)", "kind": "\#(kind)", "edges": [{"via": "dismiss"}]}"#
            }
            let routes = (0..<1_500).map { index in
                let target = broken.contains(index + 10_000) ? "" : #", "target": "S\#(index)""#
                return #"{"id": "r\#(index)", "pattern": "app://s/\#(index)"\#(target)}"#
            }
            return #"{"navgraph": 1, "root": "S0", "models": [\#(screens.joined(separator: ","))], "#
                + #""routes": [\#(routes.joined(separator: ","))]}"#
        }
        let whole = try JSONSpecReader.read(Array(spec(breaking: []).utf8))
        XCTAssertEqual(whole.models.map(\.id.value), (0..<1_500).map { "S\($0)" })
        XCTAssertEqual(whole.routes.map(\.id.value), (0..<1_500).map { "r\($0)" })
        XCTAssertEqual(whole.routes.map(\.target.value), (0..<1_500).map { "S\($0)" })
        do {
            _ = try JSONSpecReader.read(Array(spec(breaking: [3, 700, 1_499, 10_000, 10_600]).utf8))
            XCTFail("expected the spec to be rejected")
        } catch {
            XCTAssertEqual(
                error.errors.map(\.message),
                [
                    #"unknown model kind "scren" in model "S3"; did you mean "screen"?"#,
                    #"unknown model kind "scren" in model "S700"; did you mean "screen"?"#,
                    #"unknown model kind "scren" in model "S1499"; did you mean "screen"?"#,
                    #"missing required key "target" in route "r0""#,
                    #"missing required key "target" in route "r600""#,
                ])
        }
    }

    /// What the spec uses of the optional keys is read with the spec and handed to its graph: it is what the
    /// graph would find itself, for the spec as read and for the spec of one platform.
    func testTheUsageReadWithTheSpecIsTheSpecsOwn() throws {
        let text = """
            navgraph 1
            root Tabs
            tabs Tabs {
              tab home -> Home
              tab more -> More platforms macOS
            }
            screen Home { sheet Settings platforms iOS, macOS }
            screen More
            screen Settings { dismiss }
            """
        for platform in [nil, Platform.iOS, .macOS] {
            var settings = AnalysisSettings.defaults
            settings.platform = platform
            let analysis = try Analysis(reading: Array(text.utf8), file: "app.nav", settings: settings)
            XCTAssertEqual(analysis.usage, SpecUsage(of: analysis.spec), "\(platform.map(\.rawValue) ?? "every")")
            XCTAssertEqual(analysis.graph.usage, SpecUsage(of: analysis.spec))
            XCTAssertEqual(analysis.context.graph.usage, SpecUsage(of: analysis.spec))
        }
    }
}
