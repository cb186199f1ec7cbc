/// The destinations a `ViewModifier` registers (`struct AppDestinations: ViewModifier` whose body calls
/// `navigationDestination(for:)`) count where the functions of `extension View` that apply it (`withAppDestinations()`
/// calling `modifier(AppDestinations())`) are applied, through any number of modifiers applying one another: each
/// registration is made under the name of each function that applies its modifier, as if that function registered it.
enum ModifierRegistrations {
    /// The registrations with those of each `ViewModifier` some function applies made under that function's name.
    static func expanded(_ registrations: [Registration], files: [FileFacts]) -> [Registration] {
        var appliers: [String: Set<String>] = [:]
        for file in files {
            for (function, effects) in file.modifierEffects {
                for applied in effects.compactMap(\.applies) where applied != function {
                    appliers[applied, default: []].insert(function)
                }
            }
        }
        guard !appliers.isEmpty else { return registrations }
        return registrations.flatMap { registration -> [Registration] in
            guard let modifier = registration.modifier else { return [registration] }
            let names = outermost(modifier, appliers: appliers)
            return names == [modifier]
                ? [registration]
                : names.map { name in
                    var made = registration
                    made.modifier = name
                    return made
                }
        }
    }

    /// The names under which what `modifier` registers is applied: the functions (or modifiers) that apply it,
    /// followed until nothing applies them, sorted; `modifier` itself when nothing does.
    private static func outermost(_ modifier: String, appliers: [String: Set<String>]) -> [String] {
        var found: Set<String> = []
        var seen: Set<String> = [modifier]
        var pending = [modifier]
        while let next = pending.popLast() {
            let outer = appliers[next, default: []].subtracting(seen)
            if appliers[next, default: []].isEmpty { found.insert(next) }
            for name in outer {
                seen.insert(name)
                pending.append(name)
            }
        }
        return found.sorted()
    }
}
