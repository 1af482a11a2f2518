import Foundation
import ModelMapper
import SampleModels

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `modelmapper-bench --streaming` runs, each in a process of its own so that each
/// has its own peak memory: a ledger file read to models one at a time, mapped whole on one
/// core and on all, decoded by JSONDecoder, and, given the `modelmapper` tool's path,
/// validated and formatted by the tool (run as a child of the worker process).
package enum StreamingWorkloads {
  /// A workload: its name, and a function of the file (and the tool's path, for the tool's
  /// workloads) that returns the models it saw.
  package struct Workload: Sendable {
    package let name: String
    /// Whether it runs the `modelmapper` tool (and needs its path).
    package let runsTool: Bool
    let run: @Sendable (URL, String?) throws -> Int

    init(name: String, runsTool: Bool = false, run: @escaping @Sendable (URL, String?) throws -> Int) {
      self.name = name
      self.runsTool = runsTool
      self.run = run
    }
  }

  /// The baseline of the report.
  package static let baseline = "JSONDecoder, whole file"

  /// The workloads, in the order they run.
  package static let all: [Workload] = [
    Workload(name: "ModelMapper, reader(contentsOf:), one model at a time") { url, _ in
      let reader = try Mapper<LedgerEntry>().reader(contentsOf: url)
      var total = 0.0
      while let entry = try reader.next() { total += entry.amount }
      blackHole(total)
      return reader.count
    },
    Workload(name: "ModelMapper, mapArrayOrThrow(JSONData:), whole file") { url, _ in
      try Mapper<LedgerEntry>().mapArrayOrThrow(JSONData: try Data(contentsOf: url)).count
    },
    Workload(name: "ModelMapper, mapArrayOrThrow(JSONData:), whole file, .parallel") { url, _ in
      try Mapper<LedgerEntry>(options: .parallel).mapArrayOrThrow(JSONData: try Data(contentsOf: url)).count
    },
    Workload(name: "ModelMapperJSONDecoder, reader(_:contentsOf:), one value at a time") { url, _ in
      let reader = try TwinCoders.ledgerDecoder().reader(LedgerEntryCodable.self, contentsOf: url)
      while let entry = try reader.next() { blackHole(entry) }
      return reader.count
    },
    Workload(name: "ModelMapperJSONDecoder, decodeArray(of:from:), whole file, .parallel") { url, _ in
      try TwinCoders.ledgerDecoder().decodeArray(
        of: LedgerEntryCodable.self, from: try Data(contentsOf: url), options: .parallel
      ).count
    },
    Workload(name: baseline) { url, _ in
      try LedgerEntryCodable.decoder().decode([LedgerEntryCodable].self, from: try Data(contentsOf: url)).count
    },
    Workload(name: "modelmapper validate", runsTool: true) { url, tool in
      try runTool(tool, ["validate", url.path])
    },
    Workload(name: "modelmapper format --pretty", runsTool: true) { url, tool in
      try runTool(tool, ["format", "--pretty", url.path])
    },
  ]

  /// Runs the `modelmapper` tool at `path` with `arguments`, its output dropped; 0 models.
  static func runTool(_ path: String?, _ arguments: [String]) throws -> Int {
    guard let path else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
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

  /// Runs the workload named `name` on `url` in this process (the tool's workloads in a
  /// child of it, whose peak memory is measured above that of `modelmapper --version`).
  ///
  /// - Throws: What the workload throws; a `CocoaError` for an unknown name.
  package static func measure(_ name: String, file url: URL, tool: String?) throws -> Measurement {
    guard let workload = all.first(where: { $0.name == name }) else { throw CocoaError(.featureUnsupported) }
    if workload.runsTool { _ = try runTool(tool, ["--version"]) }
    let baseline = peakResidentBytes(ofChildren: workload.runsTool)
    let start = DispatchTime.now().uptimeNanoseconds
    let models = try workload.run(url, tool)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let peak = peakResidentBytes(ofChildren: workload.runsTool)
    return Measurement(seconds: elapsed, models: models, baselineBytes: baseline, peakBytes: peak)
  }

  /// The peak resident memory so far of this process, or of the largest of its finished
  /// children, in bytes.
  static func peakResidentBytes(ofChildren children: Bool) -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)  // bytes
    #else
      getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) * 1024  // kilobytes
    #endif
  }
}
