/// A `switch` whose cases append to a path or assign a property (a router's method switching over a
/// transition: `case .push: path.append(route)`, `case .sheet: presentedSheet = route`): the code that says
/// which kind of navigation each transition case is.
struct TransitionSwitch: Sendable {
    enum Effect: Sendable, Hashable {
        /// Appends to a path: a push.
        case appends
        /// Assigns a stored property: the kind of the presentation that reads it.
        case assigns(String)
    }

    /// One enum case the switch names, with what its branch does.
    struct Case: Sendable {
        var name: String
        var effects: Set<Effect>
        var location: SwiftLocation
    }

    /// Every case the switch names, in order, also those whose branch does neither.
    var cases: [Case]
}

/// The enum case an initialiser's parameter defaults to, with the parameter's type (`style: Style = .push`).
struct CaseDefault: Sendable {
    var caseName: String
    var type: String
}
