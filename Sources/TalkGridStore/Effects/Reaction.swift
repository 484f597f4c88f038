import TalkGrid
import TalkGridSpeech

/// What a front end does about one step of a session, as the ``EffectInterpreter`` read its
/// effects: what to say, what to show, what to keep, and whether to stop.
public struct Reaction: Equatable, Sendable {
    /// The requests for the speaker, in order (a recording that cannot be played is its words).
    public var speech: [SpeechRequest] = []
    /// Scanning cues: highlighted items to say in the cue voice, which never interrupts the main
    /// voice; the speaker is given the last one, after ``speech``.
    public var cues: [Utterance] = []
    /// What to tell the person, in order (the board shows the last one).
    public var announcements: [Announcement] = []
    /// The lines `run --keys --print-speech` prints: `speak: TEXT` for each utterance (a
    /// recording prints its words), `cue: TEXT` for each scanning cue, `note: TEXT` for each
    /// announcement.
    public var transcript: [String] = []
    /// Picks, messages spoken, deletes and clears, for the usage record.
    public var usage: [UsageEvent] = []
    /// The settings after the step, when it changed them.
    public var changedSettings: SessionSettings?
    /// The person confirmed quitting.
    public var quits = false
    /// The caregiver may edit the boards now (``SessionEffect/startEditing``).
    public var startsEditing = false
    /// Inputs the front end gives the session next, in order (the lock made from a new caregiver
    /// code); their reactions follow this one.
    public var followUps: [SessionInput] = []

    public init() {}

    /// Adds a later step's reaction (a follow-up's) after this one's.
    public mutating func append(_ later: Reaction) {
        speech += later.speech
        cues += later.cues
        announcements += later.announcements
        transcript += later.transcript
        usage += later.usage
        changedSettings = later.changedSettings ?? changedSettings
        quits = quits || later.quits
        startsEditing = startsEditing || later.startsEditing
        followUps += later.followUps
    }
}
