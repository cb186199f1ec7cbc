import SwiftUI

struct DepotView: View {
    @StateObject private var dispatcher = Dispatcher()

    var body: some View {
        Button("Parcel") { dispatcher.presentedSheet = .parcel }
            .sheet(item: $dispatcher.presentedSheet) { errand in
                switch errand {
                case .parcel: ParcelView(dispatcher: dispatcher)
                }
            }
    }
}

struct ParcelView: View {
    @ObservedObject var dispatcher: Dispatcher

    var body: some View {
        VStack {
            Button("Done") { dispatcher.dismissSheet() }
            Button("Hide keyboard") { dispatcher.dismissKeyboard() }
            Button("Clear") { dispatcher.closeSearch() }
            Button("Elsewhere") { dispatcher.popToSomewhere() }
        }
    }
}
