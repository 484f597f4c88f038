/// The codes the JSON parser, board decoder and set loader report, as the validator grades them.
///
/// The loader is lenient: it reports every quirk as a warning and still loads the board. The
/// validator is strict: where the OBF spec makes something wrong rather than merely unusual, it
/// re-grades the loader's warning to an error (noted "error in the validator" below).
enum LoaderRules {
    // The file itself.
    static let invalidJSON = ValidationRule(
        "invalid-json", .error,
        summary: "the file is not valid JSON",
        explanation: """
            The file could not be read as JSON at the place shown. Open it in a text editor and fix the syntax there (a \
            missing comma, quote or bracket is the usual cause).
            """)
    static let fileTooLarge = ValidationRule(
        "file-too-large", .error,
        summary: "the JSON file is larger than TalkGrid reads",
        explanation: """
            Board files are small; a file this large is almost certainly not a board, or embeds huge images. Store images as \
            files in an .obz instead of data URIs.
            """)
    static let jsonTooDeep = ValidationRule(
        "json-too-deep", .error,
        summary: "arrays and objects nest too deeply",
        explanation: """
            No board needs such deep nesting; TalkGrid refuses it to protect itself from hostile files. The file is probably \
            damaged or not a board.
            """)
    static let duplicateKey = ValidationRule(
        "duplicate-key", .error,
        summary: "an object gives the same key twice",
        explanation: """
            JSON readers disagree about a key given twice in one object: TalkGrid reads the first, JavaScript and many other \
            apps read the last, so the same file shows a different board elsewhere. Keep the value you mean and delete the \
            other. talkgrid validate reports it as an error.
            """)
    static let fileExtension = ValidationRule(
        "file-extension", .warning,
        summary: "the file name has the wrong extension",
        explanation: """
            OBF boards end with .obf and board-set archives with .obz. Other apps decide how to open a file by its \
            extension: rename it.
            """)
    static let notABoard = ValidationRule(
        "not-a-board", .error,
        summary: "a file listed as a board is not a board",
        explanation: """
            The manifest lists a file as a board, but it is not an OBF board (not JSON, or a JSON value without buttons and \
            grid). Replace the file or remove it from the manifest.
            """)
    static let missingManifest = ValidationRule(
        "missing-manifest", .error,
        summary: "a zip or folder without manifest.json",
        explanation: """
            An .obz (or a board-set folder) holds manifest.json at its top, naming the root board and every board, image and \
            sound. Without it, this is not a board set: export it again from its app as .obz, or write the manifest.
            """)
    static let unreadableBoard = ValidationRule(
        "unreadable-board", .error,
        summary: "a board file could not be read from the set",
        explanation: "The archive or folder could not give this file (damaged archive, refused entry, permissions). Re-create the archive.")

    // The manifest.
    static let invalidManifest = ValidationRule(
        "invalid-manifest", .error,
        summary: "manifest.json has the wrong shape",
        explanation: """
            manifest.json must be an object with "format", "root" and "paths"; "paths.boards" maps each board id to its \
            file, and "paths.images" and "paths.sounds", when present, map ids to files. talkgrid validate reports it as an error.
            """)
    static let missingRoot = ValidationRule(
        "missing-root", .error,
        summary: "the manifest names no root board, or it is not in the set",
        explanation: #""root" in manifest.json must be the path of the board the set opens on, and that file must be in the set."#)
    static let missingFile = ValidationRule(
        "missing-file", .error,
        summary: "a path names a file that is not in the set",
        explanation: """
            The manifest or a board names a file (a board, an image or a sound) that the archive or folder does not hold. \
            Add the file, or fix the path (paths are relative to the set's top, with / separators). talkgrid validate reports it as an error.
            """)
    static let boardNotInManifest = ValidationRule(
        "board-not-in-manifest", .warning,
        summary: "a board is linked to but not listed in the manifest",
        explanation: """
            A button opens a board by path, the file is in the set, but manifest.json does not list it in paths.boards. \
            Other apps may not find it: add it to paths.boards with its id.
            """)
    static let duplicateBoardID = ValidationRule(
        "duplicate-board-id", .error,
        summary: "two boards of the set have the same id",
        explanation: """
            Links by id cannot tell the boards apart. Give each board its own id (and update the manifest and links). Error \
            in the validator.
            """)
    static let mediaFromManifest = ValidationRule(
        "media-from-manifest", .warning,
        summary: "an image or sound gets its file only from the manifest",
        explanation: """
            The image or sound has no data, url or path of its own; its file is found through manifest \
            paths.images/paths.sounds. That is allowed, but apps that read one board at a time will not find it: add "path" \
            to the image or sound.
            """)
    static let missingMedia = ValidationRule(
        "missing-media", .error,
        summary: "an image or sound has nothing to show or play",
        explanation: """
            An image needs data (a data: URI), url, path or symbol; a sound needs data, url or path. Add one, or remove the \
            image or sound and the ids that use it. talkgrid validate reports it as an error.
            """)
    static let brokenLink = ValidationRule(
        "broken-link", .error, fix: "talkgrid board add SET --id ID --name NAME (or: talkgrid cell set SET BOARD ROW,COL --link BOARD)",
        summary: "a button opens a board that is not in the set",
        explanation: """
            The button's load_board names a board (by id or path) that the set does not hold, so pressing it does nothing. \
            Add the board to the set, fix the id or path, or remove the link. A single .obf file is a set of one board: \
            validate the whole set to check links between boards. talkgrid validate reports it as an \
            error.
            """)
    static let unreachableBoard = ValidationRule(
        "unreachable-board", .warning, fix: "talkgrid cell set SET BOARD ROW,COL --link ID (or: talkgrid board remove SET ID)",
        summary: "no chain of links from the root reaches a board",
        explanation: "The person can never open this board. Link to it from a board they can reach, or remove it.")

    // The board.
    static let missingFormat = ValidationRule(
        "missing-format", .error,
        summary: #"the board has no "format""#,
        explanation: """
            Every OBF board says which format it follows: add "format": "open-board-0.1". talkgrid validate reports it as an error (TalkGrid \
            still reads such boards).
            """)
    static let unknownFormat = ValidationRule(
        "unknown-format", .error,
        summary: "the board's format is not open-board",
        explanation: """
            "format" must be "open-board-0.1"; other values mean the file is another format or a newer version TalkGrid does \
            not know.
            """)
    static let missingID = ValidationRule(
        "missing-id", .error,
        summary: "a board, button, image or sound has no id",
        explanation: """
            Every board, button, image and sound needs an "id" that the grid, links and image_id/sound_id can name. Add a \
            unique id. talkgrid validate reports it as an error.
            """)
    static let invalidID = ValidationRule(
        "invalid-id", .error,
        summary: "an id is not text",
        explanation: """
            Ids are strings (numbers are read as their text). Empty ids, objects, arrays and booleans cannot be named by the \
            grid or by links.
            """)
    static let numericID = ValidationRule(
        "numeric-id", .warning,
        summary: "an id is a number",
        explanation: #"The OBF spec writes ids as strings ("1", not 1). Most apps accept numbers; write them as strings to be safe."#)
    static let missingLocale = ValidationRule(
        "missing-locale", .error, fix: "talkgrid board set SET BOARD --locale en",
        summary: #"the board has no "locale""#,
        explanation: """
            Without a locale, apps cannot pick a voice or a keyboard for the board. Add "locale" with a language tag such as \
            "en" or "es-MX". talkgrid validate reports it as an error.
            """)
    static let invalidLocale = ValidationRule(
        "invalid-locale", .error, fix: "talkgrid board set SET BOARD --locale en",
        summary: "the locale is not a language tag",
        explanation: #""locale" must be a BCP-47 language tag such as "en", "en-US" or "zh-Hans"."#)
    static let localeForm = ValidationRule(
        "locale-form", .warning, fix: "talkgrid board set SET BOARD --locale en-US",
        summary: "the locale is written in a non-standard form",
        explanation: #"Locales such as "en_US" or "EN-us" are read as the BCP-47 tag shown. Write the tag in its standard form ("en-US")."#)
    static let missingName = ValidationRule(
        "missing-name", .warning, fix: "talkgrid board set SET BOARD --name NAME",
        summary: "the board has no title",
        explanation: """
            Every board needs a title the person can read (Assistive Access: every screen carries a title and an icon). Add \
            "name".
            """)

    // Buttons.
    static let missingButtons = ValidationRule(
        "missing-buttons", .error,
        summary: #"the board has no "buttons""#,
        explanation: #"A board must list its buttons in a "buttons" array (it may be empty)."#)
    static let invalidButtons = ValidationRule(
        "invalid-buttons", .error,
        summary: #""buttons" is not an array"#,
        explanation: #""buttons" must be an array of button objects."#)
    static let invalidButton = ValidationRule(
        "invalid-button", .error,
        summary: "a button is not an object",
        explanation: #"Each entry of "buttons" must be an object with at least an id and a label. The entry shown is skipped."#)
    static let duplicateButtonID = ValidationRule(
        "duplicate-button-id", .error,
        summary: "two buttons of a board have the same id",
        explanation: """
            The grid places buttons by id, so only the first of the two can ever be shown. Give each button its own id. \
            talkgrid validate reports it as an error.
            """)
    static let invalidLabel = ValidationRule(
        "invalid-label", .error,
        summary: "a button's label is not text",
        explanation: #""label" must be a string: the word shown on the cell."#)
    static let invalidVocalization = ValidationRule(
        "invalid-vocalization", .error,
        summary: "a button's vocalization is not text",
        explanation: #""vocalization" must be a string: what is spoken instead of the label."#)
    static let invalidColor = ValidationRule(
        "invalid-color", .error, fix: "talkgrid cell set SET BOARD ROW,COL --background \"#rrggbb\"",
        summary: "a colour cannot be read",
        explanation: "Colours are written rgb(r, g, b) or rgba(r, g, b, a) with r, g, b from 0 to 255 and a from 0 to 1.")
    static let colorOutOfRange = ValidationRule(
        "color-out-of-range", .error, fix: "talkgrid cell set SET BOARD ROW,COL --background \"#rrggbb\"",
        summary: "a colour has a channel outside its range",
        explanation: """
            In rgb(r, g, b) and rgba(r, g, b, a), r, g and b go from 0 to 255 (or 0% to 100%) and a from 0 to 1. TalkGrid \
            reads a value outside that range as the nearest end (999 as 255, -5 as 0), other apps may reject the colour: \
            write the colour shown in the message. talkgrid validate reports it as an error.
            """)
    static let colorForm = ValidationRule(
        "color-form", .error, fix: "talkgrid cell set SET BOARD ROW,COL --background \"#rrggbb\"",
        summary: "a colour is not written rgb() or rgba()",
        explanation: """
            TalkGrid reads #hex colours, but the OBF spec only allows rgb(r, g, b) and rgba(r, g, b, a) and other apps may \
            ignore other forms. Write the colour shown in the message instead. talkgrid validate reports it as an error.
            """)
    static let invalidAction = ValidationRule(
        "invalid-action", .error, fix: "talkgrid cell set SET BOARD ROW,COL --action space",
        summary: "an action is malformed",
        explanation: """
            "action" is one string and "actions" an array of strings; each action starts with ":" (a command such as :space, \
            :clear, :home, :speak, :backspace, or :ext_yourapp_name) or "+" (letters to add to the current word, e.g. +ing).
            """)
    static let invalidLink = ValidationRule(
        "invalid-link", .error, fix: "talkgrid cell set SET BOARD ROW,COL --link BOARD",
        summary: "load_board names no board",
        explanation: #""load_board" must be an object with at least one of "id", "path" (inside the set) or "url"."#)
    static let missingImage = ValidationRule(
        "missing-image", .error, fix: "talkgrid cell set SET BOARD ROW,COL --image FILE (or --symbol WORD)",
        summary: "image_id names no image of the board",
        explanation: """
            The button's image_id is not the id of any entry in the board's "images", so the cell shows no picture. Add the \
            image or fix the id. talkgrid validate reports it as an error.
            """)
    static let missingSound = ValidationRule(
        "missing-sound", .error,
        summary: "sound_id names no sound of the board",
        explanation: """
            The button's sound_id is not the id of any entry in the board's "sounds". Add the sound or fix the id. Error in \
            the validator.
            """)
    static let duplicateImageID = ValidationRule(
        "duplicate-image-id", .error,
        summary: "two images of a board have the same id",
        explanation: "image_id cannot tell them apart. Give each image its own id. talkgrid validate reports it as an error.")
    static let duplicateSoundID = ValidationRule(
        "duplicate-sound-id", .error,
        summary: "two sounds of a board have the same id",
        explanation: "sound_id cannot tell them apart. Give each sound its own id. talkgrid validate reports it as an error.")
    static let invalidImages = ValidationRule(
        "invalid-images", .error,
        summary: #""images" or one of its entries has the wrong shape"#,
        explanation: #""images" must be an array of image objects."#)
    static let invalidSounds = ValidationRule(
        "invalid-sounds", .error,
        summary: #""sounds" or one of its entries has the wrong shape"#,
        explanation: #""sounds" must be an array of sound objects."#)
    static let invalidStrings = ValidationRule(
        "invalid-strings", .error,
        summary: #""strings" has the wrong shape"#,
        explanation: #""strings" maps a language tag to an object that maps each original text to its translation: {example}."#,
        examples: ["example": #"{"es": {"want": "quiero"}}"#])

    // The grid.
    static let missingGrid = ValidationRule(
        "missing-grid", .error,
        summary: #"the board has no "grid""#,
        explanation: """
            A board says where its buttons go with "grid": {shape}. TalkGrid lays the buttons out in order, other apps may \
            show nothing. talkgrid validate reports it as an error.
            """,
        examples: ["shape": #"{"rows", "columns", "order"}"#])
    static let invalidGrid = ValidationRule(
        "invalid-grid", .error,
        summary: "the grid has the wrong shape",
        explanation: #""grid" must be an object whose "order" is an array of rows, each an array of button ids or null."#)
    static let gridSize = ValidationRule(
        "grid-size", .error,
        summary: "the grid's rows and columns do not match its order",
        explanation: """
            "rows" must equal the number of arrays in "order" and "columns" the length of each. Fix the numbers or the \
            order. talkgrid validate reports it as an error.
            """)
    static let gridUnknownButton = ValidationRule(
        "grid-unknown-button", .error,
        summary: "the grid places an id that is no button",
        explanation: """
            grid.order names a button id that "buttons" does not have, so the slot stays empty. Fix the id or use null for \
            an empty slot. talkgrid validate reports it as an error.
            """)
    static let gridDuplicateButton = ValidationRule(
        "grid-duplicate-button", .warning,
        summary: "the grid places the same button twice",
        explanation: """
            A button should have one place (motor planning: the same word always in the same place). The second slot is \
            shown empty.
            """)
    static let buttonNotInGrid = ValidationRule(
        "button-not-in-grid", .warning,
        summary: "buttons that the grid does not place",
        explanation: """
            A button that is not hidden but is missing from grid.order can never be picked. Place it in the grid, mark it \
            "hidden": true, or remove it.
            """)

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
