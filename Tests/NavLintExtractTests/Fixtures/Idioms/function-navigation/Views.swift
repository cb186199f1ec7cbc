import SwiftUI

struct HomeView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        NavigationStack {
            List {
                Button("Help") { Links.showHelp() }
                Button("Store") { library.openStore() }
                Button("Reset") { confirmReset() }
                Button("Import") { chooseFolder() }
                Button("Read") { Links.openFile("notes.txt") }
                NavigationLink("Settings") { SettingsView() }
            }
        }
    }
}

struct SettingsView: View {
    @EnvironmentObject var library: Library
    @StateObject private var model = SettingsModel()

    var body: some View {
        Form {
            Button("Store") { Library.shared.openStore() }
            Button("Guide") { Links.openPage("guide") }
            Toggle("Sync", isOn: .constant(false))
                .onChange(of: true) { model.warnAboutSync() }
        }
    }
}
