import Foundation

/// Graphviz's captured messages, split into entries: a line starting `Warning: ` or `Error: ` begins one,
/// other lines continue it (as "in label of node x" does).
struct GraphvizMessages {
    struct Entry: Equatable {
        var isError: Bool
        var text: String
    }

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

    /// What the messages mean for the drawing and what to do about it, in navlint's words: one warning per
    /// kind of trouble navlint knows, then one that counts the rest (quoting the first of them).
    var advice: [String] {
        var lostEdges: [String] = []
        var unrouted = 0
        var ranking = false
        var other: [String] = []
        for text in Set(entries.map(\.text)).sorted() {
            if let edge = Self.lostEdge(text) {
                lostEdges.append(edge)
            } else if Self.routingTrouble.contains(where: { text.contains($0) }) {
                unrouted += 1
            } else if text.hasPrefix(GraphvizRenderer.rankingTrouble) {
                ranking = true
            } else {
                other.append(text)
            }
        }
        var result: [String] = []
        if ranking { result.append(Self.rankingAdvice) }
        if !lostEdges.isEmpty {
            let shown = lostEdges.prefix(5).joined(separator: ", ") + (lostEdges.count > 5 ? ", …" : "")
            result.append(
                "the layout could not place \(Self.count(lostEdges.count, "edge")) inside its cluster (\(shown)), "
                    + "so the drawing lacks them; try --overview, or --focus ID --depth N on one end")
        }
        if unrouted > 0 {
            result.append(
                "the layout could not route \(Self.count(unrouted, "edge line")) around the clusters, so some "
                    + "lines cross boxes or are drawn straight; try --overview, or --focus ID --depth N")
        }
        if let first = other.first {
            let quoted = first.count > 120 ? String(first.prefix(120)) + "…" : first
            result.append(
                "Graphviz reported \(Self.count(other.count, "other problem")) while drawing (the first: "
                    + "\"\(quoted)\"); the drawing may be incomplete: try --overview, or --focus ID --depth N")
        }
        return result
    }

    /// The advice for a graph whose clusters Graphviz could not rank together.
    static let rankingAdvice =
        "the layout could not rank the clusters together; try --overview, or --focus ID --depth N"

    /// How Graphviz says it could not find a path for an edge's line.
    private static let routingTrouble = [
        "triangulation failed", "Pshortestpath failed", "Proutespline failed", "unable to reclaim box space",
        "spline", "libpath/",
    ]

    /// `lost model-A model-B edge`, as "A → B".
    private static func lostEdge(_ text: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count == 4, words[0] == "lost", words[3] == "edge" else { return nil }
        return "\(DiagramIDs.displayName(words[1])) \u{2192} \(DiagramIDs.displayName(words[2]))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
