/// Fields the OBF spec does not define and that are not marked as an app's extension (`ext_`).
enum AttributeNamesCheck: ValidationCheck {
    static let unknownAttribute = ValidationRule(
        "unknown-attribute", .warning, "a field the OBF spec does not define",
        explanation:
            "Other apps ignore fields they do not know, and a misspelt field (\"lable\") silently loses its value. If the field is your app's own, prefix it with ext_yourapp_ (TalkGrid's are ext_talkgrid_*); otherwise check its spelling."
    )

    static var rules: [ValidationRule] { [unknownAttribute] }

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

    static func check(_ context: inout ValidationContext) {
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
    }

    private static func report(
        _ node: JSONNode, allowed: Set<String>, what: String, file: String, path: JSONPath, _ context: inout ValidationContext
    ) {
        for member in node.members ?? [] where !allowed.contains(member.key) && !member.key.hasPrefix("ext_") {
            context.report(
                unknownAttribute, "the \(what) field \"\(member.key)\" is not in the OBF spec; prefix an app's own fields with ext_",
                file: file, position: member.keyPosition, path: path.member(member.key))
        }
    }
}
