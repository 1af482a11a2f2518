import Dispatch
import Foundation

// Large arrays of models a run at a time (see ArrayRuns.swift): with
// ``MappingOptions/parallel`` on all cores. An element that is not an object is left to the
// path that parses the whole document, as invalid JSON is.
extension Mapper {
  /// Text below this size is parsed whole and mapped on the calling thread.
  static var largeArrayMinimumBytes: Int { _ArrayRuns.minimumBytes }

  /// Maps the array at `keyPath` in `bytes` a run at a time, `body` mapping each run's
  /// batch (see ``_ArrayRuns``): on all the cores
  /// with ``MappingOptions/parallel``; nil when the whole document must decide.
  package func mapRunsAsFound(
    _ bytes: UnsafeRawBufferPointer, keyPath: String?, _ body: (_JSONArraySplitter.Batch) -> _RunOutcome<N>
  ) -> [_RunOutcome<N>]? {
    guard bytes.count >= Self.largeArrayMinimumBytes else { return nil }
    return _ArrayRuns.outcomes(
      bytes, keyPath: keyPath, parallel: options.contains(.parallel), inOrder: mapsLargeArraysInRuns, body)
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
  func joined(_ outcomes: [_RunOutcome<N>], session: _MapSession?) -> [N]? {
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
