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

    func chosen(_ paths: [String]) -> [String: String] {
        let result = ScreenshotMatcher(screens: screens).match(folders: [paths])
        var chosen: [String: String] = [:]
        for (index, choice) in result.choices { chosen[screens[index].id] = choice.path }
        return chosen
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
        #expect(chosen(["b/feed.png", "a/feed.png"])["feed"] == "a/feed.png")
    }

    @Test func anExplicitKeyWins() {
        #expect(chosen(["about.png", "testAbout.1.png"])["about"] == "shots/about.png")
        let result = ScreenshotMatcher(screens: screens).match(folders: [["testAbout.1.png"]])
        #expect(result.choices[4]?.origin == .key)
        #expect(result.unmatched.isEmpty)
    }

    @Test func unmatchedPicturesNameTheClosestScreen() {
        let result = ScreenshotMatcher(screens: screens).match(folders: [["Snaps/testSetings.1.png", "notes.txt"]])
        #expect(result.choices.count == 1)
        #expect(result.unmatched == [.init(path: "Snaps/testSetings.1.png", folder: 0, closest: "settings_screen")])
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
}
