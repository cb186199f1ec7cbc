import SwiftUI

/// A protocol refining View through another one: its conformers build `body` from state.
protocol StateView: View {
    associatedtype State
    func body(state: State) -> Body
}

protocol StoreView: StateView {}

/// Declared here and no view: a type conforming to it is none either, whatever its `body` returns.
protocol Printable {
    var text: String { get }
}
