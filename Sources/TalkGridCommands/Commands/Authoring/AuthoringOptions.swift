import TalkGridCommandLine

/// The option of an edit that takes no other: `--force`, to save a change that adds an error.
enum ForceOption: String, CommandOption {
    case force
    var kind: OptionKind { .flag }
}

/// The options of a destructive edit that asks first: `--yes` (each answers one
/// question) and `--force`.
enum ConfirmedOption: String, CommandOption {
    case yes, force
    var kind: OptionKind { .flag }
}
