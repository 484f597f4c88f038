import TalkGrid
import TalkGridRun

/// What `talkgrid run` was asked to do: which set, how the person works it, where speech goes.
struct RunOptions: CommandOptions {
    static let usage = """
        usage: talkgrid [run] [PATH] [--keys "KEYS"] [--keypad phone|numpad] [--layout grid|rows]
                        [--speak-on-select on|off] [--speak-screen on|off] [--lang TAG] [--voice ID] [--no-audio]
                        [--print-speech] [--speak-to DIR] [--no-history]
                        [--access keys|step-scan|auto-scan] [--scan-pace SECONDS]
        """

    static let help = """
        \(usage)

        Opens a board set full-screen and speaks what the person builds (PATH: an .obf, .obz or
        set folder; default: TalkGrid's own first-words set; shipped:core-words for the other).

        Keys: 1-9 pick a cell (or zoom into a region of a large board: press keys until the cell
        is picked; 0 steps back out), 0 back, Enter speak the message, . delete the last word,
        * clear (asks first; the menu can bring it back), + / - next/previous page, / menu.
        Ctrl-C quits.

          --keys "KEYS"        run without a screen: feed these keys (1 2 enter . * + - / up down
                               left right 0-9 space, and tick for one auto-scan period) and exit;
                               with --print-speech, print what is said
          --keypad phone       1 2 3 on the top row (default); numpad: 7 8 9 on top
          --layout grid|rows   the board's grid (default) or one cell per line
          --speak-on-select    on (default): say each word as it is picked
          --speak-screen       on: also say what the screen says (a board opened, "Clear the
                               message?") in the session's voice; off (default): only show it
          --lang TAG           show and speak this language (default: your LANG, else the set's)
          --voice ID           a voice profile (talkgrid voices lists them)
          --no-audio           do not play sound (text only)
          --print-speech       print "speak: TEXT" for each utterance and "note: TEXT" for notices
          --speak-to DIR       also write every utterance as a numbered WAV file in DIR
          --no-history         keep no history of the messages spoken in this run
          --access METHOD      keys (default); step-scan: Space moves the highlight, Enter picks;
                               auto-scan: the highlight moves by itself, Space or Enter picks
          --scan-pace SECONDS  how long auto-scan rests on each item (0.5 to 5, default 1.5)

        Every message spoken on the board is kept, for the person alone, in
        $XDG_STATE_HOME/talkgrid/history.log (else ~/.local/state/talkgrid/history.log): one
        line each with the time and the language. Nothing leaves the computer. "history": false
        in config.json turns it off for good; --keys runs keep none.
        """

    enum Option: String, CommandOption {
        case keys, keypad, layout, lang, voice, access
        case speakOnSelect = "speak-on-select"
        case speakScreen = "speak-screen"
        case speakTo = "speak-to"
        case scanPace = "scan-pace"
        case noAudio = "no-audio"
        case printSpeech = "print-speech"
        case noHistory = "no-history"

        var kind: OptionKind {
            switch self {
            case .noAudio, .printSpeech, .noHistory: .flag
            default: .value
            }
        }
    }

    var path: String?
    var keys: String?
    /// The settings given on the command line (each wins over the saved one for this run).
    var overrides = SettingOverrides()
    var noAudio = false
    var printSpeech = false
    var speakTo: String?

    init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("give at most one board file or set (got \(arguments.positionals.count))")
        }
        path = arguments.positionals.first
        keys = arguments[.keys]
        noAudio = arguments.has(.noAudio)
        printSpeech = arguments.has(.printSpeech)
        speakTo = arguments[.speakTo]
        if arguments.has(.noHistory) { overrides.keepsHistory = false }
        if let keypad = arguments[.keypad] {
            guard let value = Keypad(rawValue: keypad) else { throw UsageError("--keypad is phone or numpad, not '\(keypad)'") }
            overrides.keypad = value
        }
        if let layout = arguments[.layout] {
            guard let value = BoardLayout(rawValue: layout) else { throw UsageError("--layout is grid or rows, not '\(layout)'") }
            overrides.layout = value
        }
        if let speakOnSelect = arguments[.speakOnSelect] {
            overrides.speakOnSelect = try Self.onOff(speakOnSelect, option: .speakOnSelect)
        }
        if let speakScreen = arguments[.speakScreen] {
            overrides.speaksScreen = try Self.onOff(speakScreen, option: .speakScreen)
        }
        if let language = arguments[.lang] {
            guard !language.isEmpty else { throw UsageError("--lang needs a language tag such as es or pt-BR") }
            overrides.language = LanguageTag.normalized(language)
        }
        if let access = arguments[.access] {
            guard let value = AccessMethod(rawValue: access) else {
                throw UsageError("--access is keys, step-scan or auto-scan, not '\(access)'")
            }
            overrides.access = value
        }
        if let pace = arguments[.scanPace] {
            guard let seconds = Double(pace), seconds >= 0.5, seconds <= 5 else {
                throw UsageError("--scan-pace is a number of seconds from 0.5 to 5, not '\(pace)'")
            }
            overrides.scanPaceMilliseconds = Int((seconds * 1000).rounded())
        }
        if let voice = arguments[.voice] {
            overrides.voiceID = voice
        }
    }

    /// An on/off option's value (`yes`/`no` and `true`/`false` work too).
    private static func onOff(_ value: String, option: Option) throws(UsageError) -> Bool {
        switch value {
        case "on", "yes", "true": return true
        case "off", "no", "false": return false
        default: throw UsageError("--\(option.rawValue) is on or off, not '\(value)'")
        }
    }
}
