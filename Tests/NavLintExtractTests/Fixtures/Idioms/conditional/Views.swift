import SwiftUI

struct HubView: View {
    @State private var showA = false
    let compact: Bool
    let mode: Mode

    enum Mode { case simple, advanced }

    var body: some View {
        NavigationStack {
            if compact {
                NavigationLink("A", destination: AView())
            } else {
                NavigationLink("B", destination: BView())
            }
            switch mode {
            case .simple: NavigationLink("C", destination: CView())
            case .advanced: NavigationLink("D", destination: DView())
            }
            #if os(macOS)
            NavigationLink("Mac", destination: MacView())
            #else
            NavigationLink("Phone", destination: PhoneView())
            #endif
        }
    }
}

struct AView: View { var body: some View { Text("A") } }
struct BView: View { var body: some View { Text("B") } }
struct CView: View { var body: some View { Text("C") } }
struct DView: View { var body: some View { Text("D") } }
struct MacView: View { var body: some View { Text("Mac") } }
struct PhoneView: View { var body: some View { Text("Phone") } }
