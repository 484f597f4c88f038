import TalkGrid
import TalkGridCommandLine
import TalkGridPictures

/// The options of each `talkgrid cell` command, checked as they are parsed.
extension CellCommand {
    /// `cell set SET BOARD ROW,COL [--label L] ... [--replace] [--force]`.
    struct SetOptions: CommandOptions {
        enum Option: String, CommandOption {
            case label, glyph, vocalization, link, action, background, border, hidden, level, image, crop, sound, record, symbol, lang,
                force,
                replace
            var kind: OptionKind { self == .force || self == .replace || self == .record ? .flag : .value }
        }

        var set: String
        /// The fields to change, in the slot to change them in.
        var edit: SetCell
        var force: Bool
        var replace: Bool
        /// `--image FILE`: the picture file to read (`""` removes the picture).
        var image: String?
        /// `--crop square`: the picture cut to the square in its middle.
        var crop: CellPictureMaker.Crop?
        /// `--sound FILE`: the sound file to read (`""` removes the sound).
        var sound: String?
        /// `--record`: the sound recorded from the microphone now.
        var record: Bool
        /// `--symbol NAME|WORD`: a picture from the symbols, and `--lang L`, the word's language.
        var symbol: String?
        var language: String?
        /// Whether `--symbol` is the only change asked for (a symbol that finds nothing then changes nothing).
        var onlySymbol: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 3)
            set = positionals[0]
            image = arguments[.image]
            symbol = arguments[.symbol]
            sound = arguments[.sound]
            record = arguments.has(.record)
            if record, sound != nil { throw UsageError(.cellSoundOrRecord) }
            language = arguments[.lang]
            if image != nil, symbol != nil { throw UsageError(.cellImageOrSymbol) }
            if let crop = arguments[.crop] {
                guard image?.isEmpty == false else { throw UsageError(.cellCropNeedsImage) }
                guard let chosen = CellPictureMaker.Crop(rawValue: crop) else { throw UsageError(.cellCropChoice(value: crop)) }
                self.crop = chosen
            }
            edit = SetCell(boardID: positionals[1], slot: try AuthoringArguments.slot(positionals[2]))
            if let hidden = arguments[.hidden] {
                switch hidden {
                case "on", "yes", "true": edit.hidden = true
                case "off", "no", "false": edit.hidden = false
                default: throw UsageError(.cellHiddenChoice(value: hidden))
                }
            }
            if let level = arguments[.level] {
                if ["", "none"].contains(level) {
                    edit.level = .remove
                } else {
                    guard let number = Int(level), VocabularyLevel.levels.contains(number) else {
                        throw UsageError(.cellLevelChoice(value: level))
                    }
                    edit.level = .set(number)
                }
            }
            if let label = arguments[.label] { edit.label = label.isEmpty ? .remove : .set(label) }
            edit.glyph = AuthoringArguments.field(arguments[.glyph])
            edit.vocalization = AuthoringArguments.field(arguments[.vocalization])
            edit.link = AuthoringArguments.field(arguments[.link])
            edit.action = AuthoringArguments.field(arguments[.action])
            edit.background = AuthoringArguments.field(arguments[.background])
            edit.border = AuthoringArguments.field(arguments[.border])
            guard !arguments.givenOptions.subtracting([.force, .replace, .lang, .crop]).isEmpty else {
                throw UsageError(.cellWhatToSet)
            }
            force = arguments.has(.force)
            replace = arguments.has(.replace)
            onlySymbol = arguments.givenOptions.subtracting([.force, .replace, .lang, .symbol]).isEmpty
        }
    }

    /// `cell move SET BOARD FROM TO` and `cell swap SET BOARD A B`.
    struct MoveOptions: CommandOptions {
        var set: String
        var boardID: String
        var from: GridSlot
        var to: GridSlot
        var force: Bool

        init(_ arguments: ParsedArguments<ForceOption>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 4)
            (set, boardID) = (positionals[0], positionals[1])
            from = try AuthoringArguments.slot(positionals[2])
            to = try AuthoringArguments.slot(positionals[3])
            force = arguments.has(.force)
        }
    }

    /// `cell remove SET BOARD ROW,COL [--yes --yes] [--force]`.
    struct RemoveOptions: CommandOptions {
        var set: String
        var boardID: String
        var slot: GridSlot
        /// How many questions `--yes` answers.
        var yes: Int
        var force: Bool

        init(_ arguments: ParsedArguments<ConfirmedOption>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 3)
            (set, boardID) = (positionals[0], positionals[1])
            slot = try AuthoringArguments.slot(positionals[2])
            yes = arguments.count(of: .yes)
            force = arguments.has(.force)
        }
    }
}
