import Foundation
import ModelMapperBenchmarks
import SampleModels

/// `modelmapper-bench --streaming`: a generated ledger file (1 GiB by default) read by
/// each workload in a process of its own, with its time, MB/s and peak memory above the
/// process's own at the start, beside JSONDecoder (which must hold the whole file).
enum StreamingBenchCommand {
  /// Runs the report; `file` reuses a ledger instead of generating one; `tool`, the
  /// `modelmapper` executable, adds its validate and format.
  static func run(megabytes: Int, file: String?, tool: String?, io: BenchIO) -> Int32 {
    let url: URL
    var generated = false
    if let file {
      url = URL(fileURLWithPath: file)
    } else {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("modelmapper-ledger-\(megabytes)MiB.json")
      io.writeOutput("Writing a ledger of \(megabytes) MiB to \(url.path)...\n")
      do {
        _ = try SampleDocuments.writeLedger(megabytes: megabytes, to: url)
      } catch {
        io.writeError("modelmapper-bench: cannot write \(url.path): \(error.localizedDescription)\n")
        return BenchExitStatus.failure
      }
      generated = true
    }
    defer { if generated { try? FileManager.default.removeItem(at: url) } }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    io.writeOutput("ModelMapper streaming benchmark: \(url.lastPathComponent), \(bytes) bytes\n")
    io.writeOutput("\(BenchCommand.machineDescription); each workload in a process of its own\n")
    if tool == nil { io.writeOutput("(without --tool, the tool's validate and format are not measured)\n") }
    io.writeOutput("\n")
    io.writeOutput(row("implementation", "time", "MB/s", "models", "peak memory", "speedup") + "\n")
    var results: [(String, StreamingWorkloads.Measurement?)] = []
    for workload in StreamingWorkloads.all where tool != nil || !workload.runsTool {
      results.append((workload.name, child(workload.name, file: url, tool: tool, io: io)))
    }
    let baseline = results.first { $0.0 == StreamingWorkloads.baseline }?.1?.seconds
    for (name, measurement) in results {
      guard let measurement else {
        io.writeOutput(row(name, "failed", "", "", "", "") + "\n")
        continue
      }
      let megabytesPerSecond = Double(bytes) / measurement.seconds / 1e6
      let peak = Double(measurement.peakBytes - measurement.baselineBytes) / 1_048_576
      let speedup = baseline.map { String(format: "%.2fx", $0 / measurement.seconds) } ?? ""
      io.writeOutput(
        row(
          name, String(format: "%.2f s", measurement.seconds), String(format: "%.1f", megabytesPerSecond),
          measurement.models > 0 ? "\(measurement.models)" : "-", String(format: "+%.1f MiB", peak), speedup) + "\n")
    }
    io.writeOutput(
      "\npeak memory: the process's peak resident memory above its own at the start of the workload\n")
    return BenchExitStatus.success
  }

  /// One line of the table.
  static func row(_ columns: String...) -> String {
    let widths = [62, 10, 8, 10, 14, 8]
    return zip(columns, widths).map { column, width in
      column.count >= width ? column + " " : column + String(repeating: " ", count: width - column.count)
    }.joined()
  }

  /// Runs `name` in a child process of this executable and reads its measurement.
  static func child(_ name: String, file: URL, tool: String?, io: BenchIO) -> StreamingWorkloads.Measurement? {
    let process = Process()
    process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--stream-worker", name, "--file", file.path] + (tool.map { ["--tool", $0] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      io.writeError("modelmapper-bench: cannot start a workload: \(error.localizedDescription)\n")
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      io.writeError("modelmapper-bench: '\(name)' ended with status \(process.terminationStatus)\n")
      return nil
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    return lines.last.flatMap { StreamingWorkloads.Measurement(line: String($0)) }
  }

  /// The child's side: runs one workload and prints its measurement.
  static func worker(_ name: String, file: String, tool: String?, io: BenchIO) -> Int32 {
    do {
      let measurement = try StreamingWorkloads.measure(name, file: URL(fileURLWithPath: file), tool: tool)
      io.writeOutput(measurement.line + "\n")
      return BenchExitStatus.success
    } catch {
      io.writeError("modelmapper-bench: '\(name)': \(error)\n")
      return BenchExitStatus.failure
    }
  }
}
