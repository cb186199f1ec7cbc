import NavLintCommandLine
import NavLintCore
import NavLintPictures

/// Which file `render` draws for each screen (SCREENSHOTS.md): the models' `screenshot` keys and the pictures
/// under the `--screenshots` folders, matched by ``ScreenshotMatcher``, and the warnings about the pictures it
/// passes over, never a failure. Files are opened by the bytes of their names and named in messages as
/// ``FileSystem/displayName(_:)`` spells them, so that no name can be lost or forge a line of output.
struct PictureMatching {
    /// A screen's picture: the model's id, the file's path as bytes and how messages name it.
    struct Chosen {
        let id: String
        let path: [UInt8]
        let name: String
    }

    /// In the order of the spec's models.
    let chosen: [Chosen]
    /// How many screens (models that are not containers, counted by id) could have a picture.
    let screenCount: Int

    /// Lists the folders and matches their pictures; nil when there are neither folders nor keys. With
    /// `verbose`, every picture that matches no screen is named; else those with no screen of a close name are
    /// counted, one line for each folder.
    init?(spec: Spec, specPath: String, folders: [String], verbose: Bool) throws {
        let screens = spec.models.filter { !$0.kind.isContainer }
        for model in spec.models where model.kind.isContainer {
            if let key = model.screenshot {
                Terminal.warning(
                    "\(specPath):\(key.location.line):\(key.location.column): \(model.id.value) is a container, "
                        + "drawn as a frame; its screenshot is not shown")
            }
        }
        guard !folders.isEmpty || screens.contains(where: { $0.screenshot != nil }) else { return nil }
        let matcher = ScreenshotMatcher(
            screens: screens.map { .init(id: $0.id.value, swift: $0.swift?.value, explicit: $0.screenshot?.value) })
        let listed = try folders.map { folder in
            try FileSystem.listedFiles(under: folder) { PictureName.isPicture($0) }.map(\.bytes)
        }
        let result = matcher.match(
            folders: zip(folders, listed).map { folder, files in files.map { Self.relative($0, under: folder) } })
        let names = Names(folders: folders, listed: listed)
        Self.warnUnmatched(result.unmatched, names: names, verbose: verbose)
        Self.warnAmbiguousAndTied(result, screens: screens.map(\.id.value), names: names)
        chosen = Self.chosen(result.choices, screens: screens, names: names, specPath: specPath)
        screenCount = Set(screens.map(\.id.value)).count
    }

    /// Each chosen picture in spec order: a key's path relative to the spec's folder, named with its place in
    /// the spec, or a listed file.
    private static func chosen(
        _ choices: [Int: ScreenshotMatcher.Choice], screens: [Model], names: Names, specPath: String
    ) -> [Chosen] {
        choices.sorted { $0.key < $1.key }.map { index, choice in
            let model = screens[index]
            guard let picture = choice.picture else {
                let folder = choice.path.hasPrefix("/") ? "" : SpecFiles.folder(of: specPath)
                let path = Array(join(folder, choice.path).utf8)
                let location = model.screenshot.map { "\(specPath):\($0.location.line):\($0.location.column): " }
                return Chosen(id: model.id.value, path: path, name: (location ?? "") + FileSystem.displayName(path))
            }
            return Chosen(id: model.id.value, path: names.bytes(picture), name: names.name(picture))
        }
    }

    /// The listed files' paths and names, found by the matcher's pictures.
    private struct Names {
        let folders: [String]
        let listed: [[[UInt8]]]

        func bytes(_ picture: ScreenshotMatcher.Picture) -> [UInt8] { listed[picture.folder][picture.index] }
        func name(_ picture: ScreenshotMatcher.Picture) -> String { FileSystem.displayName(bytes(picture)) }
    }

    /// A warning for each picture that matches no screen but has a close name, and each other one with
    /// `verbose` or when it is alone in its folder; else a line with their count for each folder.
    private static func warnUnmatched(_ unmatched: [ScreenshotMatcher.Unmatched], names: Names, verbose: Bool) {
        var passedOver: [Int: [ScreenshotMatcher.Picture]] = [:]
        for picture in unmatched {
            if let closest = picture.closest {
                Terminal.warning("\(names.name(picture.picture)) matches no screen\(Suggestion.didYouMean(closest))")
            } else if verbose {
                Terminal.warning("\(names.name(picture.picture)) matches no screen")
            } else {
                passedOver[picture.picture.folder, default: []].append(picture.picture)
            }
        }
        for (folder, pictures) in passedOver.sorted(by: { $0.key < $1.key }) {
            guard pictures.count > 1 else {
                Terminal.warning("\(names.name(pictures[0])) matches no screen")
                continue
            }
            Terminal.warning(
                "\(pictures.count) pictures under \(FileSystem.displayName(Array(names.folders[folder].utf8))) "
                    + "match no screen and no screen's name is close to theirs; --verbose names them")
        }
    }

    /// A warning for each picture that fits several screens and each screen with pictures only byte order
    /// tells apart, naming both and the one shown.
    private static func warnAmbiguousAndTied(_ result: ScreenshotMatcher.Result, screens: [String], names: Names) {
        for ambiguous in result.ambiguous {
            let quoted = ambiguous.ids.map { "\"\($0)\"" }
            let list = quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
            Terminal.warning(
                "\(names.name(ambiguous.picture)) fits the screens \(list) alike; it is shown for \(quoted[0]), "
                    + "the first in the spec (a screenshot key on \(quoted[0]) passes it to the next)")
        }
        for tie in result.ties {
            let more = tie.pictures.count > 2 ? " (and \(tie.pictures.count - 2) more)" : ""
            Terminal.warning(
                "\"\(screens[tie.screen])\" has \(tie.pictures.count) equally good pictures, "
                    + "\(names.name(tie.pictures[0])) and \(names.name(tie.pictures[1]))\(more): the same snapshot "
                    + "number and path length; the first in byte order is shown (a screenshot key chooses one)")
        }
    }

    /// A listed file's path relative to the folder it was listed under, as text to match by name.
    private static func relative(_ file: [UInt8], under folder: String) -> String {
        // The listing starts the paths with the folder as given, but for `.`, which it leaves out.
        let prefix = folder == "." ? 0 : folder.utf8.count + (folder.hasSuffix("/") ? 0 : 1)
        return String(decoding: file.dropFirst(prefix), as: UTF8.self)
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
