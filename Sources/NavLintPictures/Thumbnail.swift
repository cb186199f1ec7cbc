import CImageCodec
import Foundation

/// A screenshot scaled down for a diagram: its encoded bytes and size, and what it was made from.
public struct Thumbnail: Sendable, Equatable {
    /// How a thumbnail's bytes are encoded.
    public enum Encoding: Sendable {
        /// For pages and SVG: far smaller than PNG for screenshots with photographs and gradients (and 60 to 90% of
        /// it for the flat drawn sample pictures).
        case jpeg
        /// For Graphviz's cairo renderer (PNG and PDF output), which reads only PNG pictures.
        case png

        /// The media type of a data URI.
        public var mediaType: String { self == .jpeg ? "image/jpeg" : "image/png" }
    }

    /// The file formats a screenshot can be in, read from its first bytes.
    public enum SourceFormat: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
    }

    public let bytes: [UInt8]
    public let encoding: Encoding
    public let width: Int
    public let height: Int
    public let sourceFormat: SourceFormat
    public let sourceWidth: Int
    public let sourceHeight: Int

    /// The default width of a thumbnail, in pixels (`--thumb-width`).
    public static let defaultWidth = 240
    /// The widest thumbnail `--thumb-width` accepts.
    public static let maximumWidth = 2048
    /// Files larger than this are not read.
    public static let maximumFileSize = 20 * 1024 * 1024

    /// Decodes a PNG or JPEG (whatever its file name says), scales it down to at most `width` pixels wide by
    /// area averaging, and encodes it. The same bytes give the same thumbnail.
    public static func make(
        from bytes: [UInt8], width: Int = defaultWidth, encoding: Encoding = .jpeg
    ) -> Result<Thumbnail, PictureError> {
        make(from: bytes, width: width, encoding: encoding, reader: .fastest)
    }

    /// How a PNG is read: a plain one's pixels inflated at once when the whole-buffer reader takes it, or every
    /// one streamed through libpng (which tests and the fuzz harness compare with it).
    package enum PNGReader: Sendable {
        case fastest
        case streamed

        /// Makes the thumbnail of `bytes` with this reader.
        func make(
            _ bytes: UnsafeBufferPointer<UInt8>, width: UInt32, encoding: navlint_thumbnail_encoding,
            into made: inout navlint_thumbnail
        ) -> navlint_picture_status {
            switch self {
            case .fastest: navlint_thumbnail_make(bytes.baseAddress, bytes.count, width, encoding, &made)
            case .streamed: navlint_thumbnail_make_streamed(bytes.baseAddress, bytes.count, width, encoding, &made)
            }
        }
    }

    /// Whether ``make(from:width:encoding:)`` inflates this PNG's pixels at once (``PNGReader/fastest``) rather
    /// than streaming them through libpng, for tests.
    package static func readsWhole(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { navlint_png_reads_whole($0.baseAddress, $0.count) != 0 }
    }

    /// ``make(from:width:encoding:)`` with a PNG read by `reader`.
    package static func make(
        from bytes: [UInt8], width: Int = defaultWidth, encoding: Encoding = .jpeg, reader: PNGReader
    ) -> Result<Thumbnail, PictureError> {
        let width = UInt32(min(max(width, 1), maximumWidth))
        var made = navlint_thumbnail()
        let status = bytes.withUnsafeBufferPointer { buffer in
            reader.make(
                buffer, width: width, encoding: encoding == .png ? NAVLINT_THUMBNAIL_PNG : NAVLINT_THUMBNAIL_JPEG,
                into: &made)
        }
        defer { navlint_thumbnail_free(&made) }
        let message = withUnsafeBytes(of: made.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let format: SourceFormat? =
            switch made.source_format {
            case NAVLINT_PICTURE_PNG: .png
            case NAVLINT_PICTURE_JPEG: .jpeg
            default: nil
            }
        switch status {
        case NAVLINT_PICTURE_OK:
            guard let format, let start = made.bytes else { return .failure(.outOfMemory) }
            return .success(
                Thumbnail(
                    bytes: Array(UnsafeBufferPointer(start: start, count: made.length)), encoding: encoding,
                    width: Int(made.width), height: Int(made.height), sourceFormat: format,
                    sourceWidth: Int(made.source_width), sourceHeight: Int(made.source_height)))
        case NAVLINT_PICTURE_NOT_AN_IMAGE: return .failure(.notAnImage)
        case NAVLINT_PICTURE_TOO_LARGE:
            return .failure(.tooLarge(width: Int(made.source_width), height: Int(made.source_height)))
        case NAVLINT_PICTURE_CORRUPT: return .failure(.corrupt(format: format ?? .png, message: message))
        default: return .failure(.outOfMemory)
        }
    }

    /// About how many bytes of memory making a thumbnail `width` pixels wide of a picture takes besides its
    /// file's bytes, read from the picture's header alone: `header` is the file's first bytes (the first
    /// ``headerSize`` are enough for all but JPEGs with much metadata in front, which count as the largest
    /// picture navlint reads). Nothing is decoded; bytes that are no picture take nothing.
    public static func decodingMemory(header: [UInt8], width: Int = defaultWidth) -> Int {
        decodingMemory(header: header, width: width, reader: .fastest)
    }

    /// ``decodingMemory(header:width:)`` of a PNG read by `reader`.
    package static func decodingMemory(header: [UInt8], width: Int = defaultWidth, reader: PNGReader) -> Int {
        let width = UInt32(min(max(width, 1), maximumWidth))
        let streamed: Int32 = reader == .streamed ? 1 : 0
        return Int(
            header.withUnsafeBufferPointer { navlint_picture_memory($0.baseAddress, $0.count, width, streamed) })
    }

    /// How many of a file's first bytes ``decodingMemory(header:width:)`` reads.
    public static let headerSize = 256 * 1024

    /// The scaled pixels themselves (RGB, row by row), for tests that compare pictures.
    static func pixels(
        from bytes: [UInt8], width: Int, reader: PNGReader = .fastest
    ) -> (width: Int, height: Int, rgb: [UInt8])? {
        var made = navlint_thumbnail()
        let status = bytes.withUnsafeBufferPointer { buffer in
            reader.make(buffer, width: UInt32(width), encoding: NAVLINT_THUMBNAIL_RGB, into: &made)
        }
        defer { navlint_thumbnail_free(&made) }
        guard status == NAVLINT_PICTURE_OK, let start = made.bytes else { return nil }
        return (Int(made.width), Int(made.height), Array(UnsafeBufferPointer(start: start, count: made.length)))
    }

    /// The thumbnail as a `data:` URI.
    public var dataURI: String {
        "data:\(encoding.mediaType);base64,\(Data(bytes).base64EncodedString())"
    }
}

/// Why a screenshot gave no thumbnail.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    case notAnImage
    case tooLarge(width: Int, height: Int)
    case corrupt(format: Thumbnail.SourceFormat, message: String)
    case outOfMemory

    public var description: String {
        switch self {
        case .notAnImage: "not a PNG or JPEG file"
        case .tooLarge(let width, let height):
            "\(width) x \(height) pixels is more than navlint reads (at most \(NAVLINT_PICTURE_MAX_SIDE) a side "
                + "and \(NAVLINT_PICTURE_MAX_PIXELS / 1_000_000) million pixels)"
        case .corrupt(let format, let message): "a broken \(format.rawValue) file (\(message))"
        case .outOfMemory: "out of memory while scaling it"
        }
    }
}
