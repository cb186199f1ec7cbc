/// A `Bool` property computed by comparing a stored property of the same type with an enum case (`var
/// isLoggedIn: Bool { userState == .loggedIn }`): a write of the stored property is a write of the flag
/// (`userState = .loggedIn` makes it `true`, any other case `false`), and so flips a switched root that branches
/// over the flag.
struct ComputedFlag: Sendable {
    /// The type whose member it is, as written.
    var owner: String
    var flag: String
    var stored: String
    var caseName: String
    /// Compared with `==`: the flag holds when that case is written; with `!=`, when any other is.
    var holdsForCase: Bool

    /// The flag's case, `true` or `false`, once `written` is written to the stored property.
    func flagCase(writing written: String) -> String {
        (written == caseName) == holdsForCase ? "true" : "false"
    }
}
