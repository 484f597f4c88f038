import CPangoCairo
import Foundation
import TalkGrid
import TalkGridPictures

/// Draws a ``UsageReport`` as the page a therapist prints or attaches (`talkgrid report --pdf`):
/// the figures, the words said each day as bars, the words by weekday and hour as a heat map, and
/// the most used words with their pictures, drawn as the board's cells are printed
/// (``CellPainter``), in the words of the set's language.
public struct UsageReportPrinter: Sendable {
    /// The page's words, in the set's language (the board's interface catalogue).
    public var words: InterfaceWords
    public var paper: PaperSize
    public var decoder: PictureDecoder

    /// How many of the most used words are drawn with their cells.
    static let drawnTopWords = 10

    public init(words: InterfaceWords, paper: PaperSize = .a4, decoder: PictureDecoder = PictureDecoder()) {
        self.words = words
        self.paper = paper
        self.decoder = decoder
    }

    /// Writes the report as a one-page PDF (portrait).
    ///
    /// - Parameters:
    ///   - cells: the cell each top word was picked from (``UsageReport/WordCount/cell``), as the
    ///     board shows it; a word without one is drawn as a cell with its word alone.
    ///   - pictureBytes: the bytes of a cell's picture, nil when it cannot be read.
    ///   - write: takes the next bytes of the PDF; false stops with ``PrintError/writeFailed(reason:)``.
    public func print(
        _ report: UsageReport, setName: String, cells: [String: ScreenCell], date: String,
        pictureBytes: @escaping @Sendable (PictureReference) -> [UInt8]?, write: @escaping (UnsafeRawBufferPointer) -> Bool
    ) throws(PrintError) {
        let (width, height) = (paper.points.short, paper.points.long)
        let document = try PDFDocument(width: width, height: height, title: setName, write: write)
        let context = document.context
        let margin = PageGeometry.margin
        let inner = width - 2 * margin
        CellPainter.fill(PageRect(x: 0, y: 0, width: width, height: height), gray: 1, on: context)
        var y = margin

        let title = words.text(
            InterfaceText.reportPageTitle(set: setName, from: report.from.text, to: report.to.text))
        CellPainter.setColor(gray: 0, on: context)
        TextBox(text: title, bold: true, largest: 18, smallest: 8, alignment: .leading, wraps: false)
            .draw(in: PageRect(x: margin, y: y, width: inner, height: 24), on: context)
        y += 26
        CellPainter.setColor(gray: 0.35, on: context)
        TextBox(text: words.text(TextKey.reportPagePrivate), largest: 8, smallest: 5, alignment: .leading, wraps: false)
            .draw(in: PageRect(x: margin, y: y, width: inner, height: 11), on: context)
        y += 20

        y = drawFigures(report, top: y, left: margin, width: inner, on: context) + 14
        y = drawHeading(.reportPageWordsPerDay, top: y, left: margin, width: inner, on: context)
        y = drawBars(report.wordsPerDay, in: PageRect(x: margin, y: y, width: inner, height: 130), on: context) + 14
        y = drawHeading(.reportPageHours, top: y, left: margin, width: inner, on: context)
        y = drawHeatMap(report.heatMap, in: PageRect(x: margin, y: y, width: inner, height: 7 * 15 + 12), on: context) + 14
        y = drawHeading(.reportPageTopWords, top: y, left: margin, width: inner, on: context)
        drawTopWords(
            report.topWords, cells: cells, in: PageRect(x: margin, y: y, width: inner, height: height - margin - 16 - y),
            pictureBytes: pictureBytes, on: context)

        CellPainter.setColor(gray: 0.35, on: context)
        TextBox(text: "TalkGrid · \(date)", largest: 8, smallest: 5, alignment: .trailing, wraps: false)
            .draw(in: PageRect(x: margin, y: height - margin - 12, width: inner, height: 12), on: context)
        try document.endPage()
        try document.finish()
    }

    // MARK: Parts of the page

    /// The figures in two columns of label and value; returns the bottom.
    private func drawFigures(_ report: UsageReport, top: Double, left: Double, width: Double, on context: OpaquePointer) -> Double {
        func decimal(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "-" }
        let rows: [(TextKey, String)] = [
            (.reportPageMessages, "\(report.messages)"),
            (.reportPageWords, "\(report.words)"),
            (.reportPageDifferentWords, "\(report.differentWords)"),
            (.reportPageNewWords, "\(report.newWords.count)"),
            (.reportPageMeanLength, decimal(report.meanLengthOfUtterance)),
            (.reportPageCoreShare, report.coreShare.map { "\(Int(($0 * 100).rounded()))%" } ?? "-"),
            // Last and alone on its line: its words take the rest of the page's width.
            (
                .reportPageRate,
                words.text(
                    InterfaceText.reportPageRate(average: decimal(report.wordsPerMinute), peak: decimal(report.peakWordsPerMinute)))
            ),
        ]
        let column = width / 2
        let rowHeight = 17.0
        for (index, row) in rows.enumerated() {
            let x = left + Double(index % 2) * column
            let y = top + Double(index / 2) * rowHeight
            let label = words.text(row.0 == .reportPageRate ? TextKey.reportPageRateLabel : row.0)
            CellPainter.setColor(gray: 0.35, on: context)
            TextBox(text: label, largest: 9, smallest: 5, alignment: .leading, wraps: false)
                .draw(in: PageRect(x: x, y: y, width: column * 0.55, height: rowHeight - 3), on: context)
            let alone = index == rows.count - 1 && index % 2 == 0
            CellPainter.setColor(gray: 0, on: context)
            TextBox(text: row.1, bold: true, largest: 11, smallest: 5, alignment: .leading, wraps: false)
                .draw(
                    in: PageRect(x: x + column * 0.57, y: y, width: alone ? width - column * 0.57 : column * 0.4, height: rowHeight - 3),
                    on: context)
        }
        return top + Double((rows.count + 1) / 2) * rowHeight
    }

    /// A part's heading; returns where the part starts.
    private func drawHeading(_ key: TextKey, top: Double, left: Double, width: Double, on context: OpaquePointer) -> Double {
        CellPainter.setColor(gray: 0, on: context)
        TextBox(text: words.text(key), bold: true, largest: 11, smallest: 6, alignment: .leading, wraps: false)
            .draw(in: PageRect(x: left, y: top, width: width, height: 14), on: context)
        return top + 17
    }

    /// The words of each day as bars, the largest count at the top left and dates below; returns the bottom.
    private func drawBars(_ days: [UsageReport.DayCount], in box: PageRect, on context: OpaquePointer) -> Double {
        let most = max(1, days.map(\.words).max() ?? 0)
        let labels = 12.0
        let chart = PageRect(x: box.x + 24, y: box.y, width: box.width - 24, height: box.height - labels)
        // The axis and a light line at the top (the largest count), as thin rectangles.
        CellPainter.fill(PageRect(x: chart.x, y: chart.y, width: chart.width, height: 0.5), gray: 0.8, on: context)
        CellPainter.fill(PageRect(x: chart.x, y: chart.y + chart.height, width: chart.width, height: 0.6), gray: 0.35, on: context)
        CellPainter.setColor(gray: 0.35, on: context)
        TextBox(text: "\(most)", largest: 7, smallest: 4, alignment: .trailing, wraps: false)
            .draw(in: PageRect(x: box.x, y: chart.y - 4, width: 21, height: 9), on: context)
        TextBox(text: "0", largest: 7, smallest: 4, alignment: .trailing, wraps: false)
            .draw(in: PageRect(x: box.x, y: chart.y + chart.height - 5, width: 21, height: 9), on: context)
        guard !days.isEmpty else { return box.y + box.height }
        let slot = chart.width / Double(days.count)
        let every = max(1, Int((Double(days.count) / 12).rounded(.up)))
        for (index, day) in days.enumerated() {
            let x = chart.x + Double(index) * slot
            let barHeight = chart.height * Double(day.words) / Double(most)
            if day.words > 0 {
                cairo_rectangle(context, x + slot * 0.15, chart.y + chart.height - barHeight, max(0.5, slot * 0.7), barHeight)
                cairo_set_source_rgb(context, 0.22, 0.42, 0.72)
                cairo_fill(context)
            }
            if index % every == 0 {
                CellPainter.setColor(gray: 0.35, on: context)
                TextBox(text: String(day.date.text.dropFirst(5)), largest: 6.5, smallest: 4, wraps: false)
                    .draw(in: PageRect(x: x + slot / 2 - 18, y: chart.y + chart.height + 2, width: 36, height: labels - 2), on: context)
            }
        }
        return box.y + box.height
    }

    /// The words by weekday (rows, Monday first, named in the page's language) and hour (columns):
    /// the more words, the darker; returns the bottom.
    private func drawHeatMap(_ map: [[Int]], in box: PageRect, on context: OpaquePointer) -> Double {
        let most = max(1, map.flatMap { $0 }.max() ?? 0)
        let names = Self.weekdayNames(language: words.language)
        let labelWidth = 40.0
        let cellWidth = (box.width - labelWidth) / 24
        let cellHeight = (box.height - 12) / 7
        for (weekday, hours) in map.prefix(7).enumerated() {
            let y = box.y + Double(weekday) * cellHeight
            CellPainter.setColor(gray: 0.35, on: context)
            TextBox(text: names[weekday], largest: 7.5, smallest: 4, alignment: .leading, wraps: false)
                .draw(in: PageRect(x: box.x, y: y, width: labelWidth - 4, height: cellHeight), on: context)
            for (hour, count) in hours.prefix(24).enumerated() {
                let share = Double(count) / Double(most)
                cairo_rectangle(context, box.x + labelWidth + Double(hour) * cellWidth + 0.5, y + 0.5, cellWidth - 1, cellHeight - 1)
                if count == 0 {
                    CellPainter.setColor(gray: 0.95, on: context)
                } else {
                    // From a light to a dark blue: a count is never as light as no count.
                    let light = 0.85 - 0.65 * share
                    cairo_set_source_rgb(context, light * 0.9, light * 0.95 + 0.05, 0.55 + 0.4 * light)
                }
                cairo_fill(context)
            }
        }
        CellPainter.setColor(gray: 0.35, on: context)
        for hour in stride(from: 0, to: 24, by: 3) {
            TextBox(text: "\(hour)", largest: 6.5, smallest: 4, wraps: false)
                .draw(
                    in: PageRect(
                        x: box.x + labelWidth + Double(hour) * cellWidth, y: box.y + 7 * cellHeight + 1, width: cellWidth, height: 10),
                    on: context)
        }
        return box.y + box.height
    }

    /// The most used words as the board's cells, five a row, each with how many times it was said.
    private func drawTopWords(
        _ top: [UsageReport.WordCount], cells: [String: ScreenCell], in box: PageRect,
        pictureBytes: @escaping @Sendable (PictureReference) -> [UInt8]?, on context: OpaquePointer
    ) {
        let shown = Array(top.prefix(Self.drawnTopWords))
        guard !shown.isEmpty else { return }
        let columns = 5
        let rows = (shown.count + columns - 1) / columns
        let slotWidth = box.width / Double(columns)
        let slotHeight = min(slotWidth, box.height / Double(max(1, rows)))
        let painter = CellPainter(words: words, decoder: decoder, largestLabel: 12)
        var placed: [(ScreenCell, CellLayout, String)] = []
        for (index, word) in shown.enumerated() {
            let slot = PageRect(
                x: box.x + Double(index % columns) * slotWidth, y: box.y + Double(index / columns) * slotHeight, width: slotWidth,
                height: slotHeight)
            let cellBox = PageRect(x: slot.x + 4, y: slot.y + 2, width: slot.width - 8, height: slot.height - 18)
            let cell =
                cells[word.word]
                ?? ScreenCell(id: word.word, row: 0, column: 0, key: nil, glyph: nil, label: .content(word.word))
            placed.append(
                (cell, painter.layout(of: cell, in: cellBox), words.text(InterfaceText.reportPageTimes(count: word.count))))
        }
        let requests = placed.compactMap { painter.pictureRequest(for: $0.0, layout: $0.1) }
        let pictures = PicturePreparer(decoder: decoder, pictureBytes: pictureBytes).prepare(requests).wait()
        for (cell, layout, times) in placed {
            _ = painter.draw(cell, layout: layout, pictures: pictures, on: context)
            CellPainter.setColor(gray: 0.2, on: context)
            TextBox(text: times, largest: 8, smallest: 4, wraps: false)
                .draw(
                    in: PageRect(x: layout.box.x, y: layout.box.y + layout.box.height + 2, width: layout.box.width, height: 12), on: context
                )
        }
    }

    /// The short names of the weekdays in `language`, Monday first.
    static func weekdayNames(language: String) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language)
        var sundayFirst: [String] = formatter.shortStandaloneWeekdaySymbols
        if sundayFirst.count != 7 { sundayFirst = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] }
        return Array(sundayFirst.dropFirst()) + [sundayFirst[0]]
    }
}
