import Foundation

/// Median and tail of a series of timings, in milliseconds.
struct Timings {
    var samples: [Double]

    var median: Double { percentile(50) }
    var p99: Double { percentile(99) }
    var minimum: Double { samples.min() ?? 0 }
    var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }

    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

/// The monotonic clock, in milliseconds.
func nowMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// Runs `body` `count` times and returns each run's wall time in milliseconds.
func measureTimes(_ count: Int, _ body: () throws -> Void) rethrows -> Timings {
    var samples: [Double] = []
    samples.reserveCapacity(count)
    for _ in 0..<count {
        let start = nowMilliseconds()
        try body()
        samples.append(nowMilliseconds() - start)
    }
    return Timings(samples: samples)
}

/// One finished child process: wall time and peak resident memory.
struct ProcessRun {
    var milliseconds: Double
    /// User plus system CPU time: steadier than wall time on a busy machine.
    var cpuMilliseconds: Double
    var peakKilobytes: Int
    var status: Int32
}

/// Runs a command (no shell), discarding its output, and measures it with wait4's resource usage.
func runProcess(_ arguments: [String], environment: [String: String]? = nil) -> ProcessRun {
    let start = nowMilliseconds()
    var pid: pid_t = 0
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { env.forEach { free($0) } }
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, env) == 0 else {
        return ProcessRun(milliseconds: 0, cpuMilliseconds: 0, peakKilobytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    return ProcessRun(milliseconds: nowMilliseconds() - start, cpuMilliseconds: cpu, peakKilobytes: usage.ru_maxrss, status: status)
}

/// Runs a command `count` times: wall and CPU timings, and its peak memory.
///
/// The peak is measured by a small Python parent (`RUSAGE_CHILDREN`), because a child spawned
/// straight from this large process would report this process's own high-water mark.
func measureProcess(_ count: Int, _ arguments: [String]) -> (Timings, cpu: Timings, peakKilobytes: Int, failures: Int) {
    var samples: [Double] = []
    var cpu: [Double] = []
    var failures = 0
    for _ in 0..<count {
        let run = runProcess(arguments)
        samples.append(run.milliseconds)
        cpu.append(run.cpuMilliseconds)
        if run.status != 0 { failures += 1 }
    }
    return (Timings(samples: samples), Timings(samples: cpu), peakMemory(arguments), failures)
}

/// The peak resident memory of one run of a command, in KiB.
func peakMemory(_ arguments: [String]) -> Int {
    // The parent writes the peak to the file named first, then runs the command after it.
    let script =
        "import resource, subprocess, sys; subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); open(sys.argv[1], 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))"
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-peak-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    _ = runProcess(["python3", "-c", script, output] + arguments)
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
}

/// Formats milliseconds for the table.
func format(_ milliseconds: Double) -> String { String(format: "%.3f ms", milliseconds) }

/// Whole processes measured in turns: each of `rounds` rounds runs every command once, in order, so
/// that each figure and its references see the same load on a busy machine. `prepare(index)` runs
/// before each run of command `index` and may give it another environment (an emptied cache, say).
/// The wall and CPU timings of each command, in the commands' order.
func measureInTurns(
    _ commands: [[String]], rounds: Int, environment: [String: String],
    prepare: (_ index: Int) -> [String: String]? = { _ in nil }
) -> [(wall: Timings, cpu: Timings)] {
    var wall = [[Double]](repeating: [], count: commands.count)
    var cpu = [[Double]](repeating: [], count: commands.count)
    for _ in 0..<rounds {
        for (index, arguments) in commands.enumerated() {
            let run = runProcess(arguments, environment: prepare(index) ?? environment)
            wall[index].append(run.milliseconds)
            cpu[index].append(run.cpuMilliseconds)
        }
    }
    return commands.indices.map { (Timings(samples: wall[$0]), Timings(samples: cpu[$0])) }
}

/// The reference every whole-set figure stands next to: a Python script that only `json.load`s
/// the board files of the set folder given as its argument.
let pythonJSONLoadScript = """
    import glob, json, sys
    for name in sorted(glob.glob(sys.argv[1] + '/boards/*.obf')):
        with open(name, 'rb') as f: json.load(f)
    """
