import Dispatch

/// One measured operation: a workload (a document), an operation on it, and the
/// implementation that performed it.
package struct BenchmarkResult: Sendable, Hashable {
  /// The document or model set, such as `twitter.json`.
  package var workload: String
  /// What was done, such as `parse`, `write`, `decode models`.
  package var operation: String
  /// Who did it, such as `ModelMapper` or `JSONSerialization`.
  package var implementation: String
  /// The median time of one operation, in nanoseconds.
  package var medianNanoseconds: Double
  /// The bytes of JSON text one operation reads or writes, for MB/s.
  package var bytes: Int
  /// The models one operation creates or writes, for time per model (0 when not a mapping).
  package var items: Int
  /// The implementation the group compares against, such as `JSONSerialization`.
  package var baseline: String
  /// How many times faster than the baseline (baseline median / this median).
  package var speedup: Double

  /// Creates a result, as the runner does after measuring (or a test, or a chart of saved
  /// figures).
  package init(
    workload: String, operation: String, implementation: String, medianNanoseconds: Double, bytes: Int,
    items: Int, baseline: String, speedup: Double
  ) {
    self.workload = workload
    self.operation = operation
    self.implementation = implementation
    self.medianNanoseconds = medianNanoseconds
    self.bytes = bytes
    self.items = items
    self.baseline = baseline
    self.speedup = speedup
  }

  /// Megabytes (10^6 bytes) of JSON per second.
  package var megabytesPerSecond: Double {
    medianNanoseconds > 0 ? Double(bytes) / medianNanoseconds * 1000 : 0
  }

  /// The median time per model, in nanoseconds.
  package var nanosecondsPerItem: Double {
    items > 0 ? medianNanoseconds / Double(items) : medianNanoseconds
  }
}

/// A set of implementations of one operation on one workload, measured side by side.
package struct BenchmarkGroup {
  /// One implementation: a name and the work to time. The closure's result is consumed so
  /// the optimizer cannot drop the work.
  package struct Candidate {
    /// The implementation's name.
    package var name: String
    /// The work.
    package var body: () -> Any?

    /// Creates a candidate.
    package init(_ name: String, _ body: @escaping () -> Any?) {
      self.name = name
      self.body = body
    }
  }

  /// The workload's name.
  package var workload: String
  /// The operation's name.
  package var operation: String
  /// Bytes of JSON per operation.
  package var bytes: Int
  /// Models per operation (0 when not a mapping).
  package var items: Int
  /// The candidate others are compared with (by name).
  package var baseline: String
  /// The implementations.
  package var candidates: [Candidate]

  /// Creates a group.
  package init(
    workload: String, operation: String, bytes: Int, items: Int = 0, baseline: String,
    candidates: [Candidate]
  ) {
    self.workload = workload
    self.operation = operation
    self.bytes = bytes
    self.items = items
    self.baseline = baseline
    self.candidates = candidates
  }
}

/// Times groups: calibrates each candidate so one sample lasts about `sampleTime`, then
/// runs samples round-robin (A, B, A, B, ...) so machine noise hits all candidates alike,
/// and reports each candidate's median.
package struct BenchmarkRunner {
  /// The target duration of one sample, in nanoseconds.
  package var sampleNanoseconds: UInt64
  /// The number of samples per candidate (fewer for slow candidates, at least 3).
  package var samples: Int
  /// The time budget per group, in nanoseconds.
  package var budgetNanoseconds: UInt64

  /// Creates a runner.
  package init(sampleNanoseconds: UInt64 = 20_000_000, samples: Int = 11, budgetNanoseconds: UInt64 = 3_000_000_000) {
    self.sampleNanoseconds = sampleNanoseconds
    self.samples = samples
    self.budgetNanoseconds = budgetNanoseconds
  }

  /// Measures a group.
  package func run(_ group: BenchmarkGroup) -> [BenchmarkResult] {
    // Warm up and calibrate.
    var iterations: [Int] = []
    var roundCost: UInt64 = 0
    for candidate in group.candidates {
      blackHole(candidate.body())
      let once = max(Self.time(1, candidate.body), 1)
      let count = max(1, Int(sampleNanoseconds / once))
      iterations.append(count)
      roundCost += once * UInt64(count)
    }
    let rounds = max(3, min(samples, Int(budgetNanoseconds / max(roundCost, 1))))
    var timings = Array(repeating: [Double](), count: group.candidates.count)
    for _ in 0..<rounds {
      for (index, candidate) in group.candidates.enumerated() {
        let elapsed = Self.time(iterations[index], candidate.body)
        timings[index].append(Double(elapsed) / Double(iterations[index]))
      }
    }
    let medians = timings.map(Self.median)
    let baselineIndex = group.candidates.firstIndex { $0.name == group.baseline } ?? 0
    return group.candidates.indices.map { index in
      BenchmarkResult(
        workload: group.workload, operation: group.operation, implementation: group.candidates[index].name,
        medianNanoseconds: medians[index], bytes: group.bytes, items: group.items, baseline: group.baseline,
        speedup: medians[index] > 0 ? medians[baselineIndex] / medians[index] : 0)
    }
  }

  static func time(_ iterations: Int, _ body: () -> Any?) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations {
      blackHole(body())
    }
    return DispatchTime.now().uptimeNanoseconds - start
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Runs each candidate of groups for an instruction counter instead of a clock
/// (`Scripts/count-instructions.sh` runs the tool under callgrind): a warm-up call, then
/// `iterations` calls inside ``countedLoop(_:_:)``, the one function callgrind collects in.
package struct InstructionCountRunner {
  /// How many calls are counted per candidate.
  package var iterations: Int

  /// Creates a runner.
  package init(iterations: Int) {
    self.iterations = iterations
  }

  /// Runs every candidate of `group` in order, telling `report` its name first.
  package func run(_ group: BenchmarkGroup, report: (String) -> Void) {
    for candidate in group.candidates {
      report("\(group.workload) | \(group.operation) | \(candidate.name)")
      blackHole(candidate.body())
      countedLoop(iterations, candidate.body)
    }
  }
}

/// The calls an instruction count covers: callgrind collects inside this function only
/// (`--toggle-collect`) and writes one dump after each call (`--dump-after`).
@inline(never)
package func countedLoop(_ iterations: Int, _ body: () -> Any?) {
  for _ in 0..<iterations {
    blackHole(body())
  }
}

/// Keeps a value alive so the optimizer cannot remove the work that produced it.
@inline(never)
package func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
