import Foundation

/// Keeps a drawing between 1:3 and 3:1, so that a large app stays readable on a page or a screen.
///
/// Graphviz cannot be told the shape before laying out, so the shape is first estimated from the diagram
/// (``ShapeEstimate``) and then measured. A drawing estimated to be far outside the bounds in the direction
/// asked for is drawn the other way first when the direction is free and that way is not far outside too;
/// one estimated far outside either way gets Graphviz's `ratio`, which spreads the ranks (or the nodes of
/// each rank) apart until the shape is within them, from the start. When the direction is free and both
/// directions are estimated outside the bounds, the nearer one is spread from the start too: measuring it
/// first would only show that it needs spreading. The `ratio` asked for leaves room for what Graphviz adds
/// after applying it (the legend, the lines to group nodes), so the common case takes one layout. When the
/// drawing turns out too wide or too tall, or Graphviz had trouble drawing it, and the direction is free,
/// the diagram is drawn the other way too and the better drawing kept (the one with less trouble, then the
/// better shape); when even that is out of bounds, it is drawn again with `ratio`, corrected by how far the
/// `ratio` it had fell short. A spread drawing that falls short is not drawn the other way, which was
/// estimated outside and would need spreading too.
public enum DrawingShape {
    /// The most one side may be longer than the other.
    public static let limit = 3.0
    /// How far outside the bounds an estimate must be to be trusted without a layout: the estimate is
    /// within this factor of the measured shape on the samples and the generated apps (at most 1.33 apart
    /// on `gen_spec.py`'s shapes at 20 to 300 screens, 1.25 on the samples), with a fifth to spare.
    static let estimateMargin = 1.6

    /// A drawing, the diagram it was drawn from, and the notes about how it was fitted to the layout budget.
    public struct Result: Sendable, Equatable {
        public var rendering: GraphvizRenderer.Rendering
        public var notes: [String]
        /// The diagram as Graphviz laid it out: the direction, the ranking form and the `ratio` chosen. Its
        /// DOT text draws the same picture.
        public var diagram: Diagram
        /// How many times the diagram was laid out: 1 when the estimate decided the shape (2 for PNG and
        /// PDF, which are laid out again in their format).
        public var layouts: Int
    }

    private struct Attempt {
        var fitted: LayoutBudget.Fitted
        var drawn: GraphvizRenderer.Drawn
        var ratio: Double
        /// Whether the layout was given `ratio` from the estimate.
        var spread: Bool
    }

    /// What to lay out first: the direction, and whether to spread it with `ratio` from the start.
    struct Plan: Equatable {
        var direction: Diagram.Direction
        var spread: Bool
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
        let asked = try budget.fit(build(direction))
        let estimate = ShapeEstimate(asked.diagram)
        var layouts = 0
        func attempt(_ chosen: Diagram.Direction, spread spreads: Bool) throws -> Attempt {
            let fitted = try chosen == direction ? asked : budget.fit(build(chosen))
            var diagram = fitted.diagram
            if spreads {
                let ratio = estimate.ratio(chosen)
                let target = firstTarget(for: diagram, legendShare: estimate.legendShare(chosen), tall: ratio < 1)
                spread(&diagram, from: ratio, target: target)
            }
            layouts += 1
            let drawn = try GraphvizRenderer.draw(diagram, format: .svg, timeout: left())
            let measured = aspectRatio(ofSVG: drawn.rendering.bytes) ?? 1
            return Attempt(fitted: fitted, drawn: drawn, ratio: measured, spread: spreads)
        }
        let plan =
            flexible
            ? firstPlan(asked: direction, estimate: estimate)
            : Plan(direction: direction, spread: isFarOutside(estimate.ratio(direction)))
        let second: Diagram.Direction = plan.direction == .topToBottom ? .leftToRight : .topToBottom
        func attemptSecond() throws -> Attempt { try attempt(second, spread: isFarOutside(estimate.ratio(second))) }
        // Graphviz can fail an assertion in its compound edges on one direction and draw the other: when the
        // direction is free, a failure on one is not the end, and the other is only tried for a better shape.
        var best: Attempt
        var triedBoth = false
        do {
            best = try attempt(plan.direction, spread: plan.spread)
        } catch {
            guard flexible, let other = try? attemptSecond() else { throw error }
            (best, triedBoth) = (other, true)
        }
        // A drawing with clusters ranked one by one, or not ranked at all, may overlap, and one Graphviz warned
        // about lacks lines: it loses to a better one, and the other direction is tried for one. A spread
        // drawing that only fell short of the bounds is spread further instead.
        let fellShort = best.spread && trouble(best) == 0
        if flexible, !triedBoth, !fellShort, !isWithin(best.ratio) || trouble(best) > 0,
            let other = try? attemptSecond()
        {
            let (mine, theirs) = (trouble(best), trouble(other))
            if mine == theirs ? abs(log(other.ratio)) < abs(log(best.ratio)) : theirs < mine { best = other }
        }
        var form = best.drawn.form
        var rendering = best.drawn.rendering
        if !isWithin(best.ratio) {
            respread(&form, measured: best.ratio, estimate: estimate)
            layouts += 1
            let drawn = try GraphvizRenderer.draw(form, format: format, timeout: left())
            (form, rendering) = (drawn.form, drawn.rendering)
        } else if format != .svg {
            layouts += 1
            rendering = try GraphvizRenderer.render(form, format: format, timeout: left())
        }
        return Result(rendering: rendering, notes: best.fitted.notes, diagram: form, layouts: layouts)
    }

    /// What to lay out first when the direction is free (``firstDirection(asked:estimate:)``), and whether
    /// to spread it from the start: when it is estimated far outside the bounds, or outside at all while the
    /// other direction is estimated outside too (then laying it out plainly would only show that it needs
    /// `ratio`, and the other direction would need it as well).
    static func firstPlan(asked: Diagram.Direction, estimate: ShapeEstimate) -> Plan {
        let direction = firstDirection(asked: asked, estimate: estimate)
        let other: Diagram.Direction = direction == .topToBottom ? .leftToRight : .topToBottom
        let ratio = estimate.ratio(direction)
        let spread = isFarOutside(ratio) || (!isWithin(ratio) && !isWithin(estimate.ratio(other)))
        return Plan(direction: direction, spread: spread)
    }

    /// The direction to lay out first when the direction is free: the one asked for when it is estimated
    /// within the bounds, or outside them by less than the estimate's margin while the other is within;
    /// the other one when the one asked for is far outside and the other within; when both are estimated
    /// outside, the one estimated nearer the bounds.
    static func firstDirection(asked: Diagram.Direction, estimate: ShapeEstimate) -> Diagram.Direction {
        let other: Diagram.Direction = asked == .topToBottom ? .leftToRight : .topToBottom
        let (mine, theirs) = (estimate.ratio(asked), estimate.ratio(other))
        guard !isWithin(mine) else { return asked }
        if isWithin(theirs) { return isFarOutside(mine) ? other : asked }
        return abs(log(theirs)) < abs(log(mine)) ? other : asked
    }

    /// Whether an estimated width over height is outside the bounds by more than the estimate's margin.
    static func isFarOutside(_ ratio: Double) -> Bool {
        ratio > limit * estimateMargin || ratio < 1 / (limit * estimateMargin)
    }

    /// The long side over the short one that `ratio` aims at: just within the bounds.
    static let spreadTarget = limit * 0.97

    /// How much longer the long side of a drawing with groups comes out than Graphviz's `ratio` makes it.
    /// `ratio` scales the box around the real nodes and clusters; the edges from every including screen to
    /// a group node run outside that box and widen the drawing along its ranks after it was scaled.
    /// Measured on `gen_spec.py`'s `groups-windows` shape at 100, 200 and 300 screens: 10.5%, 8.7% and
    /// 5.8% (against 1 to 2% without groups, which ``spreadTarget`` leaves room for); 12% covers them.
    static let groupAllowance = 1.12

    /// The long side over the short one to ask of `diagram` when it is first spread: ``spreadTarget``, less
    /// ``groupAllowance`` when it draws groups, so that it lands within the bounds in one layout. A `tall`
    /// drawing is asked for less by its legend's share of its height (``ShapeEstimate/legendShare(_:)``),
    /// since the legend is added below it after `ratio` has shaped it.
    static func firstTarget(for diagram: Diagram, legendShare: Double, tall: Bool) -> Double {
        let target = diagram.edges.contains { $0.kind == .includes } ? spreadTarget / groupAllowance : spreadTarget
        return tall ? target / (1 + legendShare) : target
    }

    /// Sets Graphviz's `ratio` so that a drawing `ratio` wide over tall is spread along its short side to
    /// `target` times as long as it. Graphviz's ratio is height over width, and it only ever stretches a side.
    private static func spread(_ diagram: inout Diagram, from ratio: Double, target: Double = spreadTarget) {
        let heightOverWidth = ratio > 1 ? 1 / target : target
        diagram.attributes["ratio"] = GraphvizForm.number((heightOverWidth * 1000).rounded() / 1000)
    }

    /// Spreads a drawing that came out `measured` wide over tall, outside the bounds. One laid out without
    /// `ratio` is spread as from the estimate; one laid out with it fell short because Graphviz stretches the
    /// distances between the boxes and not the boxes themselves (nor the lines bent around them), so it is
    /// aimed as much nearer as it fell short: ``correctedTarget(measured:asked:)``.
    private static func respread(_ diagram: inout Diagram, measured: Double, estimate: ShapeEstimate) {
        guard let asked = diagram.attributes["ratio"].flatMap(Double.init), asked > 0 else {
            let share = estimate.legendShare(diagram.direction)
            let target = firstTarget(for: diagram, legendShare: share, tall: measured < 1)
            return spread(&diagram, from: measured, target: target)
        }
        spread(&diagram, from: measured, target: correctedTarget(measured: measured, asked: max(asked, 1 / asked)))
    }

    /// The long side over the short one to ask of a drawing that came out `measured` wide over tall when
    /// `asked` was asked: ``spreadTarget`` shortened by the factor Graphviz missed `asked` by, so that the
    /// drawing lands where the target is.
    static func correctedTarget(measured: Double, asked: Double = spreadTarget) -> Double {
        let delivered = max(measured, 1 / measured)
        return max(1, spreadTarget * asked / delivered)
    }

    /// How much went wrong drawing: 0 nothing, 1 Graphviz warned, 2 clusters were ranked one by one, 3 they
    /// could not be ranked either way.
    private static func trouble(_ attempt: Attempt) -> Int {
        let warnings = attempt.drawn.rendering.warnings
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
