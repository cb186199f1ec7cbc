/// An enum case written to a property in a type that is no view (a view model's method or Combine `sink`:
/// `self?.route = .results(query)`): navigation state, whose call site this is, acting from the view that
/// holds the object.
struct StateWrite: Sendable {
    /// The type whose code writes it, as written (the class, or the type an extension extends).
    var owner: String
    var property: String
    var caseName: String
    var location: SwiftLocation
    /// The method of the owner the write is in (`showCompose` of `func showCompose() { sheet = .compose }`): a
    /// view's call of it (`router.showCompose()`) is a call site of the write.
    var method: String?
    /// `true` or `false` written to a flag: navigation only where a switched root branches over it.
    var isFlag = false
}

/// A view's call of a method of an object it holds (`router.showCompose()`), which may write navigation state.
struct HeldMethodCall: Sendable {
    /// The held object's declared type, as written.
    var type: String
    var method: String
    var location: SwiftLocation
}
