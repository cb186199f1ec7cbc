import ArgumentParser
import NavLintCore

/// `navlint examples`: one valid URL per route.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "Print one valid URL per route: its first example, or one built from its pattern.",
        discussion: """
            Every URL printed resolves back to its own route, so the list makes a ready URL list for \
            `navlint coverage` and for UI tests. A route's own `examples` come first; otherwise the URL is \
            built from the pattern's example values (`{id:int=42}`) and plausible values of the other \
            placeholders' types. A route that can never win gets no example (check reports why).
            """)

    @Argument(help: "The spec (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(name: .shortAndLong, help: "text (route id and URL), urls (URLs only, a coverage list) or json.")
    var format: ExamplesFormat = .text

    @OptionGroup var input: InputOptions

    @OptionGroup var platform: PlatformOption

    enum ExamplesFormat: String, ExpressibleByArgument, CaseIterable {
        case text, urls, json
    }

    func run() throws {
        let resolver = try SpecInput.load(spec, options: input, settings: platform.analysisSettings()).resolver
        let routes = resolver.context.spec.routes
        let examples = resolver.exampleURLs().map(\.first)
        switch format {
        case .json:
            let list = JSONOutput.array(
                zip(routes, examples).map { route, example in
                    .object(["route": .string(route.id.value), "url": example.map(JSONOutput.string) ?? .null])
                })
            Terminal.write(list.prettyPrinted() + "\n")
        case .urls:
            for example in examples.compactMap({ $0 }) { Terminal.write(example + "\n") }
        case .text:
            let width = routes.map(\.id.value.count).max() ?? 0
            for (route, example) in zip(routes, examples) {
                let id = route.id.value.padding(toLength: width, withPad: " ", startingAt: 0)
                Terminal.write("\(id)  \(example ?? "(none: the pattern is invalid or the route can never win)")\n")
            }
        }
    }
}
