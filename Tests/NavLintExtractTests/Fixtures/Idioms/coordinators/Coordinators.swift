import SwiftUI
import UIKit

final class ShelfCoordinator: CoordinatorProtocol {
    private let stack: NavigationStackCoordinator

    init(stack: NavigationStackCoordinator) {
        self.stack = stack
    }

    func toPresentable() -> AnyView {
        AnyView(ShelfScreen().environment(\.locale, .current))
    }

    func openBook() {
        let book = BookCoordinator(parameters: .init(stack: stack, editable: true))
        stack.push(book)
    }

    func scanBarcode() {
        let sheetStack = NavigationStackCoordinator()
        let scanner = ScannerCoordinator()
        sheetStack.setRootCoordinator(scanner)
        stack.setSheetCoordinator(sheetStack)
    }

    func pickPhoto() {
        stack.setFullScreenCoverCoordinator(CameraCoordinator())
    }

    func scanIsbn() {
        let scanner = ScannerCoordinator()
        scanner.actions
            .sink { [weak self] action in
                self?.stack.setSheetCoordinator(nil)
            }
            .store(in: &cancellables)
        stack.setSheetCoordinator(scanner)
    }

    func takePicture() {
        let camera = CameraCoordinator { [weak self] in
            self?.stack.setSheetCoordinator(nil)
        }
        stack.setSheetCoordinator(camera)
    }

    func closeSheet() {
        stack.setSheetCoordinator(nil)
    }

    func openAnything(_ coordinator: CoordinatorProtocol) {
        stack.push(coordinator)
    }

    func notNavigation() {
        stack.push(tracking: "shelf")
        cache.push(BookCoordinator(parameters: .init(stack: stack, editable: false)))
    }
}

final class BookCoordinator: CoordinatorProtocol {
    struct Parameters {
        let stack: NavigationStackCoordinator
        let editable: Bool
    }

    private let parameters: Parameters

    init(parameters: Parameters) {
        self.parameters = parameters
    }

    func toPresentable() -> AnyView {
        if parameters.editable {
            return AnyView(BookEditor())
        } else {
            return AnyView(BookPreview())
        }
    }

    func back() {
        parameters.stack.pop()
    }
}

final class ScannerCoordinator: CoordinatorProtocol {
    func toPresentable() -> AnyView {
        AnyView(ScannerScreen())
    }
}

final class CameraCoordinator: CoordinatorProtocol {
    func toPresentable() -> AnyView {
        AnyView(CameraController())
    }
}

final class AppFlowCoordinator {
    private let root = NavigationRootCoordinator()

    func start(stack: NavigationStackCoordinator) {
        stack.push(ShelfCoordinator(stack: stack))
    }
}

/// A view model handing a router a case: no coordinator, said as such.
final class ShelfModel {
    let router: ShelfRouter

    init(router: ShelfRouter) {
        self.router = router
    }

    func showSettings() {
        router.push(.settings)
    }
}
