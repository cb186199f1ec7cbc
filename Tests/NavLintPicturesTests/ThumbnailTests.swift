import NavLintTestSupport
import Testing

@testable import NavLintPictures

@Suite struct ThumbnailTests {
    func thumbnail(_ bytes: [UInt8], width: Int = 240, encoding: Thumbnail.Encoding = .jpeg) throws -> Thumbnail {
        try Thumbnail.make(from: bytes, width: width, encoding: encoding).get()
    }

    @Test func aPhoneScreenshotIsScaledTo240PixelsWide() throws {
        let png = TestPictures.png(width: 1170, height: 2532) { x, y in (UInt8(x % 256), UInt8(y % 256), 90) }
        let made = try thumbnail(png)
        #expect((made.width, made.height) == (240, 519))
        #expect((made.sourceWidth, made.sourceHeight) == (1170, 2532))
        #expect(made.sourceFormat == .png)
        #expect(Array(made.bytes.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(made.dataURI.hasPrefix("data:image/jpeg;base64,/9j/"))
    }

    @Test func areaAveragingGivesTheMeanOfEachBlock() throws {
        // Columns alternate black and white: every 2 x 2 block averages to mid grey.
        let png = TestPictures.png(width: 8, height: 8) { x, _ in x % 2 == 0 ? (0, 0, 0) : (255, 255, 255) }
        let scaled = try thumbnail(png, width: 4, encoding: .png)
        let again = try thumbnail(scaled.bytes, width: 4, encoding: .png)
        #expect((scaled.width, scaled.height) == (4, 4))
        #expect(again.bytes == scaled.bytes)
        let grey = TestPictures.png(width: 4, height: 4) { _, _ in (128, 128, 128) }
        #expect(try thumbnail(grey, width: 4, encoding: .png).bytes == scaled.bytes)
    }

    @Test func smallPicturesAreNotScaledUpAndJPEGsAreRead() throws {
        let png = TestPictures.png(width: 100, height: 50)
        let made = try thumbnail(png)
        #expect((made.width, made.height) == (100, 50))
        let fromJPEG = try thumbnail(made.bytes, width: 30)
        #expect(fromJPEG.sourceFormat == .jpeg)
        #expect((fromJPEG.width, fromJPEG.height) == (30, 15))
    }

    @Test func theSameBytesGiveTheSameThumbnail() throws {
        let png = TestPictures.png(width: 600, height: 900) { x, y in (UInt8((x * y) % 251), UInt8(x % 7 * 30), 0) }
        #expect(try thumbnail(png).bytes == thumbnail(png).bytes)
        #expect(try thumbnail(png, encoding: .png).bytes == thumbnail(png, encoding: .png).bytes)
    }

    @Test func brokenPicturesAreErrorsNotCrashes() throws {
        let png = TestPictures.png(width: 300, height: 300)
        #expect(Thumbnail.make(from: []) == .failure(.notAnImage))
        #expect(Thumbnail.make(from: Array("GIF89a".utf8)) == .failure(.notAnImage))
        guard case .failure(.corrupt(.png, let message)) = Thumbnail.make(from: Array(png.prefix(png.count / 2))) else {
            Issue.record("a truncated PNG decoded")
            return
        }
        #expect(!message.isEmpty)
        var flipped = png
        flipped[40] ^= 0xFF
        #expect(throws: PictureError.self) { try thumbnail(flipped) }
        let jpeg = try thumbnail(png).bytes
        guard case .failure(.corrupt(.jpeg, _)) = Thumbnail.make(from: Array(jpeg.prefix(jpeg.count / 2))) else {
            Issue.record("a truncated JPEG decoded")
            return
        }
    }

    @Test func hugePicturesAreRefusedBeforeTheyAreDecoded() {
        #expect(
            Thumbnail.make(from: TestPictures.pngHeader(width: 30_000, height: 100))
                == .failure(.tooLarge(width: 30_000, height: 100)))
        #expect(
            Thumbnail.make(from: TestPictures.pngHeader(width: 10_000, height: 10_000))
                == .failure(.tooLarge(width: 10_000, height: 10_000)))
    }
}
