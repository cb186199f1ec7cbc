import Foundation

/// Graphviz's captured messages, split into entries: a line starting `Warning: ` or `Error: ` begins one,
/// other lines continue it (as "in label of node x" does).
struct GraphvizMessages {
    struct Entry: Equatable {
        var isError: Bool
        var text: String
    }

    /// The most entries ``all`` lists before summing up the rest.
    static let shownLimit = 10

    private(set) var entries: [Entry] = []

    init(_ text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            if trimmed.hasPrefix("Warning: ") {
                entries.append(Entry(isError: false, text: String(trimmed.dropFirst("Warning: ".count))))
            } else if trimmed.hasPrefix("Error: ") {
                entries.append(Entry(isError: true, text: String(trimmed.dropFirst("Error: ".count))))
            } else if !entries.isEmpty {
                entries[entries.count - 1].text += " " + trimmed
            } else {
                entries.append(Entry(isError: true, text: trimmed))
            }
        }
    }

    /// What a plugin printed to standard error: each line a message, without the `(null): ` that stands
    /// for the program name Graphviz does not know in a library.
    init(printedBy text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("(null): ") { trimmed.removeFirst("(null): ".count) }
            if trimmed.hasPrefix("Warning: ") { trimmed.removeFirst("Warning: ".count) }
            if !trimmed.isEmpty { entries.append(Entry(isError: false, text: trimmed)) }
        }
    }

    /// These messages followed by `other`'s.
    func merged(with other: GraphvizMessages) -> GraphvizMessages {
        var result = self
        result.entries += other.entries
        return result
    }

    /// The errors, one a line, or every message when none is marked as an error.
    var errorText: String {
        let errors = entries.filter(\.isError)
        return (errors.isEmpty ? entries : errors).map(\.text).joined(separator: "\n")
    }

    /// Every distinct message, in order; past ``shownLimit``, one line says how many more there were.
    var all: [String] {
        var seen: Set<String> = []
        let distinct = entries.map(\.text).filter { seen.insert($0).inserted }
        guard distinct.count > Self.shownLimit else { return distinct }
        return Array(distinct.prefix(Self.shownLimit)) + [
            "\(distinct.count - Self.shownLimit) more messages like these"
        ]
    }
}
