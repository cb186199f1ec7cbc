import SwiftUI

/// Held by one view, which observes it: its router calls are that view's, where the model writes them.
final class ReportsModel: ObservableObject {
    @Published var fields: [ReportField] = []
    let router: AppRouter

    init(router: AppRouter) { self.router = router }

    func openReport() {
        router.present(sheet: .report)
    }

    func addField() {
        // An array of the model's, not a path: no navigation.
        fields.append(.total)
    }
}

extension ReportsModel {
    func upsell() {
        router.present(sheet: .upgrade)
    }
}

enum ReportField { case total }

/// Made by one view and observed by the footer it builds: it navigates from the view that makes it.
final class SharingModel: ObservableObject {
    let router: AppRouter

    init(router: AppRouter) { self.router = router }

    func share() { router.present(sheet: .share) }
}

struct ReportsScreen: View {
    @Environment(AppRouter.self) private var router
    @StateObject private var model = ReportsModel(router: AppRouter())

    var body: some View {
        List {
            Button("Open") { model.openReport() }
            Button("Upgrade") { model.upsell() }
            Button("Add") { model.addField() }
        }
    }
}

struct SharingScreen: View {
    @StateObject private var model = SharingModel(router: AppRouter())

    var body: some View {
        VStack {
            Button("Share") { model.share() }
            SharingFooter(model: model, drafts: DraftsModel(router: AppRouter()))
        }
    }
}

struct SharingFooter: View {
    @ObservedObject var model: SharingModel
    let drafts: DraftsModel

    var body: some View {
        Button("Share again") { model.share() }
    }
}

/// Handed to two views, which neither make nor observe it: no one screen acts through it, and it says nothing.
final class DraftsModel {
    let router: AppRouter

    init(router: AppRouter) { self.router = router }

    func reportDraft() { router.present(sheet: .report) }
}

struct DraftsBanner: View {
    let drafts: DraftsModel

    var body: some View {
        Button("Report") { drafts.reportDraft() }
    }
}
