import SwiftUI
import SwiftUINavigation

struct Trip: Identifiable, Hashable {
    let id: Int
    var title: String
}

/// One view holds it: its methods write the case that a binding of the view keys by.
@Observable
final class TripsModel {
    var trips: [Trip] = []
    var destination: Destination?

    @CasePathable
    enum Destination {
        case newTrip(TripFormModel)
        case trip(TripModel)
        case preferences
        case confirmReset(AlertState<ResetAction>)
    }

    enum ResetAction { case reset }

    func newTripTapped() {
        destination = .newTrip(TripFormModel(trip: Trip(id: 0, title: "")))
    }

    func tripTapped(_ trip: Trip) {
        destination = .trip(TripModel(trip: trip))
    }

    func preferencesTapped() {
        destination = .preferences
    }

    func resetTapped() {
        destination = .confirmReset(AlertState { TextState("Forget every trip?") })
    }
}

@Observable
final class TripFormModel: Identifiable {
    var trip: Trip
    init(trip: Trip) { self.trip = trip }
}

@Observable
final class TripModel: Hashable {
    var trip: Trip
    var destination: Destination?

    @CasePathable
    enum Destination {
        case edit(TripFormModel)
    }

    init(trip: Trip) { self.trip = trip }

    func editTapped() { destination = .edit(TripFormModel(trip: trip)) }

    static func == (lhs: TripModel, rhs: TripModel) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Shared through the environment: each view's call of a method that writes a case presents it from that view.
@Observable
final class Account {
    var destination: Destination?

    @CasePathable
    enum Destination {
        case signIn
        case upgrade(String?)
    }

    func requireSignIn() { destination = .signIn }
    func offerUpgrade() { destination = .upgrade(nil) }
}

/// `.alert(...)` and `.sheet(...)` here are cases handed to a method, no modifier of a view.
enum Banner {
    case alert(String)
    case sheet(String)
}

final class BannerCenter {
    var shown: [Banner] = []
    func post(_ banner: Banner) { shown.append(banner) }
}
