import BenchmarkModels
import Foundation
import ModelMapper
import ModelMapperJSONTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `modelmapper bench --streaming` runs, each in a process of its own so that each
/// has its own peak memory: a ledger file read to models one at a time, mapped whole on one
/// core and on all, decoded by JSONDecoder, validated and formatted by the tool.
package enum StreamingWorkloads {
  /// A workload: its name, and a function of the file that returns the models it saw.
  package struct Workload: Sendable {
    package let name: String
    let run: @Sendable (URL) throws -> Int
  }

  /// The baseline of the report.
  package static let baseline = "JSONDecoder, whole file"

  /// The workloads, in the order they run.
  package static let all: [Workload] = [
    Workload(name: "ModelMapper, reader(contentsOf:), one model at a time") { url in
      let reader = try Mapper<LedgerEntry>().reader(contentsOf: url)
      var total = 0.0
      while let entry = try reader.next() { total += entry.amount }
      blackHole(total)
      return reader.count
    },
    Workload(name: "ModelMapper, mapArrayOrThrow(JSONData:), whole file") { url in
      try Mapper<LedgerEntry>().mapArrayOrThrow(JSONData: try Data(contentsOf: url)).count
    },
    Workload(name: "ModelMapper, mapArrayOrThrow(JSONData:), whole file, .parallel") { url in
      try Mapper<LedgerEntry>(options: .parallel).mapArrayOrThrow(JSONData: try Data(contentsOf: url)).count
    },
    Workload(name: baseline) { url in
      try LedgerEntryCodable.decoder().decode([LedgerEntryCodable].self, from: try Data(contentsOf: url)).count
    },
    Workload(name: "modelmapper validate") { url in
      try tool(["validate", url.path])
    },
    Workload(name: "modelmapper format --pretty") { url in
      try tool(["format", "--pretty", url.path])
    },
  ]

  /// Runs one of the tool's subcommands, its output dropped.
  static func tool(_ arguments: [String]) throws -> Int {
    let io = ToolIO(writeOutput: { _ in }, writeError: { _ in }, readInput: { Data() }, inputIsTerminal: true)
    let status: Int32
    switch arguments[0] {
    case "validate": status = (try? ValidateCommand.run(Array(arguments.dropFirst()), io: io)) ?? 2
    default: status = (try? FormatCommand.run(Array(arguments.dropFirst()), io: io)) ?? 2
    }
    guard status == 0 else { throw CocoaError(.fileReadCorruptFile) }
    return 0
  }

  /// What one workload measured.
  package struct Measurement: Sendable {
    package var seconds: Double
    package var models: Int
    /// The process's peak resident memory before the workload, and after it, in bytes.
    package var baselineBytes: Int
    package var peakBytes: Int

    /// One line for the parent process.
    package var line: String { "seconds=\(seconds) models=\(models) baseline=\(baselineBytes) peak=\(peakBytes)" }

    /// A measurement from a child's line.
    package init?(line: String) {
      var values: [String: String] = [:]
      for part in line.split(separator: " ") {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        if pair.count == 2 { values[pair[0]] = pair[1] }
      }
      guard let seconds = values["seconds"].flatMap(Double.init), let models = values["models"].flatMap(Int.init),
        let baseline = values["baseline"].flatMap(Int.init), let peak = values["peak"].flatMap(Int.init)
      else { return nil }
      self.init(seconds: seconds, models: models, baselineBytes: baseline, peakBytes: peak)
    }

    init(seconds: Double, models: Int, baselineBytes: Int, peakBytes: Int) {
      self.seconds = seconds
      self.models = models
      self.baselineBytes = baselineBytes
      self.peakBytes = peakBytes
    }
  }

  /// Runs the workload named `name` on `url` in this process.
  ///
  /// - Throws: What the workload throws; a `CocoaError` for an unknown name.
  package static func measure(_ name: String, file url: URL) throws -> Measurement {
    guard let workload = all.first(where: { $0.name == name }) else { throw CocoaError(.featureUnsupported) }
    let baseline = peakResidentBytes()
    let start = DispatchTime.now().uptimeNanoseconds
    let models = try workload.run(url)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Measurement(seconds: elapsed, models: models, baselineBytes: baseline, peakBytes: peakResidentBytes())
  }

  /// The process's peak resident memory so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)  // bytes
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) * 1024  // kilobytes
    #endif
  }
}
