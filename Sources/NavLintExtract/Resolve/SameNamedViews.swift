/// View types of one name declared in different files, as in two targets that each have a `ContentView`: each
/// is named by the folder that sets it apart (`Watch.ContentView`, whose id is `Watch_ContentView`), and a name
/// written in the code means the one declared nearest to where it is written.
enum SameNamedViews {
    /// The views by the name the tables know them by: a name declared in one file (or several times in one
    /// file, the last declaration kept) as itself, one declared in several files qualified by each file's folder;
    /// and for each qualified name, the name the code declares.
    static func keyed(_ declared: [ViewFacts]) -> (views: [String: ViewFacts], declaredNames: [String: String]) {
        var byName: [String: [ViewFacts]] = [:]
        for view in declared {
            // Declarations in one file (the branches of a `#if`) are one type: the last one is kept.
            if let last = byName[view.name]?.last, last.location.file == view.location.file {
                byName[view.name]![byName[view.name]!.count - 1] = view
            } else {
                byName[view.name, default: []].append(view)
            }
        }
        var keyed: [String: ViewFacts] = [:]
        var declaredNames: [String: String] = [:]
        for (name, views) in byName {
            guard views.count > 1 else {
                keyed[name] = views[0]
                continue
            }
            for (view, qualifier) in zip(views, qualifiers(of: views.map(\.location.file))) {
                var qualified = view
                qualified.name = qualifier + "." + name
                declaredNames[qualified.name] = name
                keyed[qualified.name] = qualified
            }
        }
        return (keyed, declaredNames)
    }

    /// For each path, its first folder that no other path has at that depth (`Watch` of `Watch/ContentView.swift`
    /// beside `Multiplatform/ContentView.swift`), else its file's name without `.swift`; numbered where two
    /// would still meet.
    static func qualifiers(of paths: [String]) -> [String] {
        let parts = paths.map { $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init) }
        var used: Set<String> = []
        return parts.enumerated().map { index, components in
            let folders = components.dropLast()
            var found = folders.indices.first { depth in
                !parts.indices.contains { other in
                    other != index && parts[other].count - 1 > depth && parts[other][depth] == folders[depth]
                }
            }.map { folders[$0] }
            if found == nil, let file = components.last {
                found = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            }
            var qualifier = found ?? "_"
            var number = 2
            while !used.insert(qualifier).inserted {
                qualifier = (found ?? "_") + String(number)
                number += 1
            }
            return qualifier
        }
    }

    /// Of several views a written name may mean, the one declared in the folder nearest to `file` (the most
    /// leading folders in common); nil when two are as near.
    static func nearest(_ names: [String], to file: String, in views: [String: ViewFacts]) -> String? {
        var best: (name: String, shared: Int)?
        var tied = false
        for name in names.sorted() {
            guard let declared = views[name]?.location.file else { continue }
            let shared = sharedFolders(file, declared)
            if shared > best?.shared ?? -1 {
                best = (name, shared)
                tied = false
            } else if shared == best?.shared {
                tied = true
            }
        }
        return tied ? nil : best?.name
    }

    /// Each view's embedded names that the folders leave ambiguous (two `ChatView`s, in `UI/iOS` and `UI/macOS`,
    /// built in `UI/Shared`), replaced by the view each construction means: the one declared for the platforms
    /// of the `#if os(...)` branch the construction is written in. A name no platform tells apart stays.
    static func embeddedByPlatform(_ views: [String: ViewFacts], by tables: TypeTables) -> [String: ViewFacts] {
        var byDeclared: [String: [String]] = [:]
        for (qualified, declared) in tables.declaredNames { byDeclared[declared, default: []].append(qualified) }
        guard !byDeclared.isEmpty else { return views }
        var views = views
        for name in views.keys.sorted() {
            let view = views[name]!
            var chosen: [String: [String]] = [:]
            for use in view.componentUses {
                let written = TypeTables.lastComponent(SpecNaming.plain(use.type))
                guard let matches = byDeclared[written], view.embedded.contains(use.type),
                    tables.resolveViewName(use.type, from: view.location.file) == nil,
                    let meant = byPlatform(matches, at: use.location, by: tables)
                else { continue }
                if chosen[use.type]?.contains(meant) != true { chosen[use.type, default: []].append(meant) }
            }
            guard !chosen.isEmpty else { continue }
            var seen: Set<String> = []
            views[name]!.embedded = view.embedded.flatMap { chosen[$0] ?? [$0] }.filter { seen.insert($0).inserted }
        }
        return views
    }

    /// Of the same-named views `matches`, the one whose declaration's platforms meet those `location` is compiled
    /// for, the nearest of them where several do; nil when the platforms rule none out.
    private static func byPlatform(_ matches: [String], at location: SwiftLocation, by tables: TypeTables) -> String? {
        guard let used = tables.platforms(at: location) else { return nil }
        let possible = matches.filter { name in
            guard let declared = tables.views[name].flatMap({ tables.platforms(at: $0.location) }) else { return true }
            return !declared.isDisjoint(with: used)
        }
        guard possible.count < matches.count else { return nil }
        return nearest(possible, to: location.file, in: tables.views)
    }

    /// How many leading folders two file paths have in common.
    static func sharedFolders(_ file: String, _ other: String) -> Int {
        zip(file.split(separator: "/").dropLast(), other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }
}
