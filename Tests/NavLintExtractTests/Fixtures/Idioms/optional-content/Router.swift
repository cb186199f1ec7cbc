import SwiftUI

/// One shared router presents what each of its methods builds; an optional parameter chooses the content.
final class Router: ObservableObject {
    static let shared = Router()

    @Published var sheet: (() -> AnyView)?

    func present(@ViewBuilder content: @escaping () -> some View) {
        sheet = { AnyView(content()) }
    }
}

extension Router {
    /// The plan picker, or the one plan's page when a plan is handed.
    func presentPlans(plan: Plan? = nil, origin: String) {
        present {
            if let plan {
                PlanDetailView(plan: plan)
            } else {
                PlanListView()
            }
        }
    }

    /// The same choice written as a comparison, with a name of its own in the block.
    func presentReceipt(order: Order? = nil) {
        present {
            if order != nil {
                ReceiptView()
            } else {
                OrdersView()
            }
        }
    }

    /// A parameter with no default: the call says nothing of its value unless it hands a case.
    func presentHelp(topic: HelpTopic?) {
        present {
            if let shown = topic {
                HelpTopicView(topic: shown)
            } else {
                HelpIndexView()
            }
        }
    }

    /// Content that switches over a parameter: the case a call hands, or the default it falls back to, chooses.
    func presentEditor(mode: EditorMode = .create) {
        present {
            switch mode {
            case .create: NewNoteView()
            default: NoteEditorView()
            }
        }
    }
}

enum Plan { case monthly, yearly }
enum HelpTopic { case billing, privacy }
enum EditorMode { case create, edit, duplicate }
struct Order {}
