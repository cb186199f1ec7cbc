/// The enum cases the app's code passes as literals to its views' parameters (`Header(panel: .orders)`), by view
/// and parameter: where a link of that parameter can go.
struct LiteralArguments: Sendable {
    private var byView: [String: [String: Set<String>]] = [:]

    /// None: what the tables hold until every view is known.
    init() {}

    /// Reads every file's literal arguments; `viewName` resolves a view's name as written in a file, and
    /// `positional` gives a view's parameters by position, for arguments passed without a label.
    init(
        _ files: [FileFacts], viewName: (String, String) -> String?, positional: (String) -> [Int: String]
    ) {
        for file in files {
            for (written, arguments) in file.literalArguments {
                guard let view = viewName(written, file.file) else { continue }
                let parameters = positional(view)
                for (key, cases) in arguments {
                    let parameter = PassedLiterals.parameter(forKey: key, positional: parameters)
                    if let parameter { byView[view, default: [:]][parameter, default: []].formUnion(cases) }
                }
            }
        }
    }

    /// The enum cases the callers of `view` pass as literals for its parameter, in no order; empty when none does.
    func cases(of view: String, parameter: String) -> Set<String> {
        byView[view]?[parameter] ?? []
    }
}
