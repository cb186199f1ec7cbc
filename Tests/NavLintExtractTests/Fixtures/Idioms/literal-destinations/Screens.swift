import SwiftUI

struct CompostView: View { var body: some View { Text("Compost") } }
struct WateringView: View { var body: some View { Text("Watering") } }
struct BedDetailView: View {
    let name: String
    var body: some View { Text(name) }
}
struct SowingView: View { var body: some View { Text("Sow") } }
struct FrostView: View { var body: some View { Text("Frost") } }
struct SpadeView: View { var body: some View { Text("Spade") } }
struct ShearsView: View { var body: some View { Text("Shears") } }
