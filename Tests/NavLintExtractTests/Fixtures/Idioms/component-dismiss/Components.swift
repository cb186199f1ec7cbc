import SwiftUI

/// Dismisses the screen that shows it, unless its caller hands it something else to do.
struct ShutButton: View {
    @Environment(\.dismiss) private var dismiss
    var onShut: (() -> Void)?

    var body: some View {
        Button("Close", action: shut)
    }

    private func shut() {
        if let onShut {
            onShut()
        } else {
            dismiss()
        }
    }
}

/// The close button as a toolbar item, handing its own closure on.
struct ShutToolbarItem: ToolbarContent {
    var onShut: (() -> Void)?

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            ShutButton(onShut: onShut)
        }
    }
}

/// Hands a view the environment's dismiss action, to call as `exit.dismiss()`.
@propertyWrapper
struct Exit: DynamicProperty {
    struct Handle {
        let dismiss: DismissAction
    }

    @Environment(\.dismiss) private var environmentDismiss

    var wrappedValue: Handle { Handle(dismiss: environmentDismiss) }
}
