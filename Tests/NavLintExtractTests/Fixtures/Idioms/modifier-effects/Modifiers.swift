import SwiftUI

extension View {
    /// An alert of the failure its caller holds.
    func failureAlert(_ failure: Binding<String?>, onAcknowledge: @escaping () -> Void = {}) -> some View {
        alert("Failed", isPresented: .constant(failure.wrappedValue != nil)) {
            Button("OK") {
                failure.wrappedValue = nil
                onAcknowledge()
            }
        }
    }

    /// A bar with a back button that closes the screen.
    func backBar(title: String, mode: Binding<PresentationMode>, accent: Color = .blue) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
                Button(title) { mode.wrappedValue.dismiss() }
            }
        }
    }

    /// The same name with a title only: no back button.
    func backBar(title: String) -> some View {
        navigationTitle(title)
    }

    /// Swipe choices confirmed in an alert of the modifier's own state: a dialog of each view it is applied to,
    /// where the modifier shows it.
    func swipeChoices(_ choices: [String]) -> some View {
        modifier(SwipeChoicesModifier(choices: choices))
    }

    /// A system picker, then a sheet of the cropper for what was picked: the cropper is shown where it is applied.
    func snapshotPicker(isPresented: Binding<Bool>, onCrop: @escaping (String) -> Void) -> some View {
        modifier(SnapshotPickerModifier(isPresented: isPresented, onCrop: onCrop))
    }

    /// A value reset to its default after an alert of the modifier's own state: the caller hands it a binding of
    /// the value, not of the alert; the alert is a dialog of each view it is applied to, where the modifier shows
    /// it.
    func resettable<Value>(_ value: Binding<Value>, to initial: Value) -> some View {
        self.modifier(ResetModifier(value: value, initial: initial))
    }

    /// A confirmation of a deletion its caller asks for, through a view modifier.
    func deletionConfirmation(isAsking: Binding<Bool>) -> some View {
        modifier(DeletionConfirmationModifier(isAsking: isAsking))
    }
}

struct SwipeChoicesModifier: ViewModifier {
    var choices: [String]
    @State private var chosen: String?

    func body(content: Content) -> some View {
        content.alert("Choose", isPresented: .constant(chosen != nil)) {
            ForEach(choices, id: \.self) { Button($0) {} }
        }
    }
}

struct DeletionConfirmationModifier: ViewModifier {
    @Binding var isAsking: Bool

    func body(content: Content) -> some View {
        content.confirmationDialog("Delete?", isPresented: $isAsking) {
            Button("Delete", role: .destructive) {}
        }
    }
}

struct ResetModifier<Value>: ViewModifier {
    @Binding var value: Value
    var initial: Value
    @State var asksToReset = false

    func body(content: Content) -> some View {
        content
            .onLongPressGesture { asksToReset = true }
            .alert("Reset this setting?", isPresented: $asksToReset) {
                Button("Reset", role: .destructive) { value = initial }
                Button("Cancel", role: .cancel) {}
            }
    }
}

struct SnapshotPickerModifier: ViewModifier {
    @Binding var isPresented: Bool
    var onCrop: (String) -> Void
    @State private var picked: String?

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: .constant(picked != nil)) {
                NavigationStack {
                    CropperView(snapshot: picked ?? "", onCrop: onCrop)
                }
            }
    }
}

struct CropperView: View {
    var snapshot: String
    var onCrop: (String) -> Void

    var body: some View { Text(snapshot) }
}
