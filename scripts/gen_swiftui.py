#!/usr/bin/env python3
"""Writes a generated SwiftUI source tree of about LINES lines for `make bench`: an app with a router, a tab
bar of stacks, and feature folders whose views navigate with links, destination enums, sheets, alerts and
router calls, written the way apps are.

  scripts/gen_swiftui.py FOLDER [--lines 100000]
"""
import argparse
import os

VIEWS_PER_FILE = 12


def app_files(features):
    tabs = "\n".join(
        f"""            NavigationStack(path: $router.path) {{
                Feature{f}Home()
                    .withAppRouter()
            }}
            .tabItem {{ Label("Feature {f}", systemImage: "square") }}
            .tag({f})"""
        for f in range(min(features, 5)))
    cases = "\n".join(f"    case feature{f}(id: Int)" for f in range(features))
    mapping = "\n".join(f"        case .feature{f}(let id): Feature{f}View0(id: id)" for f in range(features))
    return {
        "App/App.swift": f"""import SwiftUI

@main
struct GeneratedApp: App {{
    @State private var router = Router()

    var body: some Scene {{
        WindowGroup {{
            RootView().environment(router)
        }}
    }}
}}

struct RootView: View {{
    @Environment(Router.self) private var router
    @State private var tab = 0

    var body: some View {{
        @Bindable var router = router
        TabView(selection: $tab) {{
{tabs}
        }}
    }}
}}
""",
        "App/Router.swift": f"""import SwiftUI
import Observation

enum AppRoute: Hashable {{
{cases}
}}

@Observable
final class Router {{
    var path: [AppRoute] = []

    func navigate(to route: AppRoute) {{
        path.append(route)
    }}
}}

extension View {{
    func withAppRouter() -> some View {{
        navigationDestination(for: AppRoute.self) {{ route in
            switch route {{
{mapping}
            }}
        }}
    }}
}}
""",
    }


def view(feature, file, index, total):
    name = f"Feature{feature}View{file * VIEWS_PER_FILE + index}"
    following = f"Feature{feature}View{file * VIEWS_PER_FILE + index + 1}"
    link = f'NavigationLink("Next", destination: {following}(id: id + 1))' if index + 1 < VIEWS_PER_FILE else 'Text("End")'
    other = (feature + 1) % total
    return f"""/// Screen {index} of file {file} in feature {feature}.
struct {name}: View {{
    let id: Int
    @Environment(Router.self) private var router
    @State private var showDetails = false
    @State private var confirmDelete = false
    @State private var items: [Int] = Array(0..<20)

    var body: some View {{
        List {{
            Section("Items") {{
                ForEach(items, id: \\.self) {{ item in
                    HStack {{
                        Text("Item \\(item)")
                        Spacer()
                        Image(systemName: "chevron.right")
                    }}
                }}
            }}
            Section("Navigation") {{
                {link}
                Button("Other feature") {{ router.navigate(to: .feature{other}(id: id)) }}
                Button("Details") {{ showDetails = true }}
                Button("Delete", role: .destructive) {{ confirmDelete = true }}
            }}
        }}
        .navigationTitle("{name}")
        .sheet(isPresented: $showDetails) {{
            NavigationStack {{ Feature{feature}Details(id: id) }}
        }}
        .alert("Delete?", isPresented: $confirmDelete) {{
            Button("Delete", role: .destructive) {{ items.removeAll() }}
            Button("Cancel", role: .cancel) {{}}
        }}
        .task {{ await load() }}
    }}

    private func load() async {{
        items = Array(0..<(id % 7 + 10))
    }}
}}

"""


def feature_files(feature, files, total):
    out = {}
    out[f"Features/Feature{feature}/Feature{feature}Home.swift"] = f"""import SwiftUI

struct Feature{feature}Home: View {{
    var body: some View {{
        List {{
            NavigationLink("Start", value: AppRoute.feature{feature}(id: 0))
        }}
    }}
}}

struct Feature{feature}Details: View {{
    let id: Int
    @Environment(\\.dismiss) private var dismiss

    var body: some View {{
        Form {{
            Text("Details \\(id)")
            Button("Close") {{ dismiss() }}
        }}
    }}
}}
"""
    for file in range(files):
        body = "import SwiftUI\n\n" + "".join(view(feature, file, index, total) for index in range(VIEWS_PER_FILE))
        out[f"Features/Feature{feature}/Screens{file}.swift"] = body
    return out


def generate(folder, lines):
    per_file = len(view(0, 0, 0, 1).splitlines()) * VIEWS_PER_FILE
    features = 20
    files_per_feature = max(1, round(lines / per_file / features))
    files = app_files(features)
    for feature in range(features):
        files.update(feature_files(feature, files_per_feature, features))
    total = 0
    for path, text in files.items():
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as handle:
            handle.write(text)
        total += text.count("\n")
    return total, len(files)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("--lines", type=int, default=100000)
    arguments = parser.parse_args()
    count, file_count = generate(arguments.folder, arguments.lines)
    print(f"wrote {count} lines in {file_count} files under {arguments.folder}")
