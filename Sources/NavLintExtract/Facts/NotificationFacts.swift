import NavLintCore

/// One argument of a call that may post a notification.
enum PostedValue: Sendable, Hashable {
    /// At a call in a view: the value handed (`.navigateTo` is an implicit member, read as a name where one is).
    case value(Destination)
    /// In a function's body: the function's own parameter at this index.
    case parameter(Int)
    /// In a function's body: a value built around the parameter at this index (`Wrapper(destination: destination)`).
    case wrapping(Int)
    case other
}

/// A call that may post a notification: `NotificationCenter.default.post(name: .x, object: y)` (callee
/// ``centerPost``, its name then its object) or a call of one of the app's free functions (its arguments in order),
/// which posts when the function's body does (see ``NotificationChannels``).
struct NotificationPost: Sendable {
    /// The callee of a notification center's own `post(name:object:)`: no function of the app is named so.
    static let centerPost = "NotificationCenter.post"

    var callee: String
    var arguments: [PostedValue]
    var location: SwiftLocation
}

/// A free function of the app whose body may post (`func navigateTo(_ value: any Hashable) {
/// sendNotification(.navigateTo, value) }`): the call in its body that does.
struct PostingFunction: Sendable {
    var name: String
    var post: NotificationPost
}

/// `.onReceive(NotificationCenter.default.publisher(for: .x)) { ... }` on a view, and what its closure does with
/// what is posted.
struct NotificationReceiver: Sendable, Hashable {
    enum Effect: Sendable, Hashable {
        /// Appends it to a path (`path.append(destination)`): a push of the posted value.
        case appendsToPath
        /// Writes the view's own property a presentation is bound to: `true` to a flag, or the posted value.
        case sets(property: String, flag: Bool)
    }

    /// The notification's name, by its last name.
    var name: String
    var effect: Effect
}
