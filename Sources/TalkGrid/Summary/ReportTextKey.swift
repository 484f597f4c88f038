/// The name of one text of the reports in the command line's word catalogue
/// (`Interface/command-line/en.json`): `talkgrid info`'s summary, the grouped findings of
/// `validate` and `info` (``FindingReport``), and `talkgrid effort`'s report. The reports are put
/// into words with the ``InterfaceWords`` they are given.
public enum ReportTextKey: String, WordKey {
    public static let catalogueSection = "report"

    // MARK: Names near a mistyped one (NearestNames)
    case didYouMean
    case knownNames
    case knownNamesCounted

    // MARK: Counts
    case countErrors
    case countWarnings
    case countNotes
    case countFiles
    case countOthers
    case countWords
    case countBoards

    // MARK: Grouped findings
    case restInFiles
    case restOfSubjects
    case subjectInFiles
    case subjectInFilesTimes

    // MARK: talkgrid info
    case infoOpensOn
    case infoBoards
    case infoButtons
    case infoImages
    case infoSounds
    case infoLanguages
    case infoUnreachable
    case infoBrokenLinks
    case infoProblems
    case infoRoot
    case infoWebOnlyImages
    case infoNoLanguages
    case infoNone
    case infoEveryFinding
    case infoPicturesNotDecoded

    // MARK: talkgrid effort
    case effortReached
    case effortAverage
    /// What speaking the message costs (`{scan}` by the message bar, `{controls}` through Controls).
    case effortSpeak
    case effortNotReached
    case effortCostliestTitle
    case effortBoardsTitle
    case effortBoard
    case effortBoardWithAverage
}
