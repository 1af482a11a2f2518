// Strict mode's session: what the maps of one mapping share (the options) and, in strict
// mode, the problems they found. Problems are recorded by the failure paths of the map
// (Map+StrictMode.swift) and thrown together as `MappingProblems`.

/// What one mapping shares across its nested maps: the options and, in strict mode, the
/// problems found so far.
final class _MapSession {
  let options: MappingOptions
  /// The problems found, in order (strict mode).
  private(set) var problems: [MapError] = []
  /// The kind, path and expected type of each problem, so that one problem met twice (a
  /// nested model's error, reported inside it and again where it was read) is recorded
  /// once, while two properties that read one key each report their own type.
  private var recorded: Set<String> = []

  init(options: MappingOptions) {
    self.options = options
  }

  var isStrict: Bool { options.contains(.strict) }

  /// Records a problem, unless one of the same kind, at the same path, about the same type is
  /// recorded already.
  func record(_ error: MapError) {
    let identity = "\(error.kind.rawValue) \(error.path ?? error.key ?? "") \(error.expectedType ?? "")"
    guard recorded.insert(identity).inserted else { return }
    problems.append(error)
  }

  /// Records an error thrown while mapping: a ``MapError`` as it is, a write error as a value
  /// that could not be written, another error (thrown by a model's own code) as a refusal by
  /// the model at `path`.
  func record(_ error: Error, path: String) {
    if let mapError = error as? MapError {
      record(mapError)
    } else {
      let kind: MapError.Kind = error is JSONWriteError ? .notWritable : .refusedByModel
      var wrapped = MapError(kind, key: nil, currentValue: nil, reason: "\(error)")
      if let writeError = error as? JSONWriteError { wrapped.reason = writeError.message }
      wrapped.path = path
      record(wrapped)
    }
  }
}
