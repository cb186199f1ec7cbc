import SwiftUI

@main
struct QuillApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            FeedView()
                .navigationDestination(for: Author.self) { author in
                    AuthorView(author: author)
                }
                .navigationDestination(for: EditProfileDestination.self) { destination in
                    EditProfileView(author: destination.author)
                }
        }
        .environmentObject(router)
    }
}

struct FeedView: View {
    @EnvironmentObject private var router: Router
    @State private var authors: [Author] = []

    var body: some View {
        List {
            ForEach(authors, id: \.name) { author in
                Button(author.name) { router.push(author) }
            }
            Button("Draft") { router.push(Draft()) }
        }
    }
}

struct AuthorView: View {
    @EnvironmentObject private var router: Router
    let author: Author

    var body: some View {
        Button("Edit") { router.push(EditProfileDestination(author: author)) }
    }
}

struct EditProfileView: View {
    let author: Author

    var body: some View { Text(author.name) }
}
