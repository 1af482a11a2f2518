import Dispatch
import Foundation

// Large arrays on all the cores (``MappingOptions/parallel``): the light scan cuts the text
// into runs of whole elements on the calling thread; the runs are parsed and mapped on all
// cores; the models come back in input order. Anything out of the ordinary (invalid JSON,
// an element that is not an object, a key of the key path written twice) is left to the
// sequential path, so results and errors are the sequential ones exactly.
extension Mapper {
  /// Text below this size is mapped on the calling thread alone.
  static var parallelMinimumBytes: Int { 1 << 20 }

  /// What became of one run.
  enum _RunOutcome {
    /// The models (and in strict mode the problems) of its elements.
    case models([N], problems: [MapError])
    /// The first element that failed, and its error (throwing calls, not strict).
    case failed(Error)
    /// For the sequential path: the run is not valid JSON, or holds an element that is not
    /// an object.
    case irregular
  }

  /// The runs of the array at `keyPath` in `bytes`, not parsed, with the splitter that
  /// holds their bytes; nil when the array is not there as expected.
  package func parallelRuns(_ bytes: UnsafeRawBufferPointer, keyPath: String?)
    -> (_JSONStreamSplitter, [_JSONStreamSplitter.FoundRun])?
  {
    guard options.contains(.parallel), bytes.count >= Self.parallelMinimumBytes,
      ProcessInfo.processInfo.activeProcessorCount > 1
    else { return nil }
    let format = keyPath.map(ModelStreamFormat.array(at:)) ?? .array
    let splitter = _JSONStreamSplitter(layout: format.splitterLayout)
    splitter.defersParsing = true
    splitter.append(bytes)
    splitter.finishInput()
    var runs: [_JSONStreamSplitter.FoundRun] = []
    while true {
      guard let event = try? splitter.next() else { return nil }
      switch event {
      case .run(let run): runs.append(run)
      case .finished: return splitter.repeatsPathKey || runs.count < 2 ? nil : (splitter, runs)
      case .batch, .needsInput: return nil
      }
    }
  }

  /// Maps `runs` on all the cores; `body` maps one run's batch.
  func mapRuns(
    _ splitter: _JSONStreamSplitter, _ runs: [_JSONStreamSplitter.FoundRun],
    _ body: (_JSONStreamSplitter.Batch) -> _RunOutcome
  ) -> [_RunOutcome] {
    let outcomes = UnsafeMutableBufferPointer<_RunOutcome>.allocate(capacity: runs.count)
    outcomes.initialize(repeating: .irregular)
    defer { outcomes.deallocate() }
    withoutActuallyEscaping(body) { body in
      // Each index's slot is written by the one thread that runs it, and the splitter's
      // bytes are only read: what the threads share is safe to share.
      let work = _UncheckedSendable<(Int) -> Void> { index in
        guard let batch = try? splitter.parse(runs[index]) else { return }
        outcomes[index] = body(batch)
      }
      DispatchQueue.concurrentPerform(iterations: runs.count) { work.value($0) }
    }
    let result = Array(outcomes)
    _ = outcomes.deinitialize()
    return result
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

  /// The models of the array at `keyPath`, mapped as ``mapArray(_:_:key:)`` maps them, on all
  /// the cores; nil when the sequential path must decide.
  func parallelArray(_ bytes: UnsafeRawBufferPointer, keyPath: String?) -> [N]? {
    guard let (splitter, runs) = parallelRuns(bytes, keyPath: keyPath) else { return nil }
    let lossy = options.contains(.lossyCollections)
    let outcomes = mapRuns(splitter, runs) { batch in
      var models: [N] = []
      models.reserveCapacity(batch.elements.count)
      for (offset, element) in batch.elements.enumerated() {
        guard batch.document.tape[element].kind == .object else {
          if lossy { continue }
          return .irregular
        }
        let location = Self.elementLocation(keyPath, batch.firstIndex + offset)
        if let model = map(batch.document, element, location: location) { models.append(model) }
      }
      return .models(models, problems: [])
    }
    return joined(outcomes, session: nil)
  }

  /// The models of the array at `keyPath`, mapped as
  /// ``mapArrayOrThrow(_:_:key:session:)`` maps them, on all the cores, their problems
  /// recorded in `session`; nil when the sequential path must decide.
  ///
  /// - Throws: The first element's error, as the sequential path throws it.
  func parallelArrayOrThrow(_ bytes: UnsafeRawBufferPointer, keyPath: String?, session: _MapSession?) throws -> [N]? {
    guard let (splitter, runs) = parallelRuns(bytes, keyPath: keyPath) else { return nil }
    let lossy = options.contains(.lossyCollections)
    let outcomes = mapRuns(splitter, runs) { batch in
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
    for outcome in outcomes {
      if case .failed(let error) = outcome { throw error }
      if case .irregular = outcome { return nil }
    }
    return joined(outcomes, session: session)
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
