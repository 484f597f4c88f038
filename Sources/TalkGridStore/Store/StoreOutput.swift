import TalkGrid

/// What a front end does after one event: the reaction to perform (speech, cues, history, and
/// whether to quit), what to do with the auto-scan timer, and the settings to save. What to show
/// is the store's ``SessionStore/screen``.
public struct StoreOutput: Equatable, Sendable {
    /// The effects of the event's steps, follow-ups included, as the ``EffectInterpreter`` read
    /// them; its ``Reaction/followUps`` are always done already.
    public var reaction: Reaction
    /// Start or stop the auto-scan timer; nil: leave it as it is.
    public var timer: ScanTimer?
    /// Settings the person changed, for the front end's ``SettingsDisk`` to save; nil: none.
    public var save: SettingsSave?

    public init(reaction: Reaction = Reaction(), timer: ScanTimer? = nil, save: SettingsSave? = nil) {
        self.reaction = reaction
        self.timer = timer
        self.save = save
    }

    /// The person confirmed quitting: the run ends.
    public var quits: Bool { reaction.quits }
}
