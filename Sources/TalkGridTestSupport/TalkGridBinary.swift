import Foundation

/// The built `talkgrid` binary, run as a person runs it, for end-to-end tests.
public enum TalkGridBinary {
    /// What one run printed and returned.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        public var error: String
    }

    /// Why the binary could not be run.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// The binary `swift test` built: next to the test bundle, else `.build/debug/talkgrid`.
    public static let path: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("talkgrid").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return Fixtures.repositoryRoot.appendingPathComponent(".build/debug/talkgrid").path
    }()

    /// Runs `talkgrid` with the arguments (through `sh -c prefix` when given), stdin from /dev/null.
    public static func run(_ arguments: [String], shellPrefix: String? = nil, environment: [String: String]? = nil) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Missing(description: "the talkgrid binary is not at \(path); build it with 'swift build' first")
        }
        let folder = try Fixtures.temporaryFolder("e2e-output")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let out = folder.appendingPathComponent("out")
        let err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        if let shellPrefix {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shellPrefix + " exec \"$0\" \"$@\"", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: try String(contentsOf: out, encoding: .utf8),
            error: try String(contentsOf: err, encoding: .utf8))
    }
}
