import SwiftUI

enum Sort: String { case newest, oldest = "oldest-first" }

struct Outer: View {
    var body: some View { NavigationStack { NavigationLink("Go", destination: Inner(count: 1, sort: .newest, id: UUID(), ratio: 1, name: "x", flag: nil, onDone: {})) } }

    struct Inner: View {
        let count: Int
        var sort: Sort
        let id: UUID
        let ratio: CGFloat
        let name: String
        let flag: Bool?
        let onDone: () -> Void
        @State private var draft = ""
        @Binding var selection: Int
        @Environment(\.dismiss) private var dismiss
        let fixed = 3
        var computed: Int { count * 2 }
        var body: some View { Text(name) }
    }
}

struct Labelled: View {
    let value: Double
    init(_ value: Double, note: String?) { self.value = value }
    var body: some View { Text("\(value)") }
}

struct Host: View {
    var body: some View { NavigationStack { NavigationLink("L", destination: Labelled(1, note: nil)) } }
}
