/// A static member or factory of a type that returns a value of that type carrying a view:
/// `static var settings: Route { Route(id: "settings", style: .sheet) { SettingsView() } }`. A navigation that
/// hands `.settings` on shows the view the value carries, with the transition its arguments name.
struct ValueFactory: Sendable {
    /// The type the member is declared in (or extends), as written.
    var type: String
    /// The member's name: `settings`, or `item` for `static func item(_ id: ID) -> Route`.
    var member: String
    /// What the value's closures and arguments build.
    var shape: ContentShape
    /// By argument label, the enum cases the construction passes as literals (`style: .sheet` → `style` →
    /// `sheet`); the type's initialiser's defaults stand for the labels it leaves out.
    var caseArguments: [String: String]
    var location: SwiftLocation
}
