import Dispatch
import Foundation

// Large arrays a run at a time: the light scan cuts the text into runs of whole elements
// (about 256 KiB each). With ``MappingOptions/parallel`` the calling thread hands each run
// on as it finds it, the runs are parsed and mapped on all cores, and the models come back
// in input order. On one core each run is parsed and mapped as it is found, so that its
// tape stays in the processor's caches instead of one tape of the whole array going out to
// memory and back. Anything out of the ordinary (invalid JSON, an element that is not an
// object, a key of the key path written twice) is left to the path that parses the whole
// document, so results and errors are that path's exactly.
extension Mapper {
  /// Text below this size is parsed whole and mapped on the calling thread.
  static var largeArrayMinimumBytes: Int { 1 << 20 }

  /// What became of one run.
  package enum _RunOutcome {
    /// The models (and in strict mode the problems) of its elements.
    case models([N], problems: [MapError])
    /// The first element that failed, and its error (throwing calls, not strict).
    case failed(Error)
    /// For the sequential path: the run is not valid JSON, or holds an element that is not
    /// an object.
    case irregular
  }

  /// Maps the array at `keyPath` in `bytes` a run at a time, `body` mapping each run's
  /// batch. With ``MappingOptions/parallel`` on a machine of several cores, the calling
  /// thread finds the runs and hands each on as soon as it is found, the other cores parse
  /// and map them (and the calling thread helps once the scan is done); otherwise the calling
  /// thread parses and maps each as it finds it. The outcomes are in input order; nil when
  /// the array is not there as expected, a run is irregular, or the input is too small.
  package func mapRunsAsFound(
    _ bytes: UnsafeRawBufferPointer, keyPath: String?, _ body: (_JSONArraySplitter.Batch) -> _RunOutcome
  ) -> [_RunOutcome]? {
    guard bytes.count >= Self.largeArrayMinimumBytes else { return nil }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let format = keyPath.map(ModelStreamFormat.array(at:)) ?? .array
    let splitter = _JSONArraySplitter(layout: format.splitterLayout, borrowing: bytes)
    splitter.defersParsing = true
    let outcomes: [_RunOutcome]?
    if options.contains(.parallel) && cores > 1 {
      outcomes = mapRunsOnAllCores(splitter, cores: cores, body)
    } else if mapsLargeArraysInRuns {
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
  private func mapRunsOnAllCores(
    _ splitter: _JSONArraySplitter, cores: Int, _ body: (_JSONArraySplitter.Batch) -> _RunOutcome
  ) -> [_RunOutcome]? {
    let queue = _RunQueue<_RunOutcome>()
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
  private func mapRunsInOrder(
    _ splitter: _JSONArraySplitter, _ body: (_JSONArraySplitter.Batch) -> _RunOutcome
  ) -> [_RunOutcome]? {
    var outcomes: [_RunOutcome] = []
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

  /// Runs `body` with the UTF-8 bytes of `text`.
  package static func withUTF8<Result>(_ text: String, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    var text = text
    return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
  }

  /// The location of element `index` of the array at `keyPath`.
  static func elementLocation(_ keyPath: String?, _ index: Int) -> _MapLocation {
    keyPath.map { .element(.text($0), index) } ?? .rootElement(index)
  }

  /// The models of the array at `keyPath`, mapped as ``mapArray(_:_:key:)`` maps them, a run
  /// at a time (on all the cores with ``MappingOptions/parallel``); nil when the whole
  /// document must decide.
  func arrayInRuns(_ bytes: UnsafeRawBufferPointer, keyPath: String?) -> [N]? {
    let lossy = options.contains(.lossyCollections)
    let outcomes = mapRunsAsFound(bytes, keyPath: keyPath) { batch in
      var models: [N] = []
      models.reserveCapacity(batch.elements.count)
      for (offset, element) in batch.elements.enumerated() {
        guard _TapeReader(batch.document).tape[element].kind == .object else {
          if lossy { continue }
          return .irregular
        }
        let location = Self.elementLocation(keyPath, batch.firstIndex + offset)
        if let model = map(batch.document, element, location: location) { models.append(model) }
      }
      return .models(models, problems: [])
    }
    guard let outcomes else { return nil }
    return joined(outcomes, session: nil)
  }

  /// The models of the array at `keyPath`, mapped as
  /// ``mapArrayOrThrow(_:_:key:session:)`` maps them, a run at a time (on all the cores with
  /// ``MappingOptions/parallel``), their problems recorded in `session`; nil when the whole
  /// document must decide.
  ///
  /// - Throws: The first element's error, as the whole document throws it.
  func arrayInRunsOrThrow(_ bytes: UnsafeRawBufferPointer, keyPath: String?, session: _MapSession?) throws -> [N]? {
    let lossy = options.contains(.lossyCollections)
    let found = mapRunsAsFound(bytes, keyPath: keyPath) { batch in
      let runSession = makeSession()
      var models: [N] = []
      models.reserveCapacity(batch.elements.count)
      for (offset, element) in batch.elements.enumerated() {
        let location = Self.elementLocation(keyPath, batch.firstIndex + offset)
        do {
          models.append(try mapOrThrow(batch.document, element, location: location, session: runSession))
        } catch {
          if let runSession, runSession.isStrict {
            runSession.record(error, path: Map._render(location))
          } else if !lossy {
            return .failed(error)
          }
        }
      }
      return .models(models, problems: runSession?.problems ?? [])
    }
    guard let outcomes = found else { return nil }
    for case .failed(let error) in outcomes { throw error }
    return joined(outcomes, session: session)
  }

  /// ``arrayInRunsOrThrow(_:keyPath:session:)`` in a session of its own, for input large
  /// enough to be mapped in runs; nil when the whole document must decide.
  func largeArrayOrThrow(_ bytes: UnsafeRawBufferPointer, keyPath: String?) throws -> [N]? {
    guard bytes.count >= Self.largeArrayMinimumBytes else { return nil }
    return try collectingProblems { try arrayInRunsOrThrow(bytes, keyPath: keyPath, session: $0) }
  }

  /// The runs' models in order, their problems recorded in `session`; nil when a run was
  /// irregular.
  func joined(_ outcomes: [_RunOutcome], session: _MapSession?) -> [N]? {
    var total = 0
    for outcome in outcomes {
      guard case .models(let models, _) = outcome else { return nil }
      total += models.count
    }
    var result: [N] = []
    result.reserveCapacity(total)
    for case .models(let models, let problems) in outcomes {
      result.append(contentsOf: models)
      for problem in problems { session?.record(problem) }
    }
    return result
  }
}

/// A value handed to other threads by code that keeps it safe to share (see
/// ``Mapper/mapRuns(_:_:_:)``).
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
