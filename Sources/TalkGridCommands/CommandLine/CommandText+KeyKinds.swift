import TalkGrid
import TalkGridCommandLine
import TalkGridImport
import TalkGridPictures
import TalkGridPrint
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal
import TalkGridWords

extension CommandText {
    /// Every kind of key whose words are in the command line's catalogue: its own, and the
    /// caregiver texts of the libraries it prints (errors, summaries).
    static let keyKinds: [any WordKey.Type] = [
        CommandTextKey.self, AuthoringTextKey.self, CaregiverCodeProblem.self, SpeechTextKey.self, ReportTextKey.self, ImportTextKey.self,
        FindingTextKey.self, StorageTextKey.self, PrintTextKey.self, RuleTextKey.self, CheckTextKey.self, PictureTextKey.self,
        TerminalTextKey.self,
        SessionTextKey.self, RunTextKey.self, FormTextKey.self,
    ]
}
