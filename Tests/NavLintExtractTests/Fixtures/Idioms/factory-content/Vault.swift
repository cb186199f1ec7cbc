import SwiftUI

/// A view model builds the views its screen presents; the screen shows what it returns.
@Observable
final class VaultModel {
    var showsHelp = false
    var pendingDeletion: Deletion?

    func helpView() -> AnyView? {
        HelpView().eraseToAnyView()
    }

    func confirmation(for deletion: Deletion) -> some View {
        ConfirmDeletionView(deletion: deletion)
    }

    /// Builds nothing of the sources: a call of it stands for no view.
    func badge() -> some View {
        Text("New")
    }
}

/// Another model's method of the same name builds another view: a call of `summary()` stands for neither.
final class ReportModel {
    func summary() -> some View { ReportSummaryView() }
}

final class AuditModel {
    func summary() -> some View { AuditSummaryView() }
}

struct Deletion: Identifiable {
    let id: Int
}

struct VaultView: View {
    @State private var model = VaultModel()
    private let report = ReportModel()
    @State private var showsSummary = false

    var body: some View {
        List {
            Button("Help") { model.showsHelp = true }
        }
        .sheet(isPresented: $model.showsHelp) {
            model.helpView()
        }
        .fullScreenCover(item: $model.pendingDeletion) { deletion in
            model.confirmation(for: deletion).presentationBackground(.clear)
        }
        .popover(isPresented: $showsSummary) {
            report.summary()
        }
    }
}

extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) }
}

struct HelpView: View {
    var body: some View {
        Label("Help", systemImage: "questionmark.circle")
    }
}

struct ConfirmDeletionView: View {
    let deletion: Deletion
    var body: some View { Text("Delete item \(deletion.id)?") }
}

/// Two summaries, each a list of its own rows.
struct ReportSummaryView: View {
    var body: some View { List { Text("Report") } }
}

struct AuditSummaryView: View {
    var body: some View { Form { Text("Audit") } }
}
