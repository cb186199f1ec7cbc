/// PNG files made in the tests, so that no picture is checked in: RGB pixels in stored (uncompressed) deflate
/// blocks, which every PNG decoder reads.
public enum TestPictures {
    /// A `width` x `height` PNG whose pixel at (x, y) is `colour(x, y)` as (red, green, blue); `interlaced`
    /// writes it in Adam7's seven passes.
    public static func png(
        width: Int, height: Int, interlaced: Bool = false,
        colour: (Int, Int) -> (UInt8, UInt8, UInt8) = { _, _ in (200, 60, 30) }
    ) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 3 + 1) + 7 * height)
        // Each pass: the first column and row, and the steps across and down.
        let passes =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (left, top, across, down) in passes where left < width && top < height {
            for y in stride(from: top, to: height, by: down) {
                raw.append(0)
                for x in stride(from: left, to: width, by: across) {
                    let (red, green, blue) = colour(x, y)
                    raw += [red, green, blue]
                }
            }
        }
        return signature + chunk("IHDR", headerFields(width: width, height: height, interlaced: interlaced))
            + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }

    /// Only the signature and header of a PNG that says it is `width` x `height`; no pixel data follows.
    public static func pngHeader(width: Int, height: Int) -> [UInt8] {
        signature + chunk("IHDR", headerFields(width: width, height: height))
    }

    /// A PNG's eight-byte signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The fields of a header chunk (`IHDR`): size, bit depth, colour type (0 grey, 2 RGB, 3 palette, 4 grey and
    /// alpha, 6 RGBA) and interlacing.
    public static func headerFields(
        width: Int, height: Int, depth: UInt8 = 8, colourType: UInt8 = 2, interlaced: Bool = false
    ) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colourType, 0, 0, interlaced ? 1 : 0]
    }

    /// The image data of a picture of 8-bit pixels, `channels` bytes each (`pixel(x, y)`), before compression:
    /// row y written with filter `filter(y)` (0 none, 1 sub, 2 up, 3 average, 4 Paeth; others as they are).
    public static func filteredRows(
        width: Int, height: Int, channels: Int, filter: (Int) -> UInt8, pixel: (Int, Int) -> [UInt8]
    ) -> [UInt8] {
        var output: [UInt8] = []
        var above = [UInt8](repeating: 0, count: width * channels)
        for y in 0..<height {
            let row = (0..<width).flatMap { pixel($0, y) }
            let kind = filter(y)
            output.append(kind)
            for index in row.indices {
                let left = index >= channels ? Int(row[index - channels]) : 0
                let up = Int(above[index])
                let corner = index >= channels ? Int(above[index - channels]) : 0
                let predicted: Int
                switch kind {
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - corner
                    let (toLeft, toUp, toCorner) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                    predicted = toLeft <= toUp && toLeft <= toCorner ? left : toUp <= toCorner ? up : corner
                default: predicted = 0
                }
                output.append(row[index] &- UInt8(truncatingIfNeeded: predicted))
            }
            above = row
        }
        return output
    }

    /// A chunk: its length, type, data and CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks, which every decoder reads.
    public static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast: UInt8 = offset + count == data.count ? 1 : 0
            output += [
                isLast, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
            ]
            output += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return output + bigEndian(b << 16 | a)
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
