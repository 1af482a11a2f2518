import Foundation
import ModelMapperJSON

// Foundation's decoder and ModelMapper's, set up alike, and how their results are compared.

enum Coders {
  static let customDate: @Sendable (any Decoder) throws -> Date = { decoder in
    let text = try decoder.singleValueContainer().decode(String.self)
    guard text.hasPrefix("@"), let seconds = Double(text.dropFirst()) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not @seconds"))
    }
    return Date(timeIntervalSince1970: seconds)
  }

  static let customData: @Sendable (any Decoder) throws -> Data = { decoder in
    let text = Array(try decoder.singleValueContainer().decode(String.self).utf8)
    guard text.count % 2 == 0 else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "odd hex"))
    }
    var bytes: [UInt8] = []
    for position in stride(from: 0, to: text.count, by: 2) {
      guard let byte = UInt8(String(decoding: text[position..<position + 2], as: UTF8.self), radix: 16) else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not hex"))
      }
      bytes.append(byte)
    }
    return Data(bytes)
  }

  static let customKey: @Sendable ([any CodingKey]) -> any CodingKey = { path in
    let key = path.last!.stringValue
    return AnyKey(key.hasPrefix(Strategies.customPrefix) ? String(key.dropFirst(Strategies.customPrefix.count)) : key)
  }

  static func foundation(_ strategies: Strategies, _ shape: Shape) -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.shape] = ShapeBox(shape)
    switch strategies.keys {
    case .useDefault: break
    case .snakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
    case .custom: decoder.keyDecodingStrategy = .custom(customKey)
    }
    switch strategies.dates {
    case .deferred: decoder.dateDecodingStrategy = .deferredToDate
    case .seconds: decoder.dateDecodingStrategy = .secondsSince1970
    case .milliseconds: decoder.dateDecodingStrategy = .millisecondsSince1970
    case .iso8601: decoder.dateDecodingStrategy = .iso8601
    case .formatted: decoder.dateDecodingStrategy = .formatted(Strategies.formatter)
    case .custom: decoder.dateDecodingStrategy = .custom(customDate)
    }
    switch strategies.data {
    case .base64: decoder.dataDecodingStrategy = .base64
    case .deferred: decoder.dataDecodingStrategy = .deferredToData
    case .custom: decoder.dataDecodingStrategy = .custom(customData)
    }
    if strategies.convertsFloats {
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    return decoder
  }

  static func modelMapper(_ strategies: Strategies, _ shape: Shape) -> ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    decoder.userInfo[.shape] = ShapeBox(shape)
    switch strategies.keys {
    case .useDefault: break
    case .snakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
    case .custom: decoder.keyDecodingStrategy = .custom(customKey)
    }
    switch strategies.dates {
    case .deferred: decoder.dateDecodingStrategy = .deferredToDate
    case .seconds: decoder.dateDecodingStrategy = .secondsSince1970
    case .milliseconds: decoder.dateDecodingStrategy = .millisecondsSince1970
    case .iso8601: decoder.dateDecodingStrategy = .iso8601
    case .formatted: decoder.dateDecodingStrategy = .formatted(Strategies.formatter)
    case .custom: decoder.dateDecodingStrategy = .custom(customDate)
    }
    switch strategies.data {
    case .base64: decoder.dataDecodingStrategy = .base64
    case .deferred: decoder.dataDecodingStrategy = .deferredToData
    case .custom: decoder.dataDecodingStrategy = .custom(customData)
    }
    if strategies.convertsFloats {
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    return decoder
  }
}

/// What one decoder made of a document.
enum Outcome: CustomStringConvertible {
  case value(Value)
  case error(DecodingError)
  case other(any Error)

  init(_ body: () throws -> DynamicValue) {
    do {
      self = .value(try body().value)
    } catch let error as DecodingError {
      self = .error(error)
    } catch {
      self = .other(error)
    }
  }

  var description: String {
    switch self {
    case .value(let value): "value \(value)"
    case .error(let error): Self.describe(error)
    case .other(let error): "other error \(error)"
    }
  }

  static func path(_ keys: [any CodingKey]) -> [String] {
    keys.map { $0.intValue.map { "\($0)" } ?? $0.stringValue }
  }

  /// The case, the type, the path and the message of an error.
  static func parts(_ error: DecodingError) -> (
    name: String, type: String, path: [String], context: DecodingError.Context?
  ) {
    switch error {
    case .typeMismatch(let type, let context): ("typeMismatch", "\(type)", path(context.codingPath), context)
    case .valueNotFound(let type, let context): ("valueNotFound", "\(type)", path(context.codingPath), context)
    case .keyNotFound(let key, let context):
      ("keyNotFound", key.stringValue, path(context.codingPath), context)
    case .dataCorrupted(let context): ("dataCorrupted", "", path(context.codingPath), context)
    @unknown default: ("unknown", "", [], nil)
    }
  }

  /// What `decode` makes of `text`, for tests that compare two decoders: `value` and the
  /// value as `describe` writes it, or the error's case, type and coding path.
  static func summary<T>(
    of text: String, describe: (T) -> String = { "\($0)" }, _ decode: (Data) throws -> T
  ) -> String {
    do {
      return "value " + describe(try decode(Data(text.utf8)))
    } catch let error as DecodingError {
      let (name, typeName, path, _) = parts(error)
      return "\(name)(\(typeName)) at \(path)"
    } catch {
      return "other \(error)"
    }
  }

  static func describe(_ error: DecodingError) -> String {
    let (name, type, path, context) = parts(error)
    return "\(name)(\(type)) at \(path): \(context?.debugDescription ?? "")"
  }
}

/// Where the two decoders' outcomes differ in a way Foundation on Linux gets plainly wrong;
/// each is counted and reported, and the docs say so.
enum Deviation: String, CaseIterable {
  /// A number that does not fit its type: Foundation on Linux reports it at the root (the
  /// path is lost) as invalid JSON; ModelMapper at the value, "does not fit".
  case numberPathLost = "a number that does not fit: Foundation on Linux reports it at the root"
  /// An ISO 8601 date that does not parse: Foundation reports it at the value its decoder
  /// was last given (the date's container, or one holding it), not at the date.
  case datePathShort = "an invalid ISO 8601 date: Foundation reports it above the date"
  /// Invalid UTF-8: ModelMapper rejects the document as invalid JSON (RFC 8259); Foundation
  /// only notices in a string it reads, and decodes the rest.
  case invalidUTF8Unread = "invalid UTF-8: Foundation reads the document unless it reads that string"
  /// A number cut short at the end of the input (`3e`, `-1.`): Foundation reads a number.
  case truncatedNumber = "a number cut short at the end of the input: Foundation reads a number"
  /// A value that cannot be encoded (a non-finite float): Foundation on Linux drops keys of
  /// containers made by `nestedContainer` and array indices from the error's coding path.
  case encodingPathShort = "a value that cannot be encoded: Foundation on Linux drops keys from its path"
  /// Not a fault: several members of a dictionary (`[String: T]`, `[Int: T]`) are wrong.
  /// Foundation meets them in its dictionary's hash order (which varies from run to run),
  /// ModelMapper in document order: the error names a different one of them.
  case keyOrder = "several members of a dictionary are wrong: each decoder names the first it meets"
}

/// Compares two outcomes: nil when they agree, else what differs; `deviation` names a known
/// Foundation fault the difference is.
func compare(_ foundation: Outcome, _ ours: Outcome, shape: Shape? = nil, deviation: inout Deviation?) -> String? {
  if case .error(.dataCorrupted(let context)) = ours, context.codingPath.isEmpty,
    (context.underlyingError as? JSONParseError)?.kind == .invalidUTF8
  {
    if case .error(.dataCorrupted(let other)) = foundation, other.codingPath.isEmpty { return nil }
    deviation = .invalidUTF8Unread
    return nil
  }
  if case .error(.dataCorrupted(let context)) = ours, context.codingPath.isEmpty,
    let parse = context.underlyingError as? JSONParseError, parse.kind == .unexpectedEnd,
    parse.message.contains("in a number")
  {
    deviation = .truncatedNumber
    return nil
  }
  switch (foundation, ours) {
  case (.value(let a), .value(let b)):
    return a == b ? nil : "values differ:\n  Foundation:  \(a)\n  ModelMapper: \(b)"
  case (.error(let a), .error(let b)):
    let (nameA, typeA, pathA, contextA) = Outcome.parts(a)
    let (nameB, typeB, pathB, contextB) = Outcome.parts(b)
    if nameA == nameB && typeA == typeB && pathA == pathB { return nil }
    if nameA == "dataCorrupted", nameB == "dataCorrupted", pathA.isEmpty, contextA?.underlyingError == nil,
      contextA?.debugDescription == "The given data was not valid JSON.",
      contextB?.debugDescription.hasPrefix("Parsed JSON number") == true
    {
      deviation = .numberPathLost
      return nil
    }
    // The decoders met different members of the same dictionary first: where the paths
    // part, the key is a dictionary's (whatever each found wrong in the member it met).
    if let shape, let parting = pathA.indices.first(where: { $0 < pathB.count && pathA[$0] != pathB[$0] }),
      shape.dictionaryKeyPositions(along: pathA).contains(parting)
    {
      deviation = .keyOrder
      return nil
    }
    if nameA == "dataCorrupted", nameB == "dataCorrupted",
      contextA?.debugDescription == "Expected date string to be ISO8601-formatted.",
      contextB?.debugDescription == contextA?.debugDescription, pathB.starts(with: pathA)
    {
      deviation = .datePathShort
      return nil
    }
    return "errors differ:\n  Foundation:  \(foundation)\n  ModelMapper: \(ours)"
  default:
    return "outcomes differ:\n  Foundation:  \(foundation)\n  ModelMapper: \(ours)"
  }
}

// MARK: Encoding

extension Coders {
  static let customDateEncoding: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
    var container = encoder.singleValueContainer()
    try container.encode("@\(Int64(date.timeIntervalSince1970))")
  }

  static let customDataEncoding: @Sendable (Data, any Encoder) throws -> Void = { data, encoder in
    var container = encoder.singleValueContainer()
    try container.encode(data.map { String(format: "%02x", $0) }.joined())
  }

  static let customKeyEncoding: @Sendable ([any CodingKey]) -> any CodingKey = { path in
    AnyKey(Strategies.customPrefix + path.last!.stringValue)
  }

  static func foundationEncoder(_ strategies: Strategies, _ shape: Shape) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.userInfo[.shape] = ShapeBox(shape)
    switch strategies.keys {
    case .useDefault: break
    case .snakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
    case .custom: encoder.keyEncodingStrategy = .custom(customKeyEncoding)
    }
    switch strategies.dates {
    case .deferred: encoder.dateEncodingStrategy = .deferredToDate
    case .seconds: encoder.dateEncodingStrategy = .secondsSince1970
    case .milliseconds: encoder.dateEncodingStrategy = .millisecondsSince1970
    case .iso8601: encoder.dateEncodingStrategy = .iso8601
    case .formatted: encoder.dateEncodingStrategy = .formatted(Strategies.formatter)
    case .custom: encoder.dateEncodingStrategy = .custom(customDateEncoding)
    }
    switch strategies.data {
    case .base64: encoder.dataEncodingStrategy = .base64
    case .deferred: encoder.dataEncodingStrategy = .deferredToData
    case .custom: encoder.dataEncodingStrategy = .custom(customDataEncoding)
    }
    if strategies.convertsFloats {
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    var formatting: JSONEncoder.OutputFormatting = []
    if strategies.sortsKeys { formatting.insert(.sortedKeys) }
    if strategies.prettyPrints { formatting.insert(.prettyPrinted) }
    if strategies.keepsSlashes { formatting.insert(.withoutEscapingSlashes) }
    encoder.outputFormatting = formatting
    return encoder
  }

  static func modelMapperEncoder(_ strategies: Strategies, _ shape: Shape) -> ModelMapperJSONEncoder {
    let encoder = ModelMapperJSONEncoder()
    encoder.userInfo[.shape] = ShapeBox(shape)
    switch strategies.keys {
    case .useDefault: break
    case .snakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
    case .custom: encoder.keyEncodingStrategy = .custom(customKeyEncoding)
    }
    switch strategies.dates {
    case .deferred: encoder.dateEncodingStrategy = .deferredToDate
    case .seconds: encoder.dateEncodingStrategy = .secondsSince1970
    case .milliseconds: encoder.dateEncodingStrategy = .millisecondsSince1970
    case .iso8601: encoder.dateEncodingStrategy = .iso8601
    case .formatted: encoder.dateEncodingStrategy = .formatted(Strategies.formatter)
    case .custom: encoder.dateEncodingStrategy = .custom(customDateEncoding)
    }
    switch strategies.data {
    case .base64: encoder.dataEncodingStrategy = .base64
    case .deferred: encoder.dataEncodingStrategy = .deferredToData
    case .custom: encoder.dataEncodingStrategy = .custom(customDataEncoding)
    }
    if strategies.convertsFloats {
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    var formatting: ModelMapperJSONEncoder.OutputFormatting = []
    if strategies.sortsKeys { formatting.insert(.sortedKeys) }
    if strategies.prettyPrints { formatting.insert(.prettyPrinted) }
    if strategies.keepsSlashes { formatting.insert(.withoutEscapingSlashes) }
    encoder.outputFormatting = formatting
    return encoder
  }
}

/// What one encoder made of a value: text, or an error.
enum Encoded {
  case text(Data)
  case error(EncodingError)
  case other(any Error)

  init(_ body: () throws -> Data) {
    do {
      self = .text(try body())
    } catch let error as EncodingError {
      self = .error(error)
    } catch {
      self = .other(error)
    }
  }

  static func parts(_ error: EncodingError) -> (name: String, path: [String]) {
    switch error {
    case .invalidValue(_, let context): ("invalidValue", Outcome.path(context.codingPath))
    @unknown default: ("unknown", [])
    }
  }

  /// Compares two encoding errors: nil when they agree, else what differs; `deviation` is set
  /// when Foundation's path is ModelMapper's with keys left out (the same last key).
  static func compare(_ foundation: EncodingError, _ ours: EncodingError, deviation: inout Deviation?) -> String? {
    let (nameA, pathA) = parts(foundation)
    let (nameB, pathB) = parts(ours)
    guard nameA == nameB else { return "Foundation: \(foundation)\nModelMapper: \(ours)" }
    if pathA == pathB { return nil }
    var remaining = pathB[...]
    let isSubsequence = pathA.allSatisfy { key in
      guard let found = remaining.firstIndex(of: key) else { return false }
      remaining = remaining[(found + 1)...]
      return true
    }
    if isSubsequence, pathA.last == pathB.last {
      deviation = .encodingPathShort
      return nil
    }
    return "Foundation: \(foundation)\nModelMapper: \(ours)"
  }
}
