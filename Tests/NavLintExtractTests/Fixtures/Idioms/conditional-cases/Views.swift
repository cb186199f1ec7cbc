import SwiftUI

struct MailRoot: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(value: Section.inbox) { Text("Inbox") }
                #if BETA_FEATURES
                NavigationLink(value: Section.labs) { Text("Labs") }
                #endif
                NavigationLink(value: Section.archive) { Text("Archive") }
            }
            .navigationDestination(for: Section.self) { section in
                SectionDestination(section: section)
            }
        }
    }
}

struct InboxView: View { var body: some View { Text("Inbox") } }
struct LabsView: View { var body: some View { Text("Labs") } }
struct ArchiveView: View { var body: some View { Text("Archive") } }
