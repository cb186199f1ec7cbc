import NavLintModel

/// A ``NavContext`` as ``ContextBuilder`` compares it: the flags, and the groups of the context and of its
/// presenter as numbers of a ``GroupLists`` table. Nothing in it is counted by reference, so comparing,
/// hashing and copying one costs a few machine words; the words of its origin are kept beside it.
struct ContextPlace: Hashable {
    var inStack: Bool
    var presented: Bool
    var pushed: Bool
    /// The stack around it is a split column that navigates the next one (see ``NavContext/navigatesColumn``).
    var navigatesColumn = false
    /// The number of the context's groups list.
    var groups: Int32 = 0
    var presenter: PresenterPlace?

    /// A presenter as a ``NavContext/Presenter`` remembers it, its origin aside.
    struct PresenterPlace: Hashable {
        var inStack: Bool
        var presented: Bool
        var pushed: Bool
        var groups: Int32

        init(_ place: ContextPlace) {
            (inStack, presented, pushed, groups) = (place.inStack, place.presented, place.pushed, place.groups)
        }
    }

    /// The place in which an edge of kind `edgeKind` of a model of kind `kind` acts, and where that is; nil where
    /// the edge does not apply. The decision ``NavContext/acting(_:of:)`` takes.
    func acting(
        _ edgeKind: EdgeKind, runsAfterDismiss: Bool, ofKind kind: ModelKind
    ) -> (ContextPlace, NavContext.ActingSource)? {
        guard
            let source = NavContext.ActingSource(
                edgeKind, runsAfterDismiss: runsAfterDismiss, ofKind: kind, presented: presented,
                knowsPresenter: presenter != nil)
        else { return nil }
        guard source != .same, let presenter else { return (self, .same) }
        return (ContextPlace(presenter), source)
    }

    /// The presenter's place, with its own presenter unknown.
    init(_ presenter: PresenterPlace) {
        (inStack, presented, pushed, groups) = (
            presenter.inStack, presenter.presented, presenter.pushed, presenter.groups
        )
    }

    init(inStack: Bool, presented: Bool, pushed: Bool, presenter: PresenterPlace?) {
        (self.inStack, self.presented, self.pushed, self.presenter) = (inStack, presented, pushed, presenter)
    }
}

/// The groups lists of the contexts being spread, each stored once and named by its number; list 0 is empty.
struct GroupLists {
    private(set) var lists: [[Int]] = [[]]
    private var numbers: [[Int]: Int32] = [[]: 0]
    private var merges: [Int64: Int32] = [:]

    /// The number of `list`, stored if new.
    mutating func number(of list: [Int]) -> Int32 {
        if list.isEmpty { return 0 }
        if let known = numbers[list] { return known }
        let number = Int32(lists.count)
        lists.append(list)
        numbers[list] = number
        return number
    }

    /// The number of the groups of `first` followed by those of `second` not in it (``EdgeGroups/merged(_:)``).
    mutating func merged(_ first: Int32, _ second: Int32) -> Int32 {
        if second == 0 { return first }
        if first == 0 { return second }
        let key = Int64(first) << 32 | Int64(second)
        if let known = merges[key] { return known }
        let number = number(of: EdgeGroups.merged([lists[Int(first)], lists[Int(second)]]))
        merges[key] = number
        return number
    }
}
