import SwiftUI

enum Page: Hashable {
    case about
    case licenses
}

/// A custom initialiser: the closure it takes is the link's label.
extension NavigationLink where Destination == Never {
    init(_ page: Page, @ViewBuilder label: () -> Label) {
        self.init(value: page, label: label)
    }
}

struct HelpView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(.about) { RowLabel(title: "About") }
                NavigationLink(value: Page.licenses) { RowLabel(title: "Licenses") }
                NavigationLink(destination: FeedbackView()) { RowLabel(title: "Feedback") }
                NavigationLink("Credits") { CreditsView() }
                NavigationLink {
                    TermsView()
                } label: {
                    RowLabel(title: "Terms")
                }
            }
            .navigationDestination(for: Page.self) { page in
                switch page {
                case .about: AboutView()
                case .licenses: LicensesView()
                }
            }
        }
    }
}

/// A label: shown inside links, never a screen.
struct RowLabel: View {
    let title: String
    var body: some View { Text(title) }
}

struct AboutView: View { var body: some View { Text("About") } }
struct LicensesView: View { var body: some View { Text("Licenses") } }
struct FeedbackView: View { var body: some View { Text("Feedback") } }
struct CreditsView: View { var body: some View { Text("Credits") } }
struct TermsView: View { var body: some View { Text("Terms") } }
