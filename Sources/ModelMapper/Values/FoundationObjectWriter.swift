import Foundation
import ModelMapperJSON

/// Writes Foundation objects (`[String: Any]`, `[Any]`, `NSDictionary`, `NSArray`,
/// `NSNumber`, `NSString`, `NSNull`, and Swift strings, numbers and Booleans, as
/// JSONSerialization returns them and as users build them by hand) straight to JSON text for
/// the parser: one pass that tells the common types apart by their exact dynamic type, with
/// no intermediate values and no chain of `as?` casts. Anything else (typed Swift
/// collections such as `[String]`, dates, models, optionals) goes through the value layer.
///
/// The document the text parses into is mapped exactly as the same JSON sent as text:
/// mapping reads only the tape, never the objects.
struct _FoundationObjectWriter: ~Copyable {
  var emitter = _JSONEmitter(options: JSONWriter.Options(), capacity: 1_024)

  /// The document of `object`, or nil when it has no JSON form (a value of another type, a
  /// non-finite number, a dictionary key that is not a string, nesting deeper than 512).
  static func document(from object: Any) -> JSONDocument? {
    var writer = _FoundationObjectWriter()
    guard writer.write(object, depth: 0) else { return nil }
    return writer.emitter.withBytes { try? JSONDocument(parsingValidUTF8: $0) }
  }

  /// Writes one value; false when it has no JSON form.
  mutating func write(_ value: Any, depth: Int) -> Bool {
    let type = Swift.type(of: value)
    switch ObjectIdentifier(type) {
    case _stringType:
      emitter.write(string: value as! String)
    case _dictionaryType:
      return write(members: value as! [String: Any], depth: depth)
    case _arrayType:
      return write(elements: value as! [Any], depth: depth)
    case _intType:
      emitter.integer(Int64(value as! Int))
    case _boolType:
      emitter.write(boolean: value as! Bool)
    case _doubleType:
      return write(number: JSONNumber(value as! Double))
    default:
      if type is AnyClass { return write(object: value as AnyObject, depth: depth) }
      return write(other: value, depth: depth)
    }
    return true
  }

  mutating func write(members: [String: Any], depth: Int) -> Bool {
    guard depth < _maxObjectDepth else { return false }
    emitter.open(.object)
    var index = 0
    for (key, member) in members {
      emitter.separate(element: index, depth: depth + 1)
      emitter.key(key)
      guard write(member, depth: depth + 1) else { return false }
      index += 1
    }
    emitter.close(.object, elements: index, depth: depth)
    return true
  }

  mutating func write(elements: [Any], depth: Int) -> Bool {
    guard depth < _maxObjectDepth else { return false }
    emitter.open(.array)
    for (index, element) in elements.enumerated() {
      emitter.separate(element: index, depth: depth + 1)
      guard write(element, depth: depth + 1) else { return false }
    }
    emitter.close(.array, elements: elements.count, depth: depth)
    return true
  }

  /// A class instance: the Foundation classes JSONSerialization returns (their concrete
  /// subclasses on Apple platforms), or a model or another object for the value layer.
  mutating func write(object: AnyObject, depth: Int) -> Bool {
    if let number = object as? NSNumber {
      guard let json = _JSONBridge.value(fromNumber: number) else { return false }
      if case .bool(let flag) = json {
        emitter.write(boolean: flag)
        return true
      }
      guard case .number(let value) = json else { return false }
      return write(number: value)
    }
    if object is NSNull {
      emitter.null()
    } else if let string = object as? NSString {
      emitter.write(string: string as String)
    } else if let array = object as? NSArray {
      guard depth < _maxObjectDepth else { return false }
      emitter.open(.array)
      var index = 0
      for element in array {
        emitter.separate(element: index, depth: depth + 1)
        guard write(element, depth: depth + 1) else { return false }
        index += 1
      }
      emitter.close(.array, elements: index, depth: depth)
    } else if let dictionary = object as? NSDictionary {
      guard depth < _maxObjectDepth else { return false }
      emitter.open(.object)
      var index = 0
      for (key, member) in dictionary {
        guard let key = key as? String else { return false }
        emitter.separate(element: index, depth: depth + 1)
        emitter.key(key)
        guard write(member, depth: depth + 1) else { return false }
        index += 1
      }
      emitter.close(.object, elements: index, depth: depth)
    } else {
      return write(other: object, depth: depth)
    }
    return true
  }

  mutating func write(number: JSONNumber) -> Bool {
    do {
      try emitter.write(number)
      return true
    } catch {
      return false
    }
  }

  /// Any other value, through the value layer.
  mutating func write(other value: Any, depth: Int) -> Bool {
    guard let json = _JSONBridge.value(fromAny: value) else { return false }
    do {
      try emitter.write(json, depth: depth)
      return true
    } catch {
      return false
    }
  }
}

/// The deepest nesting of Foundation objects mapped, as the parser's default limit (a
/// collection that contains itself stops here).
private let _maxObjectDepth = 512

private let _stringType = ObjectIdentifier(String.self)
private let _dictionaryType = ObjectIdentifier([String: Any].self)
private let _arrayType = ObjectIdentifier([Any].self)
private let _intType = ObjectIdentifier(Int.self)
private let _boolType = ObjectIdentifier(Bool.self)
private let _doubleType = ObjectIdentifier(Double.self)

extension _JSONEmitter {
  /// Writes `true` or `false`.
  mutating func write(boolean: Bool) {
    if boolean {
      raw("true", count: 4)
    } else {
      raw("false", count: 5)
    }
  }
}

/// The `NSNumber`s handed out for Booleans and small integers, made once: numbers are
/// immutable, and Apple platforms share such instances too.
enum _FoundationNumbers {
  static let `true` = NSNumber(value: true)
  static let `false` = NSNumber(value: false)
  static let small: [NSNumber] = (smallRange).map { NSNumber(value: Int64($0)) }
  static let smallRange = -128...1_023

  /// The number for `value`: a shared instance in the small range.
  static func number(_ value: Int64) -> NSNumber {
    smallRange.contains(Int(value)) ? small[Int(value) - smallRange.lowerBound] : NSNumber(value: value)
  }
}
