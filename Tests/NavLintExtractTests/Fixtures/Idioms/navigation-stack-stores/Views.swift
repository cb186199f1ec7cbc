import ComposableArchitecture
import SwiftUI

@main
struct ClinicApp: App {
    var body: some Scene {
        WindowGroup {
            ClinicView(store: Store(initialState: ClinicFeature.State()) { ClinicFeature() })
        }
    }
}

struct ClinicView: View {
    let store: StoreOf<ClinicFeature>

    var body: some View {
        NavigationStackStore(self.store.scope(state: \.path, action: { .path($0) })) {
            PatientsView(store: self.store.scope(state: \.patients, action: { .patients($0) }))
        } destination: { state in
            switch state {
            case .patient:
                CaseLet(
                    /ClinicFeature.Path.State.patient, action: ClinicFeature.Path.Action.patient,
                    then: PatientView.init(store:))
            case .visit:
                CaseLet(/ClinicFeature.Path.State.visit, action: ClinicFeature.Path.Action.visit) { store in
                    VisitView(store: store)
                }
            }
        }
    }
}

struct PatientsView: View {
    let store: StoreOf<PatientsFeature>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            List {
                NavigationLink(state: ClinicFeature.Path.State.patient(PatientFeature.State())) {
                    Text("Next patient")
                }
                Button("Admit") { viewStore.send(.admitTapped) }
                Button("Invoices") { viewStore.send(.invoicesTapped) }
                Button("Clear") { viewStore.send(.clearTapped) }
            }
            .sheet(
                store: self.store.scope(state: \.$destination, action: { .destination($0) }),
                state: /PatientsFeature.Destination.State.admit,
                action: PatientsFeature.Destination.Action.admit
            ) { store in
                NavigationStack { AdmitView(store: store) }
            }
            .navigationDestination(
                store: self.store.scope(state: \.$destination, action: { .destination($0) }),
                state: /PatientsFeature.Destination.State.invoices,
                action: PatientsFeature.Destination.Action.invoices
            ) { store in
                InvoicesView(store: store)
            }
            .alert(store: self.store.scope(state: \.$alert, action: { .alert($0) }))
        }
    }
}

struct PatientView: View {
    let store: StoreOf<PatientFeature>

    var body: some View {
        NavigationLink(state: ClinicFeature.Path.State.visit(VisitFeature.State())) {
            Text("Start the visit")
        }
    }
}

struct VisitView: View {
    let store: StoreOf<VisitFeature>
    var body: some View { Text("Visit") }
}

struct AdmitView: View {
    let store: StoreOf<AdmitFeature>
    var body: some View { Text("Admit") }
}

struct InvoicesView: View {
    let store: StoreOf<InvoicesFeature>
    var body: some View { Text("Invoices") }
}
