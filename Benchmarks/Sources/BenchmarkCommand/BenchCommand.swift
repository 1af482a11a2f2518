import Foundation
import ModelMapperBenchmarks

/// `modelmapper-bench` (and `modelmapper bench`, which runs it): runs the benchmark suite and
/// prints a table or JSON lines, and with `--svg FILE` also draws the results as a bar chart.
package enum BenchCommand {
  /// Runs the command with `arguments` (without the program name) and returns the exit
  /// status; a usage error is reported on `io`'s error stream with status 2.
  package static func run(_ arguments: [String], io: BenchIO) -> Int32 {
    do throws(BenchUsageError) {
      return try runOrThrow(arguments, io: io)
    } catch {
      io.writeError("modelmapper-bench: \(error.message)\nRun 'modelmapper-bench --help' for usage.\n")
      return BenchExitStatus.usage
    }
  }

  static func runOrThrow(_ arguments: [String], io: BenchIO) throws(BenchUsageError) -> Int32 {
    let parsed = try BenchArguments(
      arguments, flags: ["--help", "-h", "--quick", "--streaming"],
      options: [
        "--data", "--format", "--filter", "--svg", "--count", "--megabytes", "--file", "--stream-worker", "--tool",
      ])
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      io.writeOutput(usage)
      return BenchExitStatus.success
    }
    let tool = parsed.values["--tool"]
    if let name = parsed.values["--stream-worker"] {
      guard let file = parsed.values["--file"] else { throw BenchUsageError("--stream-worker needs --file") }
      return StreamingBenchCommand.worker(name, file: file, tool: tool, io: io)
    }
    if parsed.flags.contains("--streaming") {
      let text = parsed.values["--megabytes"] ?? "1024"
      guard let megabytes = Int(text), megabytes > 0 else {
        throw BenchUsageError("--megabytes must be a positive number, not '\(text)'")
      }
      return StreamingBenchCommand.run(megabytes: megabytes, file: parsed.values["--file"], tool: tool, io: io)
    }
    let format = parsed.values["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      throw BenchUsageError("--format must be 'text' or 'json', not '\(format)'")
    }
    let suite = BenchmarkSuite(
      options: .init(
        dataDirectory: parsed.values["--data"], filter: parsed.values["--filter"],
        quick: parsed.flags.contains("--quick")))
    if let count = parsed.values["--count"] {
      guard let iterations = Int(count), iterations > 0 else {
        throw BenchUsageError("--count must be a positive number of calls, not '\(count)'")
      }
      do {
        try suite.count(iterations: iterations) { io.writeOutput($0 + "\n") }
      } catch {
        io.writeError("modelmapper-bench: \(error)\n")
        return BenchExitStatus.failure
      }
      return BenchExitStatus.success
    }
    #if DEBUG
      io.writeError(
        "warning: this is a debug build; measure with: swift run -c release --package-path Benchmarks modelmapper-bench\n"
      )
    #endif
    if format == "text" {
      io.writeOutput("ModelMapper benchmark; data: \(suite.dataDescription)\n")
      io.writeOutput("\(machineDescription)\n\n")
      io.writeOutput(BenchmarkReport.tableHeader + "\n")
    }
    var results: [BenchmarkResult] = []
    do {
      try suite.run { result in
        results.append(result)
        io.writeOutput((format == "json" ? BenchmarkReport.jsonLine(result) : BenchmarkReport.tableRow(result)) + "\n")
      }
    } catch {
      io.writeError("modelmapper-bench: \(error)\n")
      return BenchExitStatus.failure
    }
    if let path = parsed.values["--svg"] {
      let chart = BenchmarkChart(
        title: "ModelMapper: speedup over the baseline in the same run (log scale)",
        notes: [
          "\(machineDescription); data: \(suite.dataDescription)",
          "Made by: modelmapper bench " + arguments.filter { !$0.hasPrefix("--tool") }.joined(separator: " ")
            + "  \u{00B7}  hover a bar for both median times",
        ])
      do {
        try Data(chart.svg(for: results).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        io.writeError("modelmapper-bench: cannot write the chart to \(path): \(error.localizedDescription)\n")
        return BenchExitStatus.failure
      }
    }
    return BenchExitStatus.success
  }

  /// The processor count, memory and OS, for the report's header.
  static var machineDescription: String {
    let info = ProcessInfo.processInfo
    let gigabytes = Double(info.physicalMemory) / 1_073_741_824
    return "machine: \(info.activeProcessorCount) cores, \(String(format: "%.0f", gigabytes)) GiB, "
      + "\(info.operatingSystemVersionString)"
  }
}
