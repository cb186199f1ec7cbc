import SwiftUI

@main struct KitchenApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { PantryView() }
        }
    }
}

/// A stack of the app's own for its set-up flows: the caller hands the first step.
struct FlowStack<Root>: View where Root: View {
    private let root: () -> Root

    init(@ViewBuilder root: @escaping () -> Root) {
        self.root = root
    }

    var body: some View {
        NavigationStack(root: root)
            .presentationDetents([.medium])
    }
}

struct PantryView: View {
    @State private var addsShelf = false
    @State private var addsJar = false
    @State private var opensTray = false
    @State private var opensBin = false

    var body: some View {
        List {
            NavigationLink("Labels") { LabelsScreen() }
        }
        .toolbar {
            Button("Add") { addsShelf = true }
            Button("Jar") { addsJar = true }
            Button("Tray") { opensTray = true }
            Button("Bin") { opensBin = true }
        }
        .sheet(isPresented: $addsShelf) { ShelfFlow() }
        .sheet(isPresented: $addsJar) { JarFlow() }
        .sheet(isPresented: $opensTray) { TrayFlow() }
        .sheet(isPresented: $opensBin) { BinFlow() }
    }
}

/// A wrapper named as a stack: read as one where it is built, and then as the stack wrapper it is.
struct SetupNavigationStack<Content: View>: View {
    let content: () -> Content

    var body: some View {
        NavigationStack { content() }
    }
}

struct JarFlow: View {
    var body: some View {
        SetupNavigationStack {
            JarStep()
        }
    }
}

struct JarStep: View {
    var body: some View {
        NavigationLink("Size") { SizeStep() }
    }
}

/// The sheet's view is the flow stack itself, rooted at the first step: the steps push inside it.
struct ShelfFlow: View {
    var body: some View {
        FlowStack {
            NameStep()
        }
        .interactiveDismissDisabled()
    }
}

struct NameStep: View {
    var body: some View {
        NavigationLink("Next") { SizeStep() }
    }
}

struct SizeStep: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

/// Negative: a view of the app that only decorates the body it is handed is no stack.
struct Card<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content.padding()
    }
}

struct LabelsScreen: View {
    var body: some View {
        Card { LabelList() }
    }
}

struct LabelList: View {
    var body: some View {
        List {
            NavigationLink("Jars") { SizeStep() }
        }
    }
}

/// A view handed content around what the flow shows is chrome: the flow's own view is the stack's root.
struct Themed<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        ZStack {
            Color.gray
            content
        }
    }
}

struct TrayFlow: View {
    var body: some View {
        FlowStack {
            Themed {
                NavigationLink("Size") { SizeStep() }
            }
        }
    }
}

/// A body that lays the flow stack out under a hint shown only at times is still that stack.
struct BinFlow: View {
    @State private var showsHint = true

    var body: some View {
        ZStack {
            FlowStack {
                NameStep()
            }
            if showsHint {
                Text("Swipe down to close")
            }
        }
        .onAppear { showsHint = false }
    }
}
