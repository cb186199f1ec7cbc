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

struct RoundsView: View {
    @StateObject private var courier = Courier()

    var body: some View {
        NavigationStack(path: $courier.routePath) {
            NavigationLink("Stop", value: Stop(address: "Quay 1"))
                .navigationDestination(for: Stop.self) { _ in StopView(courier: courier) }
        }
    }
}

struct StopView: View {
    @ObservedObject var courier: Courier

    var body: some View {
        Button("Delivered") { courier.pop() }
    }
}
