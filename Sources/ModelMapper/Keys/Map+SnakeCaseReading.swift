import ModelMapperSupport

// Reading with ``MappingOptions/snakeCaseKeys``: a model follows its type's key shape, as
// writing does (KeyShapeCache.swift), so that the keys `mapping(map:)` selects are converted
// once per type rather than looked up in the shared, locked conversion cache once per key.

/// The keys a map reading one model with converted keys records while its type has no key
/// shape yet. (A shape that is followed is kept in the cursor's own fields: that is the
/// path of every key.)
struct _SnakeCaseRecording {
  /// The model type whose keys are being recorded.
  let type: ObjectIdentifier
  /// The keys selected so far, as selected.
  var keys: [String] = []
}

extension _KeyShapeCache {
  /// The shapes of models read with ``MappingOptions/snakeCaseKeys``: the keys as selected
  /// and their conversions. Apart from the writing shapes, so that what one direction
  /// selects never changes how the other follows its shape.
  static let snakeCasedForReading = _KeyShapeCache(convertsKeys: true)
}

extension Map {
  /// Starts reading a model of type `model` with converted keys: its key shape is followed
  /// when known, else recorded.
  @usableFromInline
  func _beginSnakeCaseRead(_ model: Any.Type) {
    let type = ObjectIdentifier(model)
    _reading.snakeCaseRecording = nil
    switch _KeyShapeCache.snakeCasedForReading.shape(of: type) {
    case .some(.some(let shape)):
      _reading.snakeCaseShape = .passUnretained(shape)
      _reading.snakeCaseCursor = 0
    case .some(.none): _reading.snakeCaseShape = nil
    case .none:
      _reading.snakeCaseShape = nil
      _reading.snakeCaseRecording = _SnakeCaseRecording(type: type)
    }
  }

  /// Ends reading the model: the keys recorded become its type's shape.
  @usableFromInline
  func _endSnakeCaseRead() {
    if let recording = _reading.snakeCaseRecording {
      _KeyShapeCache.snakeCasedForReading.record(recording.keys, of: recording.type)
      _reading.snakeCaseRecording = nil
    }
    _reading.snakeCaseShape = nil
  }

  /// Selects `key` when the shape expects it next, with the shape's conversion: the member
  /// at the hint is compared with the converted key where the shape keeps it, so that the
  /// common case neither copies nor retains the converted key. False when the shape does not
  /// expect `key` (or there is no shape, or the lookup is not a plain one), with nothing
  /// selected.
  @inline(__always)
  func _selectFollowingReadShape(_ key: String) -> Bool {
    guard let shape = _reading.snakeCaseShape, _reading.object >= 0, !_hasCustomDelimiter, !_reading.defersLookups
    else {
      return false
    }
    let position = _reading.snakeCaseCursor
    // nil: the shape does not expect `key`; else whether the converted key was at the hint.
    let foundAtHint = shape._withUnsafeGuaranteedRef { shape -> Bool? in
      guard shape.matches(key, at: position) else { return nil }
      // The converted key's bytes, as the shape keeps them for writing: no string is
      // touched. (An escaped one matches no plain key: the usual lookup then decides.)
      let (bytes, length) = shape.writtenKeyBytes(position)
      return _lookUpAtHint(bytes, length: length)
    }
    guard let foundAtHint else { return false }
    _reading.snakeCaseCursor = position + 1
    if !foundAtHint {
      // Not at the hint: the ordinary selection of the converted key (which tries the hint
      // again, then searches the object).
      _selectConverted(shape._withUnsafeGuaranteedRef { $0.keys[position] }, selected: key)
    }
    return true
  }

  /// `key` in snake_case, for reading: the shape's conversion when the shape expects `key`
  /// next, else the shared cache's. A key the shape does not expect ends the shape for this
  /// map (the rest of its keys are converted one by one); output never depends on it.
  func _snakeCasedForReading(_ key: String) -> String {
    if let shape = _reading.snakeCaseShape {
      let position = _reading.snakeCaseCursor
      let converted = shape._withUnsafeGuaranteedRef { shape -> String? in
        shape.matches(key, at: position) ? shape.keys[position] : nil
      }
      if let converted {
        _reading.snakeCaseCursor = position + 1
        return converted
      }
      _reading.snakeCaseShape = nil
    } else if let recording = _reading.snakeCaseRecording {
      if recording.keys.count < _KeyShapeCache.maxKeys {
        _reading.snakeCaseRecording!.keys.append(key)
      } else {
        // Too many keys for a shape: none for the type.
        _KeyShapeCache.snakeCasedForReading.record(nil, of: recording.type)
        _reading.snakeCaseRecording = nil
      }
    }
    return _SnakeCaseKeys.shared.convert(key)
  }
}
