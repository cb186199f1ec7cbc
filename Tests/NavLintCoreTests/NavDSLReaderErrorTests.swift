import NavLintCore
import NavLintTestSupport
import XCTest

final class NavDSLReaderErrorTests: XCTestCase {
    /// Asserts that reading `text` fails with exactly these errors, written as `line:col: kind: message`.
    private func assertErrors(_ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line)
    {
        assertErrors(Array(text.utf8), expected, file: file, line: line)
    }

    private func assertErrors(
        _ bytes: [UInt8], _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(dslErrors(bytes).map(\.description), expected, file: file, line: line)
    }

    private let header = "navgraph 1\nroot A\n"

    // MARK: Files that are not DSL text

    func testEmptyFile() {
        assertErrors("", ["1:1: syntax: expected 'navgraph 1' as the first line, found the end of the file"])
        assertErrors(
            "  \n# only comments\n", ["3:1: syntax: expected 'navgraph 1' as the first line, found the end of the file"]
        )
    }

    func testMissingHeaderIsReportedAndReadingGoesOn() {
        assertErrors(
            "root A\nscreen A { pushh B }\n",
            [
                "1:1: syntax: expected 'navgraph 1' as the first line, found 'root'",
                "2:12: schema: unknown navigation 'pushh' in screen 'A'; did you mean \"push\"?",
            ])
    }

    func testWrongVersionStopsReading() {
        assertErrors(
            "navgraph 2\nscreen 1x\n", ["1:10: schema: unsupported navgraph version 2; this navlint reads version 1"])
        assertErrors(
            "navgraph one\nroot A\n", ["1:10: schema: expected the format version 1 after 'navgraph', found 'one'"])
        assertErrors(
            "navgraph {\nroot A\n",
            ["1:10: syntax: expected the format version (navgraph 1) after 'navgraph', found '{'"])
        assertErrors("navgraph 1\nnavgraph 1\nroot A\n", ["2:1: schema: the 'navgraph' line appears twice"])
    }

    func testInvalidUTF8NamesTheLineAndScalarColumn() {
        // "é✓" are two scalars, so the bad byte is the fifth character of line 2.
        let bytes = Array("navgraph 1\n# é✓".utf8) + [0xFF] + Array(" more\n".utf8)
        assertErrors(bytes, ["2:5: syntax: invalid UTF-8 (byte 0xFF); a .nav file must be UTF-8 text"])
        assertErrors([0xC3], ["1:1: syntax: invalid UTF-8 (byte 0xC3); a .nav file must be UTF-8 text"])
        // An overlong encoding of '/' and an encoded surrogate are not UTF-8 either.
        assertErrors([0x61, 0xC0, 0xAF], ["1:2: syntax: invalid UTF-8 (byte 0xC0); a .nav file must be UTF-8 text"])
        assertErrors([0xED, 0xA0, 0x80], ["1:1: syntax: invalid UTF-8 (byte 0xED); a .nav file must be UTF-8 text"])
    }

    func testNulByte() {
        let bytes = Array("navgraph 1\nroot A\nscreen A".utf8) + [0] + Array("\n".utf8)
        assertErrors(bytes, ["3:9: syntax: NUL byte in the file; a .nav file must be text"])
    }

    func testGarbageBytes() {
        assertErrors(
            [0xFF, 0xFE, 0x00, 0x41], ["1:1: syntax: invalid UTF-8 (byte 0xFF); a .nav file must be UTF-8 text"])
        assertErrors("@@@ !!!\n", ["1:1: syntax: expected 'navgraph 1' as the first line, found '@'"])
        assertErrors(
            header + "{ } ) ->\n",
            [
                "3:1: syntax: expected a statement (a model such as 'screen Home', a 'route', 'app', 'links', 'root' or 'window'), found '{'"
            ])
    }

    // MARK: Lexical errors

    func testUnterminatedString() {
        assertErrors(
            header + "app \"Shop\nscreen A\n",
            ["3:5: syntax: unterminated string: the closing '\"' is missing before the end of the line"])
        // The reader goes on with the next line.
        assertErrors(
            header + "app \"Shop\nscren B\n",
            [
                "3:5: syntax: unterminated string: the closing '\"' is missing before the end of the line",
                "4:1: syntax: unknown statement 'scren'; did you mean \"screen\"?; expected a model (screen, dialog, stack, tabs, switch, split), route, app, links, root, window or schema",
            ])
    }

    func testBadEscapesAndControlCharacters() {
        assertErrors(
            header + #"app "a\qb""#,
            [#"3:7: syntax: invalid escape '\q'; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#])
        assertErrors(header + #"app "\u12""#, [#"3:6: syntax: expected four hex digits after '\u'"#])
        assertErrors(
            header + #"app "\uD800x""#,
            [#"3:6: syntax: the escape \uD800 is the first half of a surrogate pair; the second half is missing"#])
        assertErrors(
            header + #"app "\uDC00""#, [#"3:6: syntax: the escape \uDC00 is a lone second half of a surrogate pair"#])
        assertErrors(
            header + "app \"a\tb\"",
            [#"3:7: syntax: control character U+0009 in a string; write it as an escape such as \t or \u0009"#])
    }

    func testUnexpectedCharacters() {
        assertErrors(header + "screen A { push @B }\n", ["3:17: syntax: unexpected character '@'"])
        assertErrors(
            header + "screen A { push B - C }\n", ["3:19: syntax: unexpected character '-'; did you mean \"->\"?"])
        assertErrors(header + "screen Ä\n", ["3:8: syntax: unexpected character 'Ä'"])
    }

    // MARK: Grammar

    func testTruncatedInput() {
        assertErrors(
            header + "screen A {\n  push B",
            ["4:9: syntax: expected '}' to close the body of screen 'A' opened at 3:10, found the end of the file"])
        assertErrors(
            header + "route r \"shop://x\" ->",
            ["3:22: syntax: expected the target model after '->', found the end of the file"])
        assertErrors(
            header + "screen A(id: ",
            [
                "3:14: syntax: expected a type (Int, String, Double, Bool, UUID or enum values such as home|more), found the end of the file"
            ])
        assertErrors(
            header + "window", ["3:7: syntax: expected the window id after 'window', found the end of the file"])
    }

    func testMissingCloseBraceBeforeTheNextModel() {
        assertErrors(
            header + "screen A {\n  push B\nscreen B { pop }\nscreen C { pushh D }\n",
            [
                "5:1: syntax: expected '}' to close the body of screen 'A' opened at 3:10, found 'screen'",
                "6:12: schema: unknown navigation 'pushh' in screen 'C'; did you mean \"push\"?",
            ])
    }

    func testBadKeywordAfterTheModelName() {
        assertErrors(
            header + "screen Home pushh\n",
            ["3:13: syntax: expected '(', 'include', '{' or a new line after the model name, found 'pushh'"])
        assertErrors(
            header + "stack S rot A\n",
            ["3:9: syntax: expected 'root', 'path', 'include', '{' or a new line after the model name, found 'rot'"])
        assertErrors(
            header + "screen Home(id: Int) x\n",
            ["3:22: syntax: expected 'include', '{' or a new line after the parameters, found 'x'"])
        assertErrors(header + "screen Home { pop } x\n", ["3:21: syntax: expected a new line after '}', found 'x'"])
    }

    func testUnknownStatement() {
        assertErrors(
            header + "modal A\n",
            [
                "3:1: syntax: unknown statement 'modal'; expected a model (screen, dialog, stack, tabs, switch, split), route, app, links, root, window or schema"
            ])
    }

    /// A word of the wrong shape where a name belongs is a wrong value (schema, as in JSON); a token of another
    /// kind, such as a string, does not follow the grammar (syntax).
    func testIdsMustBeIdentifiers() {
        assertErrors(
            header + "screen 1abc\n",
            ["3:8: schema: '1abc' is not a valid model id; use letters, digits and _ and do not start with a digit"])
        assertErrors(
            header + "screen a.b\n",
            ["3:8: schema: 'a.b' is not a valid model id; use letters, digits and _ and do not start with a digit"])
        assertErrors(
            header + "screen \"Home\"\n",
            [
                "3:8: syntax: expected the model name after 'screen', found a string; a model id is written without quotes"
            ])
        assertErrors(
            header + "screen A { selectTab Main }\n",
            ["3:22: schema: 'Main' is not a valid tab reference; write it as Tabs.tab, such as MainTabs.home"])
        assertErrors(
            header + "route 9r \"x:y\" -> A\n",
            ["3:7: schema: '9r' is not a valid route id; use letters, digits, _, - and . and start with a letter or _"])
        // Reading goes on after a bad name, in the same statement.
        assertErrors(
            header + "screen 1a(2b: Int) { push 3c }\n",
            [
                "3:8: schema: '1a' is not a valid model id; use letters, digits and _ and do not start with a digit",
                "3:11: schema: '2b' is not a valid parameter name; use letters, digits and _ and do not start with a digit",
                "3:27: schema: '3c' is not a valid model id; use letters, digits and _ and do not start with a digit",
            ])
    }

    func testBadTypes() {
        assertErrors(
            header + "screen A(id: Integer, n: int, x: Url)\n",
            [
                "3:14: schema: unknown type 'Integer'; expected Int, String, Double, Bool, UUID or enum values such as home|more",
                "3:26: schema: unknown type 'int'; did you mean \"Int\"?; expected Int, String, Double, Bool, UUID or enum values such as home|more",
                "3:34: schema: unknown type 'Url'; expected Int, String, Double, Bool, UUID or enum values such as home|more",
            ])
        assertErrors(
            header + "screen A(t: a|b|a, u: x+y|z)\n",
            [
                "3:17: schema: enum value 'a' is listed twice",
                "3:23: schema: enum value 'x+y' may use only letters, digits, _, - and .",
            ])
        assertErrors(header + "screen A(t: a|)\n", ["3:15: syntax: expected an enum value after '|', found ')'"])
        assertErrors(
            header + "screen A(t Int)\n",
            ["3:12: syntax: expected ':' and a type after the parameter name 't', found 'Int'"])
    }

    // MARK: Meaning

    func testEdgeRules() {
        assertErrors(
            header + "screen A { push B stacked }\n",
            ["3:19: schema: 'stacked' applies only to sheet, fullScreenCover and popover, not to 'push'"])
        assertErrors(header + "screen A { push }\n", ["3:12: schema: 'push' needs the model it shows: push Detail"])
        assertErrors(
            header + "screen A { dismiss B }\n", ["3:20: schema: 'dismiss' goes back and takes no target, found 'B'"])
        assertErrors(header + "screen A { sheet B \"x\" \"y\" }\n", ["3:24: schema: the edge's label appears twice"])
        assertErrors(
            header + "screen A { push B C }\n",
            [
                "3:19: syntax: expected 'fallback', a label string, 'when', 'after' or a new line after the edge's target, "
                    + "found 'C'"
            ])
        assertErrors(header + "screen A { openURL \"\" }\n", ["3:20: schema: the URL must not be empty"])
    }

    func testBodyRules() {
        assertErrors(
            header + "screen A {\n  title \"a\"\n  title \"b\"\n}\n",
            ["5:3: schema: 'title' appears twice in screen 'A'"])
        assertErrors(
            header + "screen A { tab t -> B }\n",
            ["3:12: schema: 'tab' lines belong to a tabs model, not to screen 'A'"])
        assertErrors(
            header + "tabs T { case c -> B }\n",
            ["3:10: schema: 'case' lines belong to a switch model, not to tabs 'T'"])
        assertErrors(
            header + "stack S { root A }\n",
            [
                "3:1: schema: stack 'S' needs 'root' and the model at its root: stack S root Home",
                "3:11: syntax: 'root' belongs on the first line of stack 'S', before '{'",
            ])
        assertErrors(
            header + "route r \"x:y\" -> A { push B }\n",
            ["3:22: schema: route 'r' has no 'push' in its body; expected 'doc', 'examples' or 'lint'"])
        assertErrors(
            header + "screen A { lint B }\n", ["3:17: syntax: expected 'disable' and rule ids after 'lint', found 'B'"])
    }

    func testContainerRules() {
        assertErrors(
            header + "stack S\n", ["3:1: schema: stack 'S' needs 'root' and the model at its root: stack S root Home"])
        assertErrors(
            header + "split S content C\n",
            ["3:1: schema: split 'S' needs 'sidebar' and 'detail': split S sidebar List detail Detail"])
        assertErrors(header + "stack S root A root B\n", ["3:16: schema: 'root' appears twice in stack 'S'"])
        assertErrors(
            header + "tabs T(id: Int)\n", ["3:7: schema: tabs 'T' takes no parameters; only screens and dialogs do"])
    }

    func testTopLevelRules() {
        assertErrors(
            "navgraph 1\nscreen A\n",
            ["1:1: schema: missing 'root' (the main window's root model) or 'window' lines (for multi-window apps)"])
        assertErrors(
            "navgraph 1\nwindow main -> A\nroot A\n",
            [
                "3:6: schema: use either 'root' or 'window' lines, not both; put the main window's root in a 'window' line"
            ])
        assertErrors(
            "navgraph 1\nwindows\nroot A\n",
            [
                "3:6: schema: use either 'root' or 'window' lines, not both; put the main window's root in a 'window' line"
            ])
        assertErrors(
            "navgraph 1\nwindows main\n",
            [
                "2:9: syntax: expected a new line after 'windows'; declare each window on a line of its own: window main -> App, found 'main'"
            ])
        assertErrors(header + "app \"a\"\napp \"b\"\n", ["4:1: schema: 'app' appears twice"])
        assertErrors(header + "root B\n", ["3:1: schema: 'root' appears twice"])
        assertErrors(
            header + "links scheme a\nlinks host b\n",
            ["4:1: schema: 'links' appears twice; list every scheme and host on one line"])
        assertErrors(
            header + "links schema a\n",
            ["3:7: syntax: expected 'scheme', 'host', 'anyHost' or 'intercept' in 'links', found 'schema'"])
        assertErrors(header + "links scheme \"\"\n", ["3:14: schema: a URL scheme must not be empty"])
    }

    func testRouteRules() {
        assertErrors(
            header + "route r \"x:y\" -> A present modal\n",
            ["3:28: schema: unknown presentation 'modal' for route 'r'; expected sheet or fullScreenCover"])
        assertErrors(header + "route r \"\" -> A\n", ["3:9: schema: the pattern of route 'r' must not be empty"])
        assertErrors(
            header + "route r \"x:y\" A\n",
            ["3:15: syntax: expected '->' and the target model after the pattern, found 'A'"])
        assertErrors(header + "route r \"x:y\" -> A via B via C\n", ["3:26: schema: 'via' appears twice in route 'r'"])
        assertErrors(
            header + "route r \"x:y\" -> A bind id = x\n",
            ["3:25: schema: 'id' is not a valid bound parameter; write it as Model.param"])
        assertErrors(
            header + "route r \"x:y\" -> A sheet\n",
            [
                "3:20: syntax: expected 'via', 'bind', 'present', 'replaces', 'when', 'fallback', '{' or a new line "
                    + "after the target, found 'sheet'"
            ])
        assertErrors(
            header + "route r \"x:y\" -> A replaces 1x\n",
            [
                "3:29: schema: '1x' is not a valid replaced route id; use letters, digits, _, - and . and start "
                    + "with a letter or _"
            ])
    }

    func testRepeatedBindKeyIsAnError() {
        assertErrors(
            header + "route r \"x:y\" -> A bind A.x = x, A.x = y\n",
            ["3:34: schema: the key 'A.x' appears twice in the bind of route 'r'"])
        // Across a repeated 'bind' clause too.
        assertErrors(
            header + "route r \"x:y\" -> A bind A.x = x bind B.y = y, A.x = z\n",
            [
                "3:33: schema: 'bind' appears twice in route 'r'",
                "3:47: schema: the key 'A.x' appears twice in the bind of route 'r'",
            ])
        XCTAssertEqual(
            dslErrors(header + "route r \"x:y\" -> A bind A.x = x, A.y = x, B.x = x\n").map(\.description), [])
    }

    /// The same mistake in either form gets the same category: text that does not parse is `syntax`, a
    /// well-formed value that breaks a rule of the format is `schema`.
    func testCategoriesMatchTheJSONForm() {
        let json = #"{"navgraph": 1, "root": "A", "models": [{"id": "A", "kind": "screen"}], "routes": []}"#
        func jsonKinds(_ replacing: String, with replacement: String) -> [InputError.Kind] {
            let text = json.replacingOccurrences(of: replacing, with: replacement)
            XCTAssertNotEqual(text, json, "the replacement must change the JSON")
            do {
                _ = try JSONSpecReader.read(Array(text.utf8))
                return []
            } catch {
                return error.errors.map(\.kind)
            }
        }
        let route = #""routes": [{"id": "r", "pattern": "x:y", "target": "A""#
        let cases: [(dsl: String, json: [InputError.Kind])] = [
            (header + "screen 1abc\n", jsonKinds(#""id": "A""#, with: #""id": "1abc""#)),
            ("navgraph one\nroot A\n", jsonKinds(#""navgraph": 1"#, with: #""navgraph": "one""#)),
            (
                "navgraph 1\nwindow 1w -> A\n",
                jsonKinds(#""root": "A""#, with: #""windows": [{"id": "1w", "root": "A"}]"#)
            ),
            (
                header + "screen A { selectTab Main }\n",
                jsonKinds(
                    #""kind": "screen""#, with: #""kind": "screen", "edges": [{"via": "selectTab", "tab": "Main"}]"#)
            ),
            (
                header + "screen A { pushh B }\n",
                jsonKinds(#""kind": "screen""#, with: #""kind": "screen", "edges": [{"via": "pushh", "to": "B"}]"#)
            ),
            (
                header + "screen A(t: a|a)\n",
                jsonKinds(
                    #""kind": "screen""#, with: #""kind": "screen", "params": [{"name": "t", "type": ["a", "a"]}]"#)
            ),
            (
                header + "route 9r \"x:y\" -> A\n",
                jsonKinds(#""routes": []"#, with: #""routes": [{"id": "9r", "pattern": "x:y", "target": "A"}]"#)
            ),
            (
                header + "route r \"x:y\" -> A via a.b.c\n",
                jsonKinds(#""routes": []"#, with: route + #", "via": ["a.b.c"]}]"#)
            ),
            (
                header + "route r \"x:y\" -> A bind id = x\n",
                jsonKinds(#""routes": []"#, with: route + #", "bind": {"id": "x"}}]"#)
            ),
            (
                header + "route r \"x:y\" -> A bind A.x = 1y\n",
                jsonKinds(#""routes": []"#, with: route + #", "bind": {"A.x": "1y"}}]"#)
            ),
            (
                header + "route r \"x:y\" -> A present modal\n",
                jsonKinds(#""routes": []"#, with: route + #", "present": "modal"}]"#)
            ),
        ]
        for (dsl, expected) in cases {
            XCTAssertEqual(expected, [.schema], dsl)
            XCTAssertEqual(dslErrors(dsl).map(\.kind), expected, dsl)
        }
    }

    // MARK: Messages

    func testLoneCarriageReturnsEndLines() {
        // Old Mac line ends: the error is on line 3, not on line 1.
        assertErrors(
            "navgraph 1\rroot A\rscreen 1A\r",
            ["3:8: schema: '1A' is not a valid model id; use letters, digits and _ and do not start with a digit"])
        // CR LF is one line end, and a CR alone next to it another.
        assertErrors(
            "navgraph 1\r\nroot A\r\r\nscreen 1A\r\n",
            ["4:8: schema: '1A' is not a valid model id; use letters, digits and _ and do not start with a digit"])
        // A CR ends a string or a comment like an LF.
        assertErrors(
            header + "app \"Shop\rscreen 1A\n",
            [
                "3:5: syntax: unterminated string: the closing '\"' is missing before the end of the line",
                "4:8: schema: '1A' is not a valid model id; use letters, digits and _ and do not start with a digit",
            ])
        assertErrors(
            header + "# note\rscreen 1A\n",
            ["4:8: schema: '1A' is not a valid model id; use letters, digits and _ and do not start with a digit"])
        // Invalid UTF-8 after lone CRs is located the same way.
        assertErrors(
            Array("navgraph 1\r\r# ".utf8) + [0xFF],
            ["3:3: syntax: invalid UTF-8 (byte 0xFF); a .nav file must be UTF-8 text"])
    }

    func testLongTokensAreShortenedInMessages() {
        let word = String(repeating: "x", count: 2_000_000)
        let errors = dslErrors(
            header + word + "\n" + "screen A { " + word + " B }\n" + "screen B(t: Int) { push " + word + "- }\n")
        XCTAssertEqual(errors.count, 3, errors.map(\.description).joined(separator: "\n"))
        let shown = "'" + String(repeating: "x", count: 64) + "…'"
        for error in errors {
            XCTAssertLessThan(error.message.utf8.count, 400, String(error.message.prefix(200)))
            XCTAssertTrue(error.message.contains(shown), String(error.message.prefix(200)))
        }
        // A long unterminated string, and a long string value in a message.
        let text = String(repeating: "ü", count: 100_000)
        for message in dslErrors(header + "app \"" + text + "\nscreen A(t: \"" + text + "\"|\"a b\")\n").map(\.message)
        {
            XCTAssertLessThan(message.utf8.count, 400, String(message.prefix(200)))
        }
        XCTAssertEqual(
            dslErrors(header + "screen A(t: \"" + text + "+\"|b)\n").map(\.message),
            ["enum value '" + String(repeating: "ü", count: 64) + "…' may use only letters, digits, _, - and ."])
    }

    func testValuesInMessagesUseTheEscapesOfTheFormat() {
        // A NUL, a line break and a line separator are shown as escapes, never raw or in Swift's \u{0} form.
        assertErrors(
            header + #"screen A(t: "a\u0000b"|"c\nd"|"e\u2028"|"f\u0085")"# + "\n",
            [
                #"3:13: schema: enum value 'a\u0000b' may use only letters, digits, _, - and ."#,
                #"3:24: schema: enum value 'c\nd' may use only letters, digits, _, - and ."#,
                #"3:31: schema: enum value 'e\u2028' may use only letters, digits, _, - and ."#,
                #"3:41: schema: enum value 'f\u0085' may use only letters, digits, _, - and ."#,
            ])
        assertErrors(header + "screen A { push B \u{2028} }\n", [#"3:19: syntax: unexpected character '\u2028'"#])
        assertErrors(header + "screen A { push B \u{85} }\n", ["3:19: syntax: unexpected control character U+0085"])
        for error in dslErrors(header + "screen A(t: \"\\u0000\"|\"\\u001B[31m\")\n") {
            XCTAssertFalse(error.message.unicodeScalars.contains { $0.value < 0x20 }, error.message)
            XCTAssertFalse(error.message.contains("\\u{"), error.message)
        }
    }

    // MARK: Recovery and robustness

    func testSeveralErrorsAreCollectedInOrder() {
        let text =
            header + """
                screen B { pushh C }
                screen 2C
                screen D(id: Integer)
                route r "x:y" -> B present modal
                screen E { push F stacked }
                """
        assertErrors(
            text,
            [
                "3:12: schema: unknown navigation 'pushh' in screen 'B'; did you mean \"push\"?",
                "4:8: schema: '2C' is not a valid model id; use letters, digits and _ and do not start with a digit",
                "5:14: schema: unknown type 'Integer'; expected Int, String, Double, Bool, UUID or enum values such as home|more",
                "6:28: schema: unknown presentation 'modal' for route 'r'; expected sheet or fullScreenCover",
                "7:19: schema: 'stacked' applies only to sheet, fullScreenCover and popover, not to 'push'",
            ])
    }

    func testErrorCountIsCapped() {
        let text = header + String(repeating: "bogus line\n", count: 1_000)
        XCTAssertEqual(dslErrors(text).count, 100)
    }

    func testPathologicalInputsEndWithErrors() {
        let cases: [String] = [
            String(repeating: "{", count: 100_000),
            header + String(repeating: "(", count: 100_000),
            header + "screen A {" + String(repeating: "{", count: 100_000),
            header + "links " + String(repeating: "scheme a, ", count: 50_000),
            header + "screen A(" + String(repeating: "a: b|", count: 50_000),
            header + String(repeating: "\"", count: 100_001),
            String(repeating: "\n", count: 100_000),
        ]
        for text in cases {
            XCTAssertFalse(dslErrors(text).isEmpty)
        }
    }

    /// Inputs whose size would show a step that is quadratic in a list, a line or the number of errors still
    /// read completely, with the right counts (how long they take is measured by the benchmark script).
    func testLargeInputsReadCompletely() throws {
        let values = (0..<50_000).map { "v\($0)" }
        let enumSpec = try NavDSLReader.read(header + "screen A(t: " + values.joined(separator: "|") + ")\n")
        XCTAssertEqual(enumSpec.models.first?.params.first?.type.value, .oneOf(values))

        let waypoints = (0..<50_000).map { "M\($0)" }
        let route = try NavDSLReader.read(
            header + "screen A\nroute r \"x:y\" -> A via " + waypoints.joined(separator: ", ") + "\n")
        XCTAssertEqual(route.routes.first?.via.count, 50_000)

        let bindings = (0..<20_000).map { "A.p\($0) = x" }
        let bound = try NavDSLReader.read(
            header + "screen A\nroute r \"x:y\" -> A bind " + bindings.joined(separator: ", ") + "\n")
        XCTAssertEqual(bound.routes.first?.bind.count, 20_000)

        let edges = String(repeating: "  push B \"next\" when \"ok\"\n", count: 5_000)
        let body = try NavDSLReader.read(header + "screen A {\n" + edges + "}\n")
        XCTAssertEqual(body.models.first?.edges.count, 5_000)
    }

    func testManyErrorsStopAtTheCap() {
        // Every line breaks in a different way; reading stops at the cap and keeps source order.
        let lines = (0..<20_000).map { index in
            switch index % 4 {
            case 0: "screen \(index)x"
            case 1: "bogus\(index)"
            case 2: "screen A\(index) { pushh B }"
            default: "route r\(index) \"\" -> A"
            }
        }
        let errors = dslErrors(header + lines.joined(separator: "\n"))
        XCTAssertEqual(errors.count, NavDSLReader.maximumErrors)
        XCTAssertEqual(errors.map(\.location), errors.map(\.location).sorted())
        XCTAssertEqual(errors.last?.location.line, 102)
        // One line with far more errors than the cap.
        let repeated = dslErrors(header + "screen A(" + String(repeating: "1a: Int, ", count: 10_000) + ")\n")
        XCTAssertEqual(repeated.count, NavDSLReader.maximumErrors)
    }

    /// Random bytes (NUL, invalid UTF-8, lone CRs and all) end in located errors or a spec, never in a crash.
    func testArbitraryBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0xB17E5)
        let tokens = Array("navgraph 1\nroot A\nscreen A { push B }\n".utf8)
        for round in 0..<2_000 {
            let length = Int(generator.next() % 96)
            var bytes = round % 2 == 0 ? tokens : []
            for _ in 0..<length {
                let byte = UInt8(truncatingIfNeeded: generator.next())
                // Half the rounds stay ASCII so that the grammar, not only the UTF-8 check, sees the bytes.
                bytes.append(round % 4 < 2 ? byte & 0x7F : byte)
            }
            let lineCount = Self.lineCount(of: bytes)
            for error in dslErrors(bytes) {
                XCTAssertTrue((1...lineCount).contains(error.location.line), "\(error) in \(bytes)")
                XCTAssertGreaterThanOrEqual(error.location.column, 1, "\(error)")
                XCTAssertFalse(
                    error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, error.message)
            }
        }
    }

    /// The lines of `bytes`: LF, CR LF and a lone CR each end one.
    private static func lineCount(of bytes: [UInt8]) -> Int {
        var count = 1
        for (index, byte) in bytes.enumerated()
        where byte == UInt8(ascii: "\n")
            || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
        {
            count += 1
        }
        return count
    }

    /// Mutated copies of a valid spec either read or fail with located errors; none crashes or hangs.
    func testMutatedInputsNeverCrash() {
        var generator = SeededGenerator(seed: 0x5EED)
        let original = Array(fullFeaturedDSL.utf8)
        let alphabet = Array("{}()\":,|?=->#/ \n\r\t\\abcAZ019_.é".utf8) + [0x00, 0xFF, 0xC3]
        for _ in 0..<1_500 {
            var bytes = original
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: index)
                default: bytes[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                }
            }
            let lineCount = Self.lineCount(of: bytes)
            for error in dslErrors(bytes) {
                XCTAssertTrue((1...lineCount).contains(error.location.line), "\(error)")
                XCTAssertGreaterThanOrEqual(error.location.column, 1, "\(error)")
                XCTAssertFalse(error.message.isEmpty)
            }
            // What reads formats to a fixed point in one pass, and keeps every comment.
            guard let read = try? NavDSLReader.readWithComments(bytes) else { continue }
            let once = NavDSLWriter.write(read.spec, comments: read.comments)
            guard let again = try? NavDSLReader.readWithComments(once) else {
                XCTFail("the formatted text does not read back:\n\(once)")
                continue
            }
            XCTAssertEqual(again.comments.count, read.comments.count, once)
            XCTAssertEqual(
                NavDSLWriter.write(again.spec, comments: again.comments), once, String(decoding: bytes, as: UTF8.self))
        }
    }
}
