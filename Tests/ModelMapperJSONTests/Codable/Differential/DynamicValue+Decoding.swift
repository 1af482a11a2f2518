import Foundation

// Reading a value by its shape, through each kind of container and each of their methods:
// the concrete `decode(Int.self, ...)` overloads for scalars, `decodeIfPresent` for
// optionals, nested containers or a nested `DynamicValue` for objects and arrays.

extension DynamicValue {
  static func decode(_ shape: Shape, from decoder: any Decoder) throws -> Value {
    switch shape {
    case .optional(let wrapped):
      return try decoder.singleValueContainer().decodeNil() ? .null : try decode(wrapped, from: decoder)
    case .array(let element):
      var container = try decoder.unkeyedContainer()
      return try decodeArray(element, &container)
    case .dictionary:
      return .object(try decoder.singleValueContainer().decode([String: DynamicValue].self).mapValues(\.value))
    case .intKeyed:
      let dictionary = try decoder.singleValueContainer().decode([Int: DynamicValue].self)
      return .object(Dictionary(uniqueKeysWithValues: dictionary.map { ("\($0.key)", $0.value.value) }))
    case .object(let fields):
      return try decodeObject(fields, try decoder.container(keyedBy: AnyKey.self))
    default:
      return try decodeScalar(shape, try decoder.singleValueContainer())
    }
  }

  static func decodeScalar(_ shape: Shape, _ container: any SingleValueDecodingContainer) throws -> Value {
    switch shape {
    case .bool: return .bool(try container.decode(Bool.self))
    case .string: return .string(try container.decode(String.self))
    case .double: return .double(try container.decode(Double.self))
    case .float: return .float(try container.decode(Float.self))
    case .decimal: return .decimal(try container.decode(Decimal.self))
    case .date: return .date(try container.decode(Date.self))
    case .data: return .data(try container.decode(Data.self))
    case .url: return .url(try container.decode(URL.self).absoluteString)
    case .suit: return .suit(try container.decode(Suit.self))
    case .level: return .level(try container.decode(Level.self))
    case .figure: return .figure(try container.decode(Figure.self))
    case .puppy: return .puppy(try container.decode(Puppy.self))
    case .integer(let kind):
      switch kind {
      case .int: return .integer("\(try container.decode(Int.self))")
      case .int8: return .integer("\(try container.decode(Int8.self))")
      case .int16: return .integer("\(try container.decode(Int16.self))")
      case .int32: return .integer("\(try container.decode(Int32.self))")
      case .int64: return .integer("\(try container.decode(Int64.self))")
      case .uint: return .integer("\(try container.decode(UInt.self))")
      case .uint8: return .integer("\(try container.decode(UInt8.self))")
      case .uint16: return .integer("\(try container.decode(UInt16.self))")
      case .uint32: return .integer("\(try container.decode(UInt32.self))")
      case .uint64: return .integer("\(try container.decode(UInt64.self))")
      case .int128: return .integer("\(try container.decode(Int128.self))")
      case .uint128: return .integer("\(try container.decode(UInt128.self))")
      }
    default: throw HarnessError(description: "not a scalar: \(shape)")
    }
  }

  static func decodeObject(_ fields: [Field], _ container: KeyedDecodingContainer<AnyKey>) throws -> Value {
    var members: [String: Value] = [:]
    for field in fields {
      members[field.name] = try decodeField(field, container)
    }
    return .object(members)
  }

  static func decodeField(_ field: Field, _ container: KeyedDecodingContainer<AnyKey>) throws -> Value {
    let key = AnyKey(field.name)
    switch (field.shape, field.style) {
    case (.optional(let wrapped), _):
      switch wrapped {
      case .bool: return try container.decodeIfPresent(Bool.self, forKey: key).map(Value.bool) ?? .null
      case .string: return try container.decodeIfPresent(String.self, forKey: key).map(Value.string) ?? .null
      case .double: return try container.decodeIfPresent(Double.self, forKey: key).map(Value.double) ?? .null
      case .integer(.int):
        return try container.decodeIfPresent(Int.self, forKey: key).map { .integer("\($0)") } ?? .null
      case .integer(.uint8):
        return try container.decodeIfPresent(UInt8.self, forKey: key).map { .integer("\($0)") } ?? .null
      case .date: return try container.decodeIfPresent(Date.self, forKey: key).map(Value.date) ?? .null
      default: return try container.decodeIfPresent(DynamicValue.self, forKey: key)?.value ?? .null
      }
    case (.array(let element), .nested):
      var nested = try container.nestedUnkeyedContainer(forKey: key)
      return try decodeArray(element, &nested)
    case (.object(let fields), .nested):
      return try decodeObject(fields, try container.nestedContainer(keyedBy: AnyKey.self, forKey: key))
    case (.bool, _): return .bool(try container.decode(Bool.self, forKey: key))
    case (.string, _): return .string(try container.decode(String.self, forKey: key))
    case (.double, _): return .double(try container.decode(Double.self, forKey: key))
    case (.float, _): return .float(try container.decode(Float.self, forKey: key))
    case (.decimal, _): return .decimal(try container.decode(Decimal.self, forKey: key))
    case (.date, _): return .date(try container.decode(Date.self, forKey: key))
    case (.data, _): return .data(try container.decode(Data.self, forKey: key))
    case (.url, _): return .url(try container.decode(URL.self, forKey: key).absoluteString)
    case (.suit, _): return .suit(try container.decode(Suit.self, forKey: key))
    case (.level, _): return .level(try container.decode(Level.self, forKey: key))
    case (.puppy, _): return .puppy(try container.decode(Puppy.self, forKey: key))
    case (.integer(let kind), _):
      switch kind {
      case .int: return .integer("\(try container.decode(Int.self, forKey: key))")
      case .int8: return .integer("\(try container.decode(Int8.self, forKey: key))")
      case .int16: return .integer("\(try container.decode(Int16.self, forKey: key))")
      case .int32: return .integer("\(try container.decode(Int32.self, forKey: key))")
      case .int64: return .integer("\(try container.decode(Int64.self, forKey: key))")
      case .uint: return .integer("\(try container.decode(UInt.self, forKey: key))")
      case .uint8: return .integer("\(try container.decode(UInt8.self, forKey: key))")
      case .uint16: return .integer("\(try container.decode(UInt16.self, forKey: key))")
      case .uint32: return .integer("\(try container.decode(UInt32.self, forKey: key))")
      case .uint64: return .integer("\(try container.decode(UInt64.self, forKey: key))")
      case .int128: return .integer("\(try container.decode(Int128.self, forKey: key))")
      case .uint128: return .integer("\(try container.decode(UInt128.self, forKey: key))")
      }
    default: return try container.decode(DynamicValue.self, forKey: key).value
    }
  }

  static func decodeArray(_ element: Shape, _ container: inout any UnkeyedDecodingContainer) throws -> Value {
    var values: [Value] = []
    while !container.isAtEnd {
      if case .optional(let wrapped) = element {
        values.append(try container.decodeNil() ? .null : try decodeElement(wrapped, &container))
      } else {
        values.append(try decodeElement(element, &container))
      }
    }
    return .array(values)
  }

  static func decodeElement(_ shape: Shape, _ container: inout any UnkeyedDecodingContainer) throws -> Value {
    let even = container.currentIndex % 2 == 0
    switch shape {
    case .array(let element) where even:
      var nested = try container.nestedUnkeyedContainer()
      return try decodeArray(element, &nested)
    case .object(let fields) where even:
      return try decodeObject(fields, try container.nestedContainer(keyedBy: AnyKey.self))
    case .bool: return .bool(try container.decode(Bool.self))
    case .string: return .string(try container.decode(String.self))
    case .double: return .double(try container.decode(Double.self))
    case .float: return .float(try container.decode(Float.self))
    case .integer(.int): return .integer("\(try container.decode(Int.self))")
    case .integer(.int8): return .integer("\(try container.decode(Int8.self))")
    case .integer(.uint32): return .integer("\(try container.decode(UInt32.self))")
    case .integer(.uint64): return .integer("\(try container.decode(UInt64.self))")
    case .integer(.int128): return .integer("\(try container.decode(Int128.self))")
    default: return try container.decode(DynamicValue.self).value
    }
  }
}
