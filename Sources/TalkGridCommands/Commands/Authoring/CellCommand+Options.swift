import TalkGrid
import TalkGridCommandLine
import TalkGridPictures

/// The options of each `talkgrid cell` command, checked as they are parsed.
extension CellCommand {
    /// `cell set SET BOARD ROW,COL [--label L] ... [--replace] [--force]`, or several slots
    /// (`1,1 1,2 2,3`) with one `--background` or `--hidden` for them all.
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
        /// Every slot given, in order (the first is ``edit``'s); more than one is ``several``'s change.
        var slots: [GridSlot]
        /// The change made to several cells at once, in one step of the history (nil for one slot).
        var several: EditCells?
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
            let positionals = try Self.positionals(arguments)
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
            slots = []
            for text in positionals[2...] {
                let slot = try AuthoringArguments.slot(text)
                if !slots.contains(slot) { slots.append(slot) }
            }
            edit = SetCell(boardID: positionals[1], slot: slots[0])
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
            if slots.count > 1 {
                // Several cells take one change together: a colour, or hidden or shown.
                let changes = arguments.givenOptions.subtracting([.force])
                if changes == [.background], let background = edit.background {
                    several = EditCells(boardID: edit.boardID, slots: slots, change: .background(background))
                } else if changes == [.hidden], let hidden = edit.hidden {
                    several = EditCells(boardID: edit.boardID, slots: slots, change: .hidden(hidden))
                } else {
                    throw UsageError(.cellSeveralOneChange)
                }
            }
        }

        /// `SET BOARD ROW,COL [ROW,COL ...]`: a slot typed as two words (`1 1`) is named as such.
        private static func positionals(_ arguments: ParsedArguments<Option>) throws(UsageError) -> [String] {
            let positionals = arguments.positionals
            guard positionals.count > 3, !positionals[2...].contains(where: { Int($0) != nil }) else {
                return try arguments.positionals(exactly: 3)
            }
            return positionals
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
