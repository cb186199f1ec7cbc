import SwiftUI

@main
struct StoreApp: App {
    var body: some Scene {
        WindowGroup { StoreView() }
    }
}

struct StoreView: View {
    @ObservedObject private var router = Router.shared
    let order: Order?
    let topic: HelpTopic?

    var body: some View {
        List {
            Button("Plans") { Router.shared.presentPlans(origin: "store") }
            Button("Yearly") { Router.shared.presentPlans(plan: .yearly, origin: "store") }
            Button("Receipt") { Router.shared.presentReceipt(order: order) }
            Button("Orders") { Router.shared.presentReceipt() }
            Button("Billing help") { Router.shared.presentHelp(topic: .billing) }
            Button("Help") { Router.shared.presentHelp(topic: topic) }
            Button("New note") { Router.shared.presentEditor() }
            Button("Duplicate") { Router.shared.presentEditor(mode: .duplicate) }
        }
        .sheet(isPresented: .constant(router.sheet != nil)) { router.sheet?() }
    }
}

struct PlanListView: View { var body: some View { Text("Plans") } }
struct PlanDetailView: View {
    let plan: Plan
    var body: some View { Text("Plan") }
}
struct ReceiptView: View { var body: some View { Text("Receipt") } }
struct OrdersView: View { var body: some View { Text("Orders") } }
struct HelpTopicView: View {
    let topic: HelpTopic
    var body: some View { Text("Topic") }
}
struct HelpIndexView: View { var body: some View { Text("Help") } }
struct NewNoteView: View { var body: some View { Text("New note") } }
struct NoteEditorView: View { var body: some View { Text("Edit note") } }
