import NavLintTestSupport
import Testing

@testable import NavLintPictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole-buffer reader of plain PNGs: it gives libpng's pixels for every filter, colour type, size and split
/// of the image data, and leaves to libpng (same thumbnail, same error) every picture it does not read as libpng
/// would.
@Suite struct WholePNGReaderTests {
    /// A pixel of `channels` bytes whose every channel varies across, down and from channel to channel.
    func pixel(_ x: Int, _ y: Int, channels: Int) -> [UInt8] {
        (0..<channels).map { UInt8(truncatingIfNeeded: x * (7 + $0) + y * (3 + 5 * $0) + (x ^ y) * $0) }
    }

    /// A plain PNG of `channels` channels (1 grey, 2 grey and alpha, 3 RGB, 4 RGBA), each row filtered by
    /// `filter(y)`, the image data in chunks of at most `chunkSize` bytes, `before` between the header and it.
    func plainPNG(
        width: Int, height: Int, channels: Int, filter: (Int) -> UInt8 = { UInt8($0 % 5) },
        chunkSize: Int = .max, before: [[UInt8]] = [], zlib: ([UInt8]) -> [UInt8] = TestPictures.storedZlib
    ) -> [UInt8] {
        let colourType: UInt8 = [1: 0, 2: 4, 3: 2, 4: 6][channels] ?? 2
        let rows = TestPictures.filteredRows(width: width, height: height, channels: channels, filter: filter) {
            pixel($0, $1, channels: channels)
        }
        let stream = zlib(rows)
        let chunks = stride(from: 0, to: stream.count, by: chunkSize).map {
            TestPictures.chunk("IDAT", Array(stream[$0..<min($0 + chunkSize, stream.count)]))
        }
        let header = TestPictures.headerFields(width: width, height: height, colourType: colourType)
        return TestPictures.signature + TestPictures.chunk("IHDR", header) + before.joined() + chunks.joined()
            + TestPictures.chunk("IEND", [])
    }

    /// Expects the two readers to give the same outcome, thumbnail or error, at several widths.
    func expectSameOutcome(_ png: [UInt8], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        for width in [240, 16, 1] {
            let whole = Thumbnail.make(from: png, width: width, encoding: .png, reader: .fastest)
            let streamed = Thumbnail.make(from: png, width: width, encoding: .png, reader: .streamed)
            #expect(whole == streamed, "\(comment) to \(width)", sourceLocation: sourceLocation)
            let pixels = Thumbnail.pixels(from: png, width: width)
            #expect(
                pixels?.rgb == Thumbnail.pixels(from: png, width: width, reader: .streamed)?.rgb,
                "\(comment) to \(width)", sourceLocation: sourceLocation)
        }
    }

    /// Expects the whole-buffer reader to take the picture, or to leave it to libpng.
    func expectReadWhole(
        _ png: [UInt8], _ expected: Bool, _ comment: Comment = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let readWhole = Thumbnail.readsWhole(png)
        #expect(readWhole == expected, comment, sourceLocation: sourceLocation)
    }

    @Test func everyFilterAndColourTypeGivesLibpngsPixels() throws {
        for channels in 1...4 {
            for (width, height) in [(1, 1), (2, 3), (5, 7), (37, 29), (301, 211)] {
                for chunkSize in [Int.max, 97] {
                    let png = plainPNG(width: width, height: height, channels: channels, chunkSize: chunkSize)
                    expectReadWhole(png, true, "\(channels) channels, \(width) x \(height)")
                    expectSameOutcome(png, "\(channels) channels, \(width) x \(height), chunks of \(chunkSize)")
                }
            }
        }
    }

    @Test func eachFilterAloneAndRepeatedRowsGiveLibpngsPixels() throws {
        for filter in UInt8(0)...4 {
            let png = plainPNG(width: 33, height: 40, channels: 3, filter: { _ in filter })
            expectReadWhole(png, true)
            expectSameOutcome(png, "filter \(filter)")
        }
        // Rows that repeat the one above, written with each filter in turn.
        let bands = TestPictures.filteredRows(
            width: 50, height: 60, channels: 4, filter: { UInt8($0 % 5) },
            pixel: { x, y in [UInt8(x * 5 % 256), UInt8(y / 7 * 30), 90, UInt8(y / 7 * 20 + 40)] })
        let png =
            TestPictures.signature
            + TestPictures.chunk("IHDR", TestPictures.headerFields(width: 50, height: 60, colourType: 6))
            + TestPictures.chunk("IDAT", TestPictures.storedZlib(bands)) + TestPictures.chunk("IEND", [])
        expectReadWhole(png, true)
        expectSameOutcome(png, "bands")
    }

    @Test func aPNGLibpngWroteCompressedIsReadWhole() throws {
        // navlint's own PNG thumbnails: libpng's adaptive filters, zlib at level 9, image data in 8 KB chunks.
        let source = TestPictures.png(width: 700, height: 900) { x, y in
            (UInt8((x * y) % 256), UInt8((x + 3 * y) % 256), UInt8(((x / 40) ^ (y / 40)) * 37 % 256))
        }
        let png = try Thumbnail.make(from: source, width: 700, encoding: .png).get().bytes
        expectReadWhole(png, true)
        expectSameOutcome(png, "libpng's PNG")
    }

    @Test func ancillaryChunksBeforeTheImageDataArePassedOver() throws {
        let before = [
            TestPictures.chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]),
            TestPictures.chunk("tEXt", Array("Software\u{0}navlint".utf8)),
            TestPictures.chunk("zzZz", [1, 2, 3]),
            // An ancillary chunk whose CRC is wrong: libpng warns and passes over it.
            Array(TestPictures.chunk("tEXt", Array("Comment\u{0}x".utf8)).dropLast(4)) + [0, 0, 0, 0],
        ]
        let png = plainPNG(width: 20, height: 10, channels: 3, before: before)
        expectReadWhole(png, true)
        expectSameOutcome(png, "ancillary chunks")
    }

    @Test func whatTheWholeReaderDoesNotTakeIsLeftToLibpng() throws {
        let plain = plainPNG(width: 24, height: 18, channels: 3)
        let idat = try #require(plain.indices.first { Array(plain[$0..<$0 + 4]) == Array("IDAT".utf8) })
        var badCRC = plain
        badCRC[idat + 10] ^= 0x55
        let badFilter = plainPNG(width: 24, height: 18, channels: 3, filter: { $0 == 3 ? 5 : 0 })
        let cases: [(String, [UInt8])] = [
            (
                "a transparent colour",
                plainPNG(
                    width: 24, height: 18, channels: 3, before: [TestPictures.chunk("tRNS", [0, 1, 0, 2, 0, 3])])
            ),
            (
                "a suggested palette",
                plainPNG(
                    width: 24, height: 18, channels: 3, before: [TestPictures.chunk("PLTE", [1, 2, 3])])
            ),
            (
                "an unknown critical chunk",
                plainPNG(
                    width: 24, height: 18, channels: 3, before: [TestPictures.chunk("ABCD", [])])
            ),
            (
                "an animation",
                plainPNG(
                    width: 24, height: 18, channels: 3, before: [TestPictures.chunk("acTL", [0, 0, 0, 1, 0, 0, 0, 0])])
            ),
            (
                "a smaller zlib window",
                plainPNG(
                    width: 24, height: 18, channels: 3,
                    zlib: { rows in
                        [0x68, 0x81] + TestPictures.storedZlib(rows).dropFirst(2)
                    })
            ),
            (
                "too much image data",
                plainPNG(
                    width: 24, height: 18, channels: 3,
                    zlib: { rows in
                        TestPictures.storedZlib(rows + [0, 0, 0])
                    })
            ),
            (
                "too little image data",
                plainPNG(
                    width: 24, height: 18, channels: 3,
                    zlib: { rows in
                        TestPictures.storedZlib(Array(rows.dropLast(3)))
                    })
            ),
            (
                "no checksum",
                plainPNG(
                    width: 24, height: 18, channels: 3,
                    zlib: { rows in
                        Array(TestPictures.storedZlib(rows).dropLast(4))
                    })
            ),
            ("a damaged image data chunk", badCRC),
            ("a filter that does not exist", badFilter),
            ("the file cut in the image data", Array(plain.prefix(idat + 200))),
            ("interlaced", TestPictures.png(width: 24, height: 18, interlaced: true)),
        ]
        for (name, png) in cases {
            expectReadWhole(png, false, "\(name)")
            expectSameOutcome(png, "\(name)")
        }
        // libpng refuses a filter that does not exist.
        #expect(throws: PictureError.self) { try Thumbnail.make(from: badFilter).get() }
    }

    @Test func aChunkLongerThanTheFileIsRefusedBeforeAnythingIsAllocatedForIt() throws {
        // A 200-byte picture whose text chunk says it holds 2 GB: libpng would allocate that before reading on.
        let plain = plainPNG(width: 13, height: 9, channels: 2)
        let text = [0x7A, 0x00, 0x00, 0x0D] + Array("tEXtSoftware".utf8)
        let png = Array(plain.prefix(33)) + text + Array(plain.dropFirst(33))
        /// The process's peak resident size, in bytes.
        func peak() -> Int {
            var usage = rusage()
            #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return usage.ru_maxrss * 1024
            #else
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss
            #endif
        }
        let before = peak()
        for reader in [Thumbnail.PNGReader.fastest, .streamed] {
            let made = Thumbnail.make(from: png, reader: reader)
            #expect(made == .failure(.corrupt(format: .png, message: "the file ends early")))
        }
        #expect(peak() - before < 512 << 20, "the peak resident size grew by \(peak() - before) bytes")
    }

    @Test func aPictureIsReadWholeUnlessThatHalvesHowManyDecodeAtOnce() throws {
        let phone = TestPictures.pngHeader(width: 1170, height: 2532)
        let budget = 96 << 20
        let whole = Thumbnail.decodingMemory(header: phone, reader: .fastest)
        let streamed = Thumbnail.decodingMemory(header: phone, reader: .streamed)
        #expect(whole > 4 * streamed)
        // Two cores: two pictures at a time either way.
        let flat = DecodingPlan(header: phone, fileSize: 54_000, width: 240, budget: budget, cores: 2)
        #expect(flat.reader == .fastest && flat.cost == 54_000 + whole)
        // Sixteen cores: four read whole at a time, or sixteen streamed.
        let many = DecodingPlan(header: phone, fileSize: 54_000, width: 240, budget: budget, cores: 16)
        #expect(many.reader == .streamed && many.cost == 54_000 + streamed)
        // Four cores and a 5 MB file: three read whole at a time, or four streamed.
        let noisy = DecodingPlan(header: phone, fileSize: 5_000_000, width: 240, budget: budget, cores: 4)
        #expect(noisy.reader == .fastest)
        // Whatever is no PNG costs the same either way.
        let jpeg = try Thumbnail.make(from: TestPictures.png(width: 300, height: 600), width: 300).get().bytes
        let photo = DecodingPlan(header: jpeg, fileSize: jpeg.count, width: 240, budget: budget, cores: 16)
        #expect(photo.reader == .fastest && photo.cost == jpeg.count + Thumbnail.decodingMemory(header: jpeg))
    }

    @Test func theMemoryOfAWholeReadCountsThePictureInflated() throws {
        let phone = Thumbnail.decodingMemory(header: TestPictures.pngHeader(width: 1170, height: 2532))
        #expect(phone >= 2 * 2532 * (1170 * 3 + 1) && phone < 32 << 20)
        // Past the whole reader's size, libpng streams the picture a row at a time.
        let large = Thumbnail.decodingMemory(header: TestPictures.pngHeader(width: 6000, height: 6000))
        #expect(large > 0 && large < 8 << 20)
    }
}
