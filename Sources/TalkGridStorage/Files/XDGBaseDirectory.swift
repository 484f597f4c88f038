/// Where the XDG base directory rules put TalkGrid's files: `$XDG_CONFIG_HOME` or
/// `$XDG_STATE_HOME` or `$XDG_CACHE_HOME` or `$XDG_DATA_HOME` when it is an absolute path, else its default under `$HOME`.
public enum XDGBaseDirectory: Sendable {
    /// Settings the person chose (`~/.config`).
    case config
    /// What TalkGrid keeps between runs that is not a setting, such as the history (`~/.local/state`).
    case state
    /// What TalkGrid can always make again, kept only to be quicker (`~/.cache`); safe to delete.
    case cache
    /// What the setup installs for TalkGrid to read (`~/.local/share`): OpenMoji, the word data.
    case data

    /// The path of `name` in TalkGrid's folder of this kind; nil when neither variable says where.
    public func path(of name: String, environment: [String: String]) -> String? {
        let (variable, fallback) =
            switch self {
            case .config: ("XDG_CONFIG_HOME", ".config")
            case .state: ("XDG_STATE_HOME", ".local/state")
            case .cache: ("XDG_CACHE_HOME", ".cache")
            case .data: ("XDG_DATA_HOME", ".local/share")
            }
        if let base = environment[variable], base.hasPrefix("/") { return "\(base)/talkgrid/\(name)" }
        if let home = environment["HOME"], !home.isEmpty { return "\(home)/\(fallback)/talkgrid/\(name)" }
        return nil
    }
}
