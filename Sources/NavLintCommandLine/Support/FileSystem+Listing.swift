import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as the file system spells them (any bytes but `/` and NUL may name a file), and reading a file
/// only when it is a regular one.
extension FileSystem {
    /// A file found in a folder: its path as the file system spells it (any bytes but `/` and NUL may
    /// name a file) and as text (with invalid UTF-8 replaced).
    package struct ListedFile: Hashable, Comparable {
        package var bytes: [UInt8]
        package var path: String { String(decoding: bytes, as: UTF8.self) }

        package init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        package static func < (lhs: ListedFile, rhs: ListedFile) -> Bool {
            lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
        }
    }

    /// ``files(under:accept:)`` with each path as its bytes, so that a name that is not UTF-8 can be opened.
    package static func listedFiles(
        under folder: String, accept: (String) -> Bool
    ) throws(CommandFailure) -> [ListedFile] {
        var found: [ListedFile] = []
        var visited = Set<[UInt8]>()
        var pending = [Array(folder.utf8)]
        while let current = pending.popLast() {
            guard let real = realPath(current) else {
                throw CommandFailure("cannot read the folder \(displayName(current)): \(systemError())")
            }
            guard visited.insert(real).inserted else { continue }
            for (entry, type) in try entries(of: current).sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
                let separator: [UInt8] = current.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
                let path = current == [UInt8(ascii: ".")] ? entry : current + separator + entry
                let text = String(decoding: entry, as: UTF8.self)
                if type.isFolder ?? withCString(path, { isFolder(cString: $0) }) {
                    if !walkPassesOver(text, isFolder: true) { pending.append(path) }
                } else if !walkPassesOver(text, isFolder: false), accept(text) {
                    found.append(ListedFile(bytes: path))
                }
            }
        }
        return found.sorted()
    }

    /// Whether a folder walk passes over an entry of this name: any name that starts with `.`, and the
    /// folders `node_modules` and `DerivedData`, which hold other people's files and build products.
    package static func walkPassesOver(_ name: String, isFolder: Bool) -> Bool {
        name.hasPrefix(".") || isFolder && (name == "node_modules" || name == "DerivedData")
    }

    /// What a folder's entry says of its own type: a folder, something else, or nothing for certain (a symbolic
    /// link, which may lead to a folder, or a file system that does not say), which `stat` then tells.
    private struct EntryType {
        var isFolder: Bool?

        init(_ type: UInt8) {
            switch Int32(type) {
            case Int32(DT_DIR): isFolder = true
            case Int32(DT_LNK), Int32(DT_UNKNOWN): isFolder = nil
            default: isFolder = false
            }
        }
    }

    /// The names in a folder, without `.` and `..`, as bytes, with their types as the folder gives them (a
    /// `stat` of each entry cost more than the rest of listing a large app).
    private static func entries(of folder: [UInt8]) throws(CommandFailure) -> [(name: [UInt8], type: EntryType)] {
        let name = displayName(folder)
        guard let directory = withCString(folder, { opendir($0) }) else {
            throw CommandFailure("cannot read the folder \(name): \(systemError())")
        }
        defer { closedir(directory) }
        var names: [(name: [UInt8], type: EntryType)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw CommandFailure("cannot read the folder \(name): \(systemError())") }
                break
            }
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if entryName != [UInt8(ascii: ".")] && entryName != [UInt8(ascii: "."), UInt8(ascii: ".")] {
                names.append((entryName, EntryType(entry.pointee.d_type)))
            }
        }
        return names
    }

    /// `body` with `path` as a C string.
    package static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    private static func isFolder(cString path: UnsafePointer<CChar>) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private static func realPath(_ path: [UInt8]) -> [UInt8]? {
        guard let resolved = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    /// What ``readIfRegular(_:naming:maximumSize:)`` found: the bytes, or why the file was passed over.
    package enum RegularFileContent {
        case bytes([UInt8])
        case skipped(reason: String)
    }

    /// The bytes of the file at `path` (named `name` in messages) if it is a regular file of at most
    /// `maximumSize` bytes, else why not. It is opened without waiting (opening a FIFO waits for a writer)
    /// and its type is read from the open file, so no read can block. A file that cannot be opened is a failure.
    package static func readIfRegular(
        _ path: [UInt8], naming name: String, maximumSize: Int
    ) throws(CommandFailure) -> RegularFileContent {
        let descriptor = withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw CommandFailure("cannot read \(name): \(systemError())") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw CommandFailure("cannot read \(name): \(systemError())") }
        let kind: String? =
            switch status.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFIFO: "a FIFO"
            case S_IFSOCK: "a socket"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFDIR: "a folder"
            default: "a special file"
            }
        if let kind { return .skipped(reason: "\(kind), not a regular file") }
        let size = Int(status.st_size)
        if size > maximumSize { return .skipped(reason: overLimit(size: size, limit: maximumSize)) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            (count, failure) = fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor)
        }
        if failure != 0 { throw CommandFailure("cannot read \(name): \(String(cString: strerror(failure)))") }
        return .bytes(bytes)
    }
}

extension FileSystem {
    /// The first `count` bytes of the regular file at `path` and the file's size, or nil when it is no
    /// regular file or cannot be read (``readIfRegular(_:naming:maximumSize:)`` then says why).
    package static func readPrefix(_ path: [UInt8], count: Int) -> (bytes: [UInt8], size: Int)? {
        let descriptor = withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: min(count, size)) { buffer, filled in
            (filled, failure) = fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor)
        }
        return failure == 0 ? (bytes, size) : nil
    }

    /// A path as messages and specs write it: on one line, control characters escaped as a spec string
    /// escapes them (`\n`, `\u0007`) and bytes that are not UTF-8 as `\xFF`, so that a file's name can
    /// neither forge a line of output nor be lost.
    package static func displayName(_ path: [UInt8]) -> String {
        if let text = String(validating: path, as: UTF8.self) { return QuotedString.excerpt(text, limit: .max) }
        var text = ""
        var offset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = path.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text += QuotedString.excerpt(String(Unicode.UTF8.decode(encoded)), limit: .max)
                offset += encoded.count
            case .error(let length):
                for byte in path[offset..<(offset + length)] {
                    text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }
}
