/// How one of many pictures decoded at once within a memory budget is read. A plain PNG read whole (its pixels
/// inflated at once) decodes two to three times quicker than streamed through libpng, but holds the picture
/// inflated, so fewer pictures fit in the budget at a time: it is read whole unless that would decode fewer than
/// half as many pictures at a time as streaming it would on the cores there are (a large picture on a machine of
/// many cores).
package struct DecodingPlan: Sendable, Equatable {
    /// How the picture is read, when it is a PNG.
    package let reader: Thumbnail.PNGReader
    /// What decoding it takes from the budget: the file's bytes and what the decode needs besides them.
    package let cost: Int

    /// The plan for a file of `fileSize` bytes starting with `header` (its first ``Thumbnail/headerSize`` bytes),
    /// scaled to `width`, among pictures decoded on `cores` cores within `budget` bytes.
    package init(header: [UInt8], fileSize: Int, width: Int, budget: Int, cores: Int) {
        let whole = fileSize + Thumbnail.decodingMemory(header: header, width: width, reader: .fastest)
        let streamed = fileSize + Thumbnail.decodingMemory(header: header, width: width, reader: .streamed)
        func atOnce(_ cost: Int) -> Int { min(max(cores, 1), max(1, budget / max(cost, 1))) }
        (reader, cost) = 2 * atOnce(whole) >= atOnce(streamed) ? (.fastest, whole) : (.streamed, streamed)
    }
}
