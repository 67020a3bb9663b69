import CrosstalkDriver
import Foundation

exit(Driver.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                currentDirectory: FileManager.default.currentDirectoryPath, output: StandardOutput(), exitsAfterward: true).rawValue)
