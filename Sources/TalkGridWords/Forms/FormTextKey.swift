import TalkGrid

/// The name of a form's kind in the command line's word catalogue (`Interface/command-line/en.json`,
/// section `forms`): what `talkgrid forms` prints beside each form for a caregiver.
public enum FormTextKey: String, WordKey {
    public static let catalogueSection = "forms"

    case base, plural, singular, feminine, femininePlural, past, pastParticiple, presentParticiple, thirdPerson
    case comparative, superlative, possessive, negative
    case presentI, presentYou, presentHeShe, presentWe, presentYouAll, presentThey
    case pastI, pastYou, pastHeShe, pastWe, pastYouAll, pastThey
}
