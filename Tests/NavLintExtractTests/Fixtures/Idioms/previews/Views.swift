import SwiftUI

struct ListView: View {
    var body: some View {
        NavigationStack { NavigationLink("Open", destination: DetailView()) }
    }
}

struct DetailView: View { var body: some View { Text("Detail") } }

// Negative: previews navigate nowhere in the app.
#Preview {
    NavigationStack { NavigationLink("Preview", destination: PreviewOnlyView()) }
}

struct ListView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack { NavigationLink("Preview", destination: PreviewOnlyView()) }
    }
}

struct PreviewOnlyView: View { var body: some View { Text("Preview") } }
