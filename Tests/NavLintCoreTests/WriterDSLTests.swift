import NavLintCore
import NavLintTestSupport
import XCTest

final class WriterDSLTests: XCTestCase {
    func testCanonicalTextRoundTripsExactly() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        XCTAssertEqual(NavDSLWriter.write(spec), fullFeaturedDSL)
    }

    func testFormattingNormalizesLayoutAndIsIdempotent() throws {
        let messy = """
            // blank lines go, and so do comments when the spec is written without them

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
        spec.links = Links(
            schemes: [Located("shop", at: .start)], hosts: [Located("localhost:8080", at: .start)], location: .start)
        spec.models = [
            Model(
                id: Located("A", at: .start), content: .screen,
                title: Located("Tab\tand \"quote\" \u{1}\u{7F} ✓", at: .start),
                params: [
                    Param(
                        name: Located("one", at: .start), type: Located(.oneOf(["Int"]), at: .start), location: .start),
                    Param(
                        name: Located("two", at: .start), type: Located(.oneOf(["-x", ".y", "a-b"]), at: .start),
                        optional: true, location: .start),
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
            [
                "4:8: syntax: expected the model name after 'screen', found a string; a model id is written without quotes"
            ])
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
        let problems = Analysis(spec: spec, file: "example.nav").diagnostics().filter {
            $0.severity != .note
        }
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

/// Comments survive `navlint fmt`: read with ``NavDSLReader/readWithComments(_:)`` and written back in their
/// canonical places by ``NavDSLWriter/write(_:comments:)``.
final class WriterDSLCommentTests: XCTestCase {
    private func format(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let (spec, comments) = try NavDSLReader.readWithComments(text)
        return NavDSLWriter.write(spec, comments: comments)
    }

    /// Asserts that `text` formats to `expected`, and that `expected` is a fixed point.
    private func assertFormats(
        _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let formatted = try format(text)
        XCTAssertEqual(formatted, expected, file: file, line: line)
        XCTAssertEqual(try format(formatted), formatted, "formatting twice changes nothing", file: file, line: line)
        XCTAssertEqual(
            try NavDSLReader.readWithComments(formatted).comments.count,
            try NavDSLReader.readWithComments(text).comments.count,
            "no comment is lost", file: file, line: line)
    }

    func testCommentsKeepTheirPlaces() throws {
        let messy = """
            // Shop navigation.
            // Owned by the app team.

            navgraph 1   # format version
            root App
            app "Shop"

            # The screens.
            screen App {
              # Browsing.
              push List "browse"    # the main path

              sheet Cart stacked
              title "App"     // shown in the bar
              # Nothing after this.
            }   # end of App
            screen List # one line
            screen Cart { dismiss }
            route r "shop://x" -> App { doc "d" }  # a route
            # The end.
            """
        let expected = """
            // Shop navigation.
            // Owned by the app team.

            navgraph 1 # format version
            app "Shop"
            root App

            # The screens.
            screen App {
              title "App" // shown in the bar
              # Browsing.
              push List "browse" # the main path
              sheet Cart stacked
              # Nothing after this.
            } # end of App

            screen List # one line
            screen Cart { dismiss }

            route r "shop://x" -> App { doc "d" } # a route
            # The end.

            """
        try assertFormats(messy, expected)
    }

    func testAttachment() throws {
        let text = """
            # before navgraph
            navgraph 1
            windows # no windows
            # before A
            screen A { # after the brace
              # before push
              push B # after push
              # closing A
            } # after A's brace
            screen B(
              id: Int # inside the params
            )
            # at the end
            """
        let (spec, comments) = try NavDSLReader.readWithComments(text)
        XCTAssertEqual(comments.count, 10)
        XCTAssertEqual(comments.lines[spec.version.location]?.leading.map(\.text), ["# before navgraph"])
        XCTAssertEqual(comments.windowsLine.trailing?.text, "# no windows")
        let a = spec.models[0]
        XCTAssertEqual(comments.lines[a.location]?.leading.map(\.text), ["# before A"])
        XCTAssertEqual(comments.lines[a.location]?.trailing?.text, "# after the brace")
        XCTAssertEqual(
            comments.lines[a.edges[0].location],
            NavDSLAttachedComments(
                leading: [NavDSLComment("# before push", at: SourceLocation(line: 6, column: 3))],
                trailing: NavDSLComment("# after push", at: SourceLocation(line: 7, column: 10))))
        XCTAssertEqual(comments.bodyEnds[a.location]?.leading.map(\.text), ["# closing A"])
        XCTAssertEqual(comments.bodyEnds[a.location]?.trailing?.text, "# after A's brace")
        // A comment inside a statement that spans lines moves above it: the statement is written on one line.
        XCTAssertEqual(comments.lines[spec.models[1].location]?.leading.map(\.text), ["# inside the params"])
        XCTAssertEqual(comments.end.map(\.text), ["# at the end"])
        // Plain reading gives the same spec.
        XCTAssertEqual(try NavDSLReader.read(text), spec)
    }

    func testCommentsInsideAStatementThatSpansLinesMoveAboveIt() throws {
        try assertFormats(
            """
            navgraph 1
            links scheme shop, # the scheme
              host shop.example.com # the host
            root A
            screen A(
              # the parameters
              id: Int, # an id
              q: String?
            ) { push A }
            """,
            """
            navgraph 1
            # the scheme
            # the host
            links scheme shop, host shop.example.com
            root A

            # the parameters
            # an id
            screen A(id: Int, q: String?) { push A }

            """)
    }

    func testABodyWithCommentsSpansLines() throws {
        // A comment after the only statement of a body that fits on one line trails that line.
        try assertFormats(
            "navgraph 1\nroot A\nscreen A { push A # again\n}\nscreen B { # empty\n}\nscreen C {\n  # to do\n}\nscreen D { pop } # one\n",
            """
            navgraph 1
            root A

            screen A { push A } # again
            screen B # empty

            screen C {
              # to do
            }

            screen D { pop } # one

            """)
        // A trailing comment on the first line and another after '}' cannot share one line.
        try assertFormats(
            "navgraph 1\nroot A\nscreen A { # a\n  pop\n} # b\nscreen B { # c\n} # d\n",
            """
            navgraph 1
            root A

            screen A { # a
              pop
            } # b

            screen B { # c
            } # d

            """)
    }

    func testBlankLinesAroundCommentsAreKept() throws {
        try assertFormats(
            """
            navgraph 1
            root A
            screen A
            # about B


            screen B


            # before C

            # also before C
            screen C
            screen D {
              pop

              # after a blank line
              push A
            }
            """,
            """
            navgraph 1
            root A

            screen A
            # about B

            screen B

            # before C

            # also before C
            screen C

            screen D {
              pop

              # after a blank line
              push A
            }

            """)
    }

    func testCommentTextIsKeptAsWritten() throws {
        // CR LF line ends, tabs, '#' and '//' inside, non-ASCII; trailing spaces go.
        let text = "navgraph 1\r\nroot A\r\n#\tTab ## and // ✓ \t \r\n//# odd\r\nscreen A //\r\n"
        try assertFormats(text, "navgraph 1\nroot A\n\n#\tTab ## and // ✓\n//# odd\nscreen A //\n")
    }

    func testCommentsOfLinesTheSpecNoLongerHasAreWrittenAtTheEnd() throws {
        var (spec, comments) = try NavDSLReader.readWithComments(
            "navgraph 1\nroot A\nscreen A\n# about B\nscreen B { pop # back\n}\n# end\n")
        spec.models.removeLast()
        XCTAssertEqual(
            NavDSLWriter.write(spec, comments: comments), "navgraph 1\nroot A\n\nscreen A\n# about B\n# back\n# end\n")
        comments = NavDSLComments()
        XCTAssertEqual(NavDSLWriter.write(spec, comments: comments), NavDSLWriter.write(spec))
    }

    /// Comments added anywhere a line may end keep the text readable, are all written back, and formatting
    /// is a fixed point after one pass.
    func testCommentsAnywhereAreKeptAndFormattingSettles() throws {
        var generator = SeededGenerator(seed: 0xC0DE)
        let lines = fullFeaturedDSL.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for round in 0..<300 {
            var text: [String] = []
            var added = 0
            for line in lines {
                if generator.next() % 4 == 0 {
                    text.append((generator.next() % 2 == 0 ? "  " : "") + "# own \(round).\(added)")
                    added += 1
                }
                if !line.isEmpty, generator.next() % 4 == 0 {
                    text.append(line + " // trailing \(round).\(added)")
                    added += 1
                } else {
                    text.append(line)
                }
            }
            let input = text.joined(separator: "\n")
            let read = try NavDSLReader.readWithComments(input)
            XCTAssertEqual(read.comments.count, added, input)
            XCTAssertEqual(read.spec, try NavDSLReader.read(input))
            let once = NavDSLWriter.write(read.spec, comments: read.comments)
            let reread = try NavDSLReader.readWithComments(once)
            XCTAssertEqual(reread.comments.count, added, once)
            XCTAssertEqual(reread.spec.movedTo(.start), read.spec.movedTo(.start))
            XCTAssertEqual(NavDSLWriter.write(reread.spec, comments: reread.comments), once, input)
            // Without its comments, the text is the canonical text of the spec.
            XCTAssertEqual(NavDSLWriter.write(reread.spec), fullFeaturedDSL)
        }
    }
}

extension Spec {
    /// The same spec with every location replaced, to show that writers depend on values only.
    func movedTo(_ location: SourceLocation) -> Spec {
        func move<T>(_ value: Located<T>) -> Located<T> { Located(value.value, at: location) }
        func move<T>(_ value: Located<T>?) -> Located<T>? { value.map { Located($0.value, at: location) } }
        func move(_ lint: LintSettings?) -> LintSettings? {
            lint.map { LintSettings(disable: $0.disable.map(move), location: location) }
        }
        var spec = Spec(
            version: move(version), schema: move(schema), app: move(app),
            links: links.map { Links(schemes: $0.schemes.map(move), hosts: $0.hosts.map(move), location: location) },
            root: move(root), windows: windows?.map { Window(id: move($0.id), root: move($0.root), location: location) }
        )
        spec.models = models.map { model in
            let content: ModelContent
            switch model.content {
            case .screen, .dialog: content = model.content
            case .stack(let stack): content = .stack(StackContent(root: move(stack.root), path: stack.path.map(move)))
            case .tabs(let tabs):
                content = .tabs(
                    TabsContent(
                        tabs: tabs.tabs.map {
                            Tab(
                                id: move($0.id), title: move($0.title), icon: move($0.icon), model: move($0.model),
                                location: location)
                        },
                        initial: move(tabs.initial)))
            case .switch(let switchContent):
                content = .switch(
                    SwitchContent(
                        cases: switchContent.cases.map {
                            SwitchCase(
                                id: move($0.id), model: move($0.model), condition: move($0.condition),
                                location: location)
                        },
                        initial: move(switchContent.initial)))
            case .split(let split):
                content = .split(
                    SplitContent(sidebar: move(split.sidebar), content: move(split.content), detail: move(split.detail))
                )
            }
            return Model(
                id: move(model.id), content: content, title: move(model.title), doc: move(model.doc),
                params: model.params.map {
                    Param(name: move($0.name), type: move($0.type), optional: $0.optional, location: location)
                },
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
                bind: route.bind.map {
                    Route.Binding(parameter: move($0.parameter), placeholder: move($0.placeholder))
                },
                present: move(route.present), doc: move(route.doc), lint: move(route.lint), location: location)
        }
        return spec
    }
}
