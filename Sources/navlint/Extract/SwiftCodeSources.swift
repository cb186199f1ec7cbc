import Foundation
import NavLintCommandLine
import NavLintCore
import NavLintExtract
import NavLintLanguageServer

/// The Swift code of a configuration's `sources:` as `navlint lsp` reads it: extracted as `check --sources`
/// extracts it, each set of paths once until a file under it changes size or date. Drift compares documents with
/// the extraction, and go to definition finds each extracted view's declaration.
final class SwiftCodeSources: SwiftCodeReader, @unchecked Sendable {
    private struct Read {
        /// The files' paths, sizes and dates when read.
        var stamp: [String]
        var extraction: Extraction
        var declarations: [String: SwiftDeclaration]
    }

    private let lock = NSLock()
    /// Guarded by `lock`: what was read, by set of paths.
    private var known: [[String]: Read] = [:]

    init() {}

    func declarations(inCodeAt paths: [String]) -> [String: SwiftDeclaration] {
        (try? read(paths).declarations) ?? [:]
    }

    func drift(withCodeAt paths: [String]) -> DocumentSettings.DriftResult? {
        do {
            let code = try read(paths).extraction
            return .success { DriftComparison(spec: $0.spec, graph: $0.graph, code: code, on: $0.settings.platform) }
        } catch {
            return .failure(DocumentSettings.Problem(error.message))
        }
    }

    /// The code under `paths`, read again when a file was added, removed or changed since.
    private func read(_ paths: [String]) throws(CommandFailure) -> Read {
        let files = try SwiftSourceFiles.find(paths, excluding: [])
        if files.isEmpty {
            throw CommandFailure("no .swift files under \(paths.joined(separator: ", ")) to compare the spec with")
        }
        let stamp = files.map { Self.stamp(of: $0.path) }
        lock.lock()
        defer { lock.unlock() }
        if let cached = known[paths], cached.stamp == stamp { return cached }
        let extraction = try SwiftSourceFiles.extract(files, maximumSize: FileSystem.defaultMaximumSwiftFileSize)
        var declarations: [String: SwiftDeclaration] = [:]
        for model in extraction.spec.models {
            guard let source = model.source?.value, let declaration = Self.declaration(source) else { continue }
            declarations[model.swift?.value ?? model.id.value] = declaration
        }
        let read = Read(stamp: stamp, extraction: extraction, declarations: declarations)
        known[paths] = read
        return read
    }

    /// `path:line:column`, with the path made absolute.
    private static func declaration(_ source: String) -> SwiftDeclaration? {
        let parts = source.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        let path = parts.dropLast(2).joined(separator: ":")
        return SwiftDeclaration(path: FileSystem.realPath(path) ?? path, line: line, column: column)
    }

    private static func stamp(of path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(date)"
    }
}
