/// What a picture's path says: the names it may stand for and its snapshot number.
///
/// A folder named after a test file (`GameOverViewTests/`, `ProfileTest/`) names the screen the test class
/// draws, so its name is tried before the file's: `GameOverViewTests/testDailyChallenge.1.png` is a picture of
/// `GameOverView` in its daily challenge, not of a `DailyChallenge` screen. Any other folder is tried after the
/// file's name.
public struct PictureName: Sendable {
    static let extensions: Set<String> = ["png", "jpg", "jpeg"]

    let path: String
    /// The normalised names to try, the one that decides first.
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
            let folder = components[components.count - 2]
            if let tested = Self.testedType(folder) {
                names.insert(tested, at: 0)
            } else {
                names.append(folder)
            }
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

    /// The type a folder named after a test file tests (`ProfileViewTests` and `ProfileViewTest` test
    /// `ProfileView`); nil for other folders.
    static func testedType(_ folder: String) -> String? {
        for suffix in ["Tests", "Test"] where folder.hasSuffix(suffix) && folder.count > suffix.count {
            return String(folder.dropLast(suffix.count))
        }
        return nil
    }

    /// The lowest number first, then the shortest path, then byte order.
    func precedes(_ other: PictureName) -> Bool {
        if number != other.number { return number < other.number }
        if length != other.length { return length < other.length }
        return Array(path.utf8).lexicographicallyPrecedes(Array(other.path.utf8))
    }

    /// Whether only byte order tells the two apart: the same snapshot number and the same path length.
    func ties(with other: PictureName) -> Bool {
        number == other.number && length == other.length
    }

    private var length: Int { path.utf8.count }
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
