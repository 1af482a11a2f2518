import Foundation

/// An unkeyed container of ``_TapeDecoder``: an array on the tape, read element by element.
struct _TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: _TapeDecoder
  /// How many of the decoder's path components begin this container's path.
  let base: Int
  /// The rest of the path (a nested container's keys).
  let extra: [_CodingStep]
  /// The tape index after the last element.
  let end: Int
  /// The tape index of the next element.
  var next: Int
  let count: Int?
  private(set) var currentIndex = 0

  init(decoder: _TapeDecoder, array: Int, base: Int, extra: [_CodingStep]) {
    self.decoder = decoder
    self.base = base
    self.extra = extra
    let entry = decoder.reader.tape[array]
    end = entry.end
    next = array + 1
    count = entry.count
  }

  var codingPath: [any CodingKey] { decoder.path(base: base, extra: extra) }

  var isAtEnd: Bool { next >= end }

  /// Moves to the next element.
  @inline(__always)
  mutating func advance() {
    next = decoder.reader._next(after: next)
    currentIndex += 1
  }

  /// The error for reading past the last element.
  @inline(never)
  func atEnd(_ type: Any.Type) -> DecodingError {
    .valueNotFound(
      type,
      .init(
        codingPath: decoder.path(base: base, extra: extra, adding: .index(currentIndex)),
        debugDescription: "Unkeyed container is at end."))
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw atEnd(Any?.self) }
    guard decoder.reader.tape[next].kind == .null else { return false }
    advance()
    return true
  }

  /// The scalar `read` makes of the next element, or the error.
  @inline(__always)
  mutating func scalar<Value>(_ read: (_TapeDecoder, Int) -> Value?) throws -> Value {
    guard !isAtEnd else { throw atEnd(Value.self) }
    guard let value = read(decoder, next) else {
      throw decoder.mismatch(
        Value.self, at: next, path: decoder.path(base: base, extra: extra, adding: .index(currentIndex)))
    }
    advance()
    return value
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar { $0.bool(at: $1) } }
  mutating func decode(_ type: String.Type) throws -> String { try scalar { $0.string(at: $1) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try scalar { $0.double(at: $1) } }
  mutating func decode(_ type: Float.Type) throws -> Float { try scalar { $0.float(at: $1) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try scalar { $0.integer(Int.self, at: $1) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar { $0.integer(Int8.self, at: $1) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar { $0.integer(Int16.self, at: $1) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar { $0.integer(Int32.self, at: $1) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar { $0.integer(Int64.self, at: $1) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar { $0.integer(UInt.self, at: $1) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar { $0.integer(UInt8.self, at: $1) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try scalar { $0.integer(UInt16.self, at: $1) }
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try scalar { $0.integer(UInt32.self, at: $1) }
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try scalar { $0.integer(UInt64.self, at: $1) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func decode(_ type: Int128.Type) throws -> Int128 {
    try scalar { $0.integer(Int128.self, at: $1) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
    try scalar { $0.integer(UInt128.self, at: $1) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard !isAtEnd else { throw atEnd(T.self) }
    let value = try decoder.unwrap(T.self, at: next, base: base, extra: extra, adding: .index(currentIndex))
    advance()
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    guard !isAtEnd else { throw atEnd(KeyedDecodingContainer<NestedKey>.self) }
    let component = _CodingStep.index(currentIndex)
    guard decoder.reader.tape[next].kind == .object else {
      throw decoder.containerError(
        keyed: true, at: next, path: decoder.path(base: base, extra: extra, adding: component))
    }
    let container = decoder.keyedContainer(NestedKey.self, object: next, base: base, extra: extra + [component])
    advance()
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard !isAtEnd else { throw atEnd((any UnkeyedDecodingContainer).self) }
    let component = _CodingStep.index(currentIndex)
    guard decoder.reader.tape[next].kind == .array else {
      throw decoder.containerError(
        keyed: false, at: next, path: decoder.path(base: base, extra: extra, adding: component))
    }
    let container = _TapeUnkeyedContainer(decoder: decoder, array: next, base: base, extra: extra + [component])
    advance()
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    guard !isAtEnd else { throw atEnd((any Decoder).self) }
    let made = decoder.detached(at: next, path: decoder.path(base: base, extra: extra, adding: .index(currentIndex)))
    advance()
    return made
  }
}
