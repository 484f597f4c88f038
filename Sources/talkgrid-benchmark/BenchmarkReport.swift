import TalkGrid

/// Collects benchmark figures and prints them as a short table and one JSON object.
struct BenchmarkReport {
    private var rows: [(group: String, name: String, value: String)] = []
    private var json: [(String, JSONNode)] = []

    /// Adds a figure: shown in the table, and under `group.name` in the JSON.
    mutating func add(_ group: String, _ name: String, _ value: Double, unit: String) {
        let shown = unit == "ms" ? format(value) : (unit == "x" ? String(format: "%.1fx", value) : "\(Int(value)) \(unit)")
        rows.append((group, name, shown))
        let rounded = (value * 1000).rounded() / 1000
        json.append(("\(group).\(name)", JSONNode(.number(JSONNumber(text: String(rounded))))))
    }

    /// Adds a note line (what was measured, on what).
    mutating func note(_ group: String, _ text: String) {
        rows.append((group, "note", text))
        json.append(("\(group).note", JSONNode(.string(text))))
    }

    /// Adds every figure and note of another report, after these.
    mutating func append(_ other: BenchmarkReport) {
        rows += other.rows
        json += other.json
    }

    func printed() -> String {
        var text = ""
        var lastGroup = ""
        for row in rows {
            if row.group != lastGroup {
                text += "\n[\(row.group)]\n"
                lastGroup = row.group
            }
            let name = row.name + String(repeating: " ", count: max(1, 44 - row.name.count))
            text += "  \(name)\(row.value)\n"
        }
        text += "\n" + JSONWriter.prettyString(.object(json))
        return text
    }
}
