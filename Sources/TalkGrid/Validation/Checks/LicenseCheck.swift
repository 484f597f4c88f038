/// The shape of `license` objects on boards, images and sounds.
enum LicenseCheck: BoardCheck {
    static let invalidLicense = ValidationRule(
        "invalid-license", .error,
        summary: "a license is not an object of text fields",
        explanation: """
            "license" (on a board, image or sound) is an object whose fields type, copyright_notice_url, source_url, \
            author_name, author_url and author_email are all text, e.g. {example}. Symbol sets and boards are often \
            licensed: keep the credit readable by other apps.
            """,
        examples: ["example": #"{"type": "CC-By", "author_name": "Kate"}"#])

    static var rules: [ValidationRule] { [invalidLicense] }

    static let licenseNotObject = FindingMessage("licenseNotObject", "license is {found}, not an object")
    static let licenseFieldNotText = FindingMessage("licenseFieldNotText", "license {field} is {found}, not text")

    static var messages: [FindingMessage] { [licenseNotObject, licenseFieldNotText] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        /// One license: its path is built only for a finding (every image of some sets has a license).
        func check(_ license: JSONNode, at path: () -> JSONPath) {
            guard !license.isNull else { return }
            guard let members = license.members else {
                review.report(invalidLicense, licenseNotObject(found: license.quoted), file: file, at: license, path: path())
                return
            }
            for member in members
            where AttributeNamesCheck.licenseFields.contains(member.key) && member.value.string == nil && !member.value.isNull {
                review.report(
                    invalidLicense, licenseFieldNotText(field: member.key, found: member.value.quoted), file: file,
                    at: member.value,
                    path: path().member(member.key))
            }
        }
        if let license = board.document["license"] { check(license) { JSONPath.root.member("license") } }
        for kind in ["images", "sounds"] {
            for item in review.objects(board.document[kind], path: JSONPath.root.member(kind)) {
                if let license = item.node["license"] { check(license) { item.path.member("license") } }
            }
        }
    }
}
