import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage
import TalkGridStore

/// What `talkgrid run` was asked to do: which set, how the person works it, where speech goes.
package struct RunOptions: CommandOptions {
    package static let usage = CommandText(.syntaxRun).description

    package static let help = CommandText.help(.syntaxRun, .helpRun)

    package enum Option: String, CommandOption {
        case keys, keypad, layout, lang, voice, access, symbols
        case speakOnSelect = "speak-on-select"
        case speakScreen = "speak-screen"
        case speakTo = "speak-to"
        case scanPace = "scan-pace"
        case noAudio = "no-audio"
        case printSpeech = "print-speech"
        case noHistory = "no-history"
        case window, fullscreen, edit
        case textSize = "text-size"
        case dwell

        package var kind: OptionKind {
            switch self {
            case .noAudio, .printSpeech, .noHistory, .window, .fullscreen, .edit: .flag
            default: .value
            }
        }
    }

    package var path: String?
    package var keys: String?
    /// The settings given on the command line (each wins over the saved one for this run).
    package var overrides = SettingOverrides()
    package var noAudio = false
    package var printSpeech = false
    package var speakTo: String?
    /// Show the board in a window (`talkgrid-window`) rather than the terminal.
    package var window = false
    /// The window fills the screen (a kiosk).
    package var fullscreen = false
    /// The window opens in edit mode (after the caregiver code, when the lock is set).
    package var edit = false
    /// How long the pointer rests on a cell to pick it in the window; nil: dwell is off.
    package var dwellMilliseconds: Int?
    /// No set was named and the set run last was looked for (``openingLastSet()``): what was found.
    package var lastSet: LastSet.Found = .none

    package init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
        guard arguments.positionals.count <= 1 else {
            throw UsageError(.runAtMostOneSet(count: arguments.positionals.count))
        }
        path = arguments.positionals.first
        keys = arguments[.keys]
        noAudio = arguments.has(.noAudio)
        printSpeech = arguments.has(.printSpeech)
        speakTo = arguments[.speakTo]
        window = arguments.has(.window) || arguments.has(.fullscreen) || arguments.has(.edit)
        fullscreen = arguments.has(.fullscreen)
        edit = arguments.has(.edit)
        if let size = arguments[.textSize] {
            guard let step = Int(size), SessionSettings.textSizes.contains(step) else {
                throw UsageError(.runTextSizeChoice(value: size))
            }
            overrides.textSize = step
        }
        if let dwell = arguments[.dwell] {
            guard let seconds = Double(dwell), seconds >= 0.5, seconds <= 5 else {
                throw UsageError(.runDwellChoice(value: dwell))
            }
            dwellMilliseconds = Int((seconds * 1000).rounded())
        }
        if arguments.has(.noHistory) { overrides.keepsHistory = false }
        if let keypad = arguments[.keypad] {
            guard let value = Keypad(rawValue: keypad) else { throw UsageError(.usageKeypadChoice(value: keypad)) }
            overrides.keypad = value
        }
        if let layout = arguments[.layout] {
            guard let value = BoardLayout(rawValue: layout) else { throw UsageError(.runLayoutChoice(value: layout)) }
            overrides.layout = value
        }
        if let speakOnSelect = arguments[.speakOnSelect] {
            overrides.speakOnSelect = try Self.onOff(speakOnSelect, option: .speakOnSelect)
        }
        if let speakScreen = arguments[.speakScreen] {
            overrides.speaksScreen = try Self.onOff(speakScreen, option: .speakScreen)
        }
        if let language = arguments[.lang] {
            guard !language.isEmpty else { throw UsageError(.runLanguageTag) }
            overrides.language = LanguageTag.normalized(language)
        }
        if let access = arguments[.access] {
            guard let value = AccessMethod(rawValue: access) else {
                throw UsageError(.runAccessChoice(value: access))
            }
            overrides.access = value
        }
        if let pace = arguments[.scanPace] {
            guard let seconds = Double(pace), seconds >= 0.5, seconds <= 5 else {
                throw UsageError(.runScanPace(value: pace))
            }
            overrides.scanPaceMilliseconds = Int((seconds * 1000).rounded())
        }
        if let symbols = arguments[.symbols] {
            guard let value = SymbolsSetting(rawValue: symbols) else { throw UsageError(.runSymbolsChoice(value: symbols)) }
            overrides.symbols = value
        }
        if let voice = arguments[.voice] {
            overrides.voiceID = voice
        }
    }

    /// The set to open when none is named, on a screen: the set run last (said on standard error
    /// and on the first frame), else the shipped one; a set run last that is not there any more
    /// is said, and the shipped one opens.
    package mutating func openingLastSet() {
        guard path == nil, keys == nil else { return }
        lastSet = LastSet(environment: ProcessInfo.processInfo.environment).find()
        switch lastSet {
        case .none:
            break
        case .present(let set):
            path = set
            Output.error("talkgrid: \(CommandText.runOpensLastSet(set: set))")
        case .gone(let set):
            Output.error("talkgrid: \(CommandText.runLastSetGone(set: set))")
        }
    }

    /// The set the run opens: the one named (or found as the set run last), else the shipped one.
    package var setPath: String { path ?? BoardInput.shippedPrefix + "first-words" }

    /// An on/off option's value (`yes`/`no` and `true`/`false` work too).
    private static func onOff(_ value: String, option: Option) throws(UsageError) -> Bool {
        switch value {
        case "on", "yes", "true": return true
        case "off", "no", "false": return false
        default: throw UsageError(.runOnOff(option: option.rawValue, value: value))
        }
    }
}
