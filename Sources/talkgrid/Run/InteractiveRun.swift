import TalkGrid
import TalkGridSpeech

/// The full-screen terminal board (placeholder seam until the terminal board lands).
enum InteractiveRun {
    static func run(boardSet: BoardSet, voices: VoiceCatalog, options: RunOptions) -> Int32 {
        Output.error("talkgrid: the full-screen board is not available in this build; use --keys")
        return ExitStatus.failure
    }
}
