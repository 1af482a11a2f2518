import Dispatch
import Foundation

// Large arrays a run at a time, for mapped models and decoded values alike: the light scan
// cuts the text into runs of whole elements (about 256 KiB each). In parallel, the calling
// thread hands each run on as it finds it, the runs are parsed and their elements made on all
// cores, and the outcomes come back in input order. Otherwise each run is parsed and its
// elements made as it is found, so that its tape stays in the processor's caches instead of
// one tape of the whole array going out to memory and back. Anything out of the ordinary
// (invalid JSON, a key of the key path written twice) is left to the path that parses the
// whole document, so results and errors are that path's exactly.

/// What became of one run.
package enum _RunOutcome<Element> {
  /// The elements (and for mapped models in strict mode the problems) of the run.
  case models([Element], problems: [MapError])
  /// The first element that failed, and its error (throwing calls, not strict).
  case failed(Error)
  /// The run is not valid JSON, or holds an element the caller leaves to the whole document.
  case irregular
}

/// Large arrays a run at a time.
enum _ArrayRuns {
  /// Text below this size is parsed whole on the calling thread.
  static var minimumBytes: Int { 1 << 20 }

  /// The outcomes of the runs of the array at `keyPath` in `bytes`, `body` making each run's
  /// batch's elements. With `parallel` on a machine of several cores, the calling
  /// thread finds the runs and hands each on as soon as it is found, the other cores parse
  /// and map them (and the calling thread helps once the scan is done); otherwise the calling
  /// thread parses and maps each as it finds it. The outcomes are in input order; nil when
  /// the array is not there as expected, a run is irregular, or the input is too small.
  static func outcomes<Element>(
    _ bytes: UnsafeRawBufferPointer, keyPath: String?, maxDepth: Int = 512, parallel: Bool, inOrder: Bool,
    _ body: (_JSONArraySplitter.Batch) -> _RunOutcome<Element>
  ) -> [_RunOutcome<Element>]? {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let format = keyPath.map(ModelStreamFormat.array(at:)) ?? .array
    let splitter = _JSONArraySplitter(layout: format.splitterLayout, borrowing: bytes, maxDepth: maxDepth)
    splitter.defersParsing = true
    let outcomes: [_RunOutcome<Element>]?
    if parallel && cores > 1 {
      outcomes = mapRunsOnAllCores(splitter, cores: cores, body)
    } else if inOrder {
      outcomes = mapRunsInOrder(splitter, body)
    } else {
      return nil
    }
    // What the whole document decides instead, whichever way the runs were mapped.
    guard let outcomes, !splitter.repeatsPathKey, outcomes.count >= 2 else { return nil }
    for case .irregular in outcomes { return nil }
    return outcomes
  }

  /// The runs' outcomes, mapped on `cores` threads: the calling thread finds the runs and
  /// hands each on as soon as it is found; nil when the scan found the text irregular.
  private static func mapRunsOnAllCores<Element>(
    _ splitter: _JSONArraySplitter, cores: Int, _ body: (_JSONArraySplitter.Batch) -> _RunOutcome<Element>
  ) -> [_RunOutcome<Element>]? {
    let queue = _RunQueue<_RunOutcome<Element>>()
    var regular = true
    withoutActuallyEscaping(body) { body in
      // The queue hands each run to one thread, which alone writes its outcome; the
      // splitter's bytes are only read once found: what the threads share is safe to share.
      let work = _UncheckedSendable<() -> Void> {
        while let (index, run) = queue.next() {
          guard let batch = try? splitter.parse(run) else {
            queue.store(.irregular, at: index)
            continue
          }
          queue.store(body(batch), at: index)
        }
      }
      let group = DispatchGroup()
      for _ in 1..<cores { DispatchQueue.global().async(group: group) { work.value() } }
      scan: while true {
        switch try? splitter.next() {
        case .run(let run)?: queue.push(run)
        case .finished?: break scan
        default:
          regular = false
          break scan
        }
      }
      queue.finish()
      work.value()
      group.wait()
    }
    return regular ? queue.outcomes : nil
  }

  /// The runs' outcomes, mapped on the calling thread alone, each as soon as it is found;
  /// nil when the text is irregular (it stops at the first irregular run).
  private static func mapRunsInOrder<Element>(
    _ splitter: _JSONArraySplitter, _ body: (_JSONArraySplitter.Batch) -> _RunOutcome<Element>
  ) -> [_RunOutcome<Element>]? {
    var outcomes: [_RunOutcome<Element>] = []
    while true {
      switch try? splitter.next() {
      case .run(let run)?:
        guard let batch = try? splitter.parse(run) else { return nil }
        let outcome = body(batch)
        if case .irregular = outcome { return nil }
        outcomes.append(outcome)
      case .finished?:
        return outcomes
      default:
        return nil
      }
    }
  }
}

/// A value handed to other threads by code that keeps it safe to share (see
/// ``_ArrayRuns``).
struct _UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Runs handed from the thread that finds them to the threads that map them, and what
/// became of each, by the run's index.
final class _RunQueue<Outcome>: @unchecked Sendable {
  private let condition = NSCondition()
  private var runs: [_JSONArraySplitter.FoundRun] = []
  private var taken = 0
  private var isFinished = false
  private var stored: [Outcome?] = []

  /// Hands `run` on.
  func push(_ run: _JSONArraySplitter.FoundRun) {
    condition.lock()
    runs.append(run)
    stored.append(nil)
    condition.signal()
    condition.unlock()
  }

  /// Says that no more runs come.
  func finish() {
    condition.lock()
    isFinished = true
    condition.broadcast()
    condition.unlock()
  }

  /// The next run not taken, and its index; waits for one; nil when all are taken and no
  /// more come.
  func next() -> (Int, _JSONArraySplitter.FoundRun)? {
    condition.lock()
    defer { condition.unlock() }
    while taken == runs.count && !isFinished { condition.wait() }
    guard taken < runs.count else { return nil }
    taken += 1
    return (taken - 1, runs[taken - 1])
  }

  /// Records what became of run `index`.
  func store(_ outcome: Outcome, at index: Int) {
    condition.lock()
    stored[index] = outcome
    condition.unlock()
  }

  /// What became of each run, in order (once every thread is done).
  var outcomes: [Outcome] {
    condition.lock()
    defer { condition.unlock() }
    return stored.map { $0! }
  }
}
