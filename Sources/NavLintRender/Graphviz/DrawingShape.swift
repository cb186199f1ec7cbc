import Foundation

/// Keeps a drawing between 1:3 and 3:1, so that a large app stays readable on a page or a screen.
///
/// Graphviz cannot be told the shape before laying out, so the drawing is measured: when it is too wide
/// or too tall, or Graphviz had trouble drawing it, and the direction is free, the diagram is drawn the
/// other way too and the better drawing kept (the one with less trouble, then the better shape); when even
/// that is out of bounds, Graphviz's `ratio` spreads the ranks (or the nodes of each rank) apart until the
/// shape is within them.
public enum DrawingShape {
    /// The most one side may be longer than the other.
    public static let limit = 3.0

    /// A drawing and the notes about how it was fitted to the layout budget.
    public struct Result: Sendable, Equatable {
        public var rendering: GraphvizRenderer.Rendering
        public var notes: [String]
    }

    private struct Attempt {
        var fitted: LayoutBudget.Fitted
        var rendering: GraphvizRenderer.Rendering
        var ratio: Double
    }

    /// Draws the diagram `build` makes for `direction` (or, when `flexible`, for whichever direction gives
    /// the better shape) in `format`, fitted to `budget`, within `timeout` seconds in all.
    public static func render(
        direction: Diagram.Direction, flexible: Bool, format: GraphvizRenderer.Format, budget: LayoutBudget,
        timeout: Double = GraphvizRenderer.defaultTimeout,
        build: (Diagram.Direction) throws(DiagramError) -> Diagram
    ) throws -> Result {
        let started = Date()
        func left() -> Double { max(1, timeout - Date().timeIntervalSince(started)) }
        func attempt(_ direction: Diagram.Direction) throws -> Attempt {
            let fitted = try budget.fit(build(direction))
            let rendering = try GraphvizRenderer.render(fitted.diagram, format: .svg, timeout: left())
            return Attempt(fitted: fitted, rendering: rendering, ratio: aspectRatio(ofSVG: rendering.bytes) ?? 1)
        }
        let flipped: Diagram.Direction = direction == .topToBottom ? .leftToRight : .topToBottom
        // Graphviz can fail an assertion in its compound edges on one direction and draw the other: when the
        // direction is free, a failure on one is not the end, and the other is only tried for a better shape.
        var best: Attempt
        var triedBoth = false
        do {
            best = try attempt(direction)
        } catch {
            guard flexible, let other = try? attempt(flipped) else { throw error }
            (best, triedBoth) = (other, true)
        }
        // A drawing with clusters ranked one by one, or not ranked at all, may overlap, and one Graphviz warned
        // about lacks lines: it loses to a better one, and the other direction is tried for one.
        if flexible, !triedBoth, !isWithin(best.ratio) || trouble(best) > 0, let other = try? attempt(flipped) {
            let (mine, theirs) = (trouble(best), trouble(other))
            if mine == theirs ? abs(log(other.ratio)) < abs(log(best.ratio)) : theirs < mine { best = other }
        }
        var diagram = best.fitted.diagram
        if !isWithin(best.ratio) {
            // Graphviz's ratio is height over width, and it only ever stretches the shorter side.
            let target = limit * 0.97
            let heightOverWidth = best.ratio > 1 ? 1 / target : target
            diagram.attributes["ratio"] = GraphvizForm.number((heightOverWidth * 1000).rounded() / 1000)
        } else if format == .svg {
            return Result(rendering: best.rendering, notes: best.fitted.notes)
        }
        let rendering = try GraphvizRenderer.render(diagram, format: format, timeout: left())
        return Result(rendering: rendering, notes: best.fitted.notes)
    }

    /// How much went wrong drawing: 0 nothing, 1 Graphviz warned, 2 clusters were ranked one by one, 3 they
    /// could not be ranked either way.
    private static func trouble(_ attempt: Attempt) -> Int {
        let warnings = attempt.rendering.warnings
        if warnings.contains(GraphvizMessages.rankingAdvice) { return 3 }
        if warnings.contains(GraphvizRenderer.fallbackNote) { return 2 }
        return warnings.isEmpty ? 0 : 1
    }

    /// Whether width over height is between 1:``limit`` and ``limit``:1.
    public static func isWithin(_ ratio: Double) -> Bool {
        ratio >= 1 / limit && ratio <= limit
    }

    /// Width over height of an SVG drawing, from the `width` and `height` of its `<svg>` element.
    public static func aspectRatio(ofSVG bytes: [UInt8]) -> Double? {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return nil }
        let element = text[start.upperBound...].prefix { $0 != ">" }
        func points(_ name: String) -> Double? {
            guard let value = element.range(of: " \(name)=\"") else { return nil }
            let digits = element[value.upperBound...].prefix { $0.isNumber || $0 == "." }
            return Double(digits)
        }
        guard let width = points("width"), let height = points("height"), height > 0 else { return nil }
        return width / height
    }
}
