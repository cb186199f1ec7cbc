import SwiftUI

/// Another file's view that writes a number to a property of the same name: no tab of the tab views above.
struct CounterView: View {
    @State private var selection = 0

    var body: some View {
        Stepper("Count", value: $selection)
        Button("Reset") { selection = 1 }
    }
}
