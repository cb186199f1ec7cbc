import SwiftUI

enum PlannerCover: Identifiable {
    case dueDate
    var id: Self { self }
}

final class PlannerModel: ObservableObject {
    @Published var exportSheetItem: URL?
    @Published var coverItem: PlannerCover?
    @Published var dueDate: Date?
}

/// The sheet's binding mirrors the model's optional: its setter runs as the sheet goes away, no navigation of the
/// view's. The date picker's binding writes the due date and closes the cover: the user's choice, a dismiss.
struct PlannerView: View {
    @StateObject private var model = PlannerModel()

    var body: some View {
        NavigationStack {
            Button("Export") { model.exportSheetItem = URL(string: "file:///plan") }
                .sheet(isPresented: exportBinding) { ExportView() }
                .fullScreenCover(item: $model.coverItem) { _ in DueDateView(model: model) }
        }
    }
}

private extension PlannerView {
    var exportBinding: Binding<Bool> {
        .init(
            get: { model.exportSheetItem != nil },
            set: { newValue in
                if !newValue {
                    model.exportSheetItem = nil
                }
            })
    }
}

struct DueDateView: View {
    @ObservedObject var model: PlannerModel

    var body: some View {
        DatePicker(
            "Due",
            selection: Binding<Date>(
                get: { model.dueDate ?? Date() },
                set: {
                    model.dueDate = $0
                    model.coverItem = nil
                }
            )
        )
    }
}

struct ExportView: View {
    var body: some View { Text("Export") }
}
