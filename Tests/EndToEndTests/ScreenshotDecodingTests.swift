import Foundation
import NavLintTestSupport
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `navlint render` with screenshots, as to what is decoded and where it goes: the drawing's limits come
/// before any picture is read and only drawn pictures are read, no temporary path reaches an output, and the
/// thumbnail cache gives the same bytes as decoding.
final class ScreenshotDecodingTests: XCTestCase {
    private let sample = "Samples/CountriesTabs.navgraph.json"
    private let shots = "Samples/Screenshots/CountriesTabs"

    /// The sample's pictures copied into `folder/shots`, with the picture of CountriesList cut short so that
    /// reading it warns.
    private func picturesWithABrokenOne(in folder: URL) throws -> String {
        let pictures = folder.appendingPathComponent("shots")
        try FileManager.default.copyItem(at: NavLintRunner.packageRoot.appendingPathComponent(shots), to: pictures)
        let path = pictures.appendingPathComponent("__Snapshots__/CountriesListTests/testCountriesList.1.png")
        try Data(try Data(contentsOf: path).prefix(80)).write(to: path)
        return pictures.path
    }

    func testADrawingOverItsLimitsReadsNoPicture() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = try picturesWithABrokenOne(in: folder)
        let drawn = try NavLintRunner.run(
            [
                "render", sample, "--screenshots", pictures, "--thumbnails", "-o",
                folder.appendingPathComponent("a.svg").path,
            ])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertTrue(drawn.stderr.contains("a broken PNG file"), "the broken picture does not warn\n\(drawn.stderr)")
        let refused = try NavLintRunner.run(
            [
                "render", sample, "--screenshots", pictures, "--thumbnails", "--max-nodes", "2",
                "-o", folder.appendingPathComponent("b.svg").path,
            ])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.stderr.contains("--max-nodes") || refused.stderr.contains("nodes"), refused.stderr)
        XCTAssertFalse(refused.stderr.contains("broken"), "pictures were read before refusing\n\(refused.stderr)")
        XCTAssertFalse(refused.stderr.contains("have a picture"), refused.stderr)
        let page = try NavLintRunner.run(
            [
                "render", sample, "--screenshots", pictures, "--max-nodes", "2",
                "-o", folder.appendingPathComponent("c.html").path,
            ])
        XCTAssertEqual(page.status, 0, page.stderr)
        XCTAssertFalse(page.stderr.contains("broken"), "pictures were read for a page that shows none\n\(page.stderr)")
        XCTAssertTrue(
            page.stderr.contains("the page shows no pictures (none were read): the diagram would have"), page.stderr)
    }

    func testOnlyThePicturesOfDrawnScreensAreRead() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = try picturesWithABrokenOne(in: folder)
        let result = try NavLintRunner.run(
            [
                "render", sample, "--screenshots", pictures, "--thumbnails", "--focus", "CountryDetails", "--depth",
                "0", "-o", folder.appendingPathComponent("a.svg").path,
            ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("broken"), "a picture not drawn was read\n\(result.stderr)")
        XCTAssertTrue(result.stderr.hasSuffix("were not read\n"), result.stderr)
        let svg = try String(contentsOfFile: folder.appendingPathComponent("a.svg").path, encoding: .utf8)
        XCTAssertEqual(svg.components(separatedBy: "class=\"navlint-thumb\"").count - 1, 1)
    }

    func testATemporaryFolderWithMarkupInItsPathReachesNoOutput() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let temporary = folder.appendingPathComponent("tmp & \"odd\" <dir>")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let svgPath = folder.appendingPathComponent("a.svg").path
        let pagePath = folder.appendingPathComponent("a.html").path
        let environment = ["TMPDIR": temporary.path]
        let svgRun = try NavLintRunner.run(
            ["render", sample, "--screenshots", shots, "--thumbnails", "-o", svgPath], environment: environment)
        XCTAssertEqual(svgRun.status, 0, svgRun.stderr)
        let pageRun = try NavLintRunner.run(
            ["render", sample, "--screenshots", shots, "-o", pagePath], environment: environment)
        XCTAssertEqual(pageRun.status, 0, pageRun.stderr)
        let svg = try Data(contentsOf: URL(fileURLWithPath: svgPath))
        let parser = XMLParser(data: svg)
        XCTAssertTrue(parser.parse(), "the SVG is not well-formed: \(String(describing: parser.parserError))")
        let page = try String(contentsOfFile: pagePath, encoding: .utf8)
        let svgText = String(decoding: svg, as: UTF8.self)
        for (name, text) in [("svg", svgText), ("page", page), ("messages", svgRun.stderr + pageRun.stderr)] {
            XCTAssertFalse(text.contains("navlint-pictures-"), "\(name) names a scratch file")
            XCTAssertFalse(text.contains("file://"), "\(name) points at a file")
            XCTAssertFalse(text.contains(folder.path), "\(name) names the test's folder")
        }
        let embedded = "<image class=\"navlint-thumb\" xlink:href=\"data:image/jpeg;base64,"
        XCTAssertEqual(svgText.components(separatedBy: embedded).count - 1, 6)
        XCTAssertEqual(page.components(separatedBy: embedded).count - 1, 6)
    }

    func testTheThumbnailCacheGivesTheSameBytesAsDecoding() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let cache = folder.appendingPathComponent("cache")
        let entries = cache.appendingPathComponent("navlint/thumbnails")
        let cached = ["XDG_CACHE_HOME": cache.path, "NAVLINT_NO_CACHE": ""]
        func render(_ name: String, _ environment: [String: String]) throws -> (page: Data, stderr: String) {
            let page = folder.appendingPathComponent(name)
            let result = try NavLintRunner.run(
                ["render", sample, "--screenshots", shots, "-o", page.path], environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            return (try Data(contentsOf: page), result.stderr)
        }
        let uncached = try render("plain.html", [:])
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path))
        let first = try render("first.html", cached)
        let names = try FileManager.default.contentsOfDirectory(atPath: entries.path)
        XCTAssertEqual(names.count, 6, "\(names)")
        // Entries marked as long unused are marked used again by a run that reads them.
        let old = Date(timeIntervalSince1970: 946_684_800)
        for name in names {
            try FileManager.default.setAttributes(
                [.modificationDate: old], ofItemAtPath: entries.appendingPathComponent(name).path)
        }
        let second = try render("second.html", cached)
        for name in names {
            let used = try FileManager.default.attributesOfItem(atPath: entries.appendingPathComponent(name).path)
            XCTAssertGreaterThan(try XCTUnwrap(used[.modificationDate] as? Date), old, "\(name) was not read")
        }
        XCTAssertEqual(first.page, uncached.page)
        XCTAssertEqual(second.page, uncached.page)
        XCTAssertEqual(second.stderr, uncached.stderr)
        XCTAssertFalse(String(decoding: second.page, as: UTF8.self).contains(cache.path))
        // A damaged entry is passed over and made again.
        let damaged = entries.appendingPathComponent(names[0])
        var bytes = try Data(contentsOf: damaged)
        bytes[bytes.count - 20] ^= 0xFF
        try bytes.write(to: damaged)
        XCTAssertEqual(try render("third.html", cached).page, uncached.page)
        XCTAssertNotEqual(try Data(contentsOf: damaged), bytes)
    }

    func testACacheThatCannotBeWrittenIsPassedOver() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let blocked = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocked)
        let page = folder.appendingPathComponent("a.html")
        let plain = try NavLintRunner.run(["render", sample, "--screenshots", shots, "-o", page.path])
        let expected = try Data(contentsOf: page)
        let result = try NavLintRunner.run(
            ["render", sample, "--screenshots", shots, "-o", page.path],
            environment: ["XDG_CACHE_HOME": blocked.path, "NAVLINT_NO_CACHE": ""])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, plain.stderr)
        XCTAssertEqual(try Data(contentsOf: page), expected)
    }
}
