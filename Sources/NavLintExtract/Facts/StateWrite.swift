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
    /// The method does nothing but navigate (see ``StateWriteReader/isInNavigationMethod(_:)``): where several
    /// views hold the object, their calls of it are the call sites; otherwise the write is, acting from each.
    var inNavigationMethod = false
    /// The cases the same block writes to the owner's other properties, by property: a switch nested in a case of
    /// another that the block flips away from is hidden, not shown (see ``SwitchedRoots``).
    var writtenBeside: [String: String] = [:]
}

/// A view's call of a method of an object it holds (`router.showCompose()`), which may write navigation state.
struct HeldMethodCall: Sendable {
    /// The held object's declared type, as written.
    var type: String
    var method: String
    var location: SwiftLocation
    /// By argument label (`_` for none), the enum case each argument written as one hands (`navigate(to: .stacks)`).
    var cases: [String: String] = [:]
    /// The labels and trailing closure, which choose the overload called (see ``ObjectMethodPresentations``).
    var shape: MethodCallShape
    /// By argument label (`""` for the unlabelled trailing closure), what each closure handed builds, for a call
    /// handed closures that build views.
    var closures: [String: ContentShape] = [:]
}

/// A method of a type that is no view writing one of its parameters to the type's property (`func navigate(to tab:
/// Tab) { activeTab = tab }`): a view's call that hands a case for it writes that case (see ``HeldStateWrites``).
struct ParameterWrite: Sendable {
    /// The type whose code writes it, as written.
    var owner: String
    var method: String
    /// The parameter's argument label, `_` for none.
    var label: String
    var property: String
    /// Appended to the property, a path (`path.append(destination)`), rather than assigned: a push of what the call
    /// hands, which its router call's reading resolves.
    var appends = false
}

/// A method of a type that is no view calling another of its own (`func refresh() { load() }`): a view's call of
/// `refresh` reaches the navigation state that `load` writes.
struct OwnMethodCall: Sendable {
    /// The type whose code makes the call, as written.
    var owner: String
    var caller: String
    var callee: String
    /// By argument label (`_` for none), the enum case each argument written as one hands (`navigate(to:
    /// .containers)` in `func onUserActivity(...)`): a view's call of `caller` hands those cases on.
    var cases: [String: String] = [:]
}

/// A method of a type that is no view that hands a case for the value it is passed to the type's own navigation
/// (see ``CaseForwardReader``).
struct CaseForward: Sendable {
    var method: String
    /// The parameter's type as written, optionals and lists unwrapped.
    var parameterType: String
    var caseName: String
    /// The enum the case is written of (`Destination` of `path.append(Destination.post(id))`); nil when the case is
    /// written without it.
    var caseType: String?
}

/// The state of an object that a presentation or dialog is bound to: `isImporting` of `.fullScreenCover(isPresented:
/// $store.isImporting)`, `presentedAlert` of `.alert(item: $appState.presentedAlert)`. A write of the property in
/// any view that holds the object (`store.isImporting = true`, or a call of the object's method that writes it)
/// presents it from that view (see ``BoundPresentations``).
struct BoundState: Sendable, Hashable {
    var property: String
    /// The object's type, as held; for the view's own state (`isPresented: $showsWelcome`), the view's type, which
    /// only a notification it receives writes from another view.
    var object: String
    /// Bound by `isPresented:`: only `true` written presents it.
    var isFlag: Bool
    /// The view whose code binds it (also when the presentation is on content it presents, and so acts from that
    /// content's view): its own writes are the modifier's edge.
    var boundIn: String
    /// The case a binding keys the state by (`add` of `.sheet(item: $model.destination.add)`, a binding that holds
    /// the case's value while the state holds that case): only a write of that case presents it, wherever written.
    var caseName: String? = nil
}
