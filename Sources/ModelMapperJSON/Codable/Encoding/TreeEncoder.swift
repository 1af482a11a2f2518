import Foundation
import ModelMapperSupport

/// A value being built by ``_TreeEncoder``: objects and arrays are shared by the containers
/// that write them, so writes may come in any order; a slot is a value filled later (by a
/// `superEncoder()`, or a nested value's encoder).
enum _TreeValue {
  case value(JSONValue)
  case object(_TreeObject)
  case array(_TreeArray)
  case slot(_TreeSlot)

  /// The finished value; a slot never written is `{}`, as in Foundation.
  var resolved: JSONValue {
    switch self {
    case .value(let value): return value
    case .object(let object):
      var made = JSONObject(minimumCapacity: object.keys.count)
      for (key, value) in zip(object.keys, object.values) { made._appendUnchecked(key, value.resolved) }
      return .object(made)
    case .array(let array): return .array(array.values.map(\.resolved))
    case .slot(let slot): return slot.value?.resolved ?? .object([:])
    }
  }
}

/// An object's members in the order their keys were first written; a key written again
/// replaces its value, as in Foundation.
final class _TreeObject {
  var keys: [String] = []
  var values: [_TreeValue] = []
  var positions: [String: Int] = [:]

  func set(_ key: String, _ value: _TreeValue) {
    if let position = positions[key] {
      values[position] = value
    } else {
      positions[key] = keys.count
      keys.append(key)
      values.append(value)
    }
  }

  /// The value set for `key`, if any.
  func value(for key: String) -> _TreeValue? {
    positions[key].map { values[$0] }
  }
}

final class _TreeArray {
  var values: [_TreeValue] = []
}

final class _TreeSlot {
  var value: _TreeValue?
}

/// What every encoder of one call shares: the first misuse found (a container of one kind
/// asked for a value written as another), reported when the call ends, and the `.formatted`
/// date strategy's settings, read at the call's first date.
final class _TreeShared {
  var misuse: EncodingError?
  var formattedDates = _FormattedDatesOfCall()
}

/// The `Encoder` of ``ModelMapperJSONEncoder`` for what cannot be written in one pass:
/// builds the value as a tree (containers may be used in any order, `superEncoder()` values
/// are filled in later, a key written twice keeps its last value), then writes it. One per
/// value, as Foundation's referencing encoders are. Also the engine of ``JSONValueEncoder``.
final class _TreeEncoder: Encoder {
  let options: _EncodingOptions
  let codingPath: [any CodingKey]
  /// Where this encoder's value goes.
  let slot: _TreeSlot
  let shared: _TreeShared
  private var madeUserInfo: [CodingUserInfoKey: Any]?

  init(options: _EncodingOptions, codingPath: [any CodingKey], slot: _TreeSlot, shared: _TreeShared) {
    self.options = options
    self.codingPath = codingPath
    self.slot = slot
    self.shared = shared
  }

  var userInfo: [CodingUserInfoKey: Any] {
    if let madeUserInfo { return madeUserInfo }
    let made = options.userInfo.mapValues { $0 as Any }
    madeUserInfo = made
    return made
  }

  /// Encodes `value` into a tree.
  static func tree<T: Encodable>(_ value: T, options: _EncodingOptions) throws -> JSONValue {
    let root = _TreeSlot()
    let shared = _TreeShared()
    try _TreeEncoder(options: options, codingPath: [], slot: root, shared: shared).write(value)
    if let misuse = shared.misuse { throw misuse }
    guard let made = root.value else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
    return made.resolved
  }

  /// Encodes `value` into a tree and writes it.
  static func encode<T: Encodable>(_ value: T, options: _EncodingOptions) throws -> _JSONEmitter {
    let tree = try tree(value, options: options)
    var emitter = _JSONEmitter(options: options.writerOptions, capacity: 512)
    do {
      try emitter.write(tree, depth: 0)
    } catch {
      throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: error.description))
    }
    return emitter
  }

  /// An encoder for a new value under `key`, its slot in the tree.
  func child(_ key: any CodingKey, _ slot: _TreeSlot) -> _TreeEncoder {
    _TreeEncoder(options: options, codingPath: codingPath + [key], slot: slot, shared: shared)
  }

  // MARK: Values

  /// Writes `value` as this encoder's value: Foundation's special types by their
  /// strategies, everything else by its `encode(to:)`.
  func write<T: Encodable>(_ value: T) throws {
    if T.self == Date.self {
      try writeDate(unsafeBitCast(value, to: Date.self))
    } else if T.self == Data.self {
      try writeData(unsafeBitCast(value, to: Data.self))
    } else if T.self == URL.self {
      try set(.string(unsafeBitCast(value, to: URL.self).absoluteString))
    } else if T.self == Decimal.self {
      let decimal = unsafeBitCast(value, to: Decimal.self)
      guard !decimal.isNaN else {
        throw EncodingError.invalidValue(
          decimal, .init(codingPath: codingPath, debugDescription: "Unable to encode Decimal.nan directly in JSON."))
      }
      try set(.number(JSONNumber(storage: .decimal(decimal.description))))
    } else if options.convertsKeys, let dictionary = value as? any _StringKeyedDictionaryEncodable {
      try dictionary._encode(into: self)
    } else {
      try value.encode(to: self)
    }
  }

  /// Sets this encoder's value to a scalar; a second value is an error (Foundation stops).
  func set(_ value: JSONValue) throws {
    guard slot.value == nil else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: codingPath,
          debugDescription:
            "Attempt to encode value through single value container when previously value already encoded."
        ))
    }
    slot.value = .value(value)
  }

  /// A `Double` as JSON; infinity and NaN by the non-conforming float strategy.
  func number(_ value: Double, typeName: String, at path: [any CodingKey]) throws -> JSONValue {
    if value.isFinite { return .number(JSONNumber(storage: .double(value))) }
    guard case .convertToString(let positive, let negative, let nan) = options.nonConformingFloats else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "Unable to encode \(typeName).\(value) directly in JSON."))
    }
    return .string(value.isNaN ? nan : value < 0 ? negative : positive)
  }

  func float(_ value: Float, at path: [any CodingKey]) throws -> JSONValue {
    value.isFinite
      ? .number(JSONNumber(storage: .float(value))) : try number(Double(value), typeName: "Float", at: path)
  }

  func writeDate(_ date: Date) throws {
    switch options.dates {
    case .deferredToDate: try date.encode(to: self)
    case .secondsSince1970: try set(number(date.timeIntervalSince1970, typeName: "Double", at: codingPath))
    case .millisecondsSince1970: try set(number(1000 * date.timeIntervalSince1970, typeName: "Double", at: codingPath))
    case .iso8601:
      var text = _DateText()
      if let length = _ISO8601Text.writeInternetDate(date, into: &text) {
        try set(.string(text.withBytes(length, _stringOfKnownASCII)))
      } else {
        try set(.string(_ISO8601Text.foundationText(of: date)))
      }
    case .formatted(let formatter):
      let given = options.givenFormatter ?? _GivenFormatter(formatter)
      try set(.string(given.string(from: date, in: shared.formattedDates.conversions(of: given))))
    case .custom(let encode): try encode(date, self)
    }
  }

  func writeData(_ data: Data) throws {
    switch options.data {
    case .deferredToData: try data.encode(to: self)
    case .base64: try set(.string(data.base64EncodedString()))
    case .custom(let encode): try encode(data, self)
    }
  }

  /// The key written for `key` of a container at `path`.
  func writtenKey(_ key: some CodingKey, at path: [any CodingKey]) -> String {
    switch options.keys {
    case .useDefaultKeys: key.stringValue
    case .convertToSnakeCase: _snakeCaseFromCamelCaseAsFoundation(key.stringValue)
    case .custom(let convert): convert(path + [key]).stringValue
    }
  }

  // MARK: Encoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object: _TreeObject
    switch slot.value {
    case nil:
      object = _TreeObject()
      slot.value = .object(object)
    case .object(let existing)?:
      object = existing
    default:
      misuse("a keyed container", "a value of another kind")
      object = _TreeObject()
    }
    return KeyedEncodingContainer(_TreeKeyedContainer<Key>(encoder: self, object: object, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let array: _TreeArray
    switch slot.value {
    case nil:
      array = _TreeArray()
      slot.value = .array(array)
    case .array(let existing)?:
      array = existing
    default:
      misuse("an unkeyed container", "a value of another kind")
      array = _TreeArray()
    }
    return _TreeUnkeyedContainer(encoder: self, array: array, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    _TreeSingleValueContainer(encoder: self)
  }

  /// Notes a container asked for a value already written as something else (Foundation
  /// stops the program; this reports an error when the call ends).
  func misuse(_ asked: String, _ found: String) {
    guard shared.misuse == nil else { return }
    shared.misuse = EncodingError.invalidValue(
      asked, .init(codingPath: codingPath, debugDescription: "Asked for \(asked) where \(found) was encoded."))
  }
}

extension Dictionary: _StringKeyedDictionaryEncodable where Key == String, Value: Encodable {
  func _encode(into encoder: _StreamEncoder) throws {
    let frame = encoder.valueFrame(.object)
    guard frame.index >= 0 else { throw encoder.giveUp() }
    let base = encoder.path.count
    for (key, value) in self {
      try encoder.reopen(frame.index, frame.id)
      try encoder.writeMember(key, frame: frame.index)
      try encoder.encodeValue(value, base: base, extra: [], at: .key(_JSONCodingKey(stringValue: key)))
    }
  }

  func _encode(into encoder: _TreeEncoder) throws {
    guard encoder.slot.value == nil else {
      encoder.misuse("a dictionary", "a value")
      return
    }
    let object = _TreeObject()
    encoder.slot.value = .object(object)
    for (key, value) in self {
      let slot = _TreeSlot()
      object.set(key, .slot(slot))
      try encoder.child(_JSONCodingKey(stringValue: key), slot).write(value)
    }
  }
}
