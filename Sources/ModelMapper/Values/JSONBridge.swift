import Foundation
import ModelMapperSupport

/// Conversions at the edges, between ModelMapper's JSON types and Foundation-style `Any`
/// (`[String: Any]`, `NSNumber`, `NSNull`, ...), for ObjectMapper's `[String: Any]` APIs.
/// Hot paths never come here.
@usableFromInline
enum _JSONBridge {
  /// The class of Foundation's Boolean numbers (`__NSCFBoolean`), to tell `true` from `1`.
  static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  // MARK: Any to JSON

  /// The JSON form of a Foundation-style or Swift value: everything the value layer writes
  /// (strings, Booleans, numbers of every kind, dates, URLs, UUIDs, enums, models, and
  /// optionals, arrays, sets and dictionaries of those), and Foundation objects (`NSNumber`,
  /// `NSNull`, `NSString`, `NSArray`, `NSDictionary`). Nil for anything else, or for a
  /// collection holding anything else.
  @usableFromInline
  static func value(fromAny value: Any) -> JSONValue? {
    var writing = _ValueWriting(map: nil)
    return _MapValues.json(value, &writing)
  }

  /// The JSON form of a Foundation object, as `JSONSerialization` takes it: `NSNumber`
  /// (Booleans as `true`/`false`), `NSNull`, `NSString`, and `NSArray` and `NSDictionary`
  /// whose elements have a JSON form. Only class instances come here: testing a Swift value
  /// with `as? NSNumber` bridges it first (a `Set<Decimal>` bridged that way recursed until
  /// the stack ran out in swift-corelibs-foundation).
  static func foundationJSON(_ object: AnyObject, _ writing: inout _ValueWriting) -> JSONValue? {
    switch object {
    case let number as NSNumber: return value(fromNumber: number)
    case is NSNull: return .null
    case let string as NSString: return .string(string as String)
    case let array as NSArray:
      guard writing.foundationDepth < 512 else { return nil }
      writing.foundationDepth += 1
      defer { writing.foundationDepth -= 1 }
      var elements: [JSONValue] = []
      elements.reserveCapacity(array.count)
      for element in array {
        guard let json = _MapValues.json(element, &writing) else { return nil }
        elements.append(json)
      }
      return .array(elements)
    case let dictionary as NSDictionary:
      guard writing.foundationDepth < 512 else { return nil }
      writing.foundationDepth += 1
      defer { writing.foundationDepth -= 1 }
      var members: [(key: String, value: Any)] = []
      for (key, member) in dictionary {
        guard let key = key as? String else { return nil }
        members.append((key, member))
      }
      members.sort { _utf8Less($0.key, $1.key) }
      var object = JSONObject(minimumCapacity: members.count)
      for member in members {
        guard let json = _MapValues.json(member.value, &writing) else { return nil }
        object._appendUnchecked(member.key, json)
      }
      return .object(object)
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
    _FoundationObjectWriter.document(from: object)
  }

  // MARK: JSON to Any

  /// The value at `node` as Foundation's `JSONSerialization` would give it: `String`,
  /// `NSNumber` (numbers and Booleans), `NSNull`, `[Any]`, `[String: Any]`. With `nullAsNil`,
  /// a top-level `null` is nil (ObjectMapper's `currentValue`); inside collections it is
  /// always `NSNull`.
  @usableFromInline
  static func any(_ document: JSONDocument, _ node: Int, nullAsNil: Bool = false) -> Any? {
    if nullAsNil, _TapeReader(document).tape[node].kind == .null { return nil }
    return element(document, node)
  }

  /// The value at `node` as ``any(_:_:nullAsNil:)`` gives it, `null` as `NSNull`.
  ///
  /// Each level of nesting costs this frame and ``dictionary(_:_:)``'s: both make the reader
  /// where they read rather than keep one in a local, which in debug builds grows both frames
  /// (the deepest documents must convert on a thread with a 512 KiB stack).
  static func element(_ document: JSONDocument, _ node: Int) -> Any {
    let entry = _TapeReader(document).tape[node]
    switch entry.kind {
    case .null: return NSNull()
    case .true: return _FoundationNumbers.true
    case .false: return _FoundationNumbers.false
    case .string: return _TapeReader(document)._string(at: node)
    case .int64: return _FoundationNumbers.number(Int64(bitPattern: entry.payload))
    case .uint64: return NSNumber(value: entry.payload)
    case .text: return foundationNumber(text: _TapeReader(document)._numberText(at: node))
    case .array:
      var elements: [Any] = []
      elements.reserveCapacity(entry.count)
      var child = node + 1
      while child < entry.end {
        elements.append(element(document, child))
        child = _TapeReader(document)._next(after: child)
      }
      return elements
    case .object:
      return dictionary(document, node)
    }
  }

  /// The object at `node` as `[String: Any]` (the last of repeated keys wins).
  static func dictionary(_ document: JSONDocument, _ node: Int) -> [String: Any] {
    let entry = _TapeReader(document).tape[node]
    // A shape met before is built from its template, without hashing its keys again. The
    // values are set here, so that nesting costs two frames a level (deep documents on
    // threads with small stacks, in debug builds too).
    if entry.count >= DictionaryTemplates.minimumCount && entry.flags & _TapeEntry.flagDuplicateKeys == 0,
      let template = DictionaryTemplates.shared.template(document, node)
    {
      var dictionary = template.dictionary
      var position = 0
      var key = node + 1
      while key < entry.end {
        dictionary.values[template.indices[position]] = element(document, key + 1)
        position += 1
        key = _TapeReader(document)._next(after: key + 1)
      }
      return dictionary
    }
    var dictionary = [String: Any](minimumCapacity: entry.count)
    var key = node + 1
    while key < entry.end {
      dictionary[_TapeReader(document)._string(at: key)] = element(document, key + 1)
      key = _TapeReader(document)._next(after: key + 1)
    }
    return dictionary
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
    // The keys a model writes are the same strings every time: a template of them saves
    // hashing them again (see ``DictionaryTemplates``).
    if object.count >= DictionaryTemplates.minimumCount,
      let template = DictionaryTemplates.shared.template(keys: object._keys)
    {
      var dictionary = template.dictionary
      for (position, value) in object._values.enumerated() {
        dictionary.values[template.indices[position]] = any(value)
      }
      return dictionary
    }
    var dictionary: [String: Any] = [:]
    dictionary.reserveCapacity(object.count)
    for (key, value) in zip(object._keys, object._values) {
      dictionary[key] = any(value)
    }
    return dictionary
  }

  static func number(_ number: JSONNumber) -> Any {
    switch number.storage {
    case .int(let value): return NSNumber(value: value)
    case .uint(let value): return NSNumber(value: value)
    case .double(let value): return NSNumber(value: value)
    case .float(let value): return NSNumber(value: value)
    // A value's own number (a `JSONNumber` or `JSONValue` property written by `toJSON()`):
    // exact, as the type promises.
    case .text(let text): return foundationNumber(text: text, exact: true)
    case .decimal(let text):
      return _decimalFromNumberText(text).map(NSDecimalNumber.init(decimal:)) ?? foundationNumber(text: text)
    }
  }

  /// A number written with a fraction, an exponent, or beyond 64 bits, in Foundation form,
  /// without losing it where Foundation can hold it: an `NSNumber` for whole numbers within
  /// 64 bits, for numbers whose `Double` reads back as the same value, and for numbers of at
  /// most 17 significant digits within `Double`'s normal range (the texts doubles are
  /// written as: `-65.613616999999977` is the double nearest to it, as `<-` into a `Double`
  /// reads it); an `NSDecimalNumber` for the others that `Decimal`
  /// holds exactly (`0.1000000000000000055`, `2^70`); an `Int128` or `UInt128` for larger
  /// whole numbers (where the platform has them); the ``JSONNumber`` itself for the rest
  /// (`1e400`, `1e-400`, 40-digit integers), which keeps the text.
  ///
  /// Texts of 17 digits went to `NSDecimalNumber` until they were found to read back, as
  /// `Double`, up to a few units in the last place away from the nearest double on Linux
  /// (swift-corelibs-foundation's `doubleValue`), and at about 7 us a number.
  static func foundationNumber(text: String) -> Any { foundationNumber(text: text, exact: false) }

  /// ``foundationNumber(text:)``, or with `exact` (a `JSONNumber`'s own text, which must
  /// come back as written) a number of at most 17 digits becomes a double only when the
  /// double reads back as the same value: `12345678901234.567`, whose double is written
  /// `12345678901234.566`, is an `NSDecimalNumber`. (A function of its own: a default
  /// argument grew the frame of ``element(_:_:)``, which every level of nesting costs, past
  /// what the deepest documents have on a 512 KiB stack in a debug build.)
  static func foundationNumber(text: String, exact: Bool) -> Any {
    var text = text
    let (integer, double) = text.withUTF8 { bytes in
      (_integer(text: bytes.baseAddress!, count: bytes.count), _parseDouble(bytes.baseAddress!, count: bytes.count))
    }
    if let (negative, magnitude) = integer, magnitude != 0 || text.utf8.first != UInt8(ascii: "-") {
      if !negative, let unsigned = UInt64(exactly: magnitude), unsigned > UInt64(Int64.max) {
        return NSNumber(value: unsigned)
      }
      if let signed = negative ? _negate(magnitude) : Int64(exactly: magnitude) { return NSNumber(value: signed) }
    }
    if !exact && double.isNormal && text.withUTF8({ _significantDigitCount($0) }) <= 17 {
      return NSNumber(value: double)
    }
    if double.isFinite, _sameNumber(_shortestText(double), text) { return NSNumber(value: double) }
    if let decimal = _decimalFromNumberText(text) { return NSDecimalNumber(decimal: decimal) }
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *),
      let wide = text.withUTF8({ _integer(text: $0.baseAddress!, count: $0.count, as: UInt128.self) })
    {
      if !wide.negative { return wide.magnitude }
      if let signed = Int128(exactly: wide.magnitude) { return 0 - signed }
      if wide.magnitude == UInt128(Int128.max) + 1 { return Int128.min }
    }
    return JSONNumber(text: text) ?? NSNumber(value: double)
  }
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

extension _JSONBridge {
  /// `value` when it is exactly a `T` (not an optional, a subclass or a bridged Foundation
  /// object holding one), `.some(nil)` when it is nil, and nil when the caller must cast it
  /// (any other value, or a `T` other than `String`, `Double` and `Int`).
  ///
  /// The optional is read where it lies. An `Any?` is the existential container: three words
  /// of inline buffer, then the value's type metadata, null for nil (`Optional`'s first extra
  /// inhabitant); the Swift ABI keeps a bitwise-takable value of up to three words whose
  /// alignment is at most a word's in the buffer. So the type is compared with `T` and the
  /// value loaded from the buffer: a few instructions, where `value as? T` goes through the
  /// runtime's dynamic cast (about 150 to 250 instructions for a `String` or a `Double`, more
  /// for a cast that tries bridging), and even unwrapping the optional with `if let` copies
  /// the existential and destroys the copy through value witnesses (about 250 instructions:
  /// a third of a date transform's parse from a `String`). A value kept out of line (a
  /// `Double` where a word is four bytes, as on watchOS) is left to the caller.
  @inline(__always)
  static func exactly<T>(_ value: borrowing Any?, as type: T.Type) -> T?? {
    let word = MemoryLayout<Int>.size
    guard T.self == String.self || T.self == Double.self || T.self == Int.self,
      MemoryLayout<T>.size <= 3 * word, MemoryLayout<T>.alignment <= word, MemoryLayout<Any?>.size == 4 * word
    else { return nil }
    return withUnsafePointer(to: value) { pointer -> T?? in
      let raw = UnsafeRawPointer(pointer)
      guard let metadata = raw.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self) else { return .some(nil) }
      guard metadata == unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self) else { return nil }
      return .some(raw.load(as: T.self))
    }
  }

  /// `value as? T`, with a Swift `String`, `Double` or `Int` read without a dynamic cast
  /// (see ``exactly(_:as:)``); other forms (an `NSString`, an optional holding the value, a
  /// bridged number, and nil, which `as?` makes a value of an optional or `Any` type) as
  /// `as?` makes them.
  @inline(__always)
  static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
    if let found = exactly(value, as: T.self) { return found }
    return value as? T
  }
}
