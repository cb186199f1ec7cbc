import Foundation
import NavLintCore
import XCTest

/// Conversions between the two forms keep every value: JSON -> DSL -> JSON and DSL -> JSON -> DSL.
final class WriterRoundTripTests: XCTestCase {
    /// Every sample that reads (the syntax and schema samples do not), clean and broken.
    private func readableSamples() throws -> [(name: String, text: String, spec: Spec)] {
        let files = try SampleFiles.specs(in: SampleFiles.samplesDirectory) + SampleFiles.specs(in: SampleFiles.brokenDirectory)
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
