import Combine
import SwiftUI

enum BasketRoute: Identifiable {
    case payment
    case receipt(Int)
    case help

    var id: String { "\(self)" }
}

/// Shares the case name `help` with `BasketRoute`: the declared type of the state written decides.
enum ShelfRoute: Identifiable {
    case help
    case aisle

    var id: String { "\(self)" }
}

final class BasketModel: ObservableObject {
    @Published var route: BasketRoute?
    @Published var isBusy = false
    private var cancellables: Set<AnyCancellable> = []

    init(receipts: AnyPublisher<Int, Never>) {
        receipts
            .sink { [weak self] number in
                self?.route = .receipt(number)
            }
            .store(in: &cancellables)
    }

    func pay() {
        route = .payment
    }
}

final class ShelfModel: ObservableObject {
    @Published var route: ShelfRoute?

    func browse() {
        self.route = .aisle
    }
}

/// No view holds it: its write has no screen to act from.
final class StockroomModel: ObservableObject {
    @Published var route: ShelfRoute?

    func restock() {
        route = .aisle
    }
}

/// Two enums with the one case `help`: each view's switch maps the enum its value is declared as.
enum DeskRoute: Identifiable {
    case help
    var id: String { "desk" }
}

enum CounterRoute: Identifiable {
    case help
    var id: String { "counter" }
}

final class DeskModel: ObservableObject {
    @Published var route: DeskRoute?
}

final class CounterModel: ObservableObject {
    @Published var route: CounterRoute?
}
