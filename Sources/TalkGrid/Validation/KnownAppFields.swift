/// Fields that well-known OBF writers put outside `ext_`, by the kind of object they sit in.
///
/// Found in the files those apps write: CoughDrop's exporter (and the `obf` library it uses)
/// writes the board's `default_layout`, `background`, `default_locale`, `label_locale`,
/// `vocalization_locale`, `protected_content_user_identifier` and, in older versions, `settings`;
/// a button's `translations` and `url` (a web link); an image's or sound's `protected` and
/// `protected_source`, and `uneditable` in their licence. Such fields are the app's own settings,
/// not misspellings: the validator reports each once per set as information (one finding per app
/// field), unless `--strict`. CoughDrop also writes every button id as a number: see
/// ``App/writesNumericButtonIDs``.
enum KnownAppFields {
    /// One app and the fields it writes, per kind of object (`board`, `button`, `image`, `sound`, `license`).
    struct App {
        var name: String
        var fields: [String: Set<String>]
        /// Whether the app writes every button id as a number (`"id": 1`): in a set that carries
        /// its fields, those ids are one note for the set (``NumericButtonIDs``).
        var writesNumericButtonIDs = false
    }

    static let apps: [App] = [
        App(
            name: "CoughDrop",
            fields: [
                "board": [
                    "default_layout", "background", "default_locale", "label_locale", "vocalization_locale",
                    "protected_content_user_identifier", "settings",
                ],
                "button": ["translations", "url"],
                "image": ["protected", "protected_source"],
                "sound": ["protected", "protected_source"],
                "license": ["uneditable"],
            ], writesNumericButtonIDs: true)
    ]

    /// The app that writes `field` in an object of kind `what`, or nil when no known app does.
    static func app(writing field: String, in what: String) -> String? {
        apps.first { $0.fields[what]?.contains(field) == true }?.name
    }
}
