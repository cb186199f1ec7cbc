/// Which of the forms laid out in turn (``GraphvizForm/rankingForms(_:)``) becomes the drawing: the first
/// that Graphviz ranks; else the last drawn without ranking, with the advice; else, when a later form
/// crashed, the first whose layout was stopped for want of ranks, drawn again in full.
struct FormChoice {
    private var firstCrash: GraphvizError?
    private var unranked: GraphvizRenderer.Drawn?
    private var stopped: Diagram?

    /// Whether a form's outcome leaves the choice open, so that the next form is wanted.
    static func triesNextForm(after outcome: Result<GraphvizRenderer.Rendering, GraphvizError>) -> Bool {
        switch outcome {
        case .success(let rendering): rendering.warnings.contains(GraphvizMessages.rankingAdvice)
        case .failure(.crashed): true
        case .failure: false
        }
    }

    /// Takes the outcome of laying out `form`: the drawing when the form ranked; `nil` to try the next form.
    /// A failure other than a crash ends the choice (the first crash is reported instead, if there was one).
    mutating func consider(
        _ outcome: Result<GraphvizRenderer.Rendering, GraphvizError>, of form: Diagram
    ) throws(GraphvizError) -> GraphvizRenderer.Drawn? {
        switch outcome {
        case .success(var rendering):
            if GraphvizForm.ranksOneByOne(form) { rendering.warnings.insert(GraphvizRenderer.fallbackNote, at: 0) }
            guard rendering.warnings.contains(GraphvizMessages.rankingAdvice) else {
                return GraphvizRenderer.Drawn(rendering: rendering, form: form)
            }
            if rendering.bytes.isEmpty {
                stopped = stopped ?? form
            } else {
                unranked = GraphvizRenderer.Drawn(rendering: rendering, form: form)
            }
            return nil
        case .failure(.crashed(let signal)):
            firstCrash = firstCrash ?? .crashed(signal: signal)
            return nil
        case .failure(let error):
            throw firstCrash ?? error
        }
    }

    /// After every form: the form to draw again in full (the first stopped unranked) when the last crashed
    /// and none was drawn unranked; `nil` otherwise.
    func redrawFirstStopped() -> Diagram? {
        guard unranked == nil, let stopped, firstCrash != nil else { return nil }
        return stopped
    }

    /// After every form, with nothing to draw again: the drawing without ranks, or why there is none.
    func finished() throws(GraphvizError) -> GraphvizRenderer.Drawn {
        if let unranked { return unranked }
        throw firstCrash ?? .failed(stage: "layout", message: GraphvizRenderer.rankingTrouble)
    }
}
