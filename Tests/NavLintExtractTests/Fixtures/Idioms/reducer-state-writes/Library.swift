import ComposableArchitecture

struct Book: Equatable, Identifiable {
    let id: Int
    var title: String
}

/// Its reducer writes the state the view's stack and presentations are bound to.
@Reducer
struct ShelfFeature {
    @ObservableState
    struct State: Equatable {
        var books: IdentifiedArrayOf<Book> = []
        var isSyncing = false
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
    }

    enum Action {
        case addTapped
        case removeTapped(Book.ID)
        case scanTapped
        case syncTapped
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Path>)
        case view(View)

        /// What a view sends with its `@ViewAction` macro's `send(_:)`.
        enum View { case scanAgainTapped }
    }

    @Reducer
    enum Destination {
        case addBook(AddBookFeature)
        case confirmRemoval(AlertState<Confirmation>)
    }

    enum Confirmation: Equatable { case remove(Book.ID) }

    @Reducer
    enum Path {
        case book(BookFeature)
        case scanner(ScannerFeature)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                state.destination = .addBook(AddBookFeature.State())
                return .none
            case let .removeTapped(id):
                state.destination = .confirmRemoval(AlertState { TextState("Remove \(id)?") })
                return .none
            case .scanTapped:
                state.path.append(.scanner(ScannerFeature.State()))
                return .none
            case .syncTapped:
                state.isSyncing = true
                return .none
            case .view(.scanAgainTapped):
                state.path.append(.scanner(ScannerFeature.State()))
                return .none
            case .destination, .path:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path)
    }
}

/// A reducer written as a method: the state it is handed is the feature's.
struct BookFeature: Reducer {
    @ObservableState
    struct State: Equatable {
        var book = Book(id: 0, title: "")
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case shareTapped
        case downloadFailed
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)
        enum Alert: Equatable { case retry }
    }

    @Reducer
    enum Destination {
        case share(ShareFeature)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .shareTapped:
            state.destination = .share(ShareFeature.State())
            return .none
        case .downloadFailed:
            state.alert = .downloadFailed
            return .none
        case .destination, .alert:
            return .none
        }
    }
}

extension AlertState where Action == BookFeature.Action.Alert {
    /// A dialog built by a static member: written to the state one dialog is bound to, it presents that dialog.
    static let downloadFailed = AlertState {
        TextState("The download failed.")
    } actions: {
        ButtonState(action: .retry) { TextState("Retry") }
    }
}

@Reducer struct AddBookFeature {
    @ObservableState struct State: Equatable {}
    enum Action {}
}

@Reducer struct ScannerFeature {
    @ObservableState struct State: Equatable {}
    enum Action {}
}

@Reducer struct ShareFeature {
    @ObservableState struct State: Equatable {}
    enum Action {}
}
