/// Fields the OBF spec does not define and that are not marked as an app's extension (`ext_`).
enum AttributeNamesCheck: ValidationCheck {
    /// `unknown-attribute`: a field the OBF spec does not define.
    static let unknownAttribute = ValidationRule(
        "unknown-attribute", .warning, .unknownAttributeSummary, explanation: .unknownAttributeExplanation)

    /// `app-field`: a well-known app's own field outside ext_.
    static let appField = ValidationRule("app-field", .note, .appFieldSummary, explanation: .appFieldExplanation)

    static var rules: [ValidationRule] { [unknownAttribute, appField] }

    /// The fields the spec defines, per kind of object.
    static let boardFields: Set<String> = [
        "format", "id", "locale", "url", "data_url", "name", "description_html", "buttons", "images", "sounds", "grid",
        "license", "strings",
    ]
    static let buttonFields: Set<String> = [
        "id", "label", "vocalization", "image_id", "sound_id", "hidden", "background_color", "border_color", "action",
        "actions", "load_board", "top", "left", "width", "height",
    ]
    static let imageFields: Set<String> = [
        "id", "width", "height", "content_type", "data", "url", "symbol", "path", "data_url", "license",
    ]
    static let soundFields: Set<String> = ["id", "duration", "content_type", "data", "url", "path", "data_url", "license"]
    static let gridFields: Set<String> = ["rows", "columns", "order"]
    static let linkFields: Set<String> = ["id", "name", "path", "url", "data_url"]
    static let licenseFields: Set<String> = [
        "type", "copyright_notice_url", "source_url", "author_name", "author_url", "author_email",
    ]
    static let manifestFields: Set<String> = ["format", "root", "paths"]
    static let manifestPathFields: Set<String> = ["boards", "images", "sounds"]

    /// The occurrences of one app's field in a set: counted, and located at the first.
    private struct AppFieldUse {
        var app: String
        var what: String
        var field: String
        var file: String
        var position: TextPosition
        var path: JSONPath
        var count = 1
        /// How many files it is in: boards are checked one after another, so a file unlike the last one is a new one.
        var fileCount = 1
        var lastFile: String
    }

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

    static func check(_ context: inout ValidationContext) {
        var appFields: [AppFieldUse] = []  // in the order of their first use (a handful in a set)
        func report(
            _ node: JSONNode, allowed: Set<String>, what: String, file: String, path: JSONPath, _ context: inout ValidationContext
        ) {
            guard let members = node.members else { return }
            // By index: only the few members reported are copied out.
            for index in members.indices where !allowed.contains(members[index].key) && !members[index].key.hasPrefix("ext_") {
                let member = members[index]
                if !context.options.strict, let app = KnownAppFields.app(writing: member.key, in: what) {
                    if let index = appFields.firstIndex(where: { $0.field == member.key && $0.what == what }) {
                        appFields[index].count += 1
                        if appFields[index].lastFile != file {
                            appFields[index].fileCount += 1
                            appFields[index].lastFile = file
                        }
                    } else {
                        appFields.append(
                            AppFieldUse(
                                app: app, what: what, field: member.key, file: file, position: member.keyPosition,
                                path: path.member(member.key), lastFile: file))
                    }
                    continue
                }
                context.report(
                    unknownAttribute, .unknownField(object: word(for: what), field: member.key),
                    file: file, position: member.keyPosition, path: path.member(member.key), subject: member.key)
            }
        }
        for board in context.boards {
            let file = context.file(of: board)
            let document = board.document
            let root = JSONPath.root
            report(document, allowed: boardFields, what: "board", file: file, path: root, &context)
            if let grid = document["grid"] {
                report(grid, allowed: gridFields, what: "grid", file: file, path: root.member("grid"), &context)
            }
            if let license = document["license"] {
                report(license, allowed: licenseFields, what: "license", file: file, path: root.member("license"), &context)
            }
            for button in context.buttons(of: board) {
                report(button.node, allowed: buttonFields, what: "button", file: file, path: button.path, &context)
                if let link = button.node["load_board"] {
                    report(link, allowed: linkFields, what: "load_board", file: file, path: button.path.member("load_board"), &context)
                }
            }
            for (key, fields) in [("images", imageFields), ("sounds", soundFields)] {
                for item in context.objects(document[key], path: root.member(key)) {
                    report(item.node, allowed: fields, what: String(key.dropLast()), file: file, path: item.path, &context)
                    if let license = item.node["license"] {
                        report(license, allowed: licenseFields, what: "license", file: file, path: item.path.member("license"), &context)
                    }
                }
            }
        }
        if let manifest = context.boardSet.manifest {
            let file = context.manifestFile
            report(manifest, allowed: manifestFields, what: "manifest", file: file, path: .root, &context)
            if let paths = manifest["paths"] {
                report(
                    paths, allowed: manifestPathFields, what: "manifest paths", file: file, path: JSONPath.root.member("paths"), &context)
            }
        }
        // Each app field once per set, at its first place.
        for use in appFields {
            let object = word(for: use.what)
            let text: FindingText =
                use.count == 1
                ? .appFieldOnce(object: object, field: use.field, app: use.app)
                : use.fileCount == 1
                    ? .appFieldTimes(object: object, field: use.field, app: use.app, times: use.count)
                    : .appFieldTimesInFiles(object: object, field: use.field, app: use.app, times: use.count, files: use.fileCount)
            context.report(
                appField, text,
                file: use.file, position: use.position, path: use.path, subject: use.field)
        }
    }
}
