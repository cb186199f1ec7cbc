import Observation
import SwiftUI

enum AppSheet: Identifiable, Hashable {
    case newNote
    case share(noteID: Int)
    case preferences
    var id: Self { self }
}

@Observable
final class AppRouter {
    var path: [Int] = []
    var sheet: AppSheet?

    func present(_ sheet: AppSheet) {
        self.sheet = sheet
    }
}

extension View {
    /// Every sheet of the app, presented from whichever stack root applies this.
    func presentingAppSheets(_ sheet: Binding<AppSheet?>) -> some View {
        self.sheet(item: sheet) { sheet in
            switch sheet {
            case .newNote:
                NavigationStack { NoteEditor() }
            case .share(let noteID):
                ShareSheet(noteID: noteID)
            case .preferences:
                PreferencesView()
            }
        }
    }
}
