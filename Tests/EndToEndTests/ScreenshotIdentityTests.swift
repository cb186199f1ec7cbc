import Foundation
import NavLintPictures
import NavLintTestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `render` remembers what the picture files it read held by their identities (device, inode, size,
/// modification and change times): a repeated render takes an unchanged picture's thumbnail from the cache
/// without reading it, and reads again a file whose times are not older than the run that read it.
final class ScreenshotIdentityTests: XCTestCase {
    private let listPicture = "__Snapshots__/CountriesListTests/testCountriesList.1.png"
    private let sheetPicture = "FlagSheet.png"

    /// A copy of the sample's pictures, the cache's folder and a way to render the page with both.
    private struct Fixture {
        let pictures: URL
        let cache: URL
        let page: URL

        var memoFile: URL { cache.appendingPathComponent("navlint/picture-identities") }

        /// What the picture `name` holds.
        func content(of name: String) throws -> PictureContent {
            PictureContent(bytes: Array(try Data(contentsOf: pictures.appendingPathComponent(name))))
        }

        func render(cached: Bool = true) throws -> String {
            let environment = cached ? ["XDG_CACHE_HOME": cache.path, "NAVLINT_NO_CACHE": ""] : [:]
            let result = try NavLintRunner.run(
                ["render", "Samples/CountriesTabs.navgraph.json", "--screenshots", pictures.path, "-o", page.path],
                environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            return try String(contentsOf: page, encoding: .utf8)
        }
    }

    private func fixture() throws -> Fixture {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let pictures = folder.appendingPathComponent("shots")
        try FileManager.default.copyItem(
            at: NavLintRunner.packageRoot.appendingPathComponent("Samples/Screenshots/CountriesTabs"), to: pictures)
        return Fixture(
            pictures: pictures, cache: folder.appendingPathComponent("cache"),
            page: folder.appendingPathComponent("a.html"))
    }

    /// The file's identity, read here with stat(2) as navlint reads it.
    private func identity(of file: URL) throws -> FileIdentity {
        var status = stat()
        XCTAssertEqual(stat(file.path, &status), 0)
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
        return FileIdentity(
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
            size: UInt64(status.st_size), modified: nanoseconds(modified), changed: nanoseconds(changed))
    }

    /// The distinct pictures a page embeds.
    private func embedded(_ page: String) -> Set<Substring> {
        Set(page.matches(of: /data:image\/jpeg;base64,[A-Za-z0-9+\/=]+/).map(\.output))
    }

    func testAnUnchangedPictureIsNotReadAgainUnlessItsTimesAreRacy() throws {
        let fixture = try fixture()
        let first = try fixture.render()
        let remembered = try XCTUnwrap(PictureIdentityMemo(bytes: Array(Data(contentsOf: fixture.memoFile))))
        XCTAssertEqual(remembered.count, 6)
        XCTAssertEqual(embedded(first).count, 6)
        // A memo that says the list's picture holds the sheet's: trusted, the list's file is not read and the
        // sheet's thumbnail (in the cache) is drawn twice.
        let list = try identity(of: fixture.pictures.appendingPathComponent(listPicture))
        let sheet = try fixture.content(of: sheetPicture)
        var lying = PictureIdentityMemo()
        lying.remember(sheet, of: list, stamp: list.changed + 1)
        try Data(lying.bytes()).write(to: fixture.memoFile)
        let trusted = embedded(try fixture.render())
        XCTAssertEqual(trusted.count, 5)
        XCTAssertTrue(trusted.isSubset(of: embedded(first)))
        // The same memo with the stamp of a run that began in the tick the file was last changed: the file may
        // have changed after that run read it, so it is read again, and remembered anew.
        var racy = PictureIdentityMemo()
        racy.remember(sheet, of: list, stamp: list.changed)
        try Data(racy.bytes()).write(to: fixture.memoFile)
        XCTAssertEqual(try fixture.render(), first)
        let reread = try XCTUnwrap(PictureIdentityMemo(bytes: Array(Data(contentsOf: fixture.memoFile))))
        XCTAssertEqual(reread.content(of: list), try fixture.content(of: listPicture))
    }

    func testAPictureChangedInPlaceWithItsSizeAndTimeKeptGetsItsNewThumbnail() throws {
        let fixture = try fixture()
        let first = try fixture.render()
        let list = fixture.pictures.appendingPathComponent(listPicture)
        let before = try identity(of: list)
        // The sheet's picture written over the list's, padded to its size after the PNG's end, and the list's
        // modification time put back.
        var bytes = try Data(contentsOf: fixture.pictures.appendingPathComponent(sheetPicture))
        bytes += Data(count: Int(before.size) - bytes.count)
        let handle = try FileHandle(forWritingTo: list)
        try handle.write(contentsOf: bytes)
        try handle.close()
        let modified = timespec(
            tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))
        var times = [modified, modified]
        XCTAssertEqual(utimensat(AT_FDCWD, list.path, &times, 0), 0)
        let after = try identity(of: list)
        XCTAssertEqual([after.inode, after.size], [before.inode, before.size])
        XCTAssertEqual(after.modified, before.modified)
        let changed = try fixture.render()
        XCTAssertNotEqual(changed, first)
        XCTAssertEqual(changed, try fixture.render(cached: false))
        XCTAssertEqual(try fixture.render(), changed)
    }
}
