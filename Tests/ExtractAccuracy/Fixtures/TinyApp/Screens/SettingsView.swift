import SwiftUI

struct SettingsView: View {
    @Environment(\.openURL) private var openURL
    var address: String

    var body: some View {
        Button("Help") {
            openURL(URL(string: address)!)
        }
    }
}
