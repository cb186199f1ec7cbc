import SwiftUI

enum Chapter: Hashable {
    case intro
    case section(Int)
    case appendix
}

extension Chapter {
    @ViewBuilder func view() -> some View {
        switch self {
        case .intro: IntroView()
        case .section(let number): SectionView(number: number)
        case .appendix: AppendixView()
        }
    }
}

/// What the stack holds: a chapter wrapped with where it was opened from.
struct Bookmark: Hashable {
    let chapter: Chapter
}

/// The app's own link initialisers: a chapter where SwiftUI takes a value.
extension NavigationLink where Destination == Never {
    init(_ chapter: Chapter, @ViewBuilder label: () -> Label) {
        self.init(value: Bookmark(chapter: chapter), label: label)
    }

    init(_ title: String, destination: Chapter) where Label == Text {
        self.init(value: Bookmark(chapter: destination)) { Text(title) }
    }
}
