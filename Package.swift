// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TalkGrid",
    products: [
        .executable(name: "talkgrid", targets: ["talkgrid"]),
        .library(name: "TalkGrid", targets: ["TalkGrid"]),
    ],
    targets: [
        // C libraries from Debian packages, each wrapped in exactly one Swift target.
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CLibZip", providers: [.apt(["libzip-dev"])]),
        .systemLibrary(name: "CESpeakNG", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CPCAudio", providers: [.apt(["libpcaudio-dev"])]),
        /// PulseAudio's simple API, to record a voice for a cell.
        .systemLibrary(name: "CPulseSimple", providers: [.apt(["libpulse-dev"])]),
        .systemLibrary(name: "CMPG123", pkgConfig: "libmpg123", providers: [.apt(["libmpg123-dev"])]),
        .systemLibrary(name: "CVorbisFile", pkgConfig: "vorbisfile", providers: [.apt(["libvorbis-dev"])]),
        .systemLibrary(
            name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libgdk-pixbuf-2.0-dev", "librsvg2-common"])]
        ),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "glib-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "glib-2.0", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        /// GTK 3 and ATK for the window (`talkgrid-window` only; the `talkgrid` command never links them).
        .systemLibrary(name: "CGtk", pkgConfig: "glib-2.0", providers: [.apt(["libgtk-3-dev"])]),
        /// sherpa-onnx's C API (natural voices): TalkGrid's own declarations, since the library comes from PyPI at run time.
        .systemLibrary(name: "CSherpaOnnx"),
        /// libzip, librsvg, pango and cairo, espeak-ng, pcaudio, libpulse-simple and sherpa-onnx are not linked: each is opened the first
        /// time TalkGrid calls it, through trampolines of the same names (start-up maps no library it does not use).
        .target(
            name: "CLibraryLoader",
            dependencies: ["CLibZip", "CRsvg", "CPangoCairo", "CESpeakNG", "CPCAudio", "CPulseSimple", "CSherpaOnnx"],
            cSettings: [.unsafeFlags(["-fvisibility=hidden"])]
        ),

        /// The pure core: JSON, board model, OBF codec, validator, session, message, screen model.
        .target(name: "TalkGrid"),
        /// Files, folders and `.obz` archives; atomic writes; configuration.
        .target(name: "TalkGridStorage", dependencies: ["TalkGrid", "TalkGridShipped", "CLibZip", "CLibraryLoader"]),
        /// Boards from other AAC apps (AsTeRICS Grid, Grid 3, Cboard) converted to OBF sets; libxml2 for Grid 3's XML.
        .target(name: "TalkGridImport", dependencies: ["TalkGrid", "TalkGridStorage", "TalkGridShipped", "CLibXML2"]),
        /// The shipped boards and voices, embedded into the binary at build time.
        .target(name: "TalkGridShipped", dependencies: ["TalkGrid"], plugins: ["EmbedShippedContent"]),
        /// espeak-ng in-process, natural (Piper) voices through sherpa-onnx, audio out, WAV files, voice profiles,
        /// recording a voice (PulseAudio) and making sounds fit for a cell.
        .target(
            name: "TalkGridSpeech",
            dependencies: [
                "TalkGrid", "TalkGridShipped", "CESpeakNG", "CPCAudio", "CPulseSimple", "CMPG123", "CVorbisFile", "CSherpaOnnx",
                "CLibraryLoader",
            ]
        ),
        /// Pictures: bounded decoding of PNG, JPEG, GIF and SVG (pixels, or SVG as vectors for print); terminal art
        /// (blocks, sixel, kitty, iTerm2); caches.
        .target(name: "TalkGridPictures", dependencies: ["TalkGrid", "TalkGridStorage", "TalkGridShipped", "CChafa", "CRsvg", "CLibraryLoader"]),
        /// Pictures for words, offline: an index of emoji (Noto Color Emoji, OpenMoji) by their CLDR words in many
        /// languages and TalkGrid's core-word table; searched without I/O, cached per language.
        .target(name: "TalkGridSymbols", dependencies: ["TalkGrid", "TalkGridStorage", "TalkGridShipped"]),
        /// Word forms (went, children, better; es, pt, fr, de core verbs and plurals) and word prediction from
        /// frequencies, the set's own words and the pairs a person's messages teach; pure, the data read at the edge.
        .target(name: "TalkGridWords", dependencies: ["TalkGrid", "TalkGridStorage"]),
        /// Printed boards: a PDF page per board from the screen model, drawn with cairo and pango.
        .target(name: "TalkGridPrint", dependencies: ["TalkGrid", "TalkGridPictures", "CPangoCairo", "CLibraryLoader"]),
        /// Raw mode, key decoding, ANSI rendering of the screen model, signals.
        .target(name: "TalkGridTerminal", dependencies: ["TalkGrid", "TalkGridShipped"]),
        /// The session store every front end runs: events in (keys, switches, ticks, speech, the settings file), the
        /// screen model and the reactions out; the one interpreter of session effects, the settings merge and saving.
        /// No terminal, no pictures.
        .target(
            name: "TalkGridStore", dependencies: ["TalkGrid", "TalkGridStorage", "TalkGridShipped", "TalkGridSpeech", "TalkGridWords"]),
        /// The terminal board and `run --keys`: thin front ends over the store (frames, the timer, cell pictures).
        .target(
            name: "TalkGridRun",
            dependencies: [
                "TalkGrid", "TalkGridStore", "TalkGridStorage", "TalkGridShipped", "TalkGridSpeech", "TalkGridTerminal", "TalkGridPictures",
                "TalkGridPrint",
            ]
        ),

        /// GTK wrapped once (as swift-system wraps the system calls): owner types for the widgets, one
        /// `connect` for every signal, and the global actor `GLibMain` whose executor is GLib's main context.
        .target(name: "TalkGridGtk", dependencies: ["CGtk"]),
        /// The board in a GTK window: a thin front end over the store (buttons a screen reader reads,
        /// touch, click, dwell, text sizes), its cells drawn by print's cell painter.
        .target(
            name: "TalkGridWindow",
            dependencies: [
                "TalkGrid", "TalkGridStore", "TalkGridStorage", "TalkGridSpeech", "TalkGridPictures", "TalkGridPrint", "TalkGridGtk",
                "CGtk",
            ]
        ),
        /// The command line's own layer: typed options read from the arguments, usage errors, output and
        /// exit statuses, and the command line's words (its catalogue and the caregiver texts it prints).
        .target(
            name: "TalkGridCommandLine",
            dependencies: ["TalkGrid", "TalkGridStorage", "TalkGridShipped", "TalkGridSpeech", "TalkGridStore"]
        ),
        /// A set opened for editing and the edits an editor on screen makes (``SetEditor``): each the
        /// command line's own change, one step of the set's history under its lock, answered in words.
        .target(
            name: "TalkGridEditing",
            dependencies: [
                "TalkGrid", "TalkGridStorage", "TalkGridShipped", "TalkGridSpeech", "TalkGridStore", "TalkGridPictures",
                "TalkGridPrint", "TalkGridSymbols", "TalkGridCommandLine",
            ]
        ),
        /// Starting a run, for the terminal and the window alike: `talkgrid run`'s options, the set
        /// opened and checked, the voices, and the session set up (``RunSetup``).
        .target(
            name: "TalkGridStart",
            dependencies: [
                "TalkGrid", "TalkGridStorage", "TalkGridShipped", "TalkGridSpeech", "TalkGridStore", "TalkGridPictures",
                "TalkGridWords", "TalkGridCommandLine", "TalkGridEditing",
            ]
        ),
        /// The `talkgrid` commands (as SwiftPM's `Commands` library is to `swift-package`): each parses its
        /// arguments, calls the libraries above and prints through `Output`.
        .target(
            name: "TalkGridCommands",
            dependencies: [
                "TalkGrid", "TalkGridStorage", "TalkGridImport", "TalkGridShipped", "TalkGridSpeech", "TalkGridTerminal", "TalkGridRun",
                "TalkGridStore", "TalkGridPictures", "TalkGridPrint", "TalkGridSymbols", "TalkGridWords", "TalkGridCommandLine",
                "TalkGridEditing", "TalkGridStart",
            ]
        ),
        /// The executable: sets up the process (time zone, malloc) and hands the arguments to `TalkGridCommand`.
        .executableTarget(name: "talkgrid", dependencies: ["TalkGridCommands", "CMalloc"]),
        /// The window program `talkgrid run --window` starts in its place.
        .executableTarget(name: "talkgrid-window", dependencies: ["TalkGridStart", "TalkGridWindow", "TalkGridGtk"]),
        .executableTarget(
            name: "talkgrid-benchmark",
            dependencies: [
                "TalkGrid", "TalkGridStorage", "TalkGridImport", "TalkGridShipped", "TalkGridSpeech", "TalkGridTerminal", "TalkGridRun",
                "TalkGridStore", "TalkGridPictures", "CESpeakNG", "TalkGridTestSupport", "TalkGridWords",
            ]
        ),

        /// libFuzzer target over the JSON parser, decoder, validator, .obz reader and picture decoding; real only under -D TALKGRID_FUZZING (Fuzz/README.md).
        .executableTarget(name: "talkgrid-fuzz", dependencies: ["TalkGrid", "TalkGridStorage", "TalkGridPictures"]),

        .executableTarget(name: "talkgrid-embed"),
        .plugin(name: "EmbedShippedContent", capability: .buildTool(), dependencies: ["talkgrid-embed"]),

        .target(
            name: "TalkGridTestSupport",
            dependencies: ["TalkGrid", "TalkGridStorage", "TalkGridSpeech", "TalkGridShipped", "TalkGridPictures"]),
        .testTarget(
            name: "TalkGridTests",
            dependencies: ["TalkGrid", "TalkGridRun", "TalkGridStore", "TalkGridTerminal", "TalkGridTestSupport", "TalkGridShipped"]
        ),
        .testTarget(name: "TalkGridStorageTests", dependencies: ["TalkGridStorage", "TalkGridTestSupport", "CLibZip"]),
        .testTarget(name: "TalkGridSpeechTests", dependencies: ["TalkGridSpeech", "TalkGridTestSupport", "TalkGridShipped"]),
        .testTarget(name: "TalkGridImportTests", dependencies: ["TalkGridImport", "TalkGridTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "TalkGridTerminalTests",
            dependencies: [
                "TalkGridTerminal", "TalkGrid", "TalkGridShipped", "TalkGridTestSupport", "TalkGridRun", "TalkGridStorage",
                "TalkGridPictures",
            ],
            exclude: ["Screen/Golden"]  // golden screens, read by the tests through #filePath
        ),
        .testTarget(
            name: "TalkGridRunTests",
            dependencies: [
                "TalkGridRun", "TalkGridStore", "TalkGrid", "TalkGridStorage", "TalkGridSpeech", "TalkGridTerminal", "TalkGridShipped",
                "TalkGridPictures", "TalkGridTestSupport",
            ]
        ),
        /// The session store driven as TCA's TestStore drives a store: events in, the whole state and every output checked.
        .testTarget(
            name: "TalkGridStoreTests",
            dependencies: ["TalkGridStore", "TalkGrid", "TalkGridStorage", "TalkGridSpeech", "TalkGridShipped", "TalkGridTestSupport"]
        ),
        .testTarget(
            name: "TalkGridPicturesTests", dependencies: ["TalkGridPictures", "TalkGrid", "TalkGridTestSupport"],
            exclude: ["Fixtures"]  // drawn and hostile pictures, read through #filePath (Fixtures/make-fixtures.py writes them)
        ),
        .testTarget(name: "TalkGridSymbolsTests", dependencies: ["TalkGridSymbols", "TalkGrid", "TalkGridTestSupport"]),
        .testTarget(name: "TalkGridWordsTests", dependencies: ["TalkGridWords", "TalkGrid", "TalkGridShipped", "TalkGridTestSupport"]),
        .testTarget(
            name: "TalkGridPrintTests",
            dependencies: ["TalkGridPrint", "TalkGrid", "TalkGridPictures", "TalkGridShipped", "TalkGridTestSupport"]),
        /// The commands' own layer: typed options and usage errors, the command line's words.
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "TalkGridCommands", "TalkGridCommandLine", "TalkGridEditing", "TalkGridStart", "TalkGrid", "TalkGridShipped",
                "TalkGridSpeech", "TalkGridStorage", "TalkGridImport", "TalkGridPictures", "TalkGridTerminal",
            ]),
        /// The window's pieces that need no X server: layout, text sizes, style, tile marks drawn in memory.
        .testTarget(
            name: "TalkGridWindowTests", dependencies: ["TalkGridWindow", "TalkGrid", "TalkGridPrint", "TalkGridTestSupport", "CGtk"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "TalkGrid", "TalkGridShipped", "TalkGridTestSupport", "TalkGridRun", "TalkGridStore", "TalkGridSpeech",
                "TalkGridStorage", "TalkGridTerminal", "TalkGridSymbols", "TalkGridWords",
            ],
            // The window's tests read the accessible tree with this script and compare screenshots with the reviewed ones.
            exclude: ["Window/accessible-tree.py", "Window/act.py", "Window/Golden"]
        ),
    ]
)

// Release builds carry the Swift standard library and Foundation inside each executable: the
// dynamic loader then maps and binds a handful of objects instead of a dozen Swift ones, which
// was most of a command's start-up (`talkgrid help`), and a copied binary needs no Swift
// installed. Every Swift module is compiled against the static libraries (their link entries name
// what Foundation needs underneath) and every executable links them. Debug builds stay dynamic:
// the test bundle links the executables' code next to the dynamic test libraries, and one
// process must not carry two Swift runtimes. lld links the large static executables quickly and,
// unlike gold, does not warn about glibc calls inside Foundation's archives.
let staticSwiftLibraries = BuildSettingCondition.when(configuration: .release)
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticSwiftLibraries)]
    if target.type == .executable {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], staticSwiftLibraries)]
    }
}
