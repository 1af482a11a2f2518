import Foundation

// Reading and writing `Any` and `AnyObject` properties (UntypedOperators.generated.swift).

extension Map {
  /// The selected value for an untyped property: ``currentValue``, or `null` for JSON null.
  func _untypedValue(null: Any) -> Any? {
    _selectsNull ? null : currentValue
  }

  /// Writes an `Any` value: its JSON form; for nil, `null` under `shouldIncludeNilValues`;
  /// `null` for a nil inside the `Any` (`.some(nil)`, as JSON null is read into an `Any?`)
  /// and for `NSNull`; nothing for values without a JSON form.
  @usableFromInline
  func _writeAny(_ value: Any?) {
    guard let value else {
      _writeNil()
      return
    }
    if let optional = value as? _AnyOptional, optional._wrappedAny == nil {
      _writeValue(.null)
    } else if let json = _JSONBridge.value(fromAny: value) {
      _writeValue(json)
    }
  }
}
