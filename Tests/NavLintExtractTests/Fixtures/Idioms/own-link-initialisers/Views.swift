import SwiftUI

struct BookView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(.intro) { Text("Introduction") }
                NavigationLink(.section(2)) { Text("Section 2") }
                NavigationLink("Appendix", destination: .appendix)
                NavigationLink(.epilogue) { Text("Epilogue") }
            }
            .navigationDestination(for: Bookmark.self) { bookmark in
                BookmarkView(bookmark: bookmark)
            }
        }
    }
}

struct BookmarkView: View {
    let bookmark: Bookmark
    var body: some View { bookmark.chapter.view() }
}

struct IntroView: View {
    var body: some View { Text("Intro") }
}

struct SectionView: View {
    let number: Int
    var body: some View { Text("Section \(number)") }
}

struct AppendixView: View {
    var body: some View { Text("Appendix") }
}
