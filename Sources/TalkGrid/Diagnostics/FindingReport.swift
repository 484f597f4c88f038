/// Findings grouped for people: by code, errors first, then warnings, then notes; each code with
/// its count, what it means in one line, a few located examples, and what varies among the rest.
///
/// `talkgrid validate` and `talkgrid info` print it; `validate --all` and `--json` list every
/// finding instead. Pure: it only arranges the findings it is given.
public struct FindingReport: Sendable {
    /// The findings of one code.
    public struct Group: Sendable {
        public var code: String
        public var severity: Diagnostic.Severity
        /// What the code means, in one line (nil for a code outside the catalogue).
        public var summary: CaregiverText?
        /// Every finding of the code, in the order given.
        public var findings: [Diagnostic]
    }

    /// The groups: errors first, then warnings, then notes; within each, codes in order of their first finding.
    public private(set) var groups: [Group] = []
    public private(set) var errors = 0
    public private(set) var warnings = 0
    public private(set) var notes = 0

    public init(_ findings: [Diagnostic]) {
        var indexByCode: [String: Int] = [:]
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            let key = finding.severity.rawValue + " " + finding.code
            if let index = indexByCode[key] {
                groups[index].findings.append(finding)
            } else {
                indexByCode[key] = groups.count
                let summary = DiagnosticCatalogue.rule(for: finding.code)?.summary
                groups.append(Group(code: finding.code, severity: finding.severity, summary: summary, findings: [finding]))
            }
        }
        // A stable sort keeps the codes of one severity in the order they were first found.
        groups = groups.enumerated().sorted { left, right in
            if left.element.severity != right.element.severity { return left.element.severity > right.element.severity }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// `3 errors, 8,993 warnings, 2 notes` (notes only when there are some).
    public var counts: CaregiverText {
        var rest = [Self.counted(warnings, .countWarnings)]
        if notes > 0 { rest.append(Self.counted(notes, .countNotes)) }
        return .items(Self.counted(errors, .countErrors), rest)
    }

    /// The groups as text in `words`, each with at most `examples` located findings and a line for the rest.
    public func text(examples: Int = 3, indent: String = "", in words: InterfaceWords) -> String {
        var lines: [String] = []
        for group in groups {
            var header: [String: InterfaceText.Argument] = [
                "severity": .caregiver(CaregiverText(group.severity.word)), "code": .text(group.code),
                "count": .text(Self.number(group.findings.count)),
            ]
            if let summary = group.summary { header["summary"] = .caregiver(summary) }
            lines.append(indent + words.text(CaregiverText(group.summary == nil ? FindingTextKey.group : .groupWithSummary, header)))
            for finding in group.findings.prefix(examples) {
                lines.append("\(indent)  " + words.text(Self.located(finding)))
            }
            let rest = group.findings.count - examples
            if rest > 0 {
                lines.append("\(indent)  " + words.text(Self.rest(rest, of: group.findings.dropFirst(examples))))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A finding without its severity and code (its group names them).
    static func located(_ finding: Diagnostic) -> CaregiverText {
        var arguments: [String: InterfaceText.Argument] = ["place": .text(finding.place), "message": .said(finding.text)]
        guard !finding.path.isEmpty else { return CaregiverText(FindingTextKey.example, arguments) }
        arguments["path"] = .text(finding.path)
        return CaregiverText(FindingTextKey.exampleAt, arguments)
    }

    /// "… and N more" findings, with what varies among them: their subjects with how many files
    /// each is in, or else the files.
    static func rest(_ count: Int, of findings: ArraySlice<Diagnostic>) -> CaregiverText {
        var files: Set<String> = []
        var subjects: [String: (count: Int, files: Set<String>, first: Int)] = [:]
        for (index, finding) in findings.enumerated() {
            files.insert(finding.file)
            guard let subject = finding.subject else { continue }
            subjects[subject, default: (0, [], index)].count += 1
            subjects[subject]?.files.insert(finding.file)
        }
        guard !subjects.isEmpty else {
            let place: InterfaceText.Argument = files.count > 1 ? .caregiver(counted(files.count, .countFiles)) : .text(files.first ?? "")
            return CaregiverText(ReportTextKey.restInFiles, ["rest": .text(number(count)), "files": place])
        }
        let shown = 4
        let ordered = subjects.sorted { ($0.value.count, -$0.value.first) > ($1.value.count, -$1.value.first) }
        var parts = ordered.prefix(shown).map { subject, use in
            let files = InterfaceText.Argument.caregiver(counted(use.files.count, .countFiles))
            return use.count == use.files.count
                ? CaregiverText(ReportTextKey.subjectInFiles, ["subject": .text(subject), "files": files])
                : CaregiverText(
                    ReportTextKey.subjectInFilesTimes, ["subject": .text(subject), "files": files, "times": .text(number(use.count))])
        }
        if ordered.count > shown { parts.append(counted(ordered.count - shown, .countOthers)) }
        return CaregiverText(
            ReportTextKey.restOfSubjects,
            ["rest": .text(number(count)), "subjects": .caregiver(.items(parts[0], Array(parts.dropFirst())))])
    }

    /// `1 error`, `8,993 warnings`: the plural form chosen by the count, the count written with separators.
    static func counted(_ count: Int, _ key: ReportTextKey) -> CaregiverText {
        CaregiverText(key, ["count": .number(count), "shown": .text(number(count))])
    }

    /// A count with thousands separated by commas (`8,993`).
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
