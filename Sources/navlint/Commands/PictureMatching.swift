import NavLintCommandLine
import NavLintCore
import NavLintPictures

/// Which file `render` draws for each screen (SCREENSHOTS.md): the models' `screenshot` keys and the pictures
/// under the `--screenshots` folders, matched by ``ScreenshotMatcher``; each problem with the matching is a
/// warning, never a failure.
struct PictureMatching {
    /// A screen's picture: the model's id, the file's path and how messages name it.
    struct Chosen {
        let id: String
        let path: String
        let name: String
    }

    /// In the order of the spec's models.
    let chosen: [Chosen]
    /// How many screens (models that are not containers, counted by id) could have a picture.
    let screenCount: Int

    /// Lists the folders and matches their pictures; nil when there are neither folders nor keys.
    init?(spec: Spec, specPath: String, folders: [String]) throws {
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
            try FileSystem.listedFiles(under: folder) { PictureName.isPicture($0) }.map {
                String($0.path.dropFirst(folder.hasSuffix("/") ? folder.count : folder.count + 1))
            }
        }
        let result = matcher.match(folders: listed)
        for unmatched in result.unmatched {
            let closest = unmatched.closest.map { "; the closest screen is \"\($0)\"" } ?? ""
            Terminal.warning("\(Self.join(folders[unmatched.folder], unmatched.path)) matches no screen\(closest)")
        }
        chosen = result.choices.sorted { $0.key < $1.key }.map { index, choice in
            let model = screens[index]
            let path =
                choice.folder.map { Self.join(folders[$0], choice.path) }
                ?? (choice.path.hasPrefix("/") ? choice.path : Self.join(SpecFiles.folder(of: specPath), choice.path))
            let name = model.screenshot.map { "\(specPath):\($0.location.line):\($0.location.column): \(path)" } ?? path
            return Chosen(id: model.id.value, path: path, name: name)
        }
        screenCount = Set(screens.map(\.id.value)).count
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
