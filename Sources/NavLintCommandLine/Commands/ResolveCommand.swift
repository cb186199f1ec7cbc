import ArgumentParser
import NavLintCore
import NavLintReporters
import NavLintRoutes

/// `navlint resolve`: which route a URL opens.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Show which route wins each URL, its typed parameters and the navigation path.",
        discussion: """
            Applies the precedence rules exactly: literals beat enums and booleans, which beat ints and \
            UUIDs, then doubles, strings and {rest*} tails, position by position; declaration order never \
            decides.

            Params the route's bind feeds with a constant or with the URL itself ($url) are listed as \
            bound (in JSON, "bound": [{"param", "value", "source"}], beside "params"). With --explain, a \
            route whose via has a wildcard (* or Tabs.*) also lists the other places it opens from.

            A URL that cannot be parsed is reported with the reason and counts as matching no route. Exit \
            code 1 when a URL matches no route or routes tie on it; 2 when not one of the URLs can be \
            parsed (nothing could be resolved: check the arguments).
            """)

    @Argument(help: "The spec (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Argument(help: "The URLs to resolve, such as shop://products/42 or notification:subscription.")
    var urls: [String]

    @Flag(help: "List every route and why it won, tied, lost or did not match.")
    var explain = false

    @Option(name: .shortAndLong, help: "text or json (one JSON object per URL, one per line).")
    var format: ResolveFormat = .text

    @OptionGroup var input: InputOptions

    @OptionGroup var platform: PlatformOption

    enum ResolveFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if urls.isEmpty { throw ValidationError("name at least one URL to resolve") }
    }

    func run() throws {
        let resolver = try SpecInput.load(spec, options: input, settings: platform.analysisSettings()).resolver
        let routes = resolver.context.spec.routes
        var failed = false
        var parsed = 0
        for url in urls {
            let answer = resolver.resolve(url, explain: explain)
            switch answer.outcome {
            case .matched: parsed += 1
            case .invalid: failed = true
            case .ambiguous, .noMatch:
                parsed += 1
                failed = true
            }
            Terminal.write(
                format == .json ? json(answer, routes: routes).compact() + "\n" : text(answer, routes: routes))
        }
        if parsed == 0 { throw ExitCode(2) }
        if failed { throw ExitCode(1) }
    }

    /// The answer for a terminal; text from the command line is written with control characters as
    /// visible escapes.
    private func text(_ answer: LinkResolver.Answer, routes: [Route]) -> String {
        var text = singleLine(answer.url) + "\n"
        switch answer.outcome {
        case .matched(let route, let arguments) where answer.alternatives.isEmpty:
            text += matchText(
                routes[route], arguments: arguments, bound: answer.bound, url: answer.url,
                path: answer.pathDescription)
            if !answer.otherPlaces.isEmpty {
                text += "  other places:\n"
                for place in answer.otherPlaces {
                    text += "    \(place.via.joined(separator: ", ")): \(place.pathDescription)\n"
                }
            }
        case .matched:
            text += "  alternatives: the app chooses among \(answer.alternatives.count) routes at run time\n"
            for alternative in answer.alternatives {
                text += matchText(
                    routes[alternative.route], arguments: alternative.arguments, bound: alternative.bound,
                    url: answer.url, path: alternative.pathDescription)
            }
        case .ambiguous(let tied):
            let names = tied.map { routes[$0].id.value }.joined(separator: ", ")
            text += "  ambiguous: \(names) tie and none takes precedence\n"
        case .noMatch:
            text += "  no route matches\n"
        case .invalid(let message):
            text += "  no route matches: \(singleLine(message))\n"
        }
        if !answer.candidates.isEmpty {
            text += "  candidates:\n"
            let width = answer.candidates.map { routes[$0.route].id.value.count }.max() ?? 0
            for candidate in answer.candidates {
                let id = routes[candidate.route].id.value.padding(toLength: width, withPad: " ", startingAt: 0)
                text += "    \(id)  \(candidate.verdict): \(singleLine(candidate.reason))\n"
            }
        }
        return text
    }

    /// The route, params, bound params and path lines of a matched route; the route line gives its `when`
    /// condition, if any, and each bound param says whether a constant or the URL (`$url`) binds it.
    private func matchText(
        _ route: Route, arguments: [RouteArgument], bound: [LinkResolver.BoundParam], url: String, path: String?
    ) -> String {
        var text = "  route: \(route.id.value)  \(route.pattern.value)"
        if let when = route.when { text += "  when " + JSONOutput.string(when.value).compact() }
        text += "\n"
        if !arguments.isEmpty {
            text +=
                "  params: " + arguments.map { "\($0.name) = \($0.value.json.compact())" }.joined(separator: ", ")
                + "\n"
        }
        if !bound.isEmpty {
            text +=
                "  bound: "
                + bound.map { "\($0.param) = \($0.value(for: url).json.compact()) (\($0.source))" }
                .joined(separator: ", ") + "\n"
        }
        let unreached = "none: no navigation path reaches \(route.target.value)"
        return text + "  path: \(path ?? unreached)\n"
    }

    private func json(_ answer: LinkResolver.Answer, routes: [Route]) -> JSONOutput {
        var members: [JSONOutput.Member] = [JSONOutput.Member("url", .string(answer.url))]
        switch answer.outcome {
        case .matched(let route, let arguments):
            members.append(JSONOutput.Member("route", .string(routes[route].id.value)))
            members.append(
                JSONOutput.Member("params", .object(arguments.map { JSONOutput.Member($0.name, $0.value.json) })))
            members.append(JSONOutput.Member("path", .strings(answer.path)))
            members.append(JSONOutput.Member("hops", .strings(answer.hops)))
            members.append(JSONOutput.Member("ambiguous", .null))
        case .ambiguous(let tied):
            members += [
                JSONOutput.Member("route", .null), JSONOutput.Member("params", .object([])),
                JSONOutput.Member("path", .array([])), JSONOutput.Member("hops", .array([])),
            ]
            members.append(JSONOutput.Member("ambiguous", .strings(tied.map { routes[$0].id.value })))
        case .noMatch, .invalid:
            members += [
                JSONOutput.Member("route", .null), JSONOutput.Member("params", .object([])),
                JSONOutput.Member("path", .array([])), JSONOutput.Member("hops", .array([])),
            ]
            members.append(JSONOutput.Member("ambiguous", .null))
        }
        members.append(JSONOutput.Member("bound", boundJSON(answer.bound, url: answer.url)))
        if !answer.alternatives.isEmpty {
            members.append(
                JSONOutput.Member(
                    "alternatives",
                    .array(answer.alternatives.map { alternativeJSON($0, url: answer.url, routes: routes) })))
        }
        if !answer.otherPlaces.isEmpty {
            let places = answer.otherPlaces.map { place -> JSONOutput in
                .object([
                    JSONOutput.Member("via", .strings(place.via)), JSONOutput.Member("path", .strings(place.path)),
                    JSONOutput.Member("pathText", .string(place.pathDescription)),
                ])
            }
            members.append(JSONOutput.Member("otherPlaces", .array(places)))
        }
        if case .invalid(let message) = answer.outcome { members.append(JSONOutput.Member("error", .string(message))) }
        if !answer.candidates.isEmpty {
            members.append(
                JSONOutput.Member(
                    "candidates",
                    .array(
                        answer.candidates.map {
                            .object([
                                "route": .string(routes[$0.route].id.value), "verdict": .string($0.verdict),
                                "reason": .string($0.reason),
                            ])
                        })))
        }
        return .object(members)
    }

    /// One alternative of `resolve --format json`: route, `when`, params, bound params and path.
    private func alternativeJSON(_ alternative: LinkResolver.Alternative, url: String, routes: [Route]) -> JSONOutput {
        .object([
            JSONOutput.Member("route", .string(routes[alternative.route].id.value)),
            JSONOutput.Member("when", routes[alternative.route].when.map { .string($0.value) } ?? .null),
            JSONOutput.Member(
                "params", .object(alternative.arguments.map { JSONOutput.Member($0.name, $0.value.json) })),
            JSONOutput.Member("path", .strings(alternative.path)),
            JSONOutput.Member("bound", boundJSON(alternative.bound, url: url)),
        ])
    }

    /// `[{"param": "Post.link", "value": "app://post/42", "source": "$url"}, ...]`.
    private func boundJSON(_ bound: [LinkResolver.BoundParam], url: String) -> JSONOutput {
        .array(
            bound.map { param in
                .object([
                    JSONOutput.Member("param", .string(param.param)),
                    JSONOutput.Member("value", param.value(for: url).json),
                    JSONOutput.Member("source", .string(param.source)),
                ])
            })
    }
}
