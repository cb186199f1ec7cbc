import NavLintCore

/// The URLs opened and AppKit alerts run in functions outside any view (see ``FunctionNavigation``) act from each
/// view that calls the function, directly (`Links.openHelp()`, `showHelp()`, `Helper.shared.openPrivacy()`,
/// `model.confirm()`) or through the type's own methods that lead to it, at the place they are written: the spec
/// gets an `openURL` or `alert` edge of the calling view there. What no view's call reaches (an app delegate's
/// handler, a function only a type that is no view calls) has no screen to act from, and says so. A class that one
/// view holds is left to ``HeldObjectNavigation``: its navigation acts from that view wherever it is written.
struct FunctionNavigations {
    /// By function, the navigation it performs, its own or through the functions of its type it calls.
    private var reaching: [FunctionName: [FunctionNavigation]] = [:]
    private var written: [FunctionNavigation] = []
    /// The places some view's call reached.
    private var reached: Set<SwiftLocation> = []

    /// How many of a type's own calls a function is followed through.
    private static let depthLimit = 8

    init(_ files: [FileFacts], objects: HeldObjectNavigation) {
        written = files.flatMap(\.functionNavigation).filter { navigation in
            navigation.function.owner.map { objects.holder(ofType: $0) == nil } ?? true
        }
        guard !written.isEmpty else { return }
        var callers: [FunctionName: [FunctionName]] = [:]
        for call in files.flatMap(\.ownMethodCalls) {
            let owner = TypeTables.lastComponent(call.owner)
            callers[FunctionName(owner: owner, name: call.callee), default: []].append(
                FunctionName(owner: owner, name: call.caller))
        }
        for navigation in written {
            var seen: Set<FunctionName> = []
            var level = [navigation.function]
            for _ in 0...Self.depthLimit where !level.isEmpty {
                level = level.filter { seen.insert($0).inserted }
                for function in level { reaching[function, default: []].append(navigation) }
                level = level.flatMap { callers[$0] ?? [] }
            }
        }
    }

    /// The view with the navigation its calls reach: an `openURL` site, or an alert dialog, at each place.
    mutating func resolved(_ view: ViewFacts) -> ViewFacts {
        guard !reaching.isEmpty else { return view }
        let called =
            view.functionCalls.map(\.function)
            + view.heldCalls.map { FunctionName(owner: TypeTables.lastComponent($0.type), name: $0.method) }
        let found = called.flatMap { reaching[$0] ?? [] }
        guard !found.isEmpty else { return view }
        var view = view
        var placed = Set(view.sites.map(\.location))
        for navigation in found where placed.insert(navigation.location).inserted {
            reached.insert(navigation.location)
            switch navigation.kind {
            case .openURL(let url):
                view.sites.append(NavSite(action: .openURL(url), location: navigation.location))
            case .alert:
                view.dialogs.append(DialogFacts(kind: .alert, location: navigation.location))
                view.sites.append(NavSite(action: .dialog(view.dialogs.count - 1), location: navigation.location))
            }
        }
        return view
    }

    /// A note at each place no view's call reached, in the order of the places.
    var notes: [ExtractionNote] {
        written.filter { !reached.contains($0.location) }.sorted { $0.location < $1.location }.map { navigation in
            let what =
                switch navigation.kind {
                case .openURL: "a URL opened"
                case .alert: "an NSAlert run modally"
                }
            return ExtractionNote(
                .unresolved,
                "\(what) in \(navigation.function.written), which no view extract could read calls, so it has no "
                    + "screen to act from",
                at: navigation.location)
        }
    }
}
