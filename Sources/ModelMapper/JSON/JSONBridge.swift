import Foundation

/// Conversions at the edges, between ModelMapper's JSON types and Foundation-style `Any`
/// (`[String: Any]`, `NSNumber`, `NSNull`, ...), for ObjectMapper's `[String: Any]` APIs.
/// Hot paths never come here.
@usableFromInline
enum _JSONBridge {
  /// The class of Foundation's Boolean numbers (`__NSCFBoolean`), to tell `true` from `1`.
  static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  // MARK: Any to JSON

  /// The JSON form of a Foundation-style or Swift value: strings, Booleans, integers of every
  /// width, floating-point numbers, `Decimal`, `NSNumber`, `NSNull`, optionals, and arrays and
  /// string-keyed dictionaries of those. Nil for anything else, or for a collection holding
  /// anything else.
  @usableFromInline
  static func value(fromAny value: Any) -> JSONValue? {
    switch value {
    case let string as String: return .string(string)
    case let bool as Bool where !(value is NSNumber) || isBooleanObject(value): return .bool(bool)
    case let json as JSONValue: return json
    case let int as Int: return .number(JSONNumber(int))
    case let double as Double: return .number(JSONNumber(double))
    default: break
    }
    switch value {
    case let number as NSNumber: return self.value(fromNumber: number)
    case is NSNull: return .null
    case let int8 as Int8: return .number(JSONNumber(int8))
    case let int16 as Int16: return .number(JSONNumber(int16))
    case let int32 as Int32: return .number(JSONNumber(int32))
    case let int64 as Int64: return .number(JSONNumber(int64))
    case let uint as UInt: return .number(JSONNumber(uint))
    case let uint8 as UInt8: return .number(JSONNumber(uint8))
    case let uint16 as UInt16: return .number(JSONNumber(uint16))
    case let uint32 as UInt32: return .number(JSONNumber(uint32))
    case let uint64 as UInt64: return .number(JSONNumber(uint64))
    case let float as Float: return .number(JSONNumber(float))
    case let decimal as Decimal: return JSONNumber(decimal).map(JSONValue.number)
    case let optional as _AnyOptional: return optional._wrappedAny.map { self.value(fromAny: $0) } ?? .null
    case let set as _AnySet:
      // A set is written as an array, in a stable order (by the elements' JSON text).
      var elements: [(text: [UInt8], value: JSONValue)] = []
      for element in set._elementsAny {
        guard let json = self.value(fromAny: element), let text = try? JSONWriter().bytes(json) else { return nil }
        elements.append((text, json))
      }
      elements.sort { $0.text.lexicographicallyPrecedes($1.text) }
      return .array(elements.map(\.value))
    case let dictionary as [String: Any]:
      var object = JSONObject(minimumCapacity: dictionary.count)
      for (key, member) in _sortedByKey(dictionary) {
        guard let json = self.value(fromAny: member) else { return nil }
        object._appendUnchecked(key, json)
      }
      return .object(object)
    case let array as [Any]:
      var elements: [JSONValue] = []
      elements.reserveCapacity(array.count)
      for element in array {
        guard let json = self.value(fromAny: element) else { return nil }
        elements.append(json)
      }
      return .array(elements)
    default:
      return nil
    }
  }

  static func isBooleanObject(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return ObjectIdentifier(type(of: number)) == booleanClass
  }

  static func value(fromNumber number: NSNumber) -> JSONValue? {
    if ObjectIdentifier(type(of: number)) == booleanClass { return .bool(number.boolValue) }
    if let decimal = number as? NSDecimalNumber { return JSONNumber(decimal.decimalValue).map(JSONValue.number) }
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"): return .number(JSONNumber(number.doubleValue))
    case UInt8(ascii: "f"): return .number(JSONNumber(number.floatValue))
    case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
      return .number(JSONNumber(number.uint64Value))
    default: return .number(JSONNumber(number.int64Value))
    }
  }

  /// A parsed document holding `object` (a dictionary, an array, or any JSON value), read
  /// exactly as JSON text with the same content would be; nil when it has no JSON form.
  @usableFromInline
  static func document(fromObject object: Any) -> JSONDocument? {
    guard let value = value(fromAny: object), let bytes = try? JSONWriter().bytes(value) else { return nil }
    return try? JSONDocument(parsing: bytes)
  }

  // MARK: JSON to Any

  /// The value at `node` as Foundation's `JSONSerialization` would give it: `String`,
  /// `NSNumber` (numbers and Booleans), `NSNull`, `[Any]`, `[String: Any]`. With `nullAsNil`,
  /// a top-level `null` is nil (ObjectMapper's `currentValue`); inside collections it is
  /// always `NSNull`.
  @usableFromInline
  static func any(_ document: JSONDocument, _ node: Int, nullAsNil: Bool = false) -> Any? {
    let entry = document.tape[node]
    switch entry.kind {
    case .null: return nullAsNil ? nil : NSNull()
    case .true: return NSNumber(value: true)
    case .false: return NSNumber(value: false)
    case .string: return document._string(at: node)
    case .int64: return NSNumber(value: Int64(bitPattern: entry.payload))
    case .uint64: return NSNumber(value: entry.payload)
    case .text:
      if let (negative, magnitude) = document._exactInteger(at: node),
        let integer = negative ? _negate(magnitude) : Int64(exactly: magnitude)
      {
        return NSNumber(value: integer)
      }
      return NSNumber(value: document._double(at: node) ?? .nan)
    case .array:
      var elements: [Any] = []
      elements.reserveCapacity(entry.count)
      var child = node + 1
      while child < entry.end {
        elements.append(any(document, child) ?? NSNull())
        child = document._next(after: child)
      }
      return elements
    case .object:
      var dictionary: [String: Any] = [:]
      dictionary.reserveCapacity(entry.count)
      var key = node + 1
      while key < entry.end {
        dictionary[document._string(at: key)] = any(document, key + 1) ?? NSNull()
        key = document._next(after: key + 1)
      }
      return dictionary
    }
  }

  /// An owned value as Foundation-style `Any` (numbers as `NSNumber`).
  @usableFromInline
  static func any(_ value: JSONValue) -> Any {
    switch value {
    case .null: return NSNull()
    case .bool(let bool): return NSNumber(value: bool)
    case .string(let string): return string
    case .number(let number): return self.number(number)
    case .array(let elements): return elements.map(any)
    case .object(let object): return dictionary(from: object)
    }
  }

  /// An object as `[String: Any]`.
  @usableFromInline
  static func dictionary(from object: JSONObject) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    dictionary.reserveCapacity(object.count)
    for (key, value) in zip(object._keys, object._values) {
      dictionary[key] = any(value)
    }
    return dictionary
  }

  static func number(_ number: JSONNumber) -> NSNumber {
    switch number.storage {
    case .int(let value): return NSNumber(value: value)
    case .uint(let value): return NSNumber(value: value)
    case .double(let value): return NSNumber(value: value)
    case .float(let value): return NSNumber(value: value)
    case .text:
      if let integer = number.int64Value { return NSNumber(value: integer) }
      if let unsigned = number.uint64Value { return NSNumber(value: unsigned) }
      return NSNumber(value: number.doubleValue)
    }
  }
}

/// A set of any element type, seen as its elements.
protocol _AnySet {
  var _elementsAny: [Any] { get }
}

extension Set: _AnySet {
  var _elementsAny: [Any] { map { $0 } }
}

/// Lets the bridge see through `Optional` values boxed in `Any`.
@usableFromInline
protocol _AnyOptional {
  var _wrappedAny: Any? { get }
}

extension Optional: _AnyOptional {
  @usableFromInline
  var _wrappedAny: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}
