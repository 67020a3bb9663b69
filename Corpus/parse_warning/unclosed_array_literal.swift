// An array literal missing its bracket swallows the next declaration.

/// Tabs of the home screen, in display order.
let homeTabs = ["feed", "search"
let defaultTab = "feed" // expect: parse_warning
