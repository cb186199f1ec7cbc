import SwiftUI

enum Kind: String { case new, sale }

struct Catalog: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Search", destination: Search(tags: [], ids: nil, kinds: [], prices: [], grid: [[]]))
            NavigationLink("Filters", destination: Filters(flags: [true]))
        }
    }
}

struct Search: View {
    let tags: [String]
    let ids: [Int]?
    let kinds: Array<Kind>
    let prices: [Double?]
    let grid: [[Int]]
    @Binding var selection: [UUID]
    var body: some View { Text("\(tags.count)") }
}

struct Filters: View {
    init(flags: [Bool], refs: [UUID]? = nil) {}
    var body: some View { Text("Filters") }
}
