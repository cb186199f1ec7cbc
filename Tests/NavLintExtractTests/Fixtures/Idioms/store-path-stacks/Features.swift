import ComposableArchitecture

struct Recipe: Equatable, Identifiable {
    let id: Int
    var title: String
    var author: String
}

@Reducer
struct CookbookFeature {
    @ObservableState
    struct State: Equatable {
        var recipes = RecipesFeature.State()
        var search = SearchFeature.State()
    }
    enum Action {
        case recipes(RecipesFeature.Action)
        case search(SearchFeature.Action)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.recipes, action: \.recipes) { RecipesFeature() }
        Scope(state: \.search, action: \.search) { SearchFeature() }
    }
}

@Reducer
struct RecipesFeature {
    @ObservableState
    struct State: Equatable {
        var recipes: IdentifiedArrayOf<Recipe> = []
        var path = StackState<Path.State>()
    }
    enum Action {
        case path(StackActionOf<Path>)
    }

    /// The screens the recipes stack pushes; the macro declares `Path.State` with a case for each.
    @Reducer
    enum Path {
        case recipe(RecipeFeature)
        case author(AuthorFeature)
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: \.path)
    }
}

@Reducer
struct SearchFeature {
    @ObservableState
    struct State: Equatable {
        var query = ""
        var path = StackState<Path.State>()
    }
    enum Action {
        case path(StackActionOf<Path>)
    }

    /// Another stack's screens: a case of the same name as the recipes stack's, pushing another view.
    @Reducer
    enum Path {
        case recipe(RecipePreviewFeature)
        case filters(FiltersFeature)
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: \.path)
    }
}

@Reducer struct RecipeFeature {
    @ObservableState struct State: Equatable { var recipe: Recipe }
    enum Action {}
}

@Reducer struct RecipePreviewFeature {
    @ObservableState struct State: Equatable { var recipe: Recipe }
    enum Action {}
}

@Reducer struct AuthorFeature {
    @ObservableState struct State: Equatable { var name: String }
    enum Action {}
}

@Reducer struct FiltersFeature {
    @ObservableState struct State: Equatable {}
    enum Action {}
}
