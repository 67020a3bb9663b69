import Core
import SwiftUI

/// The feed screen; the theme arrives through the environment.
public struct HarborFeedView: View {
    @ObservedObject var viewModel: HarborFeedViewModel
    @Environment(HarborTheme.self) private var theme

    public var body: some View {
        List {
            if let minutes = viewModel.latestFocusMinutes {
                Section {
                    Text("You just focused for \(minutes) minutes. Share it?")
                }
            }
            Section("Hi, \(viewModel.viewerName)") {
                ForEach(viewModel.visiblePosts) { post in
                    Button {
                        viewModel.openMember(post.authorID)
                    } label: {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(post.authorName).font(.headline)
                            Text(post.text).font(theme.usesLargeType ? .title3 : .body)
                        }
                    }
                }
            }
        }
        .searchable(text: $viewModel.searchText)
        .toolbar {
            Button("Sign Out") {
                viewModel.signOut()
            }
        }
        .tint(Color(theme.accentName))
    }
}
