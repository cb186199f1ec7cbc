import SwiftUI

struct PantryView: View {
    @Environment(KitchenRouter<RecipeRoute>.self) private var router

    var body: some View {
        Button("Soup") { router.push(.recipe(id: 7)) }
    }
}

struct ShoppingView: View {
    @Environment(KitchenRouter<RecipeRoute>.self) private var router

    var body: some View {
        Button("Timer") { router.push(.timer) }
    }
}

struct RecipeView: View {
    let id: Int
    var body: some View { Text("Recipe") }
}

struct TimerView: View {
    var body: some View { Text("Timer") }
}

struct TimerBoardView: View {
    @Environment(KitchenRouter<RecipeRoute>.self) private var router

    var body: some View {
        Button("Start") { router.push(.timer) }
    }
}
