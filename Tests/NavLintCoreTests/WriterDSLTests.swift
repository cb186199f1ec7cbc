import NavLintCore
import XCTest

final class WriterDSLTests: XCTestCase {
    func testCanonicalTextRoundTripsExactly() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        XCTAssertEqual(NavDSLWriter.write(spec), fullFeaturedDSL)
    }

    func testFormattingNormalizesLayoutAndIsIdempotent() throws {
        let messy = """
            // comments and blank lines go away

            navgraph   1
            root App   # the root
            app "Shop"
            links host shop.example.com , scheme shop
            tabs App initial home { tab home "Home" -> Home
            }
            screen Home(
              id: Int ,
              q: String?
            ) {

              sheet Detail when "w" "l" stacked
            }
            screen Detail {
              lint disable a,
                b
              dismiss
              title "Detail"
            }
            route r "shop://x" -> Home present sheet bind Home.id = id via App.home { doc "d" }
            """
        let expected = """
            navgraph 1
            app "Shop"
            links scheme shop, host shop.example.com
            root App

            tabs App initial home { tab home "Home" -> Home }
            screen Home(id: Int, q: String?) { sheet Detail stacked "l" when "w" }

            screen Detail {
              title "Detail"
              dismiss
              lint disable a, b
            }

            route r "shop://x" -> Home via App.home bind Home.id = id present sheet { doc "d" }

            """
        let formatted = NavDSLWriter.write(try XCTUnwrap(readDSL(messy)))
        XCTAssertEqual(formatted, expected)
        XCTAssertEqual(NavDSLWriter.write(try XCTUnwrap(readDSL(formatted))), formatted)
    }

    func testBlankLinesSeparateSectionsAndMultilineBlocks() throws {
        let text = """
            navgraph 1
            root A

            screen A
            screen B

            screen C {
              push A
              push B
            }

            screen D
            dialog E

            route a "x:a" -> A
            route b "x:b" -> B

            """
        XCTAssertEqual(NavDSLWriter.write(try XCTUnwrap(readDSL(text))), text)
        XCTAssertEqual(NavDSLWriter.write(try XCTUnwrap(readDSL("navgraph 1\nroot A\n"))), "navgraph 1\nroot A\n")
    }

    func testValuesThatAreNotWordsAreQuoted() throws {
        var spec = Spec(version: Located(1, at: .start), root: Located("A", at: .start))
        spec.links = Links(schemes: [Located("shop", at: .start)], hosts: [Located("localhost:8080", at: .start)], location: .start)
        spec.models = [
            Model(
                id: Located("A", at: .start), content: .screen, title: Located("Tab\tand \"quote\" \u{1}\u{7F} ✓", at: .start),
                params: [
                    Param(name: Located("one", at: .start), type: Located(.oneOf(["Int"]), at: .start), location: .start),
                    Param(name: Located("two", at: .start), type: Located(.oneOf(["-x", ".y", "a-b"]), at: .start), optional: true, location: .start),
                ],
                lint: LintSettings(disable: [Located("some rule", at: .start)], location: .start), location: .start)
        ]
        let text = NavDSLWriter.write(spec)
        XCTAssertEqual(
            text,
            #"""
            navgraph 1
            links scheme shop, host "localhost:8080"
            root A

            screen A(one: "Int", two: "-x"|".y"|a-b?) {
              title "Tab\tand \"quote\" \u0001\u007f ✓"
              lint disable "some rule"
            }

            """#)
        let reread = try XCTUnwrap(readDSL(text))
        XCTAssertEqual(reread.models[0].params.map(\.type.value), [.oneOf(["Int"]), .oneOf(["-x", ".y", "a-b"])])
        XCTAssertEqual(reread.models[0].title?.value, spec.models[0].title?.value)
        XCTAssertEqual(reread.links?.hosts.map(\.value), ["localhost:8080"])
        XCTAssertEqual(NavDSLWriter.write(reread), text)
    }

    func testBadIdsAreWrittenSoThatReadingBackRejectsThem() {
        let spec = Spec(
            version: Located(1, at: .start), root: Located("A", at: .start),
            models: [Model(id: Located("A\nscreen B", at: .start), content: .screen, location: .start)])
        let text = NavDSLWriter.write(spec)
        XCTAssertEqual(text, "navgraph 1\nroot A\n\nscreen \"A\\nscreen B\"\n")
        XCTAssertEqual(
            dslErrors(text).map(\.description),
            ["4:8: syntax: expected the model name after 'screen', found a string; a model id is written without quotes"])
    }

    func testDocumentationExampleReadsAndIsCanonical() throws {
        let url = SampleFiles.packageRoot.appendingPathComponent("docs/DSL.md")
        let markdown = String(decoding: try SampleFiles.bytes(of: url), as: UTF8.self)
        let blocks = markdown.components(separatedBy: "```")
        XCTAssertGreaterThan(blocks.count, 2)
        let example = blocks[1].drop { $0 == "\n" }
        XCTAssertTrue(example.hasPrefix("navgraph 1"))
        let spec = try XCTUnwrap(readDSL(String(example)))
        XCTAssertEqual(NavDSLWriter.write(spec), String(example))
        let problems = Linter.defaults.diagnostics(for: spec, file: "example.nav").filter { $0.severity != .note }
        XCTAssertEqual(problems.map(\.rule), [], "the example is clean but for notes")
    }

    func testReadingTheWrittenTextGivesTheSameValues() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        let reread = try XCTUnwrap(readDSL(NavDSLWriter.write(spec)))
        XCTAssertEqual(reread.movedTo(.start), spec.movedTo(.start))
        // Locations are not part of the output.
        XCTAssertEqual(NavDSLWriter.write(spec.movedTo(SourceLocation(line: 9, column: 9))), fullFeaturedDSL)
    }
}

extension Spec {
    /// The same spec with every location replaced, to show that writers depend on values only.
    func movedTo(_ location: SourceLocation) -> Spec {
        func move<T>(_ value: Located<T>) -> Located<T> { Located(value.value, at: location) }
        func move<T>(_ value: Located<T>?) -> Located<T>? { value.map { Located($0.value, at: location) } }
        func move(_ lint: LintSettings?) -> LintSettings? { lint.map { LintSettings(disable: $0.disable.map(move), location: location) } }
        var spec = Spec(
            version: move(version), schema: move(schema), app: move(app),
            links: links.map { Links(schemes: $0.schemes.map(move), hosts: $0.hosts.map(move), location: location) },
            root: move(root), windows: windows?.map { Window(id: move($0.id), root: move($0.root), location: location) })
        spec.models = models.map { model in
            let content: ModelContent
            switch model.content {
            case .screen, .dialog: content = model.content
            case .stack(let stack): content = .stack(StackContent(root: move(stack.root), path: stack.path.map(move)))
            case .tabs(let tabs):
                content = .tabs(
                    TabsContent(
                        tabs: tabs.tabs.map { Tab(id: move($0.id), title: move($0.title), icon: move($0.icon), model: move($0.model), location: location) },
                        initial: move(tabs.initial)))
            case .switch(let switchContent):
                content = .switch(
                    SwitchContent(
                        cases: switchContent.cases.map { SwitchCase(id: move($0.id), model: move($0.model), condition: move($0.condition), location: location) },
                        initial: move(switchContent.initial)))
            case .split(let split):
                content = .split(SplitContent(sidebar: move(split.sidebar), content: move(split.content), detail: move(split.detail)))
            }
            return Model(
                id: move(model.id), content: content, title: move(model.title), doc: move(model.doc),
                params: model.params.map { Param(name: move($0.name), type: move($0.type), optional: $0.optional, location: location) },
                edges: model.edges.map { edge in
                    let target: EdgeTarget
                    switch edge.target {
                    case .model(let id): target = .model(move(id))
                    case .tab(let id): target = .tab(move(id))
                    case .switchCase(let id): target = .switchCase(move(id))
                    case .window(let id): target = .window(move(id))
                    case .url(let url): target = .url(move(url))
                    case .none: target = .none
                    }
                    return Edge(
                        via: move(edge.via), target: target, stacked: edge.stacked, label: move(edge.label),
                        condition: move(edge.condition), location: location)
                },
                lint: move(model.lint), location: location)
        }
        spec.routes = routes.map { route in
            Route(
                id: move(route.id), pattern: move(route.pattern), target: move(route.target), via: route.via.map(move),
                bind: route.bind.map { Route.Binding(parameter: move($0.parameter), placeholder: move($0.placeholder)) },
                present: move(route.present), doc: move(route.doc), lint: move(route.lint), location: location)
        }
        return spec
    }
}
