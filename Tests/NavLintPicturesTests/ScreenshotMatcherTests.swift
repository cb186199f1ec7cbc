import Testing

@testable import NavLintPictures

@Suite struct ScreenshotMatcherTests {
    let screens = [
        ScreenshotMatcher.Screen(id: "feed", swift: "FeedView", explicit: nil),
        ScreenshotMatcher.Screen(id: "ProfileView", swift: nil, explicit: nil),
        ScreenshotMatcher.Screen(id: "settings_screen", swift: nil, explicit: nil),
        ScreenshotMatcher.Screen(id: "compose", swift: "Compose.Sheet", explicit: nil),
        ScreenshotMatcher.Screen(id: "about", swift: nil, explicit: "shots/about.png"),
    ]

    func match(_ paths: [String], screens: [ScreenshotMatcher.Screen]? = nil) -> ScreenshotMatcher.Result {
        ScreenshotMatcher(screens: screens ?? self.screens).match(folders: [paths])
    }

    func chosen(_ paths: [String], screens: [ScreenshotMatcher.Screen]? = nil) -> [String: String] {
        let screens = screens ?? self.screens
        var chosen: [String: String] = [:]
        for (index, choice) in match(paths, screens: screens).choices { chosen[screens[index].id] = choice.path }
        return chosen
    }

    func picture(_ path: String, at index: Int = 0) -> ScreenshotMatcher.Picture {
        ScreenshotMatcher.Picture(path: path, folder: 0, index: index)
    }

    @Test func snapshotTestingNamesMatchIdsAndSwiftTypes() {
        let chosen = chosen([
            "__Snapshots__/FeedTests/testFeedView.1.png", "__Snapshots__/AppTests/test_profile_view.2.png",
            "SettingsTests/testDefault.1.png", "Sheet.jpg",
        ])
        #expect(chosen["feed"] == "__Snapshots__/FeedTests/testFeedView.1.png")
        #expect(chosen["ProfileView"] == "__Snapshots__/AppTests/test_profile_view.2.png")
        #expect(chosen["settings_screen"] == "SettingsTests/testDefault.1.png")
        #expect(chosen["compose"] == "Sheet.jpg")
    }

    @Test func theTestClassDecidesBeforeTheTestsName() {
        let screens = [
            ScreenshotMatcher.Screen(id: "DailyChallenge", swift: "DailyChallengeView", explicit: nil),
            ScreenshotMatcher.Screen(id: "GameOver", swift: "GameOverView", explicit: nil),
        ]
        let paths = [
            "__Snapshots__/DailyChallengeViewTests/testDefaultLayout.1.png",
            "__Snapshots__/GameOverViewTests/testDailyChallenge.1.png",
        ]
        #expect(chosen(paths, screens: screens) == ["DailyChallenge": paths[0], "GameOver": paths[1]])
        #expect(match(paths, screens: screens).ambiguous.isEmpty)
        // A folder that names no screen leaves the choice to the file's name, and a plain folder comes after it.
        #expect(chosen(["AppTests/testGameOver.1.png"], screens: screens)["GameOver"] == "AppTests/testGameOver.1.png")
        #expect(
            chosen(["GameOver/DailyChallenge.png"], screens: screens) == [
                "DailyChallenge": "GameOver/DailyChallenge.png"
            ])
    }

    @Test func plainNamesIgnoreCaseUnderscoresAndSuffixes() {
        #expect(chosen(["FEED.png"])["feed"] == "FEED.png")
        #expect(chosen(["profile.jpeg"])["ProfileView"] == "profile.jpeg")
        #expect(chosen(["Settings.PNG"])["settings_screen"] == "Settings.PNG")
        #expect(chosen(["feed_screen.png"])["feed"] == "feed_screen.png")
    }

    @Test func lowestNumberThenShortestPathWinsWhateverTheOrder() {
        let paths = ["b/testFeed.2.png", "a/long/testFeed.1.png", "a/testFeed.1.png", "feed.1.png"]
        #expect(chosen(paths)["feed"] == "feed.1.png")
        #expect(chosen(paths.reversed())["feed"] == "feed.1.png")
        #expect(chosen(["x/testFeed.3.png", "testFeed.10.png"])["feed"] == "x/testFeed.3.png")
        #expect(match(paths).ties.isEmpty)
    }

    @Test func picturesOnlyByteOrderTellsApartAreATieNamingThem() {
        let paths = ["b/feed.png", "c/testFeed.2.png", "a/feed.png", "long/feed.png"]
        let result = match(paths)
        #expect(result.choices[0]?.path == "a/feed.png")
        #expect(result.ties == [.init(screen: 0, pictures: [picture("a/feed.png", at: 2), picture("b/feed.png")])])
        #expect(match(paths.reversed()).ties.first?.pictures.map(\.path) == ["a/feed.png", "b/feed.png"])
    }

    @Test func equalPathsKeepTheOrderGiven() {
        // Two names that are not UTF-8 may decode to the same text; the first given is chosen.
        let result = match(["\u{FFFD}/feed.png", "\u{FFFD}/feed.png"])
        #expect(result.choices[0]?.picture == picture("\u{FFFD}/feed.png"))
        #expect(result.ties.first?.pictures.map(\.index) == [0, 1])
    }

    @Test func aPictureThatFitsTwoScreensGoesToTheFirstAndIsNamed() {
        let screens = [
            ScreenshotMatcher.Screen(id: "profile", swift: nil, explicit: nil),
            ScreenshotMatcher.Screen(id: "ProfileScreen", swift: nil, explicit: nil),
            ScreenshotMatcher.Screen(id: "profile", swift: "ProfileView", explicit: nil),
        ]
        let result = match(["Profile.png"], screens: screens)
        #expect(result.choices == [0: .init(path: "Profile.png", picture: picture("Profile.png"))])
        #expect(result.ambiguous == [.init(picture: picture("Profile.png"), ids: ["profile", "ProfileScreen"])])
        // A screen with a `screenshot` key needs no picture: the other one gets it, and nothing is ambiguous.
        let keyed = [ScreenshotMatcher.Screen(id: "profile", swift: nil, explicit: "p.png")] + screens.dropFirst()
        let settled = match(["Profile.png"], screens: keyed)
        #expect(settled.choices[1] == .init(path: "Profile.png", picture: picture("Profile.png")))
        #expect(settled.ambiguous.isEmpty)
    }

    @Test func anExplicitKeyWins() {
        #expect(chosen(["about.png", "testAbout.1.png"])["about"] == "shots/about.png")
        let result = match(["testAbout.1.png"])
        #expect(result.choices[4]?.origin == .key)
        #expect(result.unmatched.isEmpty)
    }

    @Test func unmatchedPicturesNameAScreenOnlyWhenItsNameIsClose() {
        let result = match(["Snaps/testSetings.1.png", "notes.txt", "FeedTests/testFedd.1.png"])
        #expect(result.choices.count == 2)
        #expect(result.unmatched == [.init(picture: picture("Snaps/testSetings.1.png"), closest: "settings_screen")])
        let screens = [
            ScreenshotMatcher.Screen(id: "ScanCode", swift: nil, explicit: nil),
            ScreenshotMatcher.Screen(id: "SearchResults", swift: "SearchResultsView", explicit: nil),
        ]
        let far = match(
            ["AppIcon.png", "toastView.png", "Icons/AppIcon-60@2x.png", "SearchResult.png"], screens: screens)
        #expect(far.unmatched.map(\.closest) == [nil, nil, "SearchResults", nil])
    }

    @Test func testPrefixNeedsACapitalOrUnderscore() {
        #expect(PictureName.testSubject("testimonials") == nil)
        #expect(PictureName.testSubject("testProfile") == "Profile")
        #expect(PictureName.testSubject("test_profile") == "profile")
    }
}

@Suite struct PictureNameTests {
    @Test func aPictureNamedForAnotherFormatIsNoted() {
        #expect(PictureName.mislabelled("shots/home.png", as: .jpeg) == "a JPEG file named .png; read as JPEG")
        #expect(PictureName.mislabelled("shots/home.jpeg", as: .png) == "a PNG file named .jpeg; read as PNG")
        #expect(PictureName.mislabelled("shots/home.JPG", as: .jpeg) == nil)
        #expect(PictureName.isPicture("a.Png") && !PictureName.isPicture("a.gif") && !PictureName.isPicture("png"))
    }

    @Test func aGitLFSPointerIsKnownByItsFirstLine() {
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 182034\n"
        #expect(LFSPointer.isPointer(Array(pointer.utf8)))
        #expect(LFSPointer.isPointer(Array("version https://hawser.github.com/spec/v1\n".utf8)))
        #expect(!LFSPointer.isPointer([0x89, 0x50, 0x4E, 0x47]))
        #expect(!LFSPointer.isPointer(Array("version https://git-lfs".utf8)))
        #expect(LFSPointer.note.contains("git lfs pull") && LFSPointer.note.contains("lfs: true"))
    }
}
