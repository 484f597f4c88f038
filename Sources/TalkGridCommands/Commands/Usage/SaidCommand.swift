import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// `talkgrid said SET [--days N | --since DATE] [--forget [--before DATE]]`: what the person
/// said, one message a line in the local time it was said, grouped by day; or, with `--forget`,
/// the usage record deleted (all of it, or the days before a date).
enum SaidCommand: ParsedCommand {
    static let usage = CommandText(.syntaxSaid).description
    static let help = CommandText.help(.syntaxSaid, .helpSaid(megabytes: UsageRecord.maximumBytes >> 20))

    enum Option: String, CommandOption {
        case days, since, forget, before
        var kind: OptionKind { self == .forget ? .flag : .value }
    }

    struct Options: CommandOptions {
        var set: String
        var days: String?
        var since: String?
        var forget: Bool
        var before: LocalDate?

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
            days = arguments[.days]
            since = arguments[.since]
            forget = arguments.has(.forget)
            if let text = arguments[.before] {
                guard forget else { throw UsageError(.saidBeforeWithoutForget) }
                guard let date = LocalDate(text: text) else { throw UsageError(.usageDateShape(value: text)) }
                before = date
            }
            if forget, days != nil || since != nil { throw UsageError(.saidForgetWithPeriod) }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let now = UsageRecorder.now()
        let period: UsagePeriod
        do {
            period = try UsagePeriod(days: options.days, since: options.since, today: now.date)
        } catch {
            Output.error("talkgrid said: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        do {
            let record = try UsagePeriod.record(ofSetAt: options.set)
            if options.forget {
                let count = try record.forget(before: options.before)
                let text: CommandText =
                    options.before.map {
                        CommandText.saidForgotBefore(count: count, set: options.set, date: $0.text)
                    } ?? CommandText.saidForgotAll(set: options.set, count: count)
                Output.line(text.description)
                return ExitStatus.success
            }
            let said = try record.events(from: period.from).filter { $0.event.action == .said && $0.time.date <= period.to }
            guard !said.isEmpty else {
                Output.line(
                    CommandText.saidNothing(set: options.set, from: period.from.text, to: period.to.text)
                        .description)
                return ExitStatus.success
            }
            Output.out(lines(of: said, offsetNow: now.offset))
            return ExitStatus.success
        } catch {
            Output.error("talkgrid said: \(error)")
            return ExitStatus.failure
        }
    }

    /// The messages grouped by the day they were said on: a day's line (with the time zone when it
    /// is not this computer's now), then `  07:05  I want drink` for each message, in the local time
    /// it was said (a message said in another time zone than the day's first says its own).
    static func lines(of said: [RecordedEvent], offsetNow: Int) -> String {
        var text = ""
        var day: LocalDate?
        var dayOffset = offsetNow
        for recorded in said {
            let time = recorded.time
            if time.date != day {
                if day != nil { text += "\n" }
                day = time.date
                dayOffset = time.offset
                text += time.date.text + (time.offset == offsetNow ? "" : " (UTC\(time.offsetText))") + "\n"
            }
            let clock = String(time.clockText.prefix(5)) + (time.offset == dayOffset ? "" : " (UTC\(time.offsetText))")
            text += "  \(clock)  \(recorded.event.text)\n"
        }
        return text
    }
}
