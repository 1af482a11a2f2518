import Foundation

infix operator <- : DefaultPrecedence
infix operator >>> : DefaultPrecedence

// MARK: Basic types

/// Maps a property both ways: reads the selected JSON value into it, or writes it out.
///
/// When reading, a non-optional property keeps its value if the key is absent, `null`, or
/// of another type. Strings, Booleans, numbers, and arrays and dictionaries of those map
/// directly; models, enums and integers have their own overloads.
///
/// ```swift
/// func mapping(map: Map) {
///   name <- map["name"]
///   tags <- map["tags"]        // [String]
/// }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable @inline(__always)
public func <- <T>(left: inout T, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let value: T = right._read(T.self) {
      left = value
    } else if right._isStrict {
      _ = right._readFailed(T.self, optional: false)
    }
  case .toJSON:
    right._write(left)
  default: ()
  }
}

/// Writes a value (a `let` property, or any expression) under the selected key.
///
/// ```swift
/// func mapping(map: Map) {
///   id >>> map["id"]
/// }
/// ```
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable @inline(__always)
public func >>> <T>(left: T, right: Map) {
  if right.mappingType == .toJSON {
    right._write(left)
  }
}

/// Maps an optional property both ways; reading sets it to nil when the key is `null` or
/// holds another type, and leaves it unchanged when the key is absent, or holds a number
/// out of the range of a numeric type (`1e400` for a `Double?`).
///
/// ```swift
/// var email: String?
/// func mapping(map: Map) { email <- map["email"] }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable @inline(__always)
public func <- <T>(left: inout T?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let value = right._read(T.self) {
      left = value
    } else if right._selectsNull || right._readFailed(T.self, optional: true) {
      left = nil
    }
  case .toJSON:
    right._writeOptional(left)
  default: ()
  }
}

/// Writes an optional value; nil is omitted, or written as `null` under
/// `shouldIncludeNilValues`.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable @inline(__always)
public func >>> <T>(left: T?, right: Map) {
  if right.mappingType == .toJSON {
    right._writeOptional(left)
  }
}

// MARK: Any and AnyObject

/// Maps an `Any` property: reading stores the JSON value as Foundation gives it (`String`,
/// `NSNumber`, `[Any]`, `[String: Any]`); a concrete overload, as the generic one crashes
/// Swift 6.3 for existentials.
///
/// JSON `null` is stored as ObjectMapper stored it: a nil `Any?` inside the `Any`
/// (`.some(nil)` for an `Any?` property), which is written back as `null`. Inside arrays
/// and dictionaries `null` is `NSNull`.
///
/// Only `<-` has `Any` and `AnyObject` overloads: a concrete `>>>` taking `Any` would win
/// over the generic ones for every value, since any value converts to `Any`.
///
/// ```swift
/// var payload: Any = ""
/// func mapping(map: Map) { payload <- map["payload"] }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
public func <- (left: inout Any, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let value = right._untypedValue(null: Optional<Any>.none as Any) { left = value }
  case .toJSON:
    right._writeAny(left)
  default: ()
  }
}

/// Maps an optional `Any` property; JSON `null` sets it to `.some(nil)`, as ObjectMapper did,
/// so `if let value = payload` sees a present key, and it is written back as `null`.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
public func <- (left: inout Any?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._untypedValue(null: Optional<Any>.none as Any)
  case .toJSON:
    right._writeAny(left)
  default: ()
  }
}

/// Maps an `AnyObject` property (the JSON value as an `NSString`, `NSNumber`, `NSArray` or
/// `NSDictionary`, and `null` as `NSNull`, written back as `null`).
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
public func <- (left: inout AnyObject, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let value = right._untypedValue(null: NSNull()) { left = value as AnyObject }
  case .toJSON:
    right._writeAny(left)
  default: ()
  }
}

/// Maps an optional `AnyObject` property; JSON `null` is `NSNull`, as ObjectMapper stored it
/// (so `if let url = license.url` sees the key), and `NSNull` is written back as `null`.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
public func <- (left: inout AnyObject?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._untypedValue(null: NSNull()).map { $0 as AnyObject }
  case .toJSON:
    right._writeAny(left)
  default: ()
  }
}

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
