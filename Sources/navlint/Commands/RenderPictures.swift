import Foundation
import NavLintCommandLine
import NavLintCore
import NavLintPictures
import NavLintRender
import NavLintRoutes

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
    init(
        spec: Spec, specPath: String, folders: [String], verbose: Bool, width: Int, encoding: Thumbnail.Encoding
    ) throws {
        let matching = try PictureMatching(spec: spec, specPath: specPath, folders: folders, verbose: verbose)
        guard let matching else { return }
        let made = Self.thumbnails(of: matching.chosen.map { ($0.path, $0.name) }, width: width, encoding: encoding)
        try write(made, ids: matching.chosen.map(\.id), encoding: encoding)
        Terminal.note("\(pictures.count) of \(matching.screenCount) screens have a picture")
    }

    /// Reads and scales the pictures on every core; a picture that cannot be used is a warning and nil.
    private static func thumbnails(
        of files: [(path: [UInt8], name: String)], width: Int, encoding: Thumbnail.Encoding
    ) -> [Thumbnail?] {
        let made = Parallel.map(files) { thumbnail(of: $0.path, name: $0.name, width: width, encoding: encoding) }
        return zip(files, made).map { file, result in
            switch result {
            case .success(let thumbnail):
                if let warning = PictureName.mislabelled(file.name, as: thumbnail.sourceFormat) {
                    Terminal.warning("\(file.name): \(warning)")
                }
                return thumbnail
            case .failure(let failure):
                Terminal.warning("\(file.name): \(failure.message); drawn without a picture")
                return nil
            }
        }
    }

    private static func thumbnail(
        of path: [UInt8], name: String, width: Int, encoding: Thumbnail.Encoding
    ) -> Result<Thumbnail, PictureFailure> {
        var status = stat()
        if FileSystem.withCString(path, { stat($0, &status) }) == 0, Int(status.st_size) > Thumbnail.maximumFileSize {
            return .failure(
                PictureFailure(
                    message: "\(FileSystem.describeSize(Int(status.st_size))) is over the "
                        + "\(FileSystem.describeLimit(Thumbnail.maximumFileSize)) a screenshot may have; skipped"))
        }
        do {
            switch try FileSystem.readIfRegular(path, naming: name, maximumSize: Thumbnail.maximumFileSize) {
            case .skipped(let reason): return .failure(PictureFailure(message: reason))
            case .bytes(let bytes):
                return Thumbnail.make(from: bytes, width: width, encoding: encoding).mapError {
                    PictureFailure(message: $0.description)
                }
            }
        } catch {
            return .failure(PictureFailure(message: error.message))
        }
    }

    /// Writes the thumbnails Graphviz reads into a new scratch folder.
    private mutating func write(_ made: [Thumbnail?], ids: [String], encoding: Thumbnail.Encoding) throws {
        guard made.contains(where: { $0 != nil }) else { return }
        let folder = NSTemporaryDirectory() + "/navlint-pictures-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot make a scratch folder for the screenshots: \(error.localizedDescription)")
        }
        scratch = folder
        for (index, (thumbnail, id)) in zip(made, ids).enumerated() {
            guard let thumbnail else { continue }
            let file = folder + "/picture-\(index)." + (encoding == .png ? "png" : "jpg")
            try FileSystem.writeAtomically(thumbnail.bytes, to: file)
            pictures[id] = NodePicture(
                file: file, width: thumbnail.width, height: thumbnail.height, href: thumbnail.dataURI)
        }
    }

    /// Removes the scratch folder.
    func remove() {
        if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
    }

    private struct PictureFailure: Error {
        let message: String
    }
}
