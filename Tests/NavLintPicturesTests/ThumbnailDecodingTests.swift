import NavLintTestSupport
import Testing

@testable import NavLintPictures

/// What decoding reads besides RGB PNGs: CMYK and YCCK JPEGs, JPEGs scaled in their inverse DCT, interlaced
/// PNGs read pass by pass, the memory a decode takes read from the header, and cache entries.
@Suite struct ThumbnailDecodingTests {
    /// Three 16 x 16 JPEGs made with libjpeg, inks (cyan, magenta, yellow, black) (0, 128, 255, 64) in the
    /// top half and (255, 200, 0, 0) in the bottom half: CMYK with Adobe's marker (so stored inverted, as
    /// Photoshop writes them), CMYK without it (stored as they are), and YCCK (Adobe's, inverted).
    enum Inks {
        static let cmykAdobe = picture(
            "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkK"
                + "CgoKCgYICwwLCgwJCgoK/8AAFAgAEAAQBEMRAE0RAFkRAEsRAP/EABgAAQADAQAAAAAAAAAAAAAAAAADCQoI/8QAFBABAAAA"
                + "AAAAAAAAAAAAAAAAAP/aAA4EQwBNAFkASwAAPwC/xGz/ALvwAYA1b7f4sAAH/9k=")
        static let cmykPlain = picture(
            "/9j/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/"
                + "wAAUCAAQABAEQxEATREAWREASxEA/8QAFgABAQEAAAAAAAAAAAAAAAAAAAkK/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAA4E"
                + "QwBNAFkASwAAPwDP+L+J/gDf4pAwBp/gD//Z")
        static let ycck = picture(
            "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkK"
                + "CgoKCgYICwwLCgwJCgoK/9sAQwECAgICAgIFAwMFCgcGBwoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK"
                + "CgoKCgoKCgoKCgoK/8AAFAgAEAAQBAEiAAIRAQMRAQQiAP/EABcAAQEBAQAAAAAAAAAAAAAAAAAJBwj/xAAUEAEAAAAAAAAA"
                + "AAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABsRAAEEAwAAAAAAAAAAAAAAAAAYGWXkZqSl/9oADgQBAAIRAxEE"
                + "AAA/AMfFaAPdgw7o0QGime1bJ34KAD//2Q==")

        static func picture(_ base64: String) -> [UInt8] {
            let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
            var bytes: [UInt8] = []
            var bits: UInt32 = 0
            var count = 0
            for character in base64.utf8 {
                guard let value = digits.firstIndex(of: character) else { continue }
                bits = bits << 6 | UInt32(value)
                count += 6
                if count >= 8 {
                    count -= 8
                    bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(count)))
                }
            }
            return bytes
        }
    }

    /// The largest difference between two pictures' channels, and the mean one.
    func difference(_ first: [UInt8], _ second: [UInt8]) -> (largest: Int, mean: Double) {
        let differences = zip(first, second).map { abs(Int($0) - Int($1)) }
        return (differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(max(differences.count, 1)))
    }

    @Test func cmykAndYCCKJPEGsAreShownAsInkOnWhite() throws {
        // Ink on white: red = (255 - cyan) * (255 - black) / 255, and so on.
        let top: [UInt8] = [191, 95, 0]
        let bottom: [UInt8] = [0, 55, 255]
        for (name, jpeg) in [("CMYK, Adobe", Inks.cmykAdobe), ("CMYK", Inks.cmykPlain), ("YCCK", Inks.ycck)] {
            let made = try Thumbnail.make(from: jpeg, width: 16).get()
            #expect(made.sourceFormat == .jpeg && (made.width, made.height) == (16, 16), "\(name)")
            let pixels = try #require(Thumbnail.pixels(from: jpeg, width: 16), "\(name)")
            for (row, expected) in [(2, top), (13, bottom)] {
                let start = (row * 16 + 8) * 3
                let found = Array(pixels.rgb[start..<start + 3])
                #expect(difference(found, expected).largest <= 8, "\(name), row \(row): \(found)")
            }
        }
    }

    @Test func aJPEGScaledInItsDCTGivesTheSameSizeAndClosePixels() throws {
        let png = TestPictures.png(width: 1170, height: 2532) { x, y in
            (UInt8(x * 255 / 1170), UInt8(y * 255 / 2532), (x / 40 + y / 40) % 2 == 0 ? 40 : 220)
        }
        let jpeg = try Thumbnail.make(from: png, width: Thumbnail.maximumWidth).get()
        #expect((jpeg.width, jpeg.height) == (1170, 2532))
        let fromJPEG = try #require(Thumbnail.pixels(from: jpeg.bytes, width: 240))
        let fromPNG = try #require(Thumbnail.pixels(from: png, width: 240))
        #expect((fromJPEG.width, fromJPEG.height) == (240, 519))
        #expect((fromPNG.width, fromPNG.height) == (240, 519))
        let (largest, mean) = difference(fromJPEG.rgb, fromPNG.rgb)
        #expect(largest <= 48 && mean <= 1.5, "largest \(largest), mean \(mean)")
        #expect(try Thumbnail.make(from: jpeg.bytes).get().bytes == Thumbnail.make(from: jpeg.bytes).get().bytes)
    }

    @Test func anInterlacedPNGGivesTheSamePixelsAsAPlainOne() throws {
        func colour(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            (UInt8((x * 7 + y * 3) % 256), UInt8((x ^ y) % 256), UInt8((x * y) % 251))
        }
        for (width, height) in [(1, 1), (5, 3), (37, 29), (301, 211)] {
            let plain = TestPictures.png(width: width, height: height, colour: colour)
            let interlaced = TestPictures.png(width: width, height: height, interlaced: true, colour: colour)
            #expect(interlaced != plain)
            for thumbnail in [240, 16, 1] {
                let expected = try #require(Thumbnail.pixels(from: plain, width: thumbnail))
                let found = try #require(Thumbnail.pixels(from: interlaced, width: thumbnail))
                #expect(found.rgb == expected.rgb, "\(width) x \(height) to \(thumbnail)")
            }
        }
    }

    /// Area averaging done plainly: each source pixel weighted by its overlap with each output pixel, in the
    /// scaler's integer units (a source column is `target` units wide, an output column `width`), rounded alike.
    func averaged(width: Int, height: Int, to target: Int, colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        let targetHeight = max(1, (height * target + width / 2) / width)
        func overlap(_ start: Int, _ length: Int, _ cell: Int, _ size: Int) -> Int {
            max(0, min(start + length, (cell + 1) * size) - max(start, cell * size))
        }
        var sums = [Int](repeating: 0, count: target * targetHeight * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(x, y)
                for line in Set([y * targetHeight / height, min(targetHeight - 1, y * targetHeight / height + 1)]) {
                    let down = overlap(y * targetHeight, targetHeight, line, height)
                    for column in Set([x * target / width, min(target - 1, x * target / width + 1)]) {
                        let weight = down * overlap(x * target, target, column, width)
                        let index = (line * target + column) * 3
                        sums[index] += Int(red) * weight
                        sums[index + 1] += Int(green) * weight
                        sums[index + 2] += Int(blue) * weight
                    }
                }
            }
        }
        return sums.map { UInt8(($0 + width * height / 2) / (width * height)) }
    }

    @Test func rowsThatRepeatTheOneBeforeAreAveragedAsAnyOther() throws {
        // Runs of equal rows 1, 2, ... 6 long, again and again, across the output's lines.
        func colour(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            let run = y - y % 21 + ([0, 1, 3, 6, 10, 15].last { $0 <= y % 21 } ?? 0)
            return (UInt8((x * 5 + run * 11) % 256), UInt8((run * 3) % 256), UInt8(x % 256))
        }
        for (width, height) in [(5, 3), (37, 29), (301, 211), (240, 700)] {
            let png = TestPictures.png(width: width, height: height, colour: colour)
            for thumbnail in [240, 16, 1] where thumbnail <= width {
                let found = try #require(Thumbnail.pixels(from: png, width: thumbnail))
                let expected = averaged(width: width, height: height, to: thumbnail, colour: colour)
                #expect(found.rgb == expected, "\(width) x \(height) to \(thumbnail)")
            }
        }
    }

    @Test func aMeanThatIsWholeIsNotRoundedDown() throws {
        // A 7 x 7 picture to one pixel: each channel's mean, rounded, is its sum plus 24 over 49, which comes out
        // whole for these sums (25 is 1, 74 is 2, 123 is 3), where a division through a reciprocal falls just short.
        for (red, green) in [(25, 74), (123, 172)] {
            func colour(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
                let index = y * 7 + x
                return (
                    UInt8(red / 49 + (index < red % 49 ? 1 : 0)), UInt8(green / 49 + (index < green % 49 ? 1 : 0)), 0
                )
            }
            let png = TestPictures.png(width: 7, height: 7, colour: colour)
            let found = try #require(Thumbnail.pixels(from: png, width: 1))
            #expect(found.rgb == averaged(width: 7, height: 7, to: 1, colour: colour), "sums \(red), \(green)")
        }
    }

    @Test func theMemoryOfADecodeIsReadFromTheHeaderAlone() throws {
        // An interlaced PNG at the pixel limit is read a row at a time: rows and the scaler, not the picture.
        let large = Thumbnail.decodingMemory(header: TestPictures.pngHeader(width: 6324, height: 6324))
        #expect(large > 0 && large < 8 << 20)
        #expect(Thumbnail.decodingMemory(header: TestPictures.pngHeader(width: 30_000, height: 100)) == 0)
        #expect(Thumbnail.decodingMemory(header: Array("GIF89a".utf8)) == 0)
        let jpeg = try Thumbnail.make(from: TestPictures.png(width: 1170, height: 2532), width: 2048).get().bytes
        let baseline = Thumbnail.decodingMemory(header: jpeg)
        #expect(baseline > 0 && baseline < 8 << 20)
        // A header cut short counts as the largest picture.
        #expect(Thumbnail.decodingMemory(header: Array(jpeg.prefix(40))) >= 256 << 20)
    }

    @Test func aCacheEntryGivesBackItsThumbnailAndNothingElse() throws {
        let png = TestPictures.png(width: 300, height: 600) { x, y in (UInt8(x % 256), UInt8(y % 256), 7) }
        let made = try Thumbnail.make(from: png).get()
        let entry = ThumbnailCacheEntry(pictureBytes: png, width: 240, encoding: .jpeg)
        let stored = entry.bytes(of: made)
        #expect(entry.thumbnail(from: stored, encoding: .jpeg) == made)
        #expect(entry.name.count == 48 && entry.name.allSatisfy(\.isHexDigit))
        var changed = png
        changed[60] ^= 1
        let others = [
            ThumbnailCacheEntry(pictureBytes: changed, width: 240, encoding: .jpeg),
            ThumbnailCacheEntry(pictureBytes: png, width: 120, encoding: .jpeg),
            ThumbnailCacheEntry(pictureBytes: png, width: 240, encoding: .png),
        ]
        for other in others {
            #expect(other.name != entry.name)
            #expect(other.thumbnail(from: stored, encoding: .jpeg) == nil)
        }
        #expect(entry.thumbnail(from: Array(stored.dropLast()), encoding: .jpeg) == nil)
        var flipped = stored
        flipped[flipped.count - 10] ^= 1
        #expect(entry.thumbnail(from: flipped, encoding: .jpeg) == nil)
        #expect(entry.thumbnail(from: [], encoding: .jpeg) == nil)
    }
}
