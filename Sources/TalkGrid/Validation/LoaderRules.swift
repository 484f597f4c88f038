/// The codes the JSON parser, board decoder and set loader report, as the validator grades them.
///
/// The loader is lenient: it reports every quirk as a warning and still loads the board. The
/// validator is strict: where the OBF spec makes something wrong rather than merely unusual, it
/// re-grades the loader's warning to an error (noted "error in the validator" below).
enum LoaderRules {
    // The file itself.
    /// `invalid-json`: the file is not valid JSON.
    static let invalidJSON = ValidationRule("invalid-json", .error)
    /// `file-too-large`: the JSON file is larger than TalkGrid reads.
    static let fileTooLarge = ValidationRule("file-too-large", .error)
    /// `json-too-deep`: arrays and objects nest too deeply.
    static let jsonTooDeep = ValidationRule("json-too-deep", .error)
    /// `duplicate-key`: an object gives the same key twice.
    static let duplicateKey = ValidationRule("duplicate-key", .error)
    /// `file-extension`: the file name has the wrong extension.
    static let fileExtension = ValidationRule("file-extension", .warning)
    /// `not-a-board`: a file listed as a board is not a board.
    static let notABoard = ValidationRule("not-a-board", .error)
    /// `missing-manifest`: a zip or folder without manifest.json.
    static let missingManifest = ValidationRule("missing-manifest", .error)
    /// `unreadable-board`: a board file could not be read from the set.
    static let unreadableBoard = ValidationRule("unreadable-board", .error)

    // The manifest.
    /// `invalid-manifest`: manifest.json has the wrong shape.
    static let invalidManifest = ValidationRule("invalid-manifest", .error)
    /// `missing-root`: the manifest names no root board, or it is not in the set.
    static let missingRoot = ValidationRule("missing-root", .error)
    /// `missing-file`: a path names a file that is not in the set.
    static let missingFile = ValidationRule("missing-file", .error)
    /// `board-not-in-manifest`: a board is linked to but not listed in the manifest.
    static let boardNotInManifest = ValidationRule("board-not-in-manifest", .warning)
    /// `duplicate-board-id`: two boards of the set have the same id.
    static let duplicateBoardID = ValidationRule("duplicate-board-id", .error)
    /// `media-from-manifest`: an image or sound gets its file only from the manifest.
    static let mediaFromManifest = ValidationRule("media-from-manifest", .warning)
    /// `missing-media`: an image or sound has nothing to show or play.
    static let missingMedia = ValidationRule("missing-media", .error)
    /// `broken-link`: a button opens a board that is not in the set.
    static let brokenLink = ValidationRule("broken-link", .error)
    /// `unreachable-board`: no chain of links from the root reaches a board.
    static let unreachableBoard = ValidationRule("unreachable-board", .warning)

    // The board.
    /// `missing-format`: the board has no "format".
    static let missingFormat = ValidationRule("missing-format", .error)
    /// `unknown-format`: the board's format is not open-board.
    static let unknownFormat = ValidationRule("unknown-format", .error)
    /// `missing-id`: a board, button, image or sound has no id.
    static let missingID = ValidationRule("missing-id", .error)
    /// `invalid-id`: an id is not text.
    static let invalidID = ValidationRule("invalid-id", .error)
    /// `numeric-id`: an id is a number.
    static let numericID = ValidationRule("numeric-id", .warning)
    /// `missing-locale`: the board has no "locale".
    static let missingLocale = ValidationRule("missing-locale", .error)
    /// `invalid-locale`: the locale is not a language tag.
    static let invalidLocale = ValidationRule("invalid-locale", .error)
    /// `locale-form`: the locale is written in a non-standard form.
    static let localeForm = ValidationRule("locale-form", .warning)
    /// `missing-name`: the board has no title.
    static let missingName = ValidationRule("missing-name", .warning)

    // Buttons.
    /// `missing-buttons`: the board has no "buttons".
    static let missingButtons = ValidationRule("missing-buttons", .error)
    /// `invalid-buttons`: "buttons" is not an array.
    static let invalidButtons = ValidationRule("invalid-buttons", .error)
    /// `invalid-button`: a button is not an object.
    static let invalidButton = ValidationRule("invalid-button", .error)
    /// `duplicate-button-id`: two buttons of a board have the same id.
    static let duplicateButtonID = ValidationRule("duplicate-button-id", .error)
    /// `invalid-label`: a button's label is not text.
    static let invalidLabel = ValidationRule("invalid-label", .error)
    /// `invalid-vocalization`: a button's vocalization is not text.
    static let invalidVocalization = ValidationRule("invalid-vocalization", .error)
    /// `invalid-color`: a colour cannot be read.
    static let invalidColor = ValidationRule("invalid-color", .error)
    /// `color-out-of-range`: a colour has a channel outside its range.
    static let colorOutOfRange = ValidationRule("color-out-of-range", .error)
    /// `color-form`: a colour is not written rgb() or rgba().
    static let colorForm = ValidationRule("color-form", .error)
    /// `invalid-action`: an action is malformed.
    static let invalidAction = ValidationRule("invalid-action", .error)
    /// `invalid-link`: load_board names no board.
    static let invalidLink = ValidationRule("invalid-link", .error)
    /// `missing-image`: image_id names no image of the board.
    static let missingImage = ValidationRule("missing-image", .error)
    /// `missing-sound`: sound_id names no sound of the board.
    static let missingSound = ValidationRule("missing-sound", .error)
    /// `duplicate-image-id`: two images of a board have the same id.
    static let duplicateImageID = ValidationRule("duplicate-image-id", .error)
    /// `duplicate-sound-id`: two sounds of a board have the same id.
    static let duplicateSoundID = ValidationRule("duplicate-sound-id", .error)
    /// `invalid-images`: "images" or one of its entries has the wrong shape.
    static let invalidImages = ValidationRule("invalid-images", .error)
    /// `invalid-sounds`: "sounds" or one of its entries has the wrong shape.
    static let invalidSounds = ValidationRule("invalid-sounds", .error)
    /// `invalid-strings`: "strings" has the wrong shape.
    static let invalidStrings = ValidationRule(
        "invalid-strings", .error,
        examples: ["example": #"{"es": {"want": "quiero"}}"#])

    // The grid.
    /// `missing-grid`: the board has no "grid".
    static let missingGrid = ValidationRule(
        "missing-grid", .error,
        examples: ["shape": #"{"rows", "columns", "order"}"#])
    /// `invalid-grid`: the grid has the wrong shape.
    static let invalidGrid = ValidationRule("invalid-grid", .error)
    /// `grid-size`: the grid's rows and columns do not match its order.
    static let gridSize = ValidationRule("grid-size", .error)
    /// `grid-unknown-button`: the grid places an id that is no button.
    static let gridUnknownButton = ValidationRule("grid-unknown-button", .error)
    /// `grid-duplicate-button`: the grid places the same button twice.
    static let gridDuplicateButton = ValidationRule("grid-duplicate-button", .warning)
    /// `button-not-in-grid`: buttons that the grid does not place.
    static let buttonNotInGrid = ValidationRule("button-not-in-grid", .warning)

    /// Every loader rule, in the order above.
    static let rules: [ValidationRule] = [
        invalidJSON, fileTooLarge, jsonTooDeep, duplicateKey, fileExtension, notABoard, missingManifest, unreadableBoard, invalidManifest,
        missingRoot, missingFile, boardNotInManifest, duplicateBoardID, mediaFromManifest, missingMedia, brokenLink, unreachableBoard,
        missingFormat, unknownFormat, missingID, invalidID, numericID, missingLocale, invalidLocale, localeForm, missingName,
        missingButtons, invalidButtons, invalidButton, duplicateButtonID, invalidLabel, invalidVocalization, invalidColor, colorOutOfRange,
        colorForm, invalidAction, invalidLink, missingImage, missingSound, duplicateImageID, duplicateSoundID, invalidImages, invalidSounds,
        invalidStrings, missingGrid, invalidGrid, gridSize, gridUnknownButton, gridDuplicateButton, buttonNotInGrid,
    ]
}
