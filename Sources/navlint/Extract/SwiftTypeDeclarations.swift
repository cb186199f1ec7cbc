import Foundation
import NavLintCommandLine
import NavLintCore
import NavLintLanguageServer

/// Where the Swift code of a configuration's `sources:` declares its views, for `navlint lsp`'s go to definition:
/// the code is extracted as `check --sources` extracts it (each set of paths once, until a file under it changes
/// size or date), and each model the extraction finds names its type and where it is declared.
final class SwiftTypeDeclarations: SwiftTypeLocator, @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`: by set of paths, the files' sizes and dates when read, and what was found.
    private var known: [[String]: (stamp: [String], declarations: [String: SwiftDeclaration])] = [:]

    init() {}

    func declarations(inCodeAt paths: [String]) -> [String: SwiftDeclaration] {
        guard let files = try? SwiftSourceFiles.find(paths, excluding: []) else { return [:] }
        let stamp = files.map { Self.stamp(of: $0.path) }
        lock.lock()
        defer { lock.unlock() }
        if let cached = known[paths], cached.stamp == stamp { return cached.declarations }
        guard let extraction = try? SwiftSourceFiles.extract(files, maximumSize: FileSystem.defaultMaximumSwiftFileSize)
        else { return [:] }
        var declarations: [String: SwiftDeclaration] = [:]
        for model in extraction.spec.models {
            guard let source = model.source?.value, let declaration = Self.declaration(source) else { continue }
            declarations[model.swift?.value ?? model.id.value] = declaration
        }
        known[paths] = (stamp, declarations)
        return declarations
    }

    /// `path:line:column`, with the path made absolute.
    private static func declaration(_ source: String) -> SwiftDeclaration? {
        let parts = source.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        let path = parts.dropLast(2).joined(separator: ":")
        let absolute = FileSystem.realPath(path) ?? path
        return SwiftDeclaration(path: absolute, line: line, column: column)
    }

    private static func stamp(of path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(date)"
    }
}
