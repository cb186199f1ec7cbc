import ComposableArchitecture

/// The library's earlier releases: reducers without the macro, `enum State` and `enum Action` written out,
/// `@PresentationState` and case paths written with `/`.
struct ClinicFeature: Reducer {
    struct State: Equatable {
        var path = StackState<Path.State>()
        var patients = PatientsFeature.State()
    }

    enum Action: Equatable {
        case path(StackAction<Path.State, Path.Action>)
        case patients(PatientsFeature.Action)
    }

    struct Path: Reducer {
        enum State: Equatable {
            case patient(PatientFeature.State)
            case visit(VisitFeature.State)
        }

        enum Action: Equatable {
            case patient(PatientFeature.Action)
            case visit(VisitFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: /State.patient, action: /Action.patient) { PatientFeature() }
            Scope(state: /State.visit, action: /Action.visit) { VisitFeature() }
        }
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.patients, action: /Action.patients) { PatientsFeature() }
        Reduce { _, _ in .none }
            .forEach(\.path, action: /Action.path) { Path() }
    }
}

struct PatientsFeature: Reducer {
    struct State: Equatable {
        @PresentationState var destination: Destination.State?
        @PresentationState var alert: AlertState<Action.Alert>?
    }

    enum Action: Equatable {
        case admitTapped
        case invoicesTapped
        case clearTapped
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)
        enum Alert: Equatable { case confirm }
    }

    struct Destination: Reducer {
        enum State: Equatable {
            case admit(AdmitFeature.State)
            case invoices(InvoicesFeature.State)
        }

        enum Action: Equatable {
            case admit(AdmitFeature.Action)
            case invoices(InvoicesFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: /State.admit, action: /Action.admit) { AdmitFeature() }
            Scope(state: /State.invoices, action: /Action.invoices) { InvoicesFeature() }
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .admitTapped:
            state.destination = .admit(AdmitFeature.State())
            return .none
        case .invoicesTapped:
            state.destination = .invoices(InvoicesFeature.State())
            return .none
        case .clearTapped:
            state.alert = AlertState { TextState("Clear the waiting room?") }
            return .none
        case .destination, .alert:
            return .none
        }
    }
}

struct PatientFeature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct VisitFeature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct AdmitFeature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct InvoicesFeature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}
