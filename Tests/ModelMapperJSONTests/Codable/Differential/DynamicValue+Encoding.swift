import Foundation

// Writing a value by its shape, through each kind of container, mirroring the decoding side.

extension DynamicValue {
  static func encode(_ value: Value, as shape: Shape, to encoder: any Encoder) throws {
    switch (shape, value) {
    case (.optional, .null):
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case (.optional(let wrapped), _):
      try encode(value, as: wrapped, to: encoder)
    case (.array(let element), .array(let values)):
      var container = encoder.unkeyedContainer()
      try encodeArray(values, element, &container)
    case (.dictionary(let element), .object(let members)):
      var container = encoder.singleValueContainer()
      try container.encode(members.mapValues { DynamicValue($0, shape: element) })
    case (.intKeyed(let element), .object(let members)):
      var container = encoder.singleValueContainer()
      let dictionary = Dictionary(
        uniqueKeysWithValues: members.map { (Int($0.key)!, DynamicValue($0.value, shape: element)) })
      try container.encode(dictionary)
    case (.object(let fields), .object(let members)):
      var container = encoder.container(keyedBy: AnyKey.self)
      try encodeObject(members, fields, &container)
    default:
      var container = encoder.singleValueContainer()
      try encodeScalar(value, as: shape, &container)
    }
  }

  static func encodeScalar(_ value: Value, as shape: Shape, _ container: inout any SingleValueEncodingContainer) throws
  {
    switch (shape, value) {
    case (.bool, .bool(let flag)): try container.encode(flag)
    case (.string, .string(let text)): try container.encode(text)
    case (.double, .double(let number)): try container.encode(number)
    case (.float, .float(let number)): try container.encode(number)
    case (.decimal, .decimal(let number)): try container.encode(number)
    case (.date, .date(let date)): try container.encode(date)
    case (.data, .data(let data)): try container.encode(data)
    case (.url, .url(let text)): try container.encode(URL(string: text)!)
    case (.suit, .suit(let suit)): try container.encode(suit)
    case (.level, .level(let level)): try container.encode(level)
    case (.figure, .figure(let figure)): try container.encode(figure)
    case (.puppy, .puppy(let puppy)): try container.encode(puppy)
    case (.integer(let kind), .integer(let text)):
      switch kind {
      case .int: try container.encode(Int(text)!)
      case .int8: try container.encode(Int8(text)!)
      case .int16: try container.encode(Int16(text)!)
      case .int32: try container.encode(Int32(text)!)
      case .int64: try container.encode(Int64(text)!)
      case .uint: try container.encode(UInt(text)!)
      case .uint8: try container.encode(UInt8(text)!)
      case .uint16: try container.encode(UInt16(text)!)
      case .uint32: try container.encode(UInt32(text)!)
      case .uint64: try container.encode(UInt64(text)!)
      case .int128: try container.encode(Int128(text)!)
      case .uint128: try container.encode(UInt128(text)!)
      }
    default: throw HarnessError(description: "\(value) is not a \(shape)")
    }
  }

  static func encodeObject(
    _ members: [String: Value], _ fields: [Field], _ container: inout KeyedEncodingContainer<AnyKey>
  ) throws {
    for field in fields {
      let key = AnyKey(field.name)
      let value = members[field.name] ?? .null
      switch (field.shape, field.style, value) {
      case (.optional(let wrapped), _, _):
        switch (wrapped, value) {
        case (_, .null): try container.encodeNil(forKey: key)
        case (.bool, .bool(let flag)): try container.encodeIfPresent(flag, forKey: key)
        case (.string, .string(let text)): try container.encodeIfPresent(text, forKey: key)
        case (.integer(.int), .integer(let text)): try container.encodeIfPresent(Int(text), forKey: key)
        default: try container.encodeIfPresent(DynamicValue(value, shape: wrapped), forKey: key)
        }
      case (.array(let element), .nested, .array(let values)):
        var nested = container.nestedUnkeyedContainer(forKey: key)
        try encodeArray(values, element, &nested)
      case (.object(let fields), .nested, .object(let members)):
        var nested = container.nestedContainer(keyedBy: AnyKey.self, forKey: key)
        try encodeObject(members, fields, &nested)
      case (.bool, _, .bool(let flag)): try container.encode(flag, forKey: key)
      case (.string, _, .string(let text)): try container.encode(text, forKey: key)
      case (.double, _, .double(let number)): try container.encode(number, forKey: key)
      case (.float, _, .float(let number)): try container.encode(number, forKey: key)
      case (.integer(.int), _, .integer(let text)): try container.encode(Int(text)!, forKey: key)
      case (.integer(.int8), _, .integer(let text)): try container.encode(Int8(text)!, forKey: key)
      case (.integer(.uint16), _, .integer(let text)): try container.encode(UInt16(text)!, forKey: key)
      case (.integer(.uint64), _, .integer(let text)): try container.encode(UInt64(text)!, forKey: key)
      case (.integer(.int128), _, .integer(let text)): try container.encode(Int128(text)!, forKey: key)
      case (.date, _, .date(let date)): try container.encode(date, forKey: key)
      default: try container.encode(DynamicValue(value, shape: field.shape), forKey: key)
      }
    }
  }

  static func encodeArray(_ values: [Value], _ element: Shape, _ container: inout any UnkeyedEncodingContainer) throws {
    for value in values {
      let even = container.count % 2 == 0
      switch (element, value) {
      case (.optional, .null): try container.encodeNil()
      case (.array(let inner), .array(let values)) where even:
        var nested = container.nestedUnkeyedContainer()
        try encodeArray(values, inner, &nested)
      case (.object(let fields), .object(let members)) where even:
        var nested = container.nestedContainer(keyedBy: AnyKey.self)
        try encodeObject(members, fields, &nested)
      case (.bool, .bool(let flag)): try container.encode(flag)
      case (.string, .string(let text)): try container.encode(text)
      case (.double, .double(let number)): try container.encode(number)
      case (.integer(.int), .integer(let text)): try container.encode(Int(text)!)
      case (.integer(.uint32), .integer(let text)): try container.encode(UInt32(text)!)
      default: try container.encode(DynamicValue(value, shape: element))
      }
    }
  }
}
