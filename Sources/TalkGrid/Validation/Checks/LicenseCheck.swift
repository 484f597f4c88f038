/// The shape of `license` objects on boards, images and sounds.
enum LicenseCheck: ValidationCheck {
    /// `invalid-license`: a license is not an object of text fields.
    static let invalidLicense = ValidationRule(
        "invalid-license", .error, .invalidLicenseSummary, explanation: .invalidLicenseExplanation,
        examples: ["example": #"{"type": "CC-By", "author_name": "Kate"}"#])

    static var rules: [ValidationRule] { [invalidLicense] }

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            let file = context.file(of: board)
            var licenses: [(JSONNode, JSONPath)] = []
            if let license = board.document["license"] { licenses.append((license, JSONPath.root.member("license"))) }
            for kind in ["images", "sounds"] {
                for item in context.objects(board.document[kind], path: JSONPath.root.member(kind)) {
                    if let license = item.node["license"] { licenses.append((license, item.path.member("license"))) }
                }
            }
            for (license, path) in licenses where !license.isNull {
                guard let members = license.members else {
                    context.report(invalidLicense, .licenseNotObject(found: license.quoted), file: file, at: license, path: path)
                    continue
                }
                for member in members
                where AttributeNamesCheck.licenseFields.contains(member.key) && member.value.string == nil && !member.value.isNull {
                    context.report(
                        invalidLicense, .licenseFieldNotText(field: member.key, found: member.value.quoted), file: file, at: member.value,
                        path: path.member(member.key))
                }
            }
        }
    }
}
