import NavLintCore
import XCTest

/// The edge kind `replace` and a push's `fallback`: readers, writers, the graph and the rules.
final class ReplaceAndFallbackTests: XCTestCase {
    private func rules(_ text: String) throws -> [String] {
        Analysis(spec: try NavDSLReader.read(text), file: "a.nav").diagnostics().map(\.rule)
    }

    /// A stack whose root pushes Form, which replaces itself with Done; Done pops.
    private let replacing = """
        navgraph 1
        root Stack
        stack Stack root Home
        screen Home { push Form "start" }
        screen Form { replace Done "submit" }
        screen Done { pop }

        """

    /// A stack whose root presents Cart without a stack; both push Product, Cart's with a fallback.
    private let fallingBack = """
        navgraph 1
        root Stack
        stack Stack root Home
        screen Home {
          sheet Cart
          push Product "browse"
        }
        screen Cart {
          push Product "recommended" fallback sheet
          dismiss
        }
        screen Product { dismiss }

        """

    // MARK: Reading and writing

    func testTheDSLReadsReplaceAndFallback() throws {
        let cartOnly = fallingBack.components(separatedBy: "screen Cart")[1]
        let spec = try NavDSLReader.read(
            replacing + "screen Cart" + cartOnly.replacingOccurrences(of: "screen Product", with: "screen P2"))
        let form = try XCTUnwrap(spec.models.first { $0.id.value == "Form" })
        XCTAssertEqual(form.edges.first?.kind, .replace)
        XCTAssertEqual(form.edges.first?.target.modelID?.value, "Done")
        XCTAssertEqual(form.edges.first?.label?.value, "submit")
        let cart = try XCTUnwrap(spec.models.first { $0.id.value == "Cart" })
        XCTAssertEqual(cart.edges.first?.fallback?.value, .sheet)
        XCTAssertEqual(cart.edges.first?.fallback?.location.column, 39)
        XCTAssertNil(form.edges.first?.fallback)
    }

    func testTheDSLRejectsAFallbackWhereItDoesNotApplyWithItsPlace() {
        let header = "navgraph 1\nroot A\n"
        XCTAssertEqual(
            dslErrors(header + "screen A { sheet A fallback sheet }\n").map(\.description),
            ["3:20: schema: 'fallback' applies only to push, not to 'sheet'"])
        XCTAssertEqual(
            dslErrors(header + "screen A { push A fallback modal }\n").map(\.description),
            ["3:28: schema: unknown 'fallback' 'modal'; expected sheet or fullScreenCover"])
        XCTAssertEqual(
            dslErrors(header + "screen A { push A fallback sheet fallback sheet }\n").map(\.description),
            ["3:34: schema: the edge's 'fallback' appears twice"])
        XCTAssertEqual(
            dslErrors(header + "screen A { replace }\n").map(\.description),
            ["3:12: schema: 'replace' needs the model it shows: replace Detail"])
    }

    func testTheJSONReaderTakesAFallbackOnAPushOnly() {
        let wrap = { (edge: String) in
            #"{ "navgraph": 1, "root": "A", "models": [{ "id": "A", "kind": "screen", "edges": [\#(edge)] }] }"#
        }
        XCTAssertEqual(jsonErrors(wrap(#"{ "via": "push", "to": "A", "fallback": "fullScreenCover" }"#)), [])
        XCTAssertEqual(jsonErrors(wrap(#"{ "via": "replace", "to": "A" }"#)), [])
        XCTAssertEqual(
            jsonErrors(wrap(#"{ "via": "push", "to": "A", "fallback": "modal" }"#)),
            [#"1:123: schema: unknown "fallback" "modal" in an edge of model "A"; expected sheet or fullScreenCover"#])
        XCTAssertEqual(jsonErrors(wrap(#"{ "via": "replace", "to": "A", "fallback": "sheet" }"#)).count, 1)
        XCTAssertTrue(
            jsonErrors(wrap(#"{ "via": "replace", "to": "A", "fallback": "sheet" }"#)).first?.contains("fallback")
                == true)
    }

    func testBothWritersKeepReplaceAndFallback() throws {
        let spec = try NavDSLReader.read(fallingBack + "screen Extra { replace Product \"swap\" }\n")
        let dsl = NavDSLWriter.write(spec)
        XCTAssertTrue(dsl.contains(#"push Product "recommended" fallback sheet"#), dsl)
        XCTAssertTrue(dsl.contains(#"replace Product "swap""#), dsl)
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(json.contains(#""via": "push", "to": "Product", "fallback": "sheet""#), json)
        XCTAssertTrue(json.contains(#""via": "replace", "to": "Product""#), json)
        XCTAssertEqual(NavDSLWriter.write(try JSONSpecReader.read(Array(json.utf8))), dsl)
        XCTAssertEqual(NavDSLWriter.write(try NavDSLReader.read(dsl)), dsl)
    }

    // MARK: The graph

    func testAReplacedModelsTargetTakesItsPlaceAndPopsBelowIt() throws {
        let graph = NavGraph(spec: try NavDSLReader.read(replacing))
        let done = try XCTUnwrap(graph.modelIndex["Done"])
        let home = try XCTUnwrap(graph.modelIndex["Home"])
        XCTAssertEqual(graph.contexts[done].map(\.pushed), [true])
        XCTAssertEqual(graph.contexts[done].map(\.inStack), [true])
        XCTAssertEqual(graph.returnTargets(of: .pop, from: done), [home])
        XCTAssertEqual(try rules(replacing), [])
    }

    func testAReplacedRootsTargetIsNotPushed() throws {
        let text = """
            navgraph 1
            root Stack
            stack Stack root Login
            screen Login { replace Home "signed in" }
            screen Home { pop }
            """
        let graph = NavGraph(spec: try NavDSLReader.read(text))
        let home = try XCTUnwrap(graph.modelIndex["Home"])
        XCTAssertEqual(graph.contexts[home].map(\.pushed), [false])
        XCTAssertEqual(graph.returnTargets(of: .pop, from: home), [])
        XCTAssertEqual(try rules(text), ["back-edge-context"])
    }

    func testReplaceNeedsAStackAndShowsNoDialog() throws {
        let outside = "navgraph 1\nroot A\nscreen A { replace B }\nscreen B\n"
        XCTAssertEqual(try rules(outside), ["push-outside-stack"])
        let dialog = "navgraph 1\nroot S\nstack S root A\nscreen A { replace D }\ndialog D\n"
        XCTAssertEqual(try rules(dialog), ["presentation-style"])
        let tabs =
            "navgraph 1\nroot S\nstack S root A\nscreen A { replace T }\ntabs T initial a {\n  tab a -> B\n}\nscreen B\n"
        XCTAssertEqual(try rules(tabs), ["tabs-in-stack"])
    }

    func testAFallbackPushPresentsWhereItsOriginHasNoStack() throws {
        let graph = NavGraph(spec: try NavDSLReader.read(fallingBack))
        let product = try XCTUnwrap(graph.modelIndex["Product"])
        let (home, cart) = (try XCTUnwrap(graph.modelIndex["Home"]), try XCTUnwrap(graph.modelIndex["Cart"]))
        let contexts = graph.contexts[product].map { [$0.inStack, $0.presented, $0.pushed] }
        XCTAssertEqual(Set(contexts), [[true, false, true], [false, true, false]])
        XCTAssertEqual(graph.returnTargets(of: .pop, from: product), [home])
        XCTAssertEqual(graph.returnTargets(of: .dismiss, from: product), [cart])
        XCTAssertEqual(try rules(fallingBack), [])
        let withoutFallback = fallingBack.replacingOccurrences(of: " fallback sheet", with: "")
        XCTAssertEqual(try rules(withoutFallback), ["push-outside-stack"])
    }

    func testAPathNamesTheKindAFallbackPushActsAs() throws {
        let text = """
            navgraph 1
            links scheme shop
            root Home
            screen Home { push Product "open" fallback fullScreenCover }
            screen Product { dismiss }
            route product "shop://product" -> Product
            """
        let resolver = LinkResolver(spec: try NavDSLReader.read(text))
        let route = try XCTUnwrap(resolver.context.routes.paths[0]?.path)
        XCTAssertEqual(resolver.context.graph.describe(route), "Home ▸ fullScreenCover Product")
        XCTAssertEqual(resolver.hopKinds(ofRoute: 0), ["fullScreenCover"])
        XCTAssertEqual(try rules(text), [])
    }
}
