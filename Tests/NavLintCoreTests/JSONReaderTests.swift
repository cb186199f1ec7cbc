import NavLintCore
import XCTest

/// The JSON parser: values, positions and every kind of malformed input.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    /// The syntax error for some bytes, or a failure when they parse.
    private func syntaxError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        do {
            _ = try JSONParser.parse(bytes)
            XCTFail("expected a syntax error", file: file, line: line)
            return nil
        } catch {
            XCTAssertEqual(error.kind, .syntax, file: file, line: line)
            return error
        }
    }

    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        syntaxError(Array(text.utf8), file: file, line: line)
    }

    private func assertError(
        _ error: InputError?, at line: Int, _ column: Int, mentions fragment: String,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        guard let error else { return }
        XCTAssertEqual(
            error.location, SourceLocation(line: line, column: column), error.description, file: file, line: sourceLine)
        XCTAssertTrue(
            error.message.contains(fragment), "\(error.message) does not mention \(fragment)", file: file,
            line: sourceLine)
    }

    private func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let members) = value.storage else { return nil }
        return members.first { $0.key == key }?.value
    }

    // MARK: Values and positions

    func testParsesEveryKindOfValue() throws {
        let value = try parse(
            #"{"s": "a\"b\\c\/\n\t\u00e9\ud83d\ude00", "i": -12, "d": 1.5e2, "t": true, "f": false, "n": null, "a": [], "o": {}}"#
        )
        guard case .string(let text) = member(value, "s")?.storage else { return XCTFail("s") }
        XCTAssertEqual(text, "a\"b\\c/\n\té😀")
        guard case .number(let integer, let isInteger) = member(value, "i")?.storage else { return XCTFail("i") }
        XCTAssertEqual(integer, -12)
        XCTAssertTrue(isInteger)
        guard case .number(let double, let doubleIsInteger) = member(value, "d")?.storage else { return XCTFail("d") }
        XCTAssertEqual(double, 150)
        XCTAssertFalse(doubleIsInteger)
        guard case .bool(true) = member(value, "t")?.storage, case .bool(false) = member(value, "f")?.storage,
            case .null = member(value, "n")?.storage, case .array(let array) = member(value, "a")?.storage,
            case .object(let object) = member(value, "o")?.storage
        else { return XCTFail("literals") }
        XCTAssertTrue(array.isEmpty)
        XCTAssertTrue(object.isEmpty)
    }

    func testLoneCRAndCRLFEndLinesAsInTheDSL() throws {
        let value = try parse("{\r\"a\": 1,\r\n\"b\": 2\n}")
        XCTAssertEqual(member(value, "a")?.location, SourceLocation(line: 2, column: 6))
        XCTAssertEqual(member(value, "b")?.location, SourceLocation(line: 3, column: 6))
    }

    func testKeepsMembersInWrittenOrderWithKeyPositions() throws {
        let value = try parse("{\n  \"b\": 1,\n  \"a\": 2\n}")
        guard case .object(let members) = value.storage else { return XCTFail() }
        XCTAssertEqual(members.map(\.key), ["b", "a"])
        XCTAssertEqual(
            members.map(\.keyLocation), [SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 3)])
        XCTAssertEqual(
            members.map(\.value.location), [SourceLocation(line: 2, column: 8), SourceLocation(line: 3, column: 8)])
    }

    func testRecordsLineAndColumnOfNestedValues() throws {
        let value = try parse("[\n  1,\n\t{ \"k\": [true,\n      \"x\"] }\n]")
        XCTAssertEqual(value.location, SourceLocation(line: 1, column: 1))
        guard case .array(let elements) = value.storage, elements.count == 2 else { return XCTFail() }
        XCTAssertEqual(elements[0].location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(elements[1].location, SourceLocation(line: 3, column: 2))
        guard case .array(let inner) = member(elements[1], "k")?.storage else { return XCTFail() }
        XCTAssertEqual(member(elements[1], "k")?.location, SourceLocation(line: 3, column: 9))
        XCTAssertEqual(
            inner.map(\.location), [SourceLocation(line: 3, column: 10), SourceLocation(line: 4, column: 7)])
    }

    func testColumnsCountCharactersNotBytesAfterNonASCIIText() throws {
        // "é" is two bytes, "名前" six, "😀" four: columns count one per character.
        let value = try parse(#"{"é": "名前😀", "n": 1, "m": [2]}"#)
        XCTAssertEqual(member(value, "é")?.location, SourceLocation(line: 1, column: 7))
        XCTAssertEqual(member(value, "n")?.location, SourceLocation(line: 1, column: 19))
        XCTAssertEqual(member(value, "m")?.location, SourceLocation(line: 1, column: 27))
    }

    func testColumnsAfterNonASCIIOnAnEarlierLineStartAgain() throws {
        let value = try parse("{\"a\": \"ééé\",\n\"b\": 1}")
        XCTAssertEqual(member(value, "b")?.location, SourceLocation(line: 2, column: 6))
    }

    func testColumnsStayExactWhereIndentationAndStringsAreSkippedWordByWord() throws {
        // Indentation and plain string bytes are skipped eight at a time: a special byte at any offset of
        // a word (here é, an escape and the closing quote) must stop the skip where it is.
        for indent in 0..<20 {
            for prefix in 0..<18 {
                let text =
                    "{\n" + String(repeating: " ", count: indent) + "\"k\": \"" + String(repeating: "a", count: prefix)
                    + "é\\\"x\", \"n\": 1}"
                let value = try parse(text)
                XCTAssertEqual(member(value, "k")?.location, SourceLocation(line: 2, column: indent + 6), text)
                XCTAssertEqual(
                    member(value, "n")?.location, SourceLocation(line: 2, column: indent + prefix + 19), text)
                guard case .string(let decoded) = member(value, "k")?.storage else { return XCTFail(text) }
                XCTAssertEqual(decoded, String(repeating: "a", count: prefix) + "é\"x")
            }
        }
        // Errors count the characters of their line too, also inside a string after non-ASCII text.
        assertError(syntaxError("{\"a\": \"ééééééééé\u{01}\"}"), at: 1, 17, mentions: "control character")
        assertError(
            syntaxError(
                "{\n" + String(repeating: " ", count: 13) + "\"a\": \"" + String(repeating: "b", count: 11) + "\n"),
            at: 2, 31, mentions: "line break")
    }

    func testCarriageReturnLineEndingsCountOneLine() throws {
        let value = try parse("{\r\n\"a\": 1,\r\n\"b\": 2\r\n}\r\n")
        XCTAssertEqual(member(value, "b")?.location, SourceLocation(line: 3, column: 6))
    }

    func testAcceptsAByteOrderMarkAndCountsColumnsAfterIt() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        XCTAssertEqual(value.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(member(value, "a")?.location, SourceLocation(line: 1, column: 7))
    }

    func testAcceptsNestingUpToTheLimit() throws {
        let depth = JSONParser.defaultMaximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNoThrow(try parse(text))
    }

    // MARK: Malformed input

    func testEmptyAndBlankFiles() {
        assertError(syntaxError(""), at: 1, 1, mentions: "the file is empty")
        assertError(syntaxError(" \n\t\n"), at: 3, 1, mentions: "found the end of the file")
        assertError(syntaxError([0xEF, 0xBB, 0xBF]), at: 1, 1, mentions: "found the end of the file")
    }

    func testTruncatedDocuments() {
        assertError(syntaxError("{"), at: 1, 2, mentions: "expected a key")
        assertError(syntaxError(#"{"a""#), at: 1, 5, mentions: "expected ':'")
        assertError(syntaxError(#"{"a": "#), at: 1, 7, mentions: "found the end of the file")
        assertError(syntaxError(#"{"a": 1"#), at: 1, 8, mentions: "expected ',' or '}'")
        assertError(syntaxError("[1, 2"), at: 1, 6, mentions: "expected ',' or ']'")
        assertError(syntaxError("[1,"), at: 1, 4, mentions: "found the end of the file")
        assertError(syntaxError("{\"a\": \"never closed\n}"), at: 1, 20, mentions: "line break is not allowed")
        assertError(syntaxError(#"{"a": "never closed"#), at: 1, 7, mentions: "never closed")
        assertError(syntaxError("tru"), at: 1, 1, mentions: "expected a value")
        assertError(syntaxError(#"["\"#), at: 1, 3, mentions: "inside an escape")
    }

    func testTrailingCommas() {
        assertError(syntaxError("{\n  \"a\": 1,\n}"), at: 3, 1, mentions: "trailing commas are not allowed")
        assertError(syntaxError("[1, 2,]"), at: 1, 7, mentions: "trailing commas are not allowed")
        assertError(syntaxError("[1,,2]"), at: 1, 4, mentions: "expected a value")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 200_000)
        // The first bracket too deep is the one after the deepest allowed.
        assertError(syntaxError(deep), at: 1, JSONParser.defaultMaximumDepth + 1, mentions: "nested more than")
        let objects = String(repeating: #"{"a":"#, count: 200_000)
        assertError(syntaxError(objects), at: 1, 5 * JSONParser.defaultMaximumDepth + 1, mentions: "nested more than")
        let balanced = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        XCTAssertNotNil(syntaxError(balanced))
    }

    func testInvalidUTF8InsideAString() {
        assertError(
            syntaxError(Array(#"{"a": "x"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)), at: 1, 9,
            mentions: "continuation byte")
        assertError(
            syntaxError(Array(#"["#.utf8) + [0x22, 0xFF, 0x22, 0x5D]), at: 1, 3, mentions: "cannot start a character")
        // An overlong "/" and an encoded surrogate are not UTF-8.
        assertError(syntaxError([0x22, 0xC0, 0xAF, 0x22]), at: 1, 2, mentions: "cannot start a character")
        assertError(syntaxError([0x22, 0xE0, 0x80, 0xAF, 0x22]), at: 1, 2, mentions: "overlong")
        assertError(syntaxError([0x22, 0xED, 0xA0, 0x80, 0x22]), at: 1, 2, mentions: "out-of-range")
        assertError(syntaxError([0x22, 0xF0, 0x9F, 0x98]), at: 1, 2, mentions: "ends in the middle of a character")
    }

    func testInvalidUTF8OutsideAString() {
        assertError(syntaxError([UInt8(ascii: "{"), 0xFF, UInt8(ascii: "}")]), at: 1, 2, mentions: "byte 0xFF")
        assertError(syntaxError(Array("[1]".utf8) + [0xC3]), at: 1, 4, mentions: "expected the end of the file")
    }

    func testNULBytes() {
        assertError(syntaxError([0x22, UInt8(ascii: "a"), 0, 0x22]), at: 1, 3, mentions: "NUL byte is not allowed")
        assertError(syntaxError([UInt8(ascii: "["), 0, UInt8(ascii: "]")]), at: 1, 2, mentions: "found a NUL byte")
        assertError(syntaxError(Array("{}".utf8) + [0]), at: 1, 3, mentions: "a NUL byte")
    }

    func testControlCharactersInStrings() {
        assertError(syntaxError("\"a\tb\""), at: 1, 3, mentions: "U+0009")
        XCTAssertNoThrow(try parse(#""a\tb\u0000""#))
    }

    func testGarbage() {
        assertError(syntaxError("hello"), at: 1, 1, mentions: "expected a value")
        assertError(syntaxError([0x00, 0x01, 0x02, 0x03]), at: 1, 1, mentions: "a NUL byte")
        assertError(syntaxError([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]), at: 1, 1, mentions: "byte 0x89")
        assertError(syntaxError("{} {}"), at: 1, 4, mentions: "expected the end of the file")
        assertError(syntaxError("// comment\n{}"), at: 1, 1, mentions: "expected a value")
        assertError(syntaxError("{'a': 1}"), at: 1, 2, mentions: "double quotes")
        assertError(syntaxError("{a: 1}"), at: 1, 2, mentions: "double quotes")
        assertError(syntaxError("[nul]"), at: 1, 2, mentions: "expected a value")
    }

    func testNumbers() throws {
        assertError(syntaxError("[01]"), at: 1, 3, mentions: "leading zeros")
        assertError(syntaxError("[-01]"), at: 1, 4, mentions: "leading zeros")
        assertError(syntaxError("[-]"), at: 1, 3, mentions: "expected a digit after '-'")
        assertError(syntaxError("[1.]"), at: 1, 4, mentions: "decimal point")
        assertError(syntaxError("[1e]"), at: 1, 4, mentions: "exponent")
        assertError(syntaxError("[+1]"), at: 1, 2, mentions: "expected a value")
        assertError(syntaxError("[.5]"), at: 1, 2, mentions: "expected a value")
        assertError(syntaxError("[1e400]"), at: 1, 2, mentions: "out of range")
        assertError(syntaxError("[0x10]"), at: 1, 3, mentions: "expected ',' or ']'")
        let value = try parse("[0, -0, 1E+2, 2.50e-1]")
        guard case .array(let numbers) = value.storage else { return XCTFail() }
        let doubles = numbers.compactMap { number -> Double? in
            if case .number(let value, _) = number.storage { return value }
            return nil
        }
        XCTAssertEqual(doubles, [0, 0, 100, 0.25])
    }

    func testBadEscapes() {
        assertError(syntaxError(#"["a\x"]"#), at: 1, 4, mentions: #"invalid escape '\x'"#)
        assertError(syntaxError(#"["\u12G4"]"#), at: 1, 3, mentions: "four hex digits")
        assertError(syntaxError(#"["\u12"]"#), at: 1, 3, mentions: "four hex digits")
        assertError(syntaxError(#"["\'"]"#), at: 1, 3, mentions: "invalid escape")
    }

    func testLoneSurrogates() {
        assertError(syntaxError(#"["\uD800"]"#), at: 1, 9, mentions: "must be followed by a low surrogate")
        assertError(syntaxError(#"["\uD800\u0041"]"#), at: 1, 9, mentions: "expected a low surrogate")
        assertError(syntaxError(#"["x\uDC00"]"#), at: 1, 4, mentions: "lone low surrogate")
    }
}

/// The spec decoder: what it builds, and the schema errors it reports.
final class JSONSpecReaderTests: XCTestCase {
    private func read(_ text: String) throws -> Spec {
        try JSONSpecReader.read(Array(text.utf8))
    }

    private func errors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [InputError] {
        do {
            _ = try JSONSpecReader.read(Array(text.utf8))
            XCTFail("expected the spec to be rejected", file: file, line: line)
            return []
        } catch {
            return error.errors
        }
    }

    /// Checks the first error of a one-line spec: a schema error at the first occurrence of `fragment`.
    private func assertSchemaError(
        _ text: String, at fragment: String, mentions message: String, errorCount: Int = 1,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let found = errors(text, file: file, line: sourceLine)
        XCTAssertEqual(found.count, errorCount, found.description, file: file, line: sourceLine)
        guard let error = found.first else { return }
        XCTAssertEqual(error.kind, .schema, file: file, line: sourceLine)
        XCTAssertEqual(
            error.location, location(of: fragment, in: text), error.description, file: file, line: sourceLine)
        XCTAssertTrue(
            error.message.contains(message), "\(error.message) does not mention \(message)", file: file,
            line: sourceLine)
    }

    /// Where the `occurrence`-th appearance of `fragment` starts, counting columns in characters.
    private func location(of fragment: String, occurrence: Int = 1, in text: String) -> SourceLocation? {
        var seen = 0
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var searchStart = line.startIndex
            while let range = line[searchStart...].range(of: fragment) {
                seen += 1
                if seen == occurrence {
                    return SourceLocation(
                        line: lineIndex + 1, column: line.unicodeScalars[..<range.lowerBound].count + 1)
                }
                searchStart = range.upperBound
            }
        }
        XCTFail("\(fragment) does not occur \(occurrence) times")
        return nil
    }

    /// A one-line spec around the given models.
    private func spec(models: String, extra: String = "") -> String {
        #"{"navgraph": 1, "root": "A", "models": [\#(models)]\#(extra)}"#
    }

    // MARK: Decoding

    func testDecodesAFullSpecWithLocations() throws {
        let text = """
            {
              "$schema": "navgraph.schema.json",
              "navgraph": 1,
              "app": "Shop",
              "links": { "schemes": ["shop"], "hosts": ["shop.example.com"] },
              "root": "Tabs",
              "models": [
                { "id": "Tabs", "kind": "tabs", "initial": "home",
                  "tabs": [{ "id": "home", "title": "Home", "icon": "house", "model": "Stack" }] },
                { "id": "Stack", "kind": "stack", "root": "Home", "path": ["Detail"] },
                { "id": "Home", "kind": "screen", "title": "Home", "doc": "The start.",
                  "edges": [{ "via": "sheet", "to": "Cart", "stacked": true, "label": "cart", "when": "logged in" },
                            { "via": "selectTab", "tab": "Tabs.home" }, { "via": "openURL", "url": "shop://x" }] },
                { "id": "Detail", "kind": "screen", "params": [{ "name": "id", "type": "int" },
                  { "name": "mode", "type": ["a", "b"], "optional": true }], "edges": [{ "via": "pop" }] },
                { "id": "Cart", "kind": "screen", "lint": { "disable": ["modal-trap"] } },
                { "id": "App", "kind": "switch", "initial": "on", "cases": [{ "id": "on", "model": "Home", "when": "always" }] },
                { "id": "Split", "kind": "split", "sidebar": "Home", "detail": "Detail" }
              ],
              "routes": [
                { "id": "detail", "pattern": "shop://d/{n:int}", "target": "Detail", "via": ["Tabs.home", "Home"],
                  "bind": { "Detail.id": "n" }, "present": "sheet", "doc": "A detail." }
              ]
            }
            """
        let spec = try read(text)
        XCTAssertEqual(spec.version.value, 1)
        XCTAssertEqual(spec.schema?.value, "navgraph.schema.json")
        XCTAssertEqual(spec.app?.value, "Shop")
        XCTAssertEqual(spec.links?.schemes.map(\.value), ["shop"])
        XCTAssertEqual(spec.links?.hosts.map(\.value), ["shop.example.com"])
        XCTAssertEqual(spec.root?.value, "Tabs")
        XCTAssertEqual(spec.root?.location, location(of: #""Tabs","#, in: text))
        XCTAssertNil(spec.windows)
        XCTAssertEqual(spec.models.map(\.id.value), ["Tabs", "Stack", "Home", "Detail", "Cart", "App", "Split"])
        XCTAssertEqual(spec.models.map(\.kind), [.tabs, .stack, .screen, .screen, .screen, .switch, .split])
        XCTAssertEqual(spec.models[0].id.location, location(of: #""Tabs", "kind""#, in: text))
        XCTAssertEqual(spec.models[0].location, location(of: #"{ "id": "Tabs""#, in: text))
        guard case .tabs(let tabs) = spec.models[0].content else { return XCTFail() }
        XCTAssertEqual(tabs.initial?.value, "home")
        XCTAssertEqual(tabs.tabs.map(\.model?.value), ["Stack"])
        XCTAssertEqual(tabs.tabs.first?.icon?.value, "house")
        guard case .stack(let stack) = spec.models[1].content else { return XCTFail() }
        XCTAssertEqual(stack.root.value, "Home")
        XCTAssertEqual(stack.path.map(\.value), ["Detail"])
        let home = spec.models[2]
        XCTAssertEqual(home.edges.map(\.kind), [.sheet, .selectTab, .openURL])
        XCTAssertEqual(
            home.edges[0].target, .model(Located("Cart", at: try XCTUnwrap(location(of: #""Cart""#, in: text)))))
        XCTAssertTrue(home.edges[0].stacked)
        XCTAssertEqual(home.edges[0].label?.value, "cart")
        XCTAssertEqual(home.edges[0].condition?.value, "logged in")
        XCTAssertEqual(home.edges[0].location, location(of: #"{ "via": "sheet""#, in: text))
        XCTAssertEqual(
            home.edges[1].target, .tab(Located("Tabs.home", at: try XCTUnwrap(location(of: #""Tabs.home""#, in: text))))
        )
        guard case .url(let url) = home.edges[2].target else { return XCTFail() }
        XCTAssertEqual(url.value, "shop://x")
        let detail = spec.models[3]
        XCTAssertEqual(detail.params.map(\.name.value), ["id", "mode"])
        XCTAssertEqual(detail.params.map(\.type.value), [.int, .oneOf(["a", "b"])])
        XCTAssertEqual(detail.params.map(\.optional), [false, true])
        XCTAssertEqual(spec.models[4].lint?.disable.map(\.value), ["modal-trap"])
        guard case .switch(let content) = spec.models[5].content else { return XCTFail() }
        XCTAssertEqual(content.cases.first?.condition?.value, "always")
        guard case .split(let split) = spec.models[6].content else { return XCTFail() }
        XCTAssertEqual(split.columns.map(\.value), ["Home", "Detail"])
        let route = try XCTUnwrap(spec.routes.first)
        XCTAssertEqual(route.pattern.value, "shop://d/{n:int}")
        XCTAssertEqual(route.pattern.location, location(of: #""shop://d/"#, in: text))
        XCTAssertEqual(route.via.map(\.value), ["Tabs.home", "Home"])
        XCTAssertEqual(route.bind.map(\.parameter.value), ["Detail.id"])
        XCTAssertEqual(route.bind.map(\.placeholder.value), ["n"])
        XCTAssertEqual(route.present?.value, .sheet)
        XCTAssertEqual(route.doc?.value, "A detail.")
    }

    func testDecodesWindows() throws {
        let spec = try read(
            #"{"navgraph": 1, "windows": [{"id": "main", "root": "A"}, {"id": "aux", "root": "A"}], "models": [{"id": "A", "kind": "screen"}]}"#
        )
        XCTAssertNil(spec.root)
        XCTAssertEqual(spec.windows?.map(\.id.value), ["main", "aux"])
    }

    func testAcceptsAByteOrderMark() throws {
        let spec = try JSONSpecReader.read(
            [0xEF, 0xBB, 0xBF] + Array(spec(models: #"{"id": "A", "kind": "screen"}"#).utf8))
        XCTAssertEqual(spec.models.first?.id.location, SourceLocation(line: 1, column: 48))
    }

    // MARK: Schema errors

    func testSyntaxErrorsComeThroughAsOne() {
        let found = errors(#"{"navgraph": 1,}"#)
        XCTAssertEqual(found.map(\.kind), [.syntax])
    }

    func testUnknownKeysWithAHint() {
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "egdes": []}"#), at: #""egdes""#,
            mentions: #"did you mean "edges"?"#)
        assertSchemaError(
            #"{"navgraph": 1, "root": "A", "modles": []}"#, at: #""modles""#, mentions: #"did you mean "models"?"#,
            errorCount: 2)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "edges": [{"via": "push", "ot": "A"}]}"#), at: #""ot""#,
            mentions: #"did you mean "to"?"#, errorCount: 2)
    }

    /// Keys are matched in place when written plainly; a key written with escapes means the same key.
    func testKeysWrittenWithEscapesAreTheSameKeys() throws {
        let escaped = try JSONSpecReader.read(
            Array(
                spec(
                    models:
                        #"{"\u0069d": "A", "k\u0069nd": "screen", "ed\u0067es": [{"v\u0069a": "push", "\u0074o": "A"}]}"#
                ).utf8))
        let plain = try JSONSpecReader.read(
            Array(spec(models: #"{"id": "A", "kind": "screen", "edges": [{"via": "push", "to": "A"}]}"#).utf8))
        XCTAssertEqual(escaped.models.map(\.id.value), plain.models.map(\.id.value))
        XCTAssertEqual(escaped.models.map(\.kind), plain.models.map(\.kind))
        XCTAssertEqual(escaped.models.first?.edges.map(\.kind), [.push])
        XCTAssertEqual(escaped.models.first?.edges.first?.target.modelID?.value, "A")
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "\u0065gdes": []}"#), at: #""\u0065gdes""#,
            mentions: #"did you mean "edges"?"#)
    }

    func testUnknownKeysWithoutACloseMatchListTheKeys() {
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "colour": "red"}"#), at: #""colour""#,
            mentions: "expected one of: id, kind, title, doc, edges, lint, params")
    }

    func testKindSpecificKeysOnlyOnTheirKind() {
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "root": "A"}"#), at: #""root": "A"}"#,
            mentions: #"unknown key "root""#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "edges": [{"via": "push", "to": "A", "stacked": true}]}"#),
            at: #""stacked""#, mentions: #"unknown key "stacked""#)
    }

    func testUnknownKindAndViaWithHints() {
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "scren"}"#), at: #""scren""#, mentions: #"did you mean "screen"?"#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "edges": [{"via": "psuh", "to": "A"}]}"#), at: #""psuh""#,
            mentions: #"did you mean "push"?"#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "view"}"#), at: #""view""#,
            mentions: "expected one of: screen, dialog, stack, tabs, switch, split")
    }

    func testWrongTypes() {
        assertSchemaError(#"{"navgraph": "1", "root": "A", "models": []}"#, at: #""1""#, mentions: "found a string")
        assertSchemaError(
            #"{"navgraph": 1, "root": "A", "models": {}}"#, at: "{}",
            mentions: #"expected an array for "models", found an object"#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "title": 3}"#), at: "3}", mentions: "expected a string")
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "edges": [{"via": "sheet", "to": "A", "stacked": "yes"}]}"#),
            at: #""yes""#, mentions: "expected true or false")
        assertSchemaError(
            spec(models: #""A""#), at: #""A"]"#, mentions: "expected an object for a model, found a string")
        assertSchemaError("[]", at: "[", mentions: "expected an object for the spec, found an array")
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "params": [{"name": "n", "type": 5}]}"#), at: "5}",
            mentions: "expected a type name or an array")
    }

    func testMissingKeys() {
        assertSchemaError(#"{"root": "A", "models": []}"#, at: "{", mentions: #"missing required key "navgraph""#)
        assertSchemaError(#"{"navgraph": 1, "root": "A"}"#, at: "{", mentions: #"missing required key "models""#)
        assertSchemaError(#"{"navgraph": 1, "models": []}"#, at: "{", mentions: #"missing "root""#)
        assertSchemaError(spec(models: #"{"id": "A"}"#), at: #"{"id": "A"}"#, mentions: #"missing required key "kind""#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "stack"}"#), at: #"{"id": "A", "kind": "stack"}"#,
            mentions: #"missing required key "root""#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "edges": [{"via": "push"}]}"#), at: #"{"via": "push"}"#,
            mentions: #"missing required key "to""#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "edges": [{"to": "A"}]}"#), at: #"{"to": "A"}"#,
            mentions: #"missing required key "via""#)
    }

    func testIdsMustBeIdentifiers() {
        assertSchemaError(
            spec(models: #"{"id": "1A", "kind": "screen"}"#), at: #""1A""#, mentions: "is not an identifier")
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "edges": [{"via": "selectTab", "tab": "Tabs"}]}"#),
            at: #""Tabs""#, mentions: #""TabsId.tabId""#)
        assertSchemaError(
            spec(
                models: #"{"id": "A", "kind": "screen"}"#,
                extra: #", "routes": [{"id": "-r", "pattern": "x://a", "target": "A"}]"#), at: #""-r""#,
            mentions: "route id")
    }

    func testParamTypes() {
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "params": [{"name": "n", "type": "integer"}]}"#),
            at: #""integer""#, mentions: #"unknown param type "integer""#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "params": [{"name": "n", "type": []}]}"#), at: "[]}",
            mentions: "at least one value")
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "params": [{"name": "n", "type": ["a", "a"]}]}"#),
            at: #""a"]"#, mentions: "listed twice")
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen", "params": [{"name": "n", "type": ["a b"]}]}"#), at: #""a b""#,
            mentions: "may use only")
    }

    func testUnsupportedVersion() {
        assertSchemaError(
            #"{"navgraph": 2, "root": "A", "models": []}"#, at: "2,", mentions: "unsupported navgraph version 2")
        assertSchemaError(
            #"{"navgraph": 1.5, "root": "A", "models": []}"#, at: "1.5", mentions: "unsupported navgraph version 1.5")
        assertSchemaError(#"{"navgraph": "1", "root": "A", "models": []}"#, at: #""1""#, mentions: "found a string")
    }

    func testVersionMayBeWrittenAsADecimal() throws {
        let spec = try JSONSpecReader.read(
            Array(#"{"navgraph": 1.0, "root": "A", "models": [{"id": "A", "kind": "screen"}]}"#.utf8))
        XCTAssertEqual(spec.version.value, 1)
    }

    func testRootAndWindowsTogether() {
        assertSchemaError(
            #"{"navgraph": 1, "root": "A", "windows": [{"id": "main", "root": "A"}], "models": [{"id": "A", "kind": "screen"}]}"#,
            at: #""A", "windows""#, mentions: #"either "root" or "windows""#)
    }

    func testRepeatedKeys() {
        assertSchemaError(
            #"{"navgraph": 1, "root": "A", "root": "B", "models": []}"#, at: #""root": "B""#, mentions: "appears twice")
    }

    func testRoutes() {
        assertSchemaError(
            spec(
                models: #"{"id": "A", "kind": "screen"}"#,
                extra: #", "routes": [{"id": "r", "pattern": "x://a", "target": "A", "present": "push"}]"#),
            at: #""push""#, mentions: "expected sheet or fullScreenCover")
        assertSchemaError(
            spec(
                models: #"{"id": "A", "kind": "screen"}"#,
                extra: #", "routes": [{"id": "r", "pattern": "x://a", "target": "A", "bind": {"n": "n"}}]"#),
            at: #""n": "n""#, mentions: #"written "Model.param""#)
        assertSchemaError(
            spec(
                models: #"{"id": "A", "kind": "screen"}"#,
                extra: #", "routes": [{"id": "r", "pattern": "", "target": "A"}]"#), at: #""", "target""#,
            mentions: "must not be empty")
        assertSchemaError(
            spec(
                models: #"{"id": "A", "kind": "screen"}"#,
                extra:
                    #", "routes": [{"id": "r", "pattern": "x://a", "target": "A", "bind": {"A.x": "x", "A.x": "y"}}]"#),
            at: #""A.x": "y""#, mentions: #"the key "A.x" appears twice in the bind of route "r""#)
        assertSchemaError(
            spec(models: #"{"id": "A", "kind": "screen"}"#, extra: #", "routes": [{"id": "r", "target": "A"}]"#),
            at: #"{"id": "r", "target": "A"}"#, mentions: #"missing required key "pattern""#)
    }

    func testReportsEveryErrorInOneRun() {
        let found = errors(
            spec(
                models:
                    #"{"id": "A", "kind": "screen", "egdes": []}, {"id": "B", "kind": "scren"}, {"id": "C", "kind": "screen", "title": 1}"#
            ))
        XCTAssertEqual(found.count, 3, found.description)
        XCTAssertEqual(found.map(\.kind), [.schema, .schema, .schema])
        XCTAssertEqual(found.map(\.location), found.map(\.location).sorted())
    }
}
