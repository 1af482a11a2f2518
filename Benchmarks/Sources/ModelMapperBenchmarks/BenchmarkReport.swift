import Foundation
import ModelMapper

/// Formats benchmark results as a text table or as JSON lines.
package enum BenchmarkReport {
  /// The table's header line.
  package static let tableHeader =
    pad("workload", 20) + pad("operation", 16) + pad("implementation", 50) + padLeft("median", 12)
    + padLeft("MB/s", 10) + padLeft("per model", 12) + padLeft("speedup", 10) + "  vs"

  /// One table row.
  package static func tableRow(_ result: BenchmarkResult) -> String {
    let perModel = result.items > 0 ? duration(result.nanosecondsPerItem) : "-"
    return pad(result.workload, 20) + pad(result.operation, 16) + pad(result.implementation, 50)
      + padLeft(duration(result.medianNanoseconds), 12) + padLeft(fixed(result.megabytesPerSecond, 1), 10)
      + padLeft(perModel, 12) + padLeft(fixed(result.speedup, 2) + "x", 10) + "  " + result.baseline
  }

  /// One result as a JSON object on one line: workload, operation, implementation,
  /// median_ns, mb_per_s, ns_per_model (mapping workloads), baseline and speedup.
  package static func jsonLine(_ result: BenchmarkResult) -> String {
    var object: JSONObject = [
      "workload": .string(result.workload), "operation": .string(result.operation),
      "implementation": .string(result.implementation),
      "median_ns": .number(JSONNumber(result.medianNanoseconds.rounded())),
      "mb_per_s": .number(JSONNumber((result.megabytesPerSecond * 100).rounded() / 100)),
    ]
    if result.items > 0 {
      object["models"] = .number(JSONNumber(result.items))
      object["ns_per_model"] = .number(JSONNumber(result.nanosecondsPerItem.rounded()))
    }
    object["baseline"] = .string(result.baseline)
    object["speedup"] = .number(JSONNumber((result.speedup * 100).rounded() / 100))
    return (try? JSONWriter().string(.object(object))) ?? "{}"
  }

  /// A duration with a readable unit: `850 ns`, `12.3 us`, `4.56 ms`, `1.20 s`.
  package static func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1000: return fixed(nanoseconds, 0) + " ns"
    case ..<1_000_000: return fixed(nanoseconds / 1000, nanoseconds < 10_000 ? 2 : 1) + " us"
    case ..<1_000_000_000: return fixed(nanoseconds / 1_000_000, 2) + " ms"
    default: return fixed(nanoseconds / 1_000_000_000, 2) + " s"
    }
  }

  static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
