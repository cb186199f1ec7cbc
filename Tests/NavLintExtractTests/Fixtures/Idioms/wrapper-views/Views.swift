import SwiftUI

struct HomeView: View {
    @State private var showsAbout = false
    @State private var showsHelp = false
    @State private var showsNotes = false
    @State private var showsEmpty = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Legal") { Padded { LegalView() } }
                Button("About") { showsAbout = true }
                Button("Help") { showsHelp = true }
            }
            .sheet(isPresented: $showsAbout) {
                ModalChrome { AboutView() }
            }
            .sheet(isPresented: $showsHelp) {
                Padded { ModalChrome { HelpView() } }
            }
            .sheet(isPresented: $showsNotes) {
                Titled(title: "Notes", content: NotesView())
            }
            .fullScreenCover(isPresented: $showsEmpty) {
                ModalChrome { Text("Nothing yet") }
            }
        }
    }
}

struct LegalView: View { var body: some View { Text("Legal") } }
struct AboutView: View { var body: some View { Text("About") } }
struct HelpView: View { var body: some View { Text("Help") } }
struct NotesView: View { var body: some View { Text("Notes") } }
