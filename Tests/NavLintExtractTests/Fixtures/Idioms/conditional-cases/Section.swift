import SwiftUI

/// A case compiled only with a flag: declared and mapped inside `#if`, it is a destination like the others.
enum Section: Hashable {
    case inbox
    #if BETA_FEATURES
    case labs
    #endif
    case archive
}

struct SectionDestination: View {
    let section: Section

    var body: some View {
        switch section {
        case .inbox:
            InboxView()
        #if BETA_FEATURES
        case .labs:
            LabsView()
        #endif
        case .archive:
            ArchiveView()
        }
    }
}
