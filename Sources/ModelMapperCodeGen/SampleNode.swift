import Foundation
import ModelMapper

/// Everything the samples show at one place of the documents (a key of an object type, the
/// elements of an array, the values of a dictionary): how many values of each kind, and,
/// for objects and arrays, the places below.
final class SampleNode {
  /// Values seen here, `null` included.
  var values = 0
  var nulls = 0
  var bools = 0
  /// Integers that fit `Int`.
  var ints = 0
  /// Negative integers (which rule out `UInt64`).
  var negativeInts = 0
  /// Integers above `Int.max` that fit `UInt64`.
  var unsignedInts = 0
  /// Numbers with a fraction or an exponent that a `Double` holds.
  var doubles = 0
  /// Numbers a `Double` cannot hold exactly but a `Decimal` can (more than 17 significant
  /// digits, integers beyond 64 bits).
  var decimals = 0
  /// Numbers that neither a `Double` nor a `Decimal` holds exactly (more than 38 significant
  /// digits, `1e400`, `1e-400`): kept as `JSONNumber`, with their text.
  var exactNumbers = 0
  var strings = 0
  /// The date form shared by every string seen, while they all are dates of one form.
  var dateForm: DateForm?
  var allStringsAreDates = true
  var allStringsAreURLs = true
  var arrays = 0
  var objects = 0
  /// Objects whose keys look like data (ids, numbers) rather than field names.
  var dictionaryObjects = 0
  /// Objects with at least one member.
  var nonEmptyObjects = 0

  /// The elements of the arrays seen here.
  private(set) var element: SampleNode?
  /// The members of the objects seen here, in the order first seen, with how many objects
  /// had each.
  private(set) var members: [(key: String, node: SampleNode)] = []
  private(set) var memberCounts: [String: Int] = [:]
  private var memberIndex: [String: Int] = [:]
  /// The values of the objects seen here, as if they were dictionaries.
  private(set) var dictionaryValue: SampleNode?

  /// Records one value and everything below it.
  func add(_ value: JSONValue, depth: Int = 0) {
    values += 1
    switch value {
    case .null: nulls += 1
    case .bool: bools += 1
    case .number(let number): addNumber(number)
    case .string(let string): addString(string)
    case .array(let elements):
      arrays += 1
      let element = self.element ?? SampleNode()
      self.element = element
      for item in elements { element.add(item, depth: depth + 1) }
    case .object(let object):
      addObject(object, depth: depth)
    }
  }

  private func addNumber(_ number: JSONNumber) {
    if number.isInteger, let value = number.int64Value {
      ints += 1
      if value < 0 { negativeInts += 1 }
    } else if number.isInteger, number.uint64Value != nil {
      unsignedInts += 1
    } else if !number.isInteger && Self.doubleHolds(number) {
      doubles += 1
    } else if number.decimalValue != nil {
      decimals += 1
    } else {
      exactNumbers += 1
    }
  }

  /// Whether the nearest `Double` to `number` is written back as the same value: its
  /// shortest text denotes the same decimal (`0.1`, `1.50`, `1e300`; not
  /// `0.1000000000000000055511`, `1e-400` or `1e400`).
  static func doubleHolds(_ number: JSONNumber) -> Bool {
    let double = number.doubleValue
    return double.isFinite && JSONNumber(double).isExactlyEqual(to: number)
  }

  private func addString(_ string: String) {
    strings += 1
    if allStringsAreDates {
      if let form = DateForm(string), dateForm == nil || dateForm == form {
        dateForm = form
      } else {
        allStringsAreDates = false
        dateForm = nil
      }
    }
    if allStringsAreURLs && !Self.isURL(string) { allStringsAreURLs = false }
  }

  private func addObject(_ object: JSONObject, depth: Int) {
    objects += 1
    guard !object.isEmpty else { return }
    nonEmptyObjects += 1
    if Self.keysLookLikeData(object.keys) {
      dictionaryObjects += 1
      let value = dictionaryValue ?? SampleNode()
      dictionaryValue = value
      for (_, member) in object { value.add(member, depth: depth + 1) }
    }
    for (key, member) in object {
      let node: SampleNode
      if let index = memberIndex[key] {
        node = members[index].node
      } else {
        node = SampleNode()
        memberIndex[key] = members.count
        members.append((key, node))
      }
      memberCounts[key, default: 0] += 1
      node.add(member, depth: depth + 1)
    }
  }

  /// Adds what `other` saw (the same field under another spelling of its key).
  func absorb(_ other: SampleNode) {
    values += other.values
    nulls += other.nulls
    bools += other.bools
    ints += other.ints
    negativeInts += other.negativeInts
    unsignedInts += other.unsignedInts
    doubles += other.doubles
    decimals += other.decimals
    exactNumbers += other.exactNumbers
    if other.strings > 0 {
      let sameForm = dateForm == nil || other.dateForm == nil || dateForm == other.dateForm
      allStringsAreDates = allStringsAreDates && other.allStringsAreDates && sameForm
      dateForm = allStringsAreDates ? (dateForm ?? other.dateForm) : nil
      allStringsAreURLs = allStringsAreURLs && other.allStringsAreURLs
    }
    strings += other.strings
    arrays += other.arrays
    objects += other.objects
    dictionaryObjects += other.dictionaryObjects
    nonEmptyObjects += other.nonEmptyObjects
    if let otherElement = other.element {
      if let element { element.absorb(otherElement) } else { element = otherElement }
    }
    if let otherValue = other.dictionaryValue {
      if let dictionaryValue { dictionaryValue.absorb(otherValue) } else { dictionaryValue = otherValue }
    }
    for (key, node) in other.members {
      if let index = memberIndex[key] {
        members[index].node.absorb(node)
      } else {
        memberIndex[key] = members.count
        members.append((key, node))
      }
      memberCounts[key, default: 0] += other.memberCounts[key] ?? 0
    }
  }

  /// Whether the objects here are dictionaries keyed by data: every non-empty one had keys
  /// that look like ids or numbers.
  var isDictionary: Bool { nonEmptyObjects > 0 && dictionaryObjects == nonEmptyObjects }

  /// Whether every object here had `key` with a non-null value.
  func isAlwaysPresent(_ key: String, node: SampleNode) -> Bool {
    memberCounts[key] == objects && node.nulls == 0
  }

  /// Keys look like data when all are decimal numbers, or when there are at least two and
  /// each is an id: 8 or more letters and digits, with at least one digit (the `pic_infos`
  /// of a Weibo status), or a UUID.
  static func keysLookLikeData(_ keys: [String]) -> Bool {
    guard !keys.isEmpty else { return false }
    if keys.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) { return true }
    guard keys.count >= 2 else { return false }
    return keys.allSatisfy { key in
      if UUID(uuidString: key) != nil { return true }
      let bytes = key.utf8
      return bytes.count >= 8
        && bytes.allSatisfy { $0 < 0x80 && (Character(UnicodeScalar($0)).isLetter || ($0 >= 0x30 && $0 <= 0x39)) }
        && bytes.contains { $0 >= 0x30 && $0 <= 0x39 }
    }
  }

  /// Whether `string` is an absolute http(s) URL that `URL` keeps exactly as written.
  static func isURL(_ string: String) -> Bool {
    guard string.hasPrefix("http://") || string.hasPrefix("https://"), let url = URL(string: string),
      url.host != nil
    else { return false }
    return url.absoluteString == string
  }
}
