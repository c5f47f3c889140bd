import Testing
import ViewDescriptions

/// The real dumps of the other sources and eras, view by view (`DescribedScreen.outline`): lldb's
/// `po` (iOS 9), Frida (iOS 8-9), `NSLog` or `po` up to iOS 7, Cycript with `_printHierarchy` (iOS 11).
@Suite struct RealDumpTreeTests {
    static let expected: [String: [String]] = [
        "uiview-category-iphone-ios3-form.txt": [
            "1 - UIView view (0 20 320 460) root",
            "2 1 TipView view (0 200 60 40)",
            "3 1 UIRoundedRectButton view (260 0 30 60)",
            "4 3 UIButtonLabel view (0 20 30 19)",
            "5 1 UILabel view (0 100 320 40)",
            "6 1 UILabel view (0 0 100 30)",
            "7 1 UILabel view (100 400 100 30)",
            "8 1 UIButton view (100 100 100 30)",
            "9 8 UIImageView view (0 0 100 30)",
            "10 8 UIButtonLabel view (31 5 37 20)",
            "11 1 UITextField textField (10 40 100 30)",
            "12 1 UITextView textView (10 80 100 60)",
        ],
        "searchbar-lldb-iphone5-ios9-search-field.txt": [
            "1 - UIView view (0 0 320 568) root",
            "2 1 UITableView tableView (0 0 320 454)",
            "3 2 UIView view (0 -0.5 320 0.5) hidden",
            "4 2 UITableViewWrapperView view (0 0 320 454)",
            "5 2 UISearchBar view (0 0 320 44)",
            "6 5 UIView view (0 0 320 44)",
            "7 6 UISearchBarBackground view (0 -20 320 64)",
            "8 6 UISearchBarTextField textField (8 8 239 28) focus",
            "9 6 UINavigationButton view (258 6 54 30)",
            "10 9 UIButtonLabel view (0 4 53.5 20.5)",
            "11 2 UIView view (0 44 320 0)",
            "12 1 UISearchDisplayControllerContainerView view (0 0 320 568)",
            "13 12 UIView view (0 0 320 568)",
            "14 13 UISearchResultsTableView tableView (0 0 320 568) hidden",
            "15 14 UITableViewWrapperView view (0 0 320 568)",
            "16 15 UITableViewCell view (0 0 320 44)",
            "17 16 UITableViewCellContentView view (0 0 320 43.5)",
            "18 17 UITableViewLabel view (15 0 290 43.5)",
            "19 16 _UITableViewCellSeparatorView view (15 43.5 305 0.5)",
            "20 14 UIImageView view (0 564.5 320 3.5)",
            "21 14 UIImageView view (316.5 524 3.5 44)",
            "22 12 UIView view (0 20 320 44)",
            "23 12 UIView view (0 64 320 504)",
            "24 23 _UISearchDisplayControllerDimmingView view (0 0 320 504)",
        ],
        "frida-introlevels-iphone4s-level2.txt": [
            "1 - UILayoutContainerView view (0 0 320 480) root",
            "2 1 UITransitionView view (0 0 320 480)",
            "3 2 UIViewControllerWrapperView view (0 0 320 480)",
            "4 3 UIView view (0 0 320 480) root",
            "5 4 UIImageView view (-268 1 804 617)",
            "6 4 UITextField textField (82 337 162 30)",
            "7 4 UILabel view (82 300 210 21)",
            "8 4 UILabel view (125 20 125 43)",
            "9 4 UIButton view (257 337 37 30)",
            "10 9 UIButtonLabel view (0.5 6 36.5 18)",
            "11 4 UITextView textView (67 424 240 128)",
            "12 4 _UILayoutGuide view (0 0 0 20) hidden",
            "13 4 _UILayoutGuide view (0 431 0 49) hidden",
            "14 1 UITabBar tabBar (0 431 320 49)",
            "15 14 _UITabBarBackgroundView view (0 0 320 49)",
            "16 15 _UIBackdropView view (0 0 320 49)",
            "17 16 _UIBackdropEffectView view (0 0 320 49)",
            "18 16 UIView view (0 0 320 49) hidden",
            "19 14 UITabBarButton view (2 1 76 48)",
            "20 19 UITabBarSwappableImageView view (23 3 30 30)",
            "21 19 UITabBarButtonLabel view (21.5 35 33 12)",
            "22 14 UITabBarButton view (82 1 76 48)",
            "23 22 UITabBarSwappableImageView view (22.5 3 30 30)",
            "24 22 UITabBarButtonLabel view (20.5 35 34.5 12)",
            "25 14 UITabBarButton view (162 1 76 48)",
            "26 25 UITabBarSwappableImageView view (22.5 3 30 30)",
            "27 25 UITabBarButtonLabel view (20.5 35 34.5 12)",
            "28 14 UITabBarButton view (242 1 76 48)",
            "29 28 UITabBarSwappableImageView view (23 3 30 30)",
            "30 28 UITabBarButtonLabel view (20.5 35 35 12)",
            "31 14 UIImageView view (0 -0.5 320 0.5)",
        ],
        "monkeydev-cycript-iphone8-ios11-textview.txt": [
            "1 - UIView view (0 0 375 667) root",
            "2 1 UILabel view (102.5 45 170 40)",
            "3 1 UILabel view (97.5 110 180 40)",
            "4 1 UITextView textView (26 230 343 427)",
            "5 1 UIButton view (127.5 175 120 30)",
            "6 5 UIButtonLabel view (2 6 116.5 18)",
            "7 1 _UILayoutGuide view (0 0 0 20) hidden",
            "8 1 _UILayoutGuide view (0 667 0 0) hidden",
        ],
    ]

    @Test(arguments: expected.keys.sorted())
    func theDumpIsTheTreeExpected(_ name: String) throws {
        let screen = try ScreenImporter().importScreen(DescriptionCorpus.text(name))
        #expect(screen.outline == Self.expected[name])
    }
}
