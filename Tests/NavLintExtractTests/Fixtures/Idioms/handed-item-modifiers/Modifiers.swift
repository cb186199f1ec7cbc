import SwiftUI
import SafariServices

extension View {
    /// Presents the page the caller hands: a sheet at each call.
    func webPage(url: Binding<URL?>) -> some View {
        sheet(item: url) { WebPage(url: $0).ignoresSafeArea() }
    }

    /// A cover drawn like a bottom sheet, around the content it is handed.
    func bottomSheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: @escaping () -> Content
    ) -> some View {
        fullScreenCover(isPresented: isPresented, onDismiss: onDismiss) {
            content().presentationBackground(.thinMaterial)
        }
    }

    /// A sheet of the content it is handed, in the app's card chrome: a sheet at each call, of that content.
    func cardSheet<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented) {
            CardChrome { content() }
        }
    }

    func upgradePrompt(reason: Binding<String?>) -> some View {
        modifier(UpgradePrompt(reason: reason))
    }

    func tipJar() -> some View {
        modifier(TipJar())
    }
}

/// Decides, from the reason the caller hands it, whether the plans are shown.
final class PromptModel: ObservableObject {
    @Published var showsPlans = false

    func update(for reason: String?) { showsPlans = reason != nil }
}

/// Presents, through another modifier of the app, what the caller's state decides.
struct UpgradePrompt: ViewModifier {
    @Binding var reason: String?
    @StateObject private var prompt = PromptModel()

    func body(content: Content) -> some View {
        content
            .bottomSheet(isPresented: $prompt.showsPlans, onDismiss: { reason = nil }, content: { PlansScreen() })
            .onChange(of: reason) { _, reason in prompt.update(for: reason) }
    }
}

/// Presents from its own state: a presentation of each view applying it, where the modifier presents.
struct TipJar: ViewModifier {
    @State private var showsTips = false

    func body(content: Content) -> some View {
        content.sheet(isPresented: $showsTips) { TipsScreen() }
    }
}

struct CardChrome<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content.padding() }
}

struct WebPage: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}
