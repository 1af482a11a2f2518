// Reading integers of every width (IntegerOperators.generated.swift).

extension Map {
  /// The selected value as `T`, when it is a whole number `T` holds (or a Boolean).
  @inlinable
  func _readInteger<T: FixedWidthInteger>(_ type: T.Type) -> T? {
    let node = _node
    guard node >= 0 else { return nil }
    // Wider than 64 bits: the value layer reads the number's text.
    if T.bitWidth > 64 { return _read(T.self) }
    if let value = _JSONRead.exactInteger(_reading.reader, node, as: T.self) {
      if _isStrict { _checkBooleanNumber(T.self, at: node) }
      return value
    }
    return _convertsLeniently ? _readFallback(T.self, at: node) : nil
  }
}
