import SwiftUI

struct ShelfScreen: View {
    var body: some View {
        List { Text("Shelf") }
    }
}

struct BookScreen: View { var body: some View { Text("Book") } }
struct BookEditor: View { var body: some View { Text("Edit") } }
struct BookPreview: View { var body: some View { Text("Read only") } }
struct ScannerScreen: View { var body: some View { Text("Scan") } }
