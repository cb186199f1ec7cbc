import Foundation
import NavLintCore
import XCTest

/// Conversions between the two forms keep every value: JSON -> DSL -> JSON and DSL -> JSON -> DSL.
final class WriterRoundTripTests: XCTestCase {
    /// Every sample that reads (the syntax and schema samples do not), clean and broken.
    private func readableSamples() throws -> [(name: String, text: String, spec: Spec)] {
        let files =
            try SampleFiles.specs(in: SampleFiles.samplesDirectory) + SampleFiles.specs(in: SampleFiles.brokenDirectory)
        return try files.compactMap { file in
            let bytes = try SampleFiles.bytes(of: file)
            guard let spec = try? JSONSpecReader.read(bytes) else { return nil }
            return (file.lastPathComponent, String(decoding: bytes, as: UTF8.self), spec)
        }
    }

    func testJSONToDSLToJSONGivesTheSameText() throws {
        let samples = try readableSamples()
        XCTAssertGreaterThan(samples.count, 20)
        for sample in samples {
            let dsl = NavDSLWriter.write(sample.spec)
            let reread = try NavDSLReader.read(dsl)
            XCTAssertEqual(reread.movedTo(.start), sample.spec.movedTo(.start), sample.name)
            // Canonical JSON samples come back byte for byte; the others come back in canonical form.
            XCTAssertEqual(JSONSpecWriter.write(reread), JSONSpecWriter.write(sample.spec), sample.name)
            // The DSL text is itself canonical.
            XCTAssertEqual(NavDSLWriter.write(reread), dsl, sample.name)
        }
    }

    /// Both directions over every sample that reads: the canonical text of either form survives a trip
    /// through the other form unchanged, and both forms give the same spec.
    func testEverySampleRoundTripsInBothDirections() throws {
        let samples = try readableSamples()
        XCTAssertEqual(
            samples.count,
            SamplesTests.cleanSamples.count + SamplesTests.structuralRules.count + SamplesTests.routeRules.count)
        for sample in samples {
            let json = JSONSpecWriter.write(sample.spec)
            let nav = NavDSLWriter.write(sample.spec)
            // JSON -> nav -> JSON.
            XCTAssertEqual(JSONSpecWriter.write(try NavDSLReader.read(nav)), json, sample.name)
            // nav -> JSON -> nav.
            let fromJSON = try JSONSpecReader.read(Array(json.utf8))
            XCTAssertEqual(NavDSLWriter.write(fromJSON), nav, sample.name)
            XCTAssertEqual(fromJSON.movedTo(.start), try NavDSLReader.read(nav).movedTo(.start), sample.name)
        }
    }

    /// The fuzzing seeds `Tests/Fuzz/nav/*.nav` and `Samples/*.nav` are the DSL form of the JSON samples of
    /// the same name (`navlint fmt --to nav`); when the DSL changes they must be written again.
    func testDSLSeedsAndSamplesAreCurrent() throws {
        let seeds = SampleFiles.packageRoot.appendingPathComponent("Tests/Fuzz/nav")
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).filter { $0.hasSuffix(".nav") }
            .sorted()
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let stem = String(name.dropLast(".nav".count))
            let json = [SampleFiles.samplesDirectory, SampleFiles.brokenDirectory]
                .map { $0.appendingPathComponent(stem + ".navgraph.json") }
                .first { FileManager.default.fileExists(atPath: $0.path) }
            let source = try XCTUnwrap(json, "no sample for the seed \(name)")
            let expected = NavDSLWriter.write(try JSONSpecReader.read(SampleFiles.bytes(of: source)))
            XCTAssertEqual(
                String(decoding: try SampleFiles.bytes(of: seeds.appendingPathComponent(name)), as: UTF8.self),
                expected, name)
        }
        let sample = SampleFiles.samplesDirectory.appendingPathComponent("SwiftUINavigationExample")
        XCTAssertEqual(
            String(decoding: try SampleFiles.bytes(of: sample.appendingPathExtension("nav")), as: UTF8.self),
            NavDSLWriter.write(
                try JSONSpecReader.read(SampleFiles.bytes(of: sample.appendingPathExtension("navgraph.json")))))
    }

    /// "Without loss" means the same spec: explicit defaults and empty values say what their absence says, so
    /// they read to the same spec and the canonical text leaves them out.
    func testExplicitDefaultsAndEmptiesGiveTheSameSpec() throws {
        let explicit = #"""
            {
              "navgraph": 1,
              "root": "S",
              "models": [
                { "id": "S", "kind": "stack", "root": "A", "path": [] },
                {
                  "id": "A",
                  "kind": "screen",
                  "params": [{ "name": "id", "type": "int", "optional": false }],
                  "edges": [{ "via": "sheet", "to": "A", "stacked": false }]
                },
                { "id": "B", "kind": "screen", "params": [], "edges": [] }
              ],
              "routes": [{ "id": "r", "pattern": "x:y", "target": "A", "via": [], "bind": {} }]
            }
            """#
        let implicit = #"""
            {
              "navgraph": 1,
              "root": "S",
              "models": [
                { "id": "S", "kind": "stack", "root": "A" },
                { "id": "A", "kind": "screen", "params": [{ "name": "id", "type": "int" }], "edges": [{ "via": "sheet", "to": "A" }] },
                { "id": "B", "kind": "screen" }
              ],
              "routes": [{ "id": "r", "pattern": "x:y", "target": "A" }]
            }
            """#
        let spec = try JSONSpecReader.read(Array(explicit.utf8))
        XCTAssertEqual(spec.movedTo(.start), try JSONSpecReader.read(Array(implicit.utf8)).movedTo(.start))
        let nav = NavDSLWriter.write(spec)
        XCTAssertEqual(
            nav,
            "navgraph 1\nroot S\n\nstack S root A\nscreen A(id: Int) { sheet A }\nscreen B\n\nroute r \"x:y\" -> A\n")
        XCTAssertEqual(try NavDSLReader.read(nav).movedTo(.start), spec.movedTo(.start))
        // A spec without routes still says so in canonical JSON.
        XCTAssertTrue(JSONSpecWriter.write(try NavDSLReader.read("navgraph 1\nroot A\n")).contains(#""routes": []"#))
    }

    // MARK: Choosing the output form

    func testOutputFormComesFromToThenTheOutputNameThenTheInput() throws {
        XCTAssertEqual(try OutputForm.choose(requested: nil, outputFile: nil, input: .nav), .nav)
        XCTAssertEqual(try OutputForm.choose(requested: nil, outputFile: "x.navgraph.json", input: .nav), .json)
        XCTAssertEqual(try OutputForm.choose(requested: nil, outputFile: "out/x.nav", input: .json), .nav)
        XCTAssertEqual(try OutputForm.choose(requested: nil, outputFile: "x.txt", input: .nav), .nav)
        XCTAssertEqual(try OutputForm.choose(requested: .json, outputFile: "x.txt", input: .nav), .json)
        XCTAssertEqual(try OutputForm.choose(requested: .nav, outputFile: "x.nav", input: .json), .nav)
        XCTAssertThrowsError(try OutputForm.choose(requested: .nav, outputFile: "dir/x.navgraph.json", input: .json)) {
            error in
            XCTAssertEqual(
                (error as? OutputForm.Conflict)?.message,
                "--to nav contradicts the output file dir/x.navgraph.json, whose name asks for json; leave out --to, or name the file dir/x.nav"
            )
        }
        XCTAssertThrowsError(try OutputForm.choose(requested: .json, outputFile: "x.nav", input: .nav))
    }

    func testRenaming() {
        XCTAssertEqual(OutputForm.renamed("a/b.navgraph.json", to: .nav), "a/b.nav")
        XCTAssertEqual(OutputForm.renamed("spec.txt", to: .nav), "spec.nav")
        XCTAssertEqual(OutputForm.renamed("v1.2/spec", to: .nav), "v1.2/spec.nav")
        XCTAssertEqual(OutputForm.renamed(".hidden", to: .nav), ".hidden.nav")
        XCTAssertEqual(OutputForm.renamed("App.nav", to: .json), "App.navgraph.json")
    }

    func testDSLTextUnderAnotherNameIsRecognised() {
        XCTAssertTrue(NavDSLReader.looksLikeDSL(Array("navgraph 1\nroot A\n".utf8)))
        XCTAssertTrue(NavDSLReader.looksLikeDSL(Array("\u{FEFF}\r\n  # a comment\n// another\rnavgraph 1".utf8)))
        XCTAssertTrue(NavDSLReader.looksLikeDSL(Array("navgraph".utf8)))
        XCTAssertFalse(NavDSLReader.looksLikeDSL(Array(#"{"navgraph": 1}"#.utf8)))
        XCTAssertFalse(NavDSLReader.looksLikeDSL(Array("navgraphs 1".utf8)))
        XCTAssertFalse(NavDSLReader.looksLikeDSL(Array("# only a comment\n".utf8)))
        XCTAssertFalse(NavDSLReader.looksLikeDSL([0xFF, 0x00, 0x6E]))
        XCTAssertFalse(NavDSLReader.looksLikeDSL([]))

        let dsl = Array("navgraph 1\nroot A\n".utf8)
        XCTAssertEqual(
            OutputForm.misnamedDSLMessage(path: "specs/spec.navgraph.json", bytes: dsl),
            "specs/spec.navgraph.json starts with 'navgraph', so it looks like the navgraph DSL, but files named "
                + "*.json are read as JSON; rename it to specs/spec.nav"
        )
        XCTAssertNil(OutputForm.misnamedDSLMessage(path: "spec.nav", bytes: dsl))
        XCTAssertNil(OutputForm.misnamedDSLMessage(path: "specs/spec.txt", bytes: dsl), "read as the DSL it is")
        XCTAssertNil(OutputForm.misnamedDSLMessage(path: "/dev/fd/63", bytes: dsl))
        XCTAssertNil(OutputForm.misnamedDSLMessage(path: "spec.navgraph.json", bytes: Array("{}".utf8)))
    }

    /// A name ending in `.nav` or `.json` states the form; any other name (a pipe such as `/dev/fd/63`,
    /// `/dev/stdin`, `spec.txt`) leaves it to the text: JSON when it starts with `{`, the DSL otherwise.
    func testTheFormIsTheNamesElseTheTexts() {
        let dsl = Array("navgraph 1\nroot A\nscreen A\n".utf8)
        let json = Array("\u{FEFF} \r\n\t{\"navgraph\": 1}".utf8)
        XCTAssertEqual(SpecFormat(fileName: "/dev/fd/63", bytes: dsl), .nav)
        XCTAssertEqual(SpecFormat(fileName: "/dev/fd/63", bytes: json), .json)
        XCTAssertEqual(SpecFormat(fileName: "/dev/stdin", bytes: Array("# a comment\n{".utf8)), .nav)
        XCTAssertEqual(SpecFormat(fileName: "spec.txt", bytes: []), .nav)
        XCTAssertEqual(SpecFormat(fileName: "app.nav", bytes: json), .nav, "the name wins")
        XCTAssertEqual(SpecFormat(fileName: "app.navgraph.json", bytes: dsl), .json, "the name wins")
        XCTAssertEqual(SpecFormat(fileName: "HEAD:specs/app.nav", bytes: json), .nav)
        XCTAssertNil(SpecFormat(statedBy: "/dev/fd/63"))
        XCTAssertEqual(SpecFormat(statedBy: "x.json"), .json)
    }

    func testDroppedCommentsNote() throws {
        let (_, comments) = try NavDSLReader.readWithComments("# one\nnavgraph 1 # two\nroot A\n# three\n")
        XCTAssertEqual(
            OutputForm.droppedCommentsNote(comments.count, path: "a.nav"),
            "a.nav: 3 comments were dropped; the JSON form has no comments")
        XCTAssertEqual(
            OutputForm.droppedCommentsNote(1, path: "a.nav"),
            "a.nav: 1 comment was dropped; the JSON form has no comments")
        XCTAssertNil(OutputForm.droppedCommentsNote(0, path: "a.nav"))
    }

    func testCleanSamplesRoundTripByteForByte() throws {
        for name in SamplesTests.cleanSamples {
            let url = SampleFiles.samplesDirectory.appendingPathComponent("\(name).navgraph.json")
            let text = String(decoding: try SampleFiles.bytes(of: url), as: UTF8.self)
            let viaDSL = try NavDSLReader.read(NavDSLWriter.write(try JSONSpecReader.read(Array(text.utf8))))
            XCTAssertEqual(JSONSpecWriter.write(viaDSL), text, name)
        }
    }

    func testDSLToJSONToDSLGivesTheSameText() throws {
        let spec = try NavDSLReader.read(fullFeaturedDSL)
        let viaJSON = try JSONSpecReader.read(Array(JSONSpecWriter.write(spec).utf8))
        XCTAssertEqual(viaJSON.movedTo(.start), spec.movedTo(.start))
        XCTAssertEqual(NavDSLWriter.write(viaJSON), fullFeaturedDSL)
    }

    func testUnusualButValidJSONValuesSurviveTheDSL() throws {
        let json = #"""
            {
              "navgraph": 1,
              "links": {},
              "windows": [],
              "models": [
                {
                  "id": "A",
                  "kind": "screen",
                  "title": "",
                  "params": [
                    { "name": "one", "type": ["Int"] },
                    { "name": "odd", "type": ["-x", ".y", "a_b"], "optional": true }
                  ],
                  "edges": [
                    { "via": "openURL", "url": "x", "label": "\u0000\t\"", "when": "" }
                  ],
                  "lint": { "disable": ["has space", "a\\b"] }
                }
              ],
              "routes": [
                {
                  "id": "a.b-c",
                  "pattern": "x:y",
                  "target": "A",
                  "lint": { "disable": [] }
                }
              ]
            }

            """#
        let spec = try JSONSpecReader.read(Array(json.utf8))
        let dsl = NavDSLWriter.write(spec)
        XCTAssertEqual(
            dsl,
            #"""
            navgraph 1
            links
            windows

            screen A(one: "Int", odd: "-x"|".y"|a_b?) {
              title ""
              openURL "x" "\u0000\t\"" when ""
              lint disable "has space", "a\\b"
            }

            route a.b-c "x:y" -> A { lint disable }

            """#)
        let reread = try NavDSLReader.read(dsl)
        XCTAssertEqual(reread.movedTo(.start), spec.movedTo(.start))
        XCTAssertEqual(JSONSpecWriter.write(reread), json)
    }
}
