import Foundation
import NavLintCore
import NavLintExtract
import XCTest

/// The extraction's report is finished in the library: notes name each file as its source's `name` does (the
/// spec keeps the `path`), files that were not read are listed among them in file order, and the JSON report
/// says the same as the text.
final class ExtractionReportTests: XCTestCase {
    private func extraction() throws -> Extraction {
        let url = Fixtures.folder.appendingPathComponent("Idioms/merged-sites/Library.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        return SwiftExtractor.extract(
            [SwiftSource(path: "Library.swift", name: "App/Library.swift", text: text)],
            unread: [UnreadSwiftFile(name: "App/Big.swift", reason: "larger than 1 MiB")])
    }

    func testNotesNameFilesAsTheSourcesDoAndTheSpecKeepsItsPaths() throws {
        let extraction = try extraction()
        let expected = """
            App/Big.swift:1:1: unresolved: not read: larger than 1 MiB
            App/Library.swift:24:17: merged: push to BookView: the spec writes it once, as the edge at \
            App/Library.swift:23:17
            App/Library.swift:27:35: merged: dismiss: the spec writes it once, as the edge at App/Library.swift:26:35
            App/Library.swift:43:9: merged: push to BookView: the spec writes it once, as the edge at \
            App/Library.swift:23:17
            App/Library.swift:47:8: note: ArchiveView is not attached: no scene, tab, stack root, split column or \
            navigation that extract could read shows it; kept as a model of its own
            extracted 3 screens, 3 edges from 1 files; 7 call sites: 6 as edges, 1 unresolved

            """
        XCTAssertEqual(extraction.reportText, expected)
        XCTAssertEqual(extraction.notes.filter(\.skipsFile).map(\.location.file), ["App/Big.swift"])
        try Fixtures.assertGolden(JSONSpecWriter.write(extraction.spec), "Idioms/merged-sites.expected.json")
    }

    func testJSONReportHoldsTheNotesAndTheSummary() throws {
        let extraction = try extraction()
        let data = Data(extraction.reportJSON.prettyPrinted().utf8)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let notes = try XCTUnwrap(report["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.count, extraction.notes.count)
        XCTAssertEqual(notes[0]["file"] as? String, "App/Big.swift")
        let merged = try XCTUnwrap(notes[1]["sameAs"] as? [String: String])
        XCTAssertEqual(merged, ["via": "push", "to": "BookView", "source": "App/Library.swift:23:17"])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["callSites"] as? Int, 7)
        XCTAssertEqual(summary["unresolved"] as? Int, 1)
        XCTAssertEqual(summary["text"] as? String, extraction.summary)
    }
}
