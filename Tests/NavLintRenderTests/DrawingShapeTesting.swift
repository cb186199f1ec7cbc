import NavLintCore

@testable import NavLintRender

/// How the tests of a drawing's shape build and draw a spec: as `navlint render` does without options.
protocol DrawingShapeTesting {}

extension DrawingShapeTesting {
    /// The diagram `navlint render` builds without options, top to bottom.
    func diagram(_ spec: Spec) throws -> Diagram {
        try DiagramBuilder(options: DiagramOptions()).build(spec)
    }

    /// Draws the spec as `navlint render -o x.svg` does without `--direction`.
    func shaped(_ spec: Spec) throws -> DrawingShape.Result {
        let graph = NavGraph(spec: spec)
        return try DrawingShape.render(
            direction: .topToBottom, flexible: true, format: .svg, budget: LayoutBudget()
        ) { (direction: Diagram.Direction) throws(DiagramError) -> Diagram in
            var options = DiagramOptions()
            options.direction = direction
            return try DiagramBuilder(options: options).build(graph)
        }
    }
}
