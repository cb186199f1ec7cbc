import NavLintCore

/// A method of a type that is no view (a coordinator, a router object) as far as it presents: the views it hands
/// a router's method in a closure (`present(type: .bottomSheet) { isPresented in PremiumView() }`), the closures
/// of its own parameters it hands one on (`present(content: content)`), and the type's own methods it calls. A
/// view's call of it presents what its body does, at the call (see ``ObjectMethodPresentations``).
struct ObjectMethod: Sendable {
    /// The type whose code it is, as written.
    var owner: String
    var name: String
    var parameters: [MethodParameter]
    var presentations: [MethodPresentation] = []
    var forwards: [ForwardedContent] = []
    var callees: [MethodCallShape] = []
    /// What the body appends to the type's own path, a case of a named enum or a value it builds: a caller's call
    /// pushes it. A value handed in is the caller's argument; a case written with a leading dot is a
    /// ``StateWrite``.
    var appends: [PathAppend] = []
    /// Where it is written, from its first to its last character.
    var span: ClosedRange<SwiftLocation>?

    /// Whether the body presents, hands content on, appends to a path or calls the type's own methods: the only
    /// methods kept.
    var isEmpty: Bool { presentations.isEmpty && forwards.isEmpty && callees.isEmpty && appends.isEmpty }

    /// Whether a call of this shape can call this overload (the labels come in the parameters' order, every
    /// parameter without a default is handed a value, a trailing closure fills the first closure parameter the
    /// labels leave), and the name of the parameter the trailing closure fills.
    func accepts(_ call: MethodCallShape) -> (accepted: Bool, trailing: String?) {
        var labels = call.labels[...]
        var trailing: String?
        var closureLeft = call.hasTrailingClosure
        for parameter in parameters {
            if labels.first == parameter.label {
                labels.removeFirst()
            } else if closureLeft, parameter.isClosure {
                (trailing, closureLeft) = (parameter.name, false)
            } else if !parameter.hasDefault {
                return (false, nil)
            }
        }
        return (labels.isEmpty && !closureLeft, trailing)
    }
}

/// A parameter of an ``ObjectMethod``.
struct MethodParameter: Sendable {
    /// The argument label, `_` for none.
    var label: String
    /// The name it goes by in the body.
    var name: String
    var hasDefault: Bool
    /// Defaults to `nil` (`feature: Feature? = nil`): a call that hands none hands no value.
    var defaultsToNil = false
    /// A closure.
    var isClosure: Bool
    /// A closure that builds a view (`@ViewBuilder content: () -> some View`).
    var takesView: Bool
    /// The enum case it defaults to (`type: RouteType = .sheet`).
    var defaultCase: String?
}

/// A presentation a method writes: a router's method handed a closure that builds views.
struct MethodPresentation: Sendable {
    var kind: EdgeKind
    var shape: ContentShape
    /// The parameter, by name in the body, whose case says the kind (`present(type: type) { ... }`).
    var kindParameter: String?
}

/// One of a method's view-building closure parameters handed on to a router's method (`present(content:
/// content)`): what a caller hands it is presented.
struct ForwardedContent: Sendable {
    /// The parameter handed on, by name in the body.
    var parameter: String
    var kind: EdgeKind
    /// The parameter, by name in the body, whose case says the kind (`present(type: type, content: content)`).
    var kindParameter: String?
}

/// A call as far as choosing the overload it calls goes: the method's name, the argument labels in order (`_`
/// for none; a labelled trailing closure's label among them) and whether it has an unlabelled trailing closure.
struct MethodCallShape: Sendable {
    var name: String
    var labels: [String]
    var hasTrailingClosure: Bool
}

/// A case or value a method appends to its type's own path (`path.append(Route.cart)`, `path.append(Group(name:
/// name))`).
struct PathAppend: Sendable {
    var destination: Destination
    /// The declared types of the method's parameters the value is built from as they are (`String` of
    /// `Group(name: name)`): a value wrapping one of the app's enums is pushed for the case the call hands, which
    /// the call's own reading follows.
    var wrappedTypes: [String] = []
}
