import Foundation
import NavLintCommandLine
import NavLintCore
import NavLintPictures
import NavLintRender

/// The screenshots `render` draws (SCREENSHOTS.md): the models' `screenshot` keys and the pictures under the
/// `--screenshots` folders (or the configuration's `screenshots:`), matched to screens, read, scaled down and
/// written as small files Graphviz lays out; every problem with a picture is a warning, never a failure.
struct RenderPictures {
    /// The pictures by model id, ready for ``DiagramOptions/pictures``.
    private(set) var pictures: [String: NodePicture] = [:]
    /// The folder the scaled pictures are written to for Graphviz; removed by ``remove()``.
    private var scratch: String?

    /// Matches, reads and scales the pictures; reports `N of M screens have a picture` and each problem.
    /// `encoding` is what Graphviz reads: JPEG is enough for SVG (only the size is read; the page and the SVG
    /// carry the picture as a data URI), PNG and PDF need PNG.
    /// Only the pictures of the models in `drawn` are read.
    init(
        spec: Spec, specPath: String, folders: [String], verbose: Bool, width: Int, encoding: Thumbnail.Encoding,
        drawn: Set<String>
    ) throws {
        let matching = try PictureMatching(spec: spec, specPath: specPath, folders: folders, verbose: verbose)
        guard let matching else { return }
        let shown = matching.chosen.filter { drawn.contains($0.id) }
        let made = Self.thumbnails(of: shown.map { ($0.path, $0.name) }, width: width, encoding: encoding)
        try write(made, ids: shown.map(\.id), encoding: encoding)
        let undrawn = matching.chosen.count - shown.count
        Terminal.note(
            "\(pictures.count + undrawn) of \(matching.screenCount) screens have a picture"
                + (undrawn > 0 ? "; the \(undrawn) not drawn were not read" : ""))
    }

    /// How much memory the pictures being decoded at one time may take in all (their files' bytes and what
    /// decoding them needs, estimated from their headers), whatever the number of cores; a picture that needs
    /// more runs alone. How each is read within it is its ``DecodingPlan``.
    static let decodingBudget = 96 << 20

    /// Reads and scales the pictures on the cores, as many at a time as fit in ``decodingBudget``, taking
    /// those made before from the thumbnail cache; a picture that cannot be used is a warning and nil.
    private static func thumbnails(
        of files: [(path: [UInt8], name: String)], width: Int, encoding: Thumbnail.Encoding
    ) -> [Thumbnail?] {
        let cache = ThumbnailCache.fromEnvironment()
        // The stamp is taken before any picture is looked at.
        var identities = cache.flatMap(PictureIdentities.init(cache:))
        let made = make(files, width: width, encoding: encoding, cache: cache, identities: identities)
        if let cache { keep(made, in: cache, identities: &identities) }
        return zip(files, made).map { file, result in
            switch result {
            case .success(let thumbnail):
                if let warning = PictureName.mislabelled(file.name, as: thumbnail.made.sourceFormat) {
                    Terminal.warning("\(file.name): \(warning)")
                }
                return thumbnail.made
            case .failure(let failure):
                Terminal.warning("\(file.name): \(failure.message); drawn without a picture")
                return nil
            }
        }
    }

    /// The thumbnails of unchanged pictures from the cache without reading them (``PictureIdentities``), then
    /// the rest read and made on the cores.
    private static func make(
        _ files: [(path: [UInt8], name: String)], width: Int, encoding: Thumbnail.Encoding, cache: ThumbnailCache?,
        identities: PictureIdentities?
    ) -> [Result<CachedThumbnail, PictureFailure>] {
        var made: [Result<CachedThumbnail, PictureFailure>?] = files.map { file in
            guard let cache, let identity = PictureIdentities.identity(of: file.path),
                let content = identities?.memo.content(of: identity)
            else { return nil }
            let entry = ThumbnailCacheEntry(content: content, width: width, encoding: encoding)
            return cache.load(entry, encoding: encoding).map { .success(CachedThumbnail(made: $0, entry: entry)) }
        }
        let unknown = made.indices.filter { made[$0] == nil }
        let costs: @Sendable ((path: [UInt8], name: String)) -> Int = { cost(of: $0.path, width: width) }
        let read = Parallel.map(unknown.map { files[$0] }, budget: decodingBudget, cost: costs) {
            thumbnail(of: $0.path, name: $0.name, width: width, encoding: encoding, cache: cache)
        }
        for (index, result) in zip(unknown, read) { made[index] = result }
        return made.compactMap { $0 }
    }

    /// Keeps the thumbnails made in this run in the cache, and what the pictures read held in the memo.
    private static func keep(
        _ made: [Result<CachedThumbnail, PictureFailure>], in cache: ThumbnailCache,
        identities: inout PictureIdentities?
    ) {
        var stored = false
        for case .success(let thumbnail) in made {
            if let identity = thumbnail.readAs { identities?.remember(thumbnail.entry.content, of: identity) }
            guard !thumbnail.fromCache else { continue }
            cache.store(thumbnail.made, as: thumbnail.entry)
            stored = true
        }
        if stored { cache.trim() }
        identities?.save()
    }

    /// What making a picture's thumbnail takes from the budget: its file's bytes and what decoding needs,
    /// read from the file's first bytes. A file that is no regular one or is over the size limit is not read.
    private static func cost(of path: [UInt8], width: Int) -> Int {
        guard let (header, size) = FileSystem.readPrefix(path, count: Thumbnail.headerSize),
            size <= Thumbnail.maximumFileSize
        else { return 0 }
        return plan(header: header, fileSize: size, width: width).cost
    }

    /// How a picture is read, from the same first bytes whether its cost or its decode asks.
    private static func plan(header: some Collection<UInt8>, fileSize: Int, width: Int) -> DecodingPlan {
        DecodingPlan(
            header: Array(header.prefix(Thumbnail.headerSize)), fileSize: fileSize, width: width,
            budget: decodingBudget, cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    private static func thumbnail(
        of path: [UInt8], name: String, width: Int, encoding: Thumbnail.Encoding, cache: ThumbnailCache?
    ) -> Result<CachedThumbnail, PictureFailure> {
        var status = stat()
        let found = FileSystem.withCString(path, { stat($0, &status) }) == 0
        if found, Int(status.st_size) > Thumbnail.maximumFileSize {
            return .failure(
                PictureFailure(
                    message: "\(FileSystem.describeSize(Int(status.st_size))) is over the "
                        + "\(FileSystem.describeLimit(Thumbnail.maximumFileSize)) a screenshot may have; skipped"))
        }
        do {
            switch try FileSystem.readIfRegular(path, naming: name, maximumSize: Thumbnail.maximumFileSize) {
            case .skipped(let reason): return .failure(PictureFailure(message: reason))
            case .bytes(let bytes):
                // A clone without Git LFS leaves a small text file in the picture's place: say how to fetch it.
                if bytes.count <= LFSPointer.maximumSize, LFSPointer.isPointer(bytes) {
                    return .failure(PictureFailure(message: LFSPointer.note))
                }
                let entry = ThumbnailCacheEntry(pictureBytes: bytes, width: width, encoding: encoding)
                // Its identity as it was before it was read: a change made since gives another one.
                let identity = found ? PictureIdentities.identity(of: status) : nil
                if let kept = cache?.load(entry, encoding: encoding) {
                    return .success(CachedThumbnail(made: kept, entry: entry, readAs: identity))
                }
                let reader = plan(header: bytes, fileSize: bytes.count, width: width).reader
                return Thumbnail.make(from: bytes, width: width, encoding: encoding, reader: reader).map {
                    CachedThumbnail(made: $0, entry: entry, readAs: identity, fromCache: false)
                }.mapError { PictureFailure(message: $0.description) }
            }
        } catch {
            return .failure(PictureFailure(message: error.message))
        }
    }

    /// Writes the thumbnails Graphviz reads into a new scratch folder.
    private mutating func write(_ made: [Thumbnail?], ids: [String], encoding: Thumbnail.Encoding) throws {
        guard made.contains(where: { $0 != nil }) else { return }
        let folder = try Self.makeScratchFolder()
        scratch = folder
        for (index, (thumbnail, id)) in zip(made, ids).enumerated() {
            guard let thumbnail else { continue }
            let file = folder + "/picture-\(index)." + (encoding == .png ? "png" : "jpg")
            // Scratch files, removed after the run: no need to flush each to disk (a thousand flushes took
            // seconds).
            try FileSystem.writeAtomically(thumbnail.bytes, to: file, durable: false)
            pictures[id] = NodePicture(
                file: file, width: thumbnail.width, height: thumbnail.height, href: thumbnail.dataURI)
        }
    }

    /// A new folder for the files Graphviz reads. Graphviz copies a picture's path into the SVG as it is,
    /// unescaped, where navlint then puts the picture's data instead; so the folder's path must hold nothing
    /// XML would read otherwise. The temporary folder (`TMPDIR`) is used when its path is plain, else `/tmp`
    /// or `/var/tmp`.
    private static func makeScratchFolder() throws -> String {
        let name = "/navlint-pictures-" + UUID().uuidString
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+")
        var reason = "no temporary folder has a plain path"
        for base in [NSTemporaryDirectory(), "/tmp", "/var/tmp"] where base.allSatisfy(plain.contains) {
            let folder = (base.hasSuffix("/") ? String(base.dropLast()) : base) + name
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                return folder
            } catch {
                reason = error.localizedDescription
            }
        }
        throw CommandFailure("cannot make a scratch folder for the screenshots: \(reason)")
    }

    /// Removes the scratch folder.
    func remove() {
        if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
    }

    private struct PictureFailure: Error {
        let message: String
    }

    /// A thumbnail, the cache entry it is kept under, the identity its picture had when it was read (nil when
    /// it was not read) and whether it came from the cache.
    private struct CachedThumbnail: Sendable {
        let made: Thumbnail
        let entry: ThumbnailCacheEntry
        var readAs: FileIdentity? = nil
        var fromCache = true
    }
}
