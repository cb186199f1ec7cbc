import NavLintCore

/// Which picture shows which screen: the `screenshot` keys of the spec first, then the pictures found under the
/// `--screenshots` folders, matched by name (SCREENSHOTS.md).
///
/// A picture's names are its file name and the folder it is in (``PictureName``), tried in turn: a folder
/// named after a test file (`ProfileViewTests/`) first, then the file's name, read the way
/// swift-snapshot-testing writes them (`testProfileView.1.png`, `test_profile_view.2.png`: the test's name
/// without `test`, then the snapshot's number) or as a plain name (`ProfileView.png`), then any other folder.
/// The first of them that names a screen decides. A name equals a model's id or `swift` type when both are the
/// same ignoring case and `_`, with or without a `View` or `Screen` suffix. A name that fits several screens
/// gives the picture to the first in the spec without a `screenshot` key, and the result says so when more
/// than one of them has none. Among the pictures of one screen the
/// lowest snapshot number wins, then the shortest path, then the first in byte order, so the choice does not
/// depend on the order files are listed in; pictures that only byte order tells apart are a tie the result
/// names.
public struct ScreenshotMatcher: Sendable {
    /// A model that can show a picture, as the matcher sees it.
    public struct Screen: Sendable {
        public let id: String
        public let swift: String?
        /// The `screenshot` key, as written (relative to the spec's folder).
        public let explicit: String?

        public init(id: String, swift: String?, explicit: String?) {
            self.id = id
            self.swift = swift
            self.explicit = explicit
        }
    }

    /// Where a screen's picture comes from.
    public enum Origin: Sendable, Equatable {
        /// The model's `screenshot` key (a path relative to the spec's folder).
        case key
        /// A file under a `--screenshots` folder.
        case folder
    }

    /// A file under a folder given to `match`.
    public struct Picture: Sendable, Equatable {
        /// The file's path relative to the folder it was found in.
        public let path: String
        /// Index into the folders given to `match`.
        public let folder: Int
        /// Index into that folder's paths, so a caller can find what it keeps beside the path.
        public let index: Int
    }

    /// The picture chosen for a screen.
    public struct Choice: Sendable, Equatable {
        /// The key's path, or the file's path relative to the folder it was found in.
        public let path: String
        /// The file under a folder; nil for a key.
        public let picture: Picture?
        public var origin: Origin { picture == nil ? .key : .folder }
    }

    /// A picture under a folder that matched no screen, with the id of a screen whose name is close to one of
    /// the picture's (``Suggestion/closest(to:among:)``), if any.
    public struct Unmatched: Sendable, Equatable {
        public let picture: Picture
        public let closest: String?
    }

    /// A picture whose deciding name fits several screens without a `screenshot` key: their ids, in spec order;
    /// it goes to the first.
    public struct Ambiguous: Sendable, Equatable {
        public let picture: Picture
        public let ids: [String]
    }

    /// Pictures of one screen with the same snapshot number and path length, in byte order: the first is shown.
    public struct Tie: Sendable, Equatable {
        /// Index into the screens given.
        public let screen: Int
        public let pictures: [Picture]
    }

    public struct Result: Sendable, Equatable {
        /// By index into the screens given.
        public let choices: [Int: Choice]
        /// In folder order, then byte order of the paths.
        public let unmatched: [Unmatched]
        public let ambiguous: [Ambiguous]
        /// By screen index.
        public let ties: [Tie]
    }

    private let screens: [Screen]
    /// The normalised names of each screen, id first.
    private let keys: [[String]]
    /// Every screen's normalised names, once each, sorted: what a close name is looked for among.
    private let names: [String]

    public init(screens: [Screen]) {
        self.screens = screens
        keys = screens.map { screen in
            var names = [Self.normalised(screen.id)]
            if let swift = screen.swift {
                names.append(Self.normalised(swift))
                if let last = swift.split(separator: ".").last { names.append(Self.normalised(String(last))) }
            }
            return names
        }
        names = Array(Set(keys.joined())).sorted()
    }

    /// Matches the pictures found under each folder (paths relative to it, `/`-separated) to the screens.
    public func match(folders: [[String]]) -> Result {
        var candidates: [Int: [(name: PictureName, picture: Picture)]] = [:]
        var unmatched: [Unmatched] = []
        var ambiguous: [Ambiguous] = []
        for (folder, paths) in folders.enumerated() {
            for index in Self.byteOrder(paths) {
                guard let name = PictureName(path: paths[index]) else { continue }
                let picture = Picture(path: paths[index], folder: folder, index: index)
                let fitting = screens(named: name)
                guard let first = fitting.first else {
                    unmatched.append(Unmatched(picture: picture, closest: closestID(to: name)))
                    continue
                }
                // A screen with a `screenshot` key needs no picture: the first of the others gets it.
                let needing = fitting.filter { screens[$0].explicit == nil }
                if needing.count > 1 {
                    ambiguous.append(Ambiguous(picture: picture, ids: needing.map { screens[$0].id }))
                }
                candidates[needing.first ?? first, default: []].append((name, picture))
            }
        }
        let (choices, ties) = choose(among: candidates)
        return Result(choices: choices, unmatched: unmatched, ambiguous: ambiguous, ties: ties)
    }

    /// Each screen's key, or else the best of its candidates; the ties among the best.
    private func choose(
        among candidates: [Int: [(name: PictureName, picture: Picture)]]
    ) -> (choices: [Int: Choice], ties: [Tie]) {
        var choices: [Int: Choice] = [:]
        var ties: [Tie] = []
        for (index, screen) in screens.enumerated() {
            if let explicit = screen.explicit {
                choices[index] = Choice(path: explicit, picture: nil)
                continue
            }
            let ranked = (candidates[index] ?? []).sorted { first, second in
                if first.name.precedes(second.name) || second.name.precedes(first.name) {
                    return first.name.precedes(second.name)
                }
                // Equal paths (names decoded lossily) stay in the order they were given.
                return (first.picture.folder, first.picture.index) < (second.picture.folder, second.picture.index)
            }
            guard let best = ranked.first else { continue }
            choices[index] = Choice(path: best.picture.path, picture: best.picture)
            let tied = ranked.prefix { $0.name.ties(with: best.name) }
            if tied.count > 1 { ties.append(Tie(screen: index, pictures: tied.map(\.picture))) }
        }
        return (choices, ties)
    }

    /// The screens (one per id, in spec order) that the first of the picture's names to name any screen names.
    private func screens(named name: PictureName) -> [Int] {
        for key in name.keys {
            var ids = Set<String>()
            let fitting = keys.indices.filter { keys[$0].contains(key) && ids.insert(screens[$0].id).inserted }
            if !fitting.isEmpty { return fitting }
        }
        return []
    }

    /// The id of the screen with a name close to one of the picture's, the picture's deciding names first: at
    /// most a third of the screen's name (folded as ``normalised(_:)``) differs, as ``Suggestion`` measures it.
    private func closestID(to name: PictureName) -> String? {
        for key in name.keys {
            if let close = Suggestion.closest(to: key, among: names),
                let index = keys.firstIndex(where: { $0.contains(close) })
            {
                return screens[index].id
            }
        }
        return nil
    }

    /// The indices of `paths` in byte order of the paths, equal paths in the order given.
    private static func byteOrder(_ paths: [String]) -> [Int] {
        let bytes = paths.map { Array($0.utf8) }
        return paths.indices.sorted { first, second in
            bytes[first] == bytes[second] ? first < second : bytes[first].lexicographicallyPrecedes(bytes[second])
        }
    }

    /// A name folded for matching: lower case, without `_`, without a `view` or `screen` suffix.
    static func normalised(_ name: String) -> String {
        var folded = name.lowercased().filter { $0 != "_" }
        for suffix in ["view", "screen"] where folded.hasSuffix(suffix) && folded.count > suffix.count {
            folded.removeLast(suffix.count)
            break
        }
        return folded
    }
}
