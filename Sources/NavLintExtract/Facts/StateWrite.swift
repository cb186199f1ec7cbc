/// An enum case written to a property in a type that is no view (a view model's method or Combine `sink`:
/// `self?.route = .results(query)`): navigation state, whose call site this is, acting from the view that
/// holds the object.
struct StateWrite: Sendable {
    /// The type whose code writes it, as written (the class, or the type an extension extends).
    var owner: String
    var property: String
    var caseName: String
    var location: SwiftLocation
}
