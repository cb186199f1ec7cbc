import Foundation
import NavLintTestSupport
import XCTest

/// `navlint render` with screenshots: matching and its report, warnings for pictures it cannot use, pictures
/// in the page and (with --thumbnails) in the drawings, the same bytes every run.
final class ScreenshotRenderTests: XCTestCase {
    private let sample = "Samples/CountriesTabs.navgraph.json"
    private let shots = "Samples/Screenshots/CountriesTabs"

    func testThePageShowsEveryMatchedPictureAndReportsTheCount() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let page = folder.appendingPathComponent("app.html").path
        let result = try NavLintRunner.run(["render", sample, "--screenshots", shots, "-o", page])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "navlint: 6 of 7 screens have a picture\n")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let thumbnail = "<image class=\"navlint-thumb\" xlink:href=\"data:image/jpeg;base64,"
        XCTAssertEqual(html.components(separatedBy: thumbnail).count - 1, 6)
        XCTAssertFalse(html.contains(NSTemporaryDirectory()), "the page names the scratch files")
    }

    func testDrawingsHavePicturesOnlyWithThumbnailsAndTheSameBytesEachRun() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for format in ["svg", "png", "pdf"] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let output = folder.appendingPathComponent("run\(run).\(format)").path
                let result = try NavLintRunner.run(
                    ["render", sample, "--screenshots", shots, "--thumbnails", "--thumb-width", "120", "-o", output])
                XCTAssertEqual(result.status, 0, result.stderr)
                outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
            }
            XCTAssertEqual(outputs[0], outputs[1], "\(format) differs between runs")
            let plain = folder.appendingPathComponent("plain.\(format)").path
            XCTAssertEqual(try NavLintRunner.run(["render", sample, "--screenshots", shots, "-o", plain]).status, 0)
            XCTAssertGreaterThan(outputs[0].count, try Data(contentsOf: URL(fileURLWithPath: plain)).count + 10_000)
        }
        let svg = try String(contentsOfFile: folder.appendingPathComponent("run0.svg").path, encoding: .utf8)
        XCTAssertEqual(svg.components(separatedBy: "class=\"navlint-thumb\"").count - 1, 6)
    }

    func testBrokenHugeAndMislabelledPicturesAreWarningsWithTheirPaths() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = folder.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let png = TestPictures.png(width: 60, height: 120)
        func write(_ bytes: [UInt8], _ name: String) throws {
            try Data(bytes).write(to: pictures.appendingPathComponent(name))
        }
        try write(Array(png.prefix(60)), "testCountriesList.1.png")
        try write(TestPictures.pngHeader(width: 30_000, height: 400), "CountryDetails.png")
        try write([UInt8](repeating: 7, count: 25 << 20), "More.png")
        try write(Array("not a picture".utf8), "ItemList.jpg")
        try write(png, "FlagSheet.png")
        try write(png, "ItemDetail.png")
        let spec = try makeSpec(in: folder, screenshot: "shots/FlagSheet.png", on: "ItemDetails")
        let result = try NavLintRunner.run(
            ["render", spec, "--screenshots", pictures.path, "-o", folder.appendingPathComponent("a.html").path],
            timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        for expected in [
            "\(pictures.path)/testCountriesList.1.png: a broken PNG file",
            "\(pictures.path)/CountryDetails.png: 30000 x 400 pixels is more than navlint reads",
            "\(pictures.path)/More.png: 25.0 MiB (26214400 bytes) is over the 20 MiB a screenshot may have",
            "\(pictures.path)/ItemList.jpg: not a PNG or JPEG file",
        ] {
            XCTAssertTrue(
                lines.contains { $0.hasPrefix("navlint: warning: " + expected) }, "\(expected)\n\(result.stderr)")
        }
        XCTAssertTrue(
            lines.contains(
                "navlint: warning: \(pictures.path)/ItemDetail.png matches no screen; the closest screen is \"ItemDetails\""
            ), result.stderr)
        XCTAssertEqual(lines.last, "navlint: 2 of 7 screens have a picture")
    }

    /// The sample's spec, copied into `folder` with a `screenshot` key on one model.
    private func makeSpec(in folder: URL, screenshot: String, on model: String) throws -> String {
        let source = NavLintRunner.packageRoot.appendingPathComponent(sample)
        var text = try String(contentsOf: source, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"id\": \"\(model)\",", with: "\"id\": \"\(model)\", \"screenshot\": \"\(screenshot)\",")
        let path = folder.appendingPathComponent("app.navgraph.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
