import Combine
import SwiftUI
import UIKit

/// What the screens ask the router for; a UIKit coordinator answers, in methods of its extensions.
enum Request {
    case invoice(Int)
    case help
    case export
    case ledger
}

@Observable
final class RequestRouter {
    let requests = PassthroughSubject<Request, Never>()

    func show(_ request: Request) { requests.send(request) }
}

final class LedgerCoordinator {
    private var bag = Set<AnyCancellable>()

    init(router: RequestRouter) {
        router.requests
            .sink { [weak self] request in
                guard let self else { return }
                switch request {
                case let .invoice(number): showInvoice(number)
                case .help: present(UIHostingController(rootView: HelpView()))
                case .export: startExport()
                case .ledger: showLedger()
                }
            }
            .store(in: &bag)
    }

    func present(_ controller: UIViewController) {}
}

extension LedgerCoordinator {
    /// Builds the view it hands on: the case shows it.
    func showInvoice(_ number: Int) {
        let screen = InvoiceView(number: number)
        present(UIHostingController(rootView: screen))
    }

    /// Negative: builds a coordinator, which is no view, and no view of its own.
    func startExport() {
        let exporter = ExportCoordinator()
        exporter.start()
    }
}

private extension LedgerCoordinator {
    /// Through a tuple, as coordinators choose a sheet or a push.
    func showLedger() {
        let built = (view: LedgerView(), asSheet: true)
        present(UIHostingController(rootView: built.view))
    }
}

final class ExportCoordinator {
    func start() {}
}
