/// The destinations a `ViewModifier` registers (`struct AppDestinations: ViewModifier` whose body calls
/// `navigationDestination(for:)`) count where the functions of `extension View` that apply it (`withAppDestinations()`
/// calling `modifier(AppDestinations())`) are applied, through any number of modifiers applying one another: each
/// registration is made under the name of each function that applies its modifier, as if that function registered it.
///
/// A function or modifier that hands its own type and closure on (`func stackDestination<D, C>(for type: D.Type,
/// destination: @escaping (D) -> C) -> some View { navigationDestination(for: type, destination: destination) }`,
/// directly or through a `ViewModifier` it applies) registers nothing itself: each call of it with a type
/// (`.stackDestination(for: Page.self) { page in ... }`) registers that type where it is written.
enum ModifierRegistrations {
    /// The registrations with those of each `ViewModifier` some function applies made under that function's name,
    /// and the calls of functions that hand a type on as registrations of their own.
    static func expanded(_ registrations: [Registration], files: [FileFacts]) -> [Registration] {
        var appliers: [String: Set<String>] = [:]
        for file in files {
            for (function, effects) in file.modifierEffects {
                for applied in effects.compactMap(\.applies) where applied != function {
                    appliers[applied, default: []].insert(function)
                }
            }
        }
        let forwarders = forwarders(in: registrations, appliers: appliers)
        let registrations = registrations.compactMap { registration -> Registration? in
            guard registration.forwardedBy == nil else {
                guard let name = registration.forwardedBy, forwarders.contains(name) else { return nil }
                var made = registration
                made.forwardedBy = nil
                return made
            }
            return handsOn(registration) ? nil : registration
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

    /// The functions and modifiers that hand the type they are given on to `navigationDestination(for:)`, and
    /// those that apply such a modifier.
    private static func forwarders(in registrations: [Registration], appliers: [String: Set<String>]) -> Set<String> {
        var found: Set<String> = []
        var pending = registrations.filter(handsOn).compactMap(\.modifier)
        while let name = pending.popLast() {
            guard found.insert(name).inserted else { continue }
            pending += appliers[name] ?? []
        }
        return found
    }

    /// A registration of a modifier or function whose type is one of its own parameters or properties (`for:
    /// dataType`), not a type.
    private static func handsOn(_ registration: Registration) -> Bool {
        guard registration.modifier != nil, case .named(let name) = registration.type else { return false }
        return SyntaxReading.startsLowercase(name) && !name.contains(".")
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
