import SwiftUI
import SwiftUINavigation

@main
struct TripsApp: App {
    @State private var account = Account()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    TripsView(model: TripsModel())
                }
                .tabItem { Label("Trips", systemImage: "airplane") }
                NavigationStack {
                    ProfileView()
                }
                .tabItem { Label("Profile", systemImage: "person") }
            }
            .environment(account)
        }
    }
}

struct TripsView: View {
    @Bindable var model: TripsModel
    @Environment(Account.self) private var account

    var body: some View {
        @Bindable var account = account
        List {
            ForEach(model.trips) { trip in
                Button(trip.title) { model.tripTapped(trip) }
            }
            Button("Reset", role: .destructive) { model.resetTapped() }
        }
        .toolbar {
            ToolbarItem {
                Button("New trip") { model.newTripTapped() }
            }
            ToolbarItem(placement: .cancellationAction) {
                Button("Preferences") { model.preferencesTapped() }
            }
        }
        .sheet(item: $model.destination.newTrip) { formModel in
            NavigationStack {
                TripFormView(model: formModel)
            }
        }
        .navigationDestination(item: $model.destination.trip) { tripModel in
            TripView(model: tripModel)
        }
        .fullScreenCover(isPresented: Binding($model.destination.preferences)) {
            PreferencesView()
        }
        .alert($model.destination.confirmReset) { action in
        }
        .sheet(isPresented: Binding($account.destination.signIn)) {
            SignInView()
        }
        .sheet(item: $account.destination.upgrade) { plan in
            UpgradeView(plan: plan)
        }
    }
}

struct TripView: View {
    @Bindable var model: TripModel
    @Environment(Account.self) private var account

    var body: some View {
        Text(model.trip.title)
            .toolbar {
                Button("Edit") { model.editTapped() }
                Button("Upgrade") { account.offerUpgrade() }
            }
            .sheet(item: $model.destination.edit) { formModel in
                TripFormView(model: formModel)
            }
    }
}

struct TripFormView: View {
    @Bindable var model: TripFormModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form { TextField("Title", text: $model.trip.title) }
            .toolbar { Button("Done") { dismiss() } }
    }
}

/// The view's own optional state, keyed by its cases; a write of a case presents what that case's binding binds.
struct ProfileView: View {
    @Environment(Account.self) private var account
    @State private var destination: Destination?
    private let banners = BannerCenter()

    @CasePathable
    enum Destination {
        case avatar(URL)
        case rename(String)
        case camera
    }

    var body: some View {
        List {
            Button("Avatar") { destination = .avatar(URL(fileURLWithPath: "/")) }
            Button("Rename") { destination = .rename("") }
            Button("Sign in") { account.requireSignIn() }
            Button("Saved") { banners.post(.alert("Saved")) }
            Button("Take a photo") { destination = .camera }
        }
        .sheet(item: $destination.avatar) { url in
            AvatarView(url: url)
        }
        .popover(item: $destination.rename) { name in
            RenameView(name: name)
        }
        #if os(iOS)
        .fullScreenCover(isPresented: Binding($destination.camera)) {
            CameraView()
        }
        #endif
    }
}

struct PreferencesView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}

struct UpgradeView: View {
    let plan: String?
    var body: some View { Text(plan ?? "") }
}

struct AvatarView: View {
    let url: URL
    var body: some View { Text(url.path) }
}

struct CameraView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Cancel") { dismiss() } }
}

struct RenameView: View {
    let name: String
    var body: some View { Text(name) }
}
