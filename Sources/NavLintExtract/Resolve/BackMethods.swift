/// The app's methods named for a way back, followed through each other's calls (see ``BackMethod``).
struct BackMethods {
    private var methods: [String: [BackMethod]] = [:]

    /// How many calls deep a method is followed at most.
    private static let depthLimit = 6

    mutating func add(_ found: [String: [BackMethod]]) { methods.append(contentsOfEach: found) }

    /// Whether a method of this name (some overload) takes something presented away, itself or through the
    /// methods it calls; false for a method the sources do not declare.
    func takesAway(_ name: String) -> Bool {
        var seen: Set<String> = [name]
        var level = [name]
        for _ in 0..<Self.depthLimit where !level.isEmpty {
            let bodies = level.flatMap { methods[$0] ?? [] }
            if bodies.contains(where: \.takesAway) { return true }
            level = bodies.flatMap(\.calls).filter { seen.insert($0).inserted }
        }
        return false
    }
}
