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
                "navlint: warning: \(pictures.path)/ItemDetail.png matches no screen; did you mean \"ItemDetails\"?"
            ), result.stderr)
        XCTAssertEqual(lines.last, "navlint: 2 of 7 screens have a picture")
    }

    func testPicturesThatMatchNothingAreCountedAndNamedWithVerbose() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = folder.appendingPathComponent("repo")
        let png = TestPictures.png(width: 30, height: 60)
        for name in [
            "App/Assets.xcassets/AppIcon.appiconset/AppIcon.png",
            "App/Assets.xcassets/AppIcon.appiconset/icon-60@2x.png",
            "Components/__Snapshots__/ToastTests/toastView.1.png", "Docs/logo.jpg", "ItemDetail.png",
            "__Snapshots__/CountriesListTests/testDefault.1.png",
        ] {
            try save(png, to: pictures.appendingPathComponent(name))
        }
        let output = folder.appendingPathComponent("a.html").path
        let quiet = try NavLintRunner.run(["render", sample, "--screenshots", pictures.path, "-o", output])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(
            quiet.stderr,
            """
            navlint: warning: \(pictures.path)/ItemDetail.png matches no screen; did you mean "ItemDetails"?
            navlint: warning: 4 pictures under \(pictures.path) match no screen and no screen's name is close to \
            theirs; --verbose names them
            navlint: 1 of 7 screens have a picture

            """)
        let verbose = try NavLintRunner.run(
            ["render", sample, "--screenshots", pictures.path, "--verbose", "-o", output])
        XCTAssertEqual(verbose.status, 0, verbose.stderr)
        let named = verbose.stderr.split(separator: "\n").filter { $0.hasSuffix(" matches no screen") }
        XCTAssertEqual(
            named,
            [
                "App/Assets.xcassets/AppIcon.appiconset/AppIcon.png",
                "App/Assets.xcassets/AppIcon.appiconset/icon-60@2x.png",
                "Components/__Snapshots__/ToastTests/toastView.1.png", "Docs/logo.jpg",
            ].map { "navlint: warning: \(pictures.path)/\($0) matches no screen" }, verbose.stderr)
        XCTAssertFalse(verbose.stderr.contains("pictures under"), verbose.stderr)
    }

    func testPicturesThatFitTwoScreensOrTieAreWarningsNamingBoth() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = folder.appendingPathComponent("shots")
        let png = TestPictures.png(width: 30, height: 60)
        for name in ["a/More.png", "b/More.png", "MoreActionsTests/testMore.1.png", "c/testMoreActions.2.png"] {
            try save(png, to: pictures.appendingPathComponent(name))
        }
        let result = try NavLintRunner.run(
            ["render", sample, "--screenshots", pictures.path, "-o", folder.appendingPathComponent("a.html").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            """
            navlint: warning: "More" has 2 equally good pictures, \(pictures.path)/a/More.png and \
            \(pictures.path)/b/More.png: the same snapshot number and path length; the first in byte order is \
            shown (a screenshot key chooses one)
            navlint: 2 of 7 screens have a picture

            """)
    }

    func testAPictureThatFitsTwoScreensIsAWarningNamingBoth() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let source = try String(contentsOf: NavLintRunner.packageRoot.appendingPathComponent(sample), encoding: .utf8)
        let spec = folder.appendingPathComponent("app.navgraph.json").path
        try source.replacingOccurrences(
            of: "\"id\": \"ItemList\",", with: "\"id\": \"ItemList\", \"swift\": \"MoreScreen\","
        )
        .write(toFile: spec, atomically: true, encoding: .utf8)
        let pictures = folder.appendingPathComponent("shots")
        try save(TestPictures.png(width: 30, height: 60), to: pictures.appendingPathComponent("More.png"))
        let result = try NavLintRunner.run(
            ["render", spec, "--screenshots", pictures.path, "-o", folder.appendingPathComponent("a.html").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            """
            navlint: warning: \(pictures.path)/More.png fits the screens "More" and "ItemList" alike; it is shown \
            for "More", the first in the spec (a screenshot key on "More" passes it to the next)
            navlint: 1 of 7 screens have a picture

            """)
    }

    func testAGitLFSPointerIsNamedAsOneWithTheFix() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = folder.appendingPathComponent("shots")
        let pointer = """
            version https://git-lfs.github.com/spec/v1
            oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
            size 182034

            """
        try save(Array(pointer.utf8), to: pictures.appendingPathComponent("CountriesList.png"))
        let result = try NavLintRunner.run(
            ["render", sample, "--screenshots", pictures.path, "-o", folder.appendingPathComponent("a.html").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            """
            navlint: warning: \(pictures.path)/CountriesList.png: a Git LFS pointer, not the picture; fetch the \
            pictures with `git lfs pull` (in GitHub Actions, `lfs: true` on actions/checkout); drawn without a picture
            navlint: 0 of 7 screens have a picture

            """)
    }

    func testFileNamesAreEscapedInMessagesAndOpenedByTheirBytes() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = folder.appendingPathComponent("shots")
        let png = TestPictures.png(width: 30, height: 60)
        try save(png, to: pictures.appendingPathComponent("Forged\nnavlint: error: FORGED.png"))
        try save(
            Array(png.prefix(40)), to: pictures.appendingPathComponent("FlagSheetTests/cut\nnavlint: error: X.1.png"))
        // Names that are not UTF-8: one its folder matches, to be opened as it is spelt, and one matching nothing.
        let base = Array(pictures.path.utf8)
        try saveRaw(png, to: base + Array("/CountryDetailsTests/".utf8) + [0xFF, 0xFE] + Array(".1.png".utf8))
        let odd = Array(folder.appendingPathComponent("odd").path.utf8)
        try saveRaw(png, to: odd + Array("/Icon".utf8) + [0xC3] + Array(".png".utf8))
        let result = try NavLintRunner.run(
            [
                "render", sample, "--screenshots", pictures.path, "--screenshots",
                folder.appendingPathComponent("odd").path, "-o", folder.appendingPathComponent("a.html").path,
            ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.contains { $0.hasPrefix("navlint: error") }, result.stderr)
        for expected in [
            "navlint: warning: \(pictures.path)/FlagSheetTests/cut\\nnavlint: error: X.1.png: a broken PNG file",
            "navlint: warning: \(pictures.path)/Forged\\nnavlint: error: FORGED.png matches no screen",
            "navlint: warning: \(folder.path)/odd/Icon\\xC3.png matches no screen",
        ] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(expected) }, "\(expected)\n\(result.stderr)")
        }
        XCTAssertEqual(lines.last, "navlint: 1 of 7 screens have a picture", result.stderr)
    }

    private func save(_ bytes: [UInt8], to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Writes a file whose path is given as bytes (which need not be UTF-8), making its folder.
    private func saveRaw(_ bytes: [UInt8], to path: [UInt8]) throws {
        let folder = String(decoding: path[..<path.lastIndex(of: UInt8(ascii: "/"))!], as: UTF8.self)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0, "cannot make the file")
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: Data(bytes))
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
