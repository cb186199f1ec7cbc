import NavLintCore

/// Which picture shows which screen: the `screenshot` keys of the spec first, then the pictures found under the
/// `--screenshots` folders, matched by name (SCREENSHOTS.md).
///
/// A picture's names are, in turn, its file name and the folder it is in. A file name is read the way
/// swift-snapshot-testing writes them (`testProfileView.1.png`, `test_profile_view.2.png`: the test's name
/// without `test`, then the snapshot's number) or as a plain name (`ProfileView.png`); a folder named after a test
/// file (`ProfileViewTests/testDefault.1.png`) names the view without `Tests`. A name equals a model's id or
/// `swift` type when both are the same ignoring case and `_`, with or without a `View` or `Screen` suffix.
/// Among the pictures of one screen the lowest snapshot number wins, then the shortest path, then the first in
/// byte order, so the choice does not depend on the order files are listed in.
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

    /// The picture chosen for a screen.
    public struct Choice: Sendable, Equatable {
        /// The key's path, or the file's path relative to the folder it was found in.
        public let path: String
        /// Index into the folders given to `match`; nil for a key.
        public let folder: Int?
        public let origin: Origin
    }

    /// A picture under a folder that matched no screen, with the id of the screen whose name is closest.
    public struct Unmatched: Sendable, Equatable {
        public let path: String
        public let folder: Int
        public let closest: String?
    }

    public struct Result: Sendable, Equatable {
        /// By index into the screens given.
        public let choices: [Int: Choice]
        public let unmatched: [Unmatched]
    }

    private let screens: [Screen]
    /// The normalised names of each screen, id first.
    private let keys: [[String]]

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
    }

    /// Matches the pictures found under each folder (paths relative to it, `/`-separated) to the screens.
    public func match(folders: [[String]]) -> Result {
        var candidates: [Int: [(rank: PictureName, choice: Choice)]] = [:]
        var unmatched: [Unmatched] = []
        for (folder, paths) in folders.enumerated() {
            for path in paths.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                guard let name = PictureName(path: path) else { continue }
                guard let screen = screen(named: name) else {
                    unmatched.append(Unmatched(path: path, folder: folder, closest: closestID(to: name)))
                    continue
                }
                candidates[screen, default: []].append(
                    (name, Choice(path: path, folder: folder, origin: .folder)))
            }
        }
        var choices: [Int: Choice] = [:]
        for (index, screen) in screens.enumerated() {
            if let explicit = screen.explicit {
                choices[index] = Choice(path: explicit, folder: nil, origin: .key)
            } else if let best = candidates[index]?.min(by: { $0.rank.precedes($1.rank) }) {
                choices[index] = best.choice
            }
        }
        return Result(choices: choices, unmatched: unmatched)
    }

    /// The first screen (in spec order) whose names include the picture's file name, or else its folder's.
    private func screen(named name: PictureName) -> Int? {
        for key in name.keys {
            if let index = keys.firstIndex(where: { $0.contains(key) }) { return index }
        }
        return nil
    }

    private func closestID(to name: PictureName) -> String? {
        guard let key = name.keys.first else { return nil }
        let ids = keys.map { $0[0] }
        guard let nearest = Suggestion.nearest(to: key, among: ids), let index = ids.firstIndex(of: nearest) else {
            return nil
        }
        return screens[index].id
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

/// What a picture's path says: the names it may stand for and its snapshot number.
public struct PictureName: Sendable {
    static let extensions: Set<String> = ["png", "jpg", "jpeg"]

    let path: String
    /// The normalised names to try, the file's before its folder's.
    let keys: [String]
    /// swift-snapshot-testing's counter (`.1`, `.2`); 0 for a plain name.
    let number: Int

    init?(path: String) {
        let components = path.split(separator: "/").map(String.init)
        guard let file = components.last, let dot = file.lastIndex(of: "."),
            Self.extensions.contains(file[file.index(after: dot)...].lowercased())
        else { return nil }
        var parts = file[..<dot].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var number = 0
        if parts.count > 1, let last = parts.last, let value = Int(last), value >= 0 {
            number = value
            parts.removeLast()
        }
        let stem = parts.joined(separator: ".")
        var names = [Self.testSubject(stem) ?? stem]
        if components.count > 1 {
            var folder = components[components.count - 2]
            for suffix in ["Tests", "Test"] where folder.hasSuffix(suffix) && folder.count > suffix.count {
                folder.removeLast(suffix.count)
                break
            }
            names.append(folder)
        }
        self.path = path
        self.number = number
        keys = names.map(ScreenshotMatcher.normalised).filter { !$0.isEmpty }
    }

    /// `testProfileView` and `test_profile_view` name `ProfileView` and `profile_view`; nil for other names.
    static func testSubject(_ stem: String) -> String? {
        guard stem.hasPrefix("test") || stem.hasPrefix("Test") else { return nil }
        let rest = stem.dropFirst(4).drop { $0 == "_" }
        guard let first = rest.first, first.isUppercase || stem.dropFirst(4).first == "_" else { return nil }
        return String(rest)
    }

    /// The lowest number first, then the shortest path, then byte order.
    func precedes(_ other: PictureName) -> Bool {
        if number != other.number { return number < other.number }
        if path.utf8.count != other.path.utf8.count { return path.utf8.count < other.path.utf8.count }
        return Array(path.utf8).lexicographicallyPrecedes(Array(other.path.utf8))
    }
}

extension PictureName {
    /// Whether a file name has a picture's extension (`.png`, `.jpg`, `.jpeg`, any case).
    public static func isPicture(_ fileName: String) -> Bool {
        guard let dot = fileName.lastIndex(of: ".") else { return false }
        return extensions.contains(fileName[fileName.index(after: dot)...].lowercased())
    }

    /// A note when the file's extension names another format than its bytes are in (it is read by its bytes).
    public static func mislabelled(_ path: String, as format: Thumbnail.SourceFormat) -> String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let named = path[path.index(after: dot)...].lowercased()
        let expected: Thumbnail.SourceFormat = named == "png" ? .png : .jpeg
        guard expected != format else { return nil }
        return "a \(format.rawValue) file named .\(named); read as \(format.rawValue)"
    }
}
