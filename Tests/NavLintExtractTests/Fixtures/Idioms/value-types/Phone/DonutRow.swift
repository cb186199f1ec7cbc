import SwiftUI

/// A row of this target: its `donut.id` goes to this target's registration, not the watch's.
struct DonutRow: View {
    var donut: Donut

    var body: some View {
        NavigationLink(value: donut.id) { Text(donut.name) }
    }
}
