import Foundation
import XCTest

/// Where `extract` says the code is: every `source` path leads from the written spec's folder (the current
/// folder when the spec is printed) to the Swift file, whatever form the paths were given in; the unresolved
/// lines on standard error name the files as they were given.
final class ExtractPlacesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try NavLintRunner.temporaryFolder(for: self)
        let app = folder.appendingPathComponent("App/Screens")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("specs/navigation"), withIntermediateDirectories: true)
        let home = """
            import SwiftUI
            struct HomeView: View {
                @Environment(\\.openURL) private var openURL
                var address: String
                var body: some View {
                    NavigationStack {
                        NavigationLink("Detail") { DetailView() }
                        Button("Help") { openURL(URL(string: address)!) }
                    }
                }
            }
            """
        try home.write(to: app.appendingPathComponent("HomeView.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct DetailView: View { var body: some View { Text(\"d\") } }\n".write(
            to: app.appendingPathComponent("DetailView.swift"), atomically: true, encoding: .utf8)
    }

    /// Every `source` value of the spec text, without its `:line:col`.
    private func sourcePaths(_ spec: String) throws -> Set<String> {
        let regex = try NSRegularExpression(pattern: #""source": "([^"]+):\d+:\d+""#)
        let range = NSRange(spec.startIndex..., in: spec)
        return Set(regex.matches(in: spec, range: range).map { String(spec[Range($0.range(at: 1), in: spec)!]) })
    }

    func testSourcesLeadFromTheWrittenSpecsFolderAndNotesFromTheCurrentOne() throws {
        let result = try NavLintRunner.run(["extract", "App", "-o", "specs/navigation/app.navgraph.json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let spec = try String(
            contentsOf: folder.appendingPathComponent("specs/navigation/app.navgraph.json"), encoding: .utf8)
        let paths = try sourcePaths(spec)
        XCTAssertEqual(paths, ["../../App/Screens/HomeView.swift", "../../App/Screens/DetailView.swift"])
        for path in paths {
            let file = folder.appendingPathComponent("specs/navigation").appendingPathComponent(path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(path) leads nowhere")
        }
        XCTAssertTrue(result.stderr.hasPrefix("App/Screens/HomeView.swift:8:"), result.stderr)
    }

    func testARepeatedNavigationIsListedAsMergedIntoTheEdgeThatStandsForIt() throws {
        let shelf = """
            import SwiftUI
            struct ShelfView: View {
                var body: some View {
                    NavigationLink("One") { DetailView() }
                    NavigationLink("Two") { DetailView() }
                }
            }
            """
        try shelf.write(
            to: folder.appendingPathComponent("App/Screens/ShelfView.swift"), atomically: true, encoding: .utf8)
        let result = try NavLintRunner.run(["extract", "App", "--report", "json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any])
        let notes = try XCTUnwrap(report["notes"] as? [[String: Any]])
        let merged = notes.filter { $0["kind"] as? String == "merged" }
        XCTAssertEqual(merged.count, 1, "\(notes)")
        XCTAssertEqual(merged.first?["file"] as? String, "App/Screens/ShelfView.swift")
        XCTAssertEqual(merged.first?["line"] as? Int, 5)
        let same = try XCTUnwrap(merged.first?["sameAs"] as? [String: String])
        XCTAssertEqual(same, ["via": "push", "to": "DetailView", "source": "App/Screens/ShelfView.swift:4:9"])
        XCTAssertTrue(result.stdout.contains(#""source": "App/Screens/ShelfView.swift:4:9""#), result.stdout)
        let text = try NavLintRunner.run(["extract", "App"], in: folder)
        XCTAssertTrue(
            text.stderr.contains(
                "App/Screens/ShelfView.swift:5:9: merged: push to DetailView: the spec writes it once, as the edge "
                    + "at App/Screens/ShelfView.swift:4:9\n"), text.stderr)
    }

    /// With the spec written to another folder, the report still names every place from the current folder:
    /// the merged site, the edge that stands for it (`sameAs`) and the message alike; only the spec's own
    /// `source` keys lead from the spec's folder.
    func testAMergedSitesReportNamesTheEdgeFromTheCurrentFolderWhereverTheSpecIsWritten() throws {
        let shelf = """
            import SwiftUI
            struct ShelfView: View {
                var body: some View {
                    NavigationLink("One") { DetailView() }
                    NavigationLink("Two") { DetailView() }
                }
            }
            """
        try shelf.write(
            to: folder.appendingPathComponent("App/Screens/ShelfView.swift"), atomically: true, encoding: .utf8)
        let output = "specs/navigation/app.navgraph.json"
        let json = try NavLintRunner.run(["extract", "App", "-o", output, "--report", "json"], in: folder)
        XCTAssertEqual(json.status, 0, json.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any])
        let notes = try XCTUnwrap(report["notes"] as? [[String: Any]])
        let merged = try XCTUnwrap(notes.first { $0["kind"] as? String == "merged" }, "\(notes)")
        XCTAssertEqual(merged["file"] as? String, "App/Screens/ShelfView.swift")
        let same = try XCTUnwrap(merged["sameAs"] as? [String: String])
        XCTAssertEqual(same["source"], "App/Screens/ShelfView.swift:4:9")
        XCTAssertEqual(
            merged["message"] as? String,
            "push to DetailView: the spec writes it once, as the edge at App/Screens/ShelfView.swift:4:9")
        let spec = try String(contentsOf: folder.appendingPathComponent(output), encoding: .utf8)
        XCTAssertTrue(spec.contains(#""source": "../../App/Screens/ShelfView.swift:4:9""#), spec)
        let text = try NavLintRunner.run(["extract", "App", "-o", output], in: folder)
        XCTAssertTrue(
            text.stderr.contains(
                "App/Screens/ShelfView.swift:5:9: merged: push to DetailView: the spec writes it once, as the edge "
                    + "at App/Screens/ShelfView.swift:4:9\n"), text.stderr)
    }

    func testAbsolutePathsPrintedAreRelativeToTheCurrentFolder() throws {
        let absolute = folder.appendingPathComponent("App").path
        let printed = try NavLintRunner.run(["extract", absolute], in: folder)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertEqual(try sourcePaths(printed.stdout), ["App/Screens/HomeView.swift", "App/Screens/DetailView.swift"])
        XCTAssertTrue(printed.stderr.hasPrefix(absolute + "/Screens/HomeView.swift:8:"), printed.stderr)
        let fromBelow = try NavLintRunner.run(["extract", "../App"], in: folder.appendingPathComponent("specs"))
        XCTAssertEqual(
            try sourcePaths(fromBelow.stdout), ["../App/Screens/HomeView.swift", "../App/Screens/DetailView.swift"])
    }
}
