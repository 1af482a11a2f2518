import Foundation
import ModelMapperSupport

// Values of any `Decodable` type, with Foundation's special cases: `Date` and `Data` through
// their strategies, `URL` from a string, `Decimal` exactly from the number's text, and
// `[String: T]` with its keys as written whatever the key strategy.

/// `[String: Value]`, recognized at run time and read in place. With a key strategy other
/// than `.useDefaultKeys` its keys are not converted, as `JSONDecoder` does not convert them;
/// with the default keys this does what the standard library's `Dictionary.init(from:)` does
/// through a keyed container (list the keys, then look each one up), without the list and
/// the lookups.
protocol _StringKeyedDictionaryDecodable {
  /// Decodes the dictionary from the object at `node`; the decoder's path is the
  /// dictionary's, of `base` components. `standardLibraryKeys`: the members' path components
  /// are the keys `Dictionary.init(from:)` makes (an integer value where the key reads as one),
  /// else Foundation's (a string only).
  static func _decode(from decoder: _TapeDecoder, object node: Int, base: Int, standardLibraryKeys: Bool) throws
    -> Self
}

extension Dictionary: _StringKeyedDictionaryDecodable where Key == String, Value: Decodable {
  static func _decode(from decoder: _TapeDecoder, object node: Int, base: Int, standardLibraryKeys: Bool) throws
    -> Self
  {
    let reader = decoder.reader
    var result: [String: Value] = [:]
    result.reserveCapacity(reader.tape[node].count)
    var key = node + 1
    let end = reader.tape[node].end
    // Whether two keys may be one `String`: the same bytes (the parser flags it), or equal as
    // Swift compares strings (possible only with an escape or non-ASCII text, also flagged).
    // Otherwise every key is new, and is stored without first being looked up.
    let mayRepeat = reader.tape[node].flags & (_TapeEntry.flagDuplicateKeys | _TapeEntry.flagUnicodeKeys) != 0
    while key < end {
      let name = reader._string(at: key)
      let value = key + 1
      let step: _CodingStep =
        standardLibraryKeys ? .key(_DictionaryMemberKey(stringValue: name)) : .key(_JSONCodingKey(stringValue: name))
      // Every member is decoded (an error in a repeated key's value is an error), and the
      // first of a repeated key kept, as Foundation does. (With the default keys an object
      // that repeats a key is not read here: the standard library decodes each key once.)
      let decoded = try decoder.unwrap(Value.self, at: value, base: base, extra: [], adding: step)
      // `updateValue` is inlinable: compiled here, its metadata is looked up once, where the
      // subscript's setter, called in the standard library, looked up the dictionary's and
      // `Optional<Value>`'s at every member.
      if !mayRepeat || result[name] == nil { result.updateValue(decoded, forKey: name) }
      key = reader._next(after: value)
    }
    return result
  }
}

extension _TapeDecoder {
  /// Decodes a `T` from the value at `node`, whose coding path is the container's (`base`,
  /// `extra`) and `component`.
  ///
  /// `component` is taken (`consuming`): the path keeps it without a copy (a copy and the
  /// destruction of the caller's, each through the key type's value witnesses, cost about
  /// 2% of a page of models).
  func unwrap<T: Decodable>(
    _ type: T.Type, at node: Int, base: Int, extra: [_CodingStep], adding component: consuming _CodingStep?
  ) throws -> T {
    // The scalars generic code asks for most (the elements of `[String]` and `[Int]` in the
    // standard library's `Array.init(from:)`, a generic model's `T`), read as their
    // `init(from:)` would read them through a single-value container, without it.
    if T.self == String.self {
      return unsafeBitCast(try scalar(at: node, base, extra, component) { string(at: $0) }, to: T.self)
    }
    if T.self == Int.self {
      return unsafeBitCast(try scalar(at: node, base, extra, component) { integer(Int.self, at: $0) }, to: T.self)
    }
    if T.self == Double.self {
      return unsafeBitCast(try scalar(at: node, base, extra, component) { double(at: $0) }, to: T.self)
    }
    if T.self == Bool.self {
      return unsafeBitCast(try scalar(at: node, base, extra, component) { bool(at: $0) }, to: T.self)
    }
    if T.self == Int64.self {
      return unsafeBitCast(try scalar(at: node, base, extra, component) { integer(Int64.self, at: $0) }, to: T.self)
    }
    if reader.tape[node].kind == .null, let special = Self.nullChecked(T.self) {
      throw mismatch(special, at: node, path: path(base: base, extra: extra, adding: component))
    }
    if T.self == Date.self {
      return unsafeBitCast(try date(at: node, base: base, extra: extra, adding: component), to: T.self)
    }
    if T.self == Data.self {
      return unsafeBitCast(try data(at: node, base: base, extra: extra, adding: component), to: T.self)
    }
    if T.self == URL.self {
      guard let text = string(at: node) else {
        throw mismatch(String.self, at: node, path: path(base: base, extra: extra, adding: component))
      }
      guard let url = URL(string: text) else {
        throw corrupted("Invalid URL string.", path: path(base: base, extra: extra, adding: component))
      }
      return unsafeBitCast(url, to: T.self)
    }
    if T.self == Decimal.self {
      return unsafeBitCast(
        try decimal(at: node, path: { path(base: base, extra: extra, adding: component) }), to: T.self)
    }
    // Arrays of the scalars models hold most (tags, ids, indices, coordinates), of any
    // length, without the standard library's `Array.init(from:)` (see TapeDecoder+Arrays.swift).
    switch _ScalarArrayTypes.shared.kind(of: T.self) {
    case .strings?:
      if let strings = scalarArray(at: node, { string(at: $0) }) { return unsafeBitCast(strings, to: T.self) }
    case .integers?:
      if let integers = scalarArray(at: node, { integer(Int.self, at: $0) }) {
        return unsafeBitCast(integers, to: T.self)
      }
    case .doubles?:
      if let doubles = scalarArray(at: node, { double(at: $0) }) { return unsafeBitCast(doubles, to: T.self) }
    case nil: break
    }
    if let dictionary = stringKeyedDictionary(T.self, at: node) {
      guard reader.tape[node].kind == .object else {
        throw containerError(keyed: true, at: node, path: path(base: base, extra: extra, adding: component))
      }
      let standardLibraryKeys = options.keysAreDefault
      return try with(node: node, base: base, extra: extra, adding: component) {
        // swift-format-ignore: NeverForceUnwrap
        try dictionary._decode(from: self, object: node, base: steps.count, standardLibraryKeys: standardLibraryKeys)
          as! T
      }
    }
    if reader.tape[node].kind == .array && reader.tape[node].count >= Self.longArrayCount,
      let array = T.self as? any _TapeDecodableArray.Type
    {
      return try with(node: node, base: base, extra: extra, adding: component) { try decodeArray(array, as: T.self) }
    }
    return try with(node: node, base: base, extra: extra, adding: component) { try T(from: self) }
  }

  /// `T` as a `[String: Value]` to read in place, or nil: always with a key strategy other
  /// than the default (its keys are not converted); with the default keys when the value is
  /// an object that repeats no key (else the standard library's `Dictionary.init(from:)`
  /// reads it, each repeated key once).
  @inline(__always)
  func stringKeyedDictionary<T>(_ type: T.Type, at node: Int) -> (any _StringKeyedDictionaryDecodable.Type)? {
    let entry = reader.tape[node]
    if options.keysAreDefault {
      guard entry.kind == .object && entry.flags & _TapeEntry.flagDuplicateKeys == 0 else { return nil }
    }
    // A dictionary is one reference: a model struct of more is not one, known without the
    // type check (which costs about 300 instructions, as much as a few members).
    guard MemoryLayout<T>.size == MemoryLayout<[String: Int]>.size else { return nil }
    return stringKeyedDictionaryType(T.self)
  }

  /// `T` as a `[String: Value]`, or nil; each type found not to be one during the call is
  /// known at once the next time (a page asks for its model classes once per object).
  func stringKeyedDictionaryType<T>(_ type: T.Type) -> (any _StringKeyedDictionaryDecodable.Type)? {
    let identity = ObjectIdentifier(T.self)
    if typesNotDictionaries.contains(identity) { return nil }
    if let dictionary = T.self as? any _StringKeyedDictionaryDecodable.Type { return dictionary }
    if typesNotDictionaries.count < Self.typesNotDictionariesLimit { typesNotDictionaries.append(identity) }
    return nil
  }

  /// The most types ``stringKeyedDictionaryType(_:)`` notes.
  static let typesNotDictionariesLimit = 16

  /// The scalar `read` makes of the value at `node`, or Foundation's error for it at the
  /// path (`base`, `extra`, `component`).
  @inline(__always)
  func scalar<Value>(
    at node: Int, _ base: Int, _ extra: [_CodingStep], _ component: _CodingStep?, _ read: (Int) -> Value?
  ) throws -> Value {
    if let value = read(node) { return value }
    throw mismatch(Value.self, at: node, path: path(base: base, extra: extra, adding: component))
  }

  /// The type Foundation names when a `T` is null, for the types it reads itself (a null
  /// `Date` is not a null `Double`); nil for the others.
  @inline(__always)
  static func nullChecked<T>(_ type: T.Type) -> Any.Type? {
    T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self ? T.self : nil
  }

  /// A `Decimal` read from the number's text: exact where the number has at most 38
  /// significant digits, else rounded as Foundation rounds it.
  func decimal(at node: Int, path: () -> [any CodingKey]) throws -> Decimal {
    let entry = reader.tape[node]
    switch entry.kind {
    case .int64: return Decimal(Int64(bitPattern: entry.payload))
    case .uint64: return Decimal(entry.payload)
    case .text:
      let text = reader._numberText(at: node)
      if let exact = _decimalFromNumberText(text) { return exact }
      if let rounded = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !rounded.isNaN {
        return rounded
      }
      throw mismatch(Decimal.self, at: node, path: path())
    default: throw mismatch(Decimal.self, at: node, path: path())
    }
  }

  // MARK: Dates

  func date(at node: Int, base: Int, extra: [_CodingStep], adding component: _CodingStep?) throws -> Date {
    switch options.dates {
    case .deferredToDate:
      guard let seconds = double(at: node) else {
        throw mismatch(Double.self, at: node, path: path(base: base, extra: extra, adding: component))
      }
      return Date(timeIntervalSinceReferenceDate: seconds)
    case .secondsSince1970:
      guard let seconds = double(at: node) else {
        throw mismatch(Double.self, at: node, path: path(base: base, extra: extra, adding: component))
      }
      return Date(timeIntervalSince1970: seconds)
    case .millisecondsSince1970:
      guard let milliseconds = double(at: node) else {
        throw mismatch(Double.self, at: node, path: path(base: base, extra: extra, adding: component))
      }
      return Date(timeIntervalSince1970: milliseconds / 1000)
    case .iso8601:
      guard reader.tape[node].kind == .string else {
        throw mismatch(String.self, at: node, path: path(base: base, extra: extra, adding: component))
      }
      if let date = reader._withUnescapedStringBytes(at: node, _ISO8601Text.parseInternetDate), let date {
        return date
      }
      guard let date = _ISO8601Text.foundationDate(from: reader._string(at: node)) else {
        throw corrupted(
          "Expected date string to be ISO8601-formatted.", path: path(base: base, extra: extra, adding: component))
      }
      return date
    case .formatted(let formatter):
      guard reader.tape[node].kind == .string else {
        throw mismatch(String.self, at: node, path: path(base: base, extra: extra, adding: component))
      }
      // The usual case: the formatter's settings covered by hand and read at an earlier
      // date of the call, the text read in place; nothing retained.
      let known = formattedDates.withKnownConversions { formatting in
        reader._withUnescapedStringBytes(at: node, formatting.fastDate) ?? nil
      }
      if let known { return known }
      return try formattedDate(at: node, through: formatter, base: base, extra: extra, adding: component)
    case .custom(let make):
      return try with(node: node, base: base, extra: extra, adding: component) { try make(self) }
    }
  }

  /// The date of a `.formatted(formatter)` strategy at `node` (a string), through the formatter's
  /// settings read now if this is the call's first date, or through the formatter itself
  /// when the hand-written code does not read the text.
  @inline(never)
  func formattedDate(
    at node: Int, through formatter: DateFormatter, base: Int, extra: [_CodingStep], adding component: _CodingStep?
  ) throws -> Date {
    let given = options.givenFormatter ?? _GivenFormatter(formatter)
    let formatting = formattedDates.conversions(of: given)
    if let formatting, let date = reader._withUnescapedStringBytes(at: node, formatting.fastDate), let date {
      return date
    }
    guard let date = given.date(from: reader._string(at: node), in: formatting) else {
      throw corrupted(
        "Date string does not match format expected by formatter.",
        path: path(base: base, extra: extra, adding: component))
    }
    return date
  }

  // MARK: Data

  func data(at node: Int, base: Int, extra: [_CodingStep], adding component: _CodingStep?) throws -> Data {
    switch options.data {
    case .deferredToData:
      return try with(node: node, base: base, extra: extra, adding: component) { try Data(from: self) }
    case .base64:
      guard let text = string(at: node) else {
        throw mismatch(String.self, at: node, path: path(base: base, extra: extra, adding: component))
      }
      guard let data = Data(base64Encoded: text) else {
        throw corrupted(
          "Encountered Data is not valid Base64.", path: path(base: base, extra: extra, adding: component))
      }
      return data
    case .custom(let make):
      return try with(node: node, base: base, extra: extra, adding: component) { try make(self) }
    }
  }
}
