/// Fields the OBF spec does not define and that are not marked as an app's extension (`ext_`).
enum AttributeNamesCheck: ValidationCheck {
    static let unknownAttribute = ValidationRule(
        "unknown-attribute", .warning,
        summary: "a field the OBF spec does not define",
        explanation: """
            Other apps ignore fields they do not know, and a misspelt field ("lable") silently loses its value. If the field \
            is your app's own, prefix it with ext_yourapp_ (TalkGrid's are ext_talkgrid_*); otherwise check its spelling.
            """)

    static let appField = ValidationRule(
        "app-field", .note,
        summary: "a well-known app's own field outside ext_",
        explanation: """
            Some apps write their own settings as plain fields instead of ext_ ones (CoughDrop writes default_layout, \
            background, protected on images and uneditable in their licences). Other apps ignore them and TalkGrid keeps \
            them unchanged, so there is nothing to fix. Each field is reported once per set; --strict reports every \
            occurrence as unknown-attribute.
            """)

    static var rules: [ValidationRule] { [unknownAttribute, appField] }

    static let unknownField = FindingMessage(
        "unknownField", #"the {object} field "{field}" is not in the OBF spec; prefix an app's own fields with ext_"#)
    static let appFieldOnce = FindingMessage("appFieldOnce", #"the {object} field "{field}" is {app}'s own (once); other apps ignore it"#)
    static let appFieldTimes = FindingMessage(
        "appFieldTimes", #"the {object} field "{field}" is {app}'s own ({times} times); other apps ignore it"#)
    static let appFieldTimesInFiles = FindingMessage(
        "appFieldTimesInFiles", #"the {object} field "{field}" is {app}'s own ({times} times in {files} files); other apps ignore it"#)

    static var messages: [FindingMessage] { [unknownField, appFieldOnce, appFieldTimes, appFieldTimesInFiles] }

    /// The fields the spec defines, per kind of object.
    static let boardFields: FieldNames = [
        "format", "id", "locale", "url", "data_url", "name", "description_html", "buttons", "images", "sounds", "grid",
        "license", "strings",
    ]
    static let buttonFields: FieldNames = [
        "id", "label", "vocalization", "image_id", "sound_id", "hidden", "background_color", "border_color", "action",
        "actions", "load_board", "top", "left", "width", "height",
    ]
    static let imageFields: FieldNames = [
        "id", "width", "height", "content_type", "data", "url", "symbol", "path", "data_url", "license",
    ]
    static let soundFields: FieldNames = ["id", "duration", "content_type", "data", "url", "path", "data_url", "license"]
    static let gridFields: FieldNames = ["rows", "columns", "order"]
    static let linkFields: FieldNames = ["id", "name", "path", "url", "data_url"]
    static let licenseFields: FieldNames = [
        "type", "copyright_notice_url", "source_url", "author_name", "author_url", "author_email",
    ]
    static let manifestFields: FieldNames = ["format", "root", "paths"]
    static let manifestPathFields: FieldNames = ["boards", "images", "sounds"]

    /// The catalogue's word for a kind of object, as the check names the kinds.
    static func word(for what: String) -> FindingTextKey {
        switch what {
        case "grid": .objectGrid
        case "license": .objectLicense
        case "button": .objectButton
        case "load_board": .objectLink
        case "image": .kindImage
        case "sound": .kindSound
        case "manifest": .objectManifest
        case "manifest paths": .objectManifestPaths
        default: .objectBoard
        }
    }

    /// Reports the members of `node` that are neither in `allowed` nor `ext_` fields; a well-known
    /// app's field is counted in `appFields` instead (unless the options are strict).
    private static func report(
        _ node: JSONNode, allowed: FieldNames, what: String, file: String, path: @autoclosure () -> JSONPath,
        options: ValidationOptions, into collector: inout some FindingCollector, appFields: inout [AppFieldUse]
    ) {
        guard let members = node.members else { return }
        // By index: only the few members reported are copied out.
        for index in members.indices where !allowed.contains(members[index].key) && !members[index].key.hasPrefix("ext_") {
            let member = members[index]
            if !options.strict, let app = KnownAppFields.app(writing: member.key, in: what) {
                if let index = appFields.firstIndex(where: { $0.field == member.key && $0.what == what }) {
                    appFields[index].count(in: file)
                } else {
                    appFields.append(
                        AppFieldUse(
                            app: app, what: what, field: member.key, file: file, position: member.keyPosition,
                            path: path().member(member.key), lastFile: file))
                }
                continue
            }
            collector.report(
                unknownAttribute, unknownField(object: CaregiverText(word(for: what)), field: member.key),
                file: file, position: member.keyPosition, path: path().member(member.key), subject: member.key)
        }
    }
}

extension AttributeNamesCheck: BoardCheck {
    /// The board's, its grid's, license's, buttons', links', images' and sounds' fields.
    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        let options = review.options
        var appFields = review.appFields
        // Paths are built only for a finding: most objects have none.
        func report(_ node: JSONNode, allowed: FieldNames, what: String, path: @autoclosure () -> JSONPath) {
            Self.report(
                node, allowed: allowed, what: what, file: file, path: path(), options: options, into: &review, appFields: &appFields)
        }
        let document = board.document
        let root = JSONPath.root
        report(document, allowed: boardFields, what: "board", path: root)
        if let grid = document["grid"] {
            report(grid, allowed: gridFields, what: "grid", path: root.member("grid"))
        }
        if let license = document["license"] {
            report(license, allowed: licenseFields, what: "license", path: root.member("license"))
        }
        for button in review.buttons(of: board) {
            report(button.node, allowed: buttonFields, what: "button", path: button.path)
            if let link = button.node["load_board"] {
                report(link, allowed: linkFields, what: "load_board", path: button.path.member("load_board"))
            }
        }
        for (key, fields) in [("images", imageFields), ("sounds", soundFields)] {
            for item in review.objects(document[key], path: root.member(key)) {
                report(item.node, allowed: fields, what: String(key.dropLast()), path: item.path)
                if let license = item.node["license"] {
                    report(license, allowed: licenseFields, what: "license", path: item.path.member("license"))
                }
            }
        }
        review.appFields = appFields
    }
}

extension AttributeNamesCheck: SetCheck {
    /// The manifest's fields, then each app field once for the whole set, at its first place.
    /// Of a board it reads the app fields its review met (and the manifest).
    static func readsSame(_ board: EditedBoard) -> Bool {
        board.beforeReview.appFields == board.afterReview.appFields
    }

    static func check(_ context: inout ValidationContext) {
        var appFields: [AppFieldUse] = []  // in the order of their first use (a handful in a set)
        for review in context.reviews {
            for use in review.appFields {
                if let index = appFields.firstIndex(where: { $0.field == use.field && $0.what == use.what }) {
                    appFields[index].add(use)
                } else {
                    appFields.append(use)
                }
            }
        }
        if let manifest = context.boardSet.manifest {
            let file = context.manifestFile
            let options = context.options
            report(
                manifest, allowed: manifestFields, what: "manifest", file: file, path: .root, options: options, into: &context,
                appFields: &appFields)
            if let paths = manifest["paths"] {
                report(
                    paths, allowed: manifestPathFields, what: "manifest paths", file: file, path: JSONPath.root.member("paths"),
                    options: options, into: &context, appFields: &appFields)
            }
        }
        for use in appFields {
            let object = word(for: use.what)
            let text: FindingText =
                use.count == 1
                ? appFieldOnce(object: CaregiverText(object), field: use.field, app: use.app)
                : use.fileCount == 1
                    ? appFieldTimes(object: CaregiverText(object), field: use.field, app: use.app, times: FindingReport.number(use.count))
                    : appFieldTimesInFiles(
                        object: CaregiverText(object), field: use.field, app: use.app, times: FindingReport.number(use.count),
                        files: FindingReport.number(use.fileCount))
            context.report(
                appField, text,
                file: use.file, position: use.position, path: use.path, subject: use.field)
        }
    }
}
