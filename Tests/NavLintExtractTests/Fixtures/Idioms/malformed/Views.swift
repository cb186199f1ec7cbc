import SwiftUI

struct BrokenView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Next", destination: NextView(
            Button("x" { }
        }
    }

struct NextView: View { var body: some View { Text("Next") }
