import Foundation
import PackagePlugin

/// Embeds the package's `Boards/`, `Voices/`, `Interface/` and `Symbols/` folders into the target as a generated Swift file,
/// so the `talkgrid` binary carries its default boards and voices with it.
@main
struct EmbedShippedContent: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in ["Boards", "Voices", "Interface", "Symbols"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
                continue
            }
            for case let url as URL in walker {
                let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
                if isFile && !url.lastPathComponent.hasPrefix(".") { inputs.append(url) }
            }
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ShippedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) shipped board, voice and interface files",
                executable: try context.tool(named: "talkgrid-embed").url,
                arguments: [output.path, root.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
