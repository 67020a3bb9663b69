import Foundation

/// `crosstalk init`: writes a commented starter `.crosstalk.json` in the current directory.
enum InitCommand {
    static func run(_ context: CommandContext) throws -> ExitCode {
        let path = Paths.absolute(Configuration.fileName, currentDirectory: context.currentDirectory)
        if FileManager.default.fileExists(atPath: path) {
            context.output.writeError("crosstalk: \(Configuration.fileName) already exists; not overwriting it\n")
            return .usage
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(Presets.starter.utf8)) else {
            throw DriverError("cannot write '\(Configuration.fileName)'")
        }
        context.output.write("wrote \(Configuration.fileName); run 'crosstalk lint' to use it\n")
        return .ok
    }
}
