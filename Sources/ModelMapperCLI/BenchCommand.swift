import Foundation
import ModelMapper
import ModelMapperBenchmarks
import ModelMapperJSONTool

/// `modelmapper bench`: runs the benchmark suite and prints a table or JSON lines, and with
/// `--svg FILE` also draws the results as a bar chart.
enum BenchCommand {
  static func run(_ arguments: [String], io: ToolIO) throws(UsageError) -> Int32 {
    let parsed = try Arguments(
      arguments, flags: ["--help", "-h", "--quick", "--streaming"],
      options: ["--data", "--format", "--filter", "--svg", "--count", "--megabytes", "--file", "--stream-worker"])
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      io.writeOutput(Usage.bench)
      return ExitStatus.success
    }
    if let name = parsed.values["--stream-worker"] {
      guard let file = parsed.values["--file"] else { throw UsageError("--stream-worker needs --file") }
      return StreamingBenchCommand.worker(name, file: file, io: io)
    }
    if parsed.flags.contains("--streaming") {
      let text = parsed.values["--megabytes"] ?? "1024"
      guard let megabytes = Int(text), megabytes > 0 else {
        throw UsageError("--megabytes must be a positive number, not '\(text)'")
      }
      return StreamingBenchCommand.run(megabytes: megabytes, file: parsed.values["--file"], io: io)
    }
    guard parsed.positionals.isEmpty else {
      throw UsageError("bench takes no arguments besides options; got '\(parsed.positionals[0])'")
    }
    let format = parsed.values["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("--format must be 'text' or 'json', not '\(format)'")
    }
    let suite = BenchmarkSuite(
      options: .init(
        dataDirectory: parsed.values["--data"], filter: parsed.values["--filter"],
        quick: parsed.flags.contains("--quick")))
    if let count = parsed.values["--count"] {
      guard let iterations = Int(count), iterations > 0 else {
        throw UsageError("--count must be a positive number of calls, not '\(count)'")
      }
      do {
        try suite.count(iterations: iterations) { io.writeOutput($0 + "\n") }
      } catch {
        io.writeError("modelmapper bench: \(error)\n")
        return ExitStatus.invalidInput
      }
      return ExitStatus.success
    }
    #if DEBUG
      io.writeError("warning: this is a debug build; measure with: swift run -c release modelmapper bench\n")
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
      io.writeError("modelmapper bench: \(error)\n")
      return ExitStatus.invalidInput
    }
    if let path = parsed.values["--svg"] {
      let chart = BenchmarkChart(
        title: "ModelMapper: speedup over the baseline in the same run (log scale)",
        notes: [
          "\(machineDescription); data: \(suite.dataDescription)",
          "Made by: swift run -c release modelmapper bench " + arguments.joined(separator: " ")
            + "  \u{00B7}  hover a bar for both median times",
        ])
      do {
        try Data(chart.svg(for: results).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        io.writeError("modelmapper bench: cannot write the chart to \(path): \(error.localizedDescription)\n")
        return ExitStatus.invalidInput
      }
    }
    return ExitStatus.success
  }

  /// The processor count, memory and OS, for the report's header.
  static var machineDescription: String {
    let info = ProcessInfo.processInfo
    let gigabytes = Double(info.physicalMemory) / 1_073_741_824
    return "machine: \(info.activeProcessorCount) cores, \(String(format: "%.0f", gigabytes)) GiB, "
      + "\(info.operatingSystemVersionString)"
  }
}
