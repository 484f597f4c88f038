/// Findings grouped for people: by code, errors first, then warnings, then notes; each code with
/// its count, what it means in one line, a few located examples, and what varies among the rest.
///
/// `talkgrid validate`, `talkgrid info` and `talkgrid import` (its notes and its check) print it;
/// `--all` and `--json` list every finding instead. Pure: it only arranges the findings it is given.
public struct FindingReport: Sendable {
    /// The findings of one code.
    public struct Group: Sendable {
        public var code: String
        public var severity: Diagnostic.Severity
        /// What the code means, in one line (nil for a code outside the catalogue).
        public var summary: CaregiverText?
        /// Where the group's findings are among all the report was given, in the order given.
        var positions: [Int] = []
        /// All the findings the report was given (shared by the groups, never copied one by one).
        let all: [Diagnostic]

        /// Every finding of the code, in the order given.
        public var findings: [Diagnostic] { positions.map { all[$0] } }
    }

    /// A code with its severity, as the groups are told apart.
    private struct GroupKey: Hashable {
        let severity: Diagnostic.Severity
        let code: String
    }

    /// The groups: errors first, then warnings, then notes; within each, codes in order of their first finding.
    public private(set) var groups: [Group] = []
    public private(set) var errors = 0
    public private(set) var warnings = 0
    public private(set) var notes = 0

    /// Groups `findings`; `summary` says what a code means (by default: the validator's catalogue).
    public init(_ findings: [Diagnostic], summary: (String) -> CaregiverText? = { DiagnosticCatalogue.rule(for: $0)?.summary }) {
        var groupNumbers: [GroupKey: Int] = [:]
        var last: (severity: Diagnostic.Severity, code: String, group: Int)? = nil
        for (position, finding) in findings.enumerated() {
            let severity = finding.severity
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            let code = finding.code
            let group: Int
            if let last, last.severity == severity, last.code == code {  // findings of a code often come in a row
                group = last.group
            } else if let known = groupNumbers[GroupKey(severity: severity, code: code)] {
                group = known
            } else {
                group = groups.count
                groupNumbers[GroupKey(severity: severity, code: code)] = group
                let summary = summary(code)
                groups.append(Group(code: code, severity: severity, summary: summary, all: findings))
            }
            last = (severity, code, group)
            groups[group].positions.append(position)
        }
        // A stable sort keeps the codes of one severity in the order they were first found.
        groups = groups.enumerated().sorted { left, right in
            if left.element.severity != right.element.severity { return left.element.severity > right.element.severity }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// `3 errors, 8,993 warnings, 2 notes` (notes only when there are some).
    public var counts: CaregiverText {
        var rest = [Self.counted(ReportText.countWarnings, warnings)]
        if notes > 0 { rest.append(Self.counted(ReportText.countNotes, notes)) }
        return .items(Self.counted(ReportText.countErrors, errors), rest)
    }

    /// The groups as text in `words`, each with at most `examples` located findings and a line for the rest.
    public func text(examples: Int = 3, indent: String = "", in words: InterfaceWords) -> String {
        var lines: [String] = []
        for group in groups {
            let (severity, count) = (CaregiverText(group.severity.word), Self.number(group.positions.count))
            let header =
                group.summary.map { FindingText.groupWithSummary(severity: severity, code: group.code, count: count, summary: $0) }
                ?? FindingText.group(severity: severity, code: group.code, count: count)
            lines.append(indent + words.text(header))
            for position in group.positions.prefix(examples) {
                lines.append("\(indent)  " + words.text(Self.located(group.all[position])))
            }
            let rest = group.positions.count - examples
            if rest > 0 {
                lines.append("\(indent)  " + words.text(Self.rest(rest, of: group.positions.dropFirst(examples), in: group.all)))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A finding without its severity and code (its group names them).
    static func located(_ finding: Diagnostic) -> CaregiverText {
        guard !finding.path.isEmpty, finding.path != "$" else {
            return FindingText.example(place: finding.place, message: finding.text).caregiverText
        }
        return FindingText.exampleAt(place: finding.place, message: finding.text, path: finding.path).caregiverText
    }

    /// "… and N more" findings (those at `positions` in `findings`), with what varies among them: their
    /// subjects with how many files each is in, or else the files.
    static func rest(_ count: Int, of positions: ArraySlice<Int>, in findings: [Diagnostic]) -> CaregiverText {
        // Findings come sorted by file, so a file is looked up in a set only where it changes.
        var files: Set<String> = []
        var lastFile: String? = nil
        var subjects: [(subject: String, count: Int, files: Set<String>, lastFile: String?, first: Int)] = []
        var subjectNumbers: [String: Int] = [:]
        var lastSubject: (subject: String, number: Int)? = nil
        for (index, position) in positions.enumerated() {
            let finding = findings[position]
            let file = finding.file
            if file != lastFile {
                files.insert(file)
                lastFile = file
            }
            guard let subject = finding.subject else { continue }
            let number: Int
            if let lastSubject, lastSubject.subject == subject {
                number = lastSubject.number
            } else if let known = subjectNumbers[subject] {
                number = known
            } else {
                number = subjects.count
                subjectNumbers[subject] = number
                subjects.append((subject, 0, [], nil, index))
            }
            lastSubject = (subject, number)
            subjects[number].count += 1
            if subjects[number].lastFile != file {
                subjects[number].files.insert(file)
                subjects[number].lastFile = file
            }
        }
        guard !subjects.isEmpty else {
            let place: InterfaceText.Argument =
                files.count > 1 ? .caregiver(Self.counted(ReportText.countFiles, files.count)) : .text(files.first ?? "")
            return ReportText.restInFiles(rest: number(count), files: place)
        }
        let shown = 4
        let ordered = subjects.sorted { ($0.count, -$0.first) > ($1.count, -$1.first) }
        var parts = ordered.prefix(shown).map { use in
            let subject = use.subject
            let files = InterfaceText.Argument.caregiver(Self.counted(ReportText.countFiles, use.files.count))
            return use.count == use.files.count
                ? ReportText.subjectInFiles(subject: subject, files: files)
                : ReportText.subjectInFilesTimes(subject: subject, files: files, times: number(use.count))
        }
        if ordered.count > shown { parts.append(Self.counted(ReportText.countOthers, ordered.count - shown)) }
        return ReportText.restOfSubjects(rest: number(count), subjects: CaregiverText.items(parts[0], Array(parts.dropFirst())))
    }

    /// `1 error`, `8,993 warnings`: the plural form chosen by the count, the count written with separators.
    static func counted(_ text: (_ shown: String, _ count: Int) -> CaregiverText, _ count: Int) -> CaregiverText {
        text(number(count), count)
    }

    /// A count with thousands separated by commas (`8,993`).
    public static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
