import NavLintModel

/// One file of an app's configuration as the command line read it: the path as the user named it, and
/// its bytes. The readers do no I/O.
public struct AppConfigFile: Sendable, Hashable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// A configuration file that cannot be read, or is not the documented shape (`app-config-invalid`): the
/// file, and the line and column where its format has lines (nil for a binary property list).
public struct AppConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation?
    public var message: String

    public init(file: String, location: SourceLocation?, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String {
        location.map { "\(file):\($0.line):\($0.column): \(message)" } ?? "\(file): \(message)"
    }
}

/// A value read from a configuration file, with where it stands there (nil where the format has no lines).
public struct ConfigValue: Sendable, Hashable {
    public var text: String
    public var file: String
    public var location: SourceLocation?

    public init(_ text: String, file: String, location: SourceLocation?) {
        self.text = text
        self.file = file
        self.location = location
    }

    /// Whether the text holds an Xcode build setting (`$(NAME)`, `${NAME}`), which navlint keeps as text.
    public var hasBuildSetting: Bool { text.contains("$(") || text.contains("${") }

    /// `file:line:column`, or the file alone.
    public var place: String { location.map { "\(file):\($0.line):\($0.column)" } ?? file }
}
