import Foundation
import SeededRandom

/// A JSON document as a tree, for generating and mutating documents: numbers keep the text
/// they are written with, objects keep member order and repeated keys.
indirect enum JSONTree {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONTree])
  case object([(String, JSONTree)])

  /// Foundation's reading of JSON text (for the forms of the enums and the class, which
  /// Foundation's encoder writes).
  init(foundation object: Any) {
    switch object {
    case is NSNull: self = .null
    case let number as NSNumber where String(describing: type(of: number)).contains("Boolean"):
      self = .bool(number.boolValue)
    case let number as NSNumber: self = .number(number.stringValue)
    case let string as String: self = .string(string)
    case let array as [Any]: self = .array(array.map(JSONTree.init(foundation:)))
    case let dictionary as [String: Any]:
      self = .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, JSONTree(foundation: $0.value)) })
    default: self = .null
    }
  }
}

/// The strategies of one document, given to both decoders (and both encoders).
struct Strategies: CustomStringConvertible {
  enum Keys: CaseIterable { case useDefault, snakeCase, custom }
  enum Dates: CaseIterable { case deferred, seconds, milliseconds, iso8601, formatted, custom }
  enum DataForm: CaseIterable { case base64, deferred, custom }

  var keys = Keys.useDefault
  var dates = Dates.deferred
  var data = DataForm.base64
  var convertsFloats = false
  /// Output formatting, when encoding.
  var sortsKeys = false
  var prettyPrints = false
  var keepsSlashes = false

  var description: String {
    "keys: \(keys), dates: \(dates), data: \(data), non-conforming floats: \(convertsFloats), "
      + "sorted: \(sortsKeys), pretty: \(prettyPrints), slashes kept: \(keepsSlashes)"
  }

  /// The prefix of every object key in documents read with the custom key strategy.
  static let customPrefix = "k_"

  /// The formatter of `.formatted`.
  static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter
  }()
}

/// Makes values of shapes, documents of values, and mutations of documents, at random.
struct DocumentMaker {
  var random: SeededGenerator
  var strategies = Strategies()
  /// How many more doubles and floats may be infinite or NaN (values to encode). One at most
  /// per value: with two, the encoders may meet either first (dictionaries are unordered).
  var nonFiniteLeft = 0

  mutating func nonFiniteValue() -> Double? {
    guard nonFiniteLeft > 0, chance(5) else { return nil }
    nonFiniteLeft -= 1
    return [Double.nan, .infinity, -.infinity].randomElement(using: &random)!
  }

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  // MARK: Values

  static let strings = [
    "", "a", "hello world", "quote \" and backslash \\", "line\nbreak\ttab", "é", "日本語", "emoji 🎉👍🏽", "\u{7F}",
    "control \u{1}\u{1F}", "slash / here", "snake_case_key", "Index 3", "super", "\u{2028}", "null", "12",
  ]

  mutating func value(of shape: Shape) -> Value {
    switch shape {
    case .bool: return .bool(Bool.random(using: &random))
    case .string: return .string(Self.strings.randomElement(using: &random)!)
    case .double:
      return .double(nonFiniteValue() ?? double())
    case .float:
      if let special = nonFiniteValue() { return .float(Float(special)) }
      let value = Float(double())
      return .float(value.isFinite ? value : 1.5)
    case .decimal:
      let digits = (0..<Int.random(in: 1...20, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random))
      }
      let text =
        (chance(30) ? "-" : "") + digits.joined() + (chance(50) ? ".\(Int.random(in: 0...999, using: &random))" : "")
      return .decimal(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!)
    case .date:
      switch strategies.dates {
      case .iso8601, .formatted, .custom:
        return .date(
          Date(timeIntervalSince1970: Double(Int64.random(in: -11_000_000_000...13_000_000_000, using: &random))))
      default: return .date(Date(timeIntervalSince1970: double(limit: 1e11)))
      }
    case .data:
      return .data(
        Data((0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }))
    case .url:
      return .url(
        ["https://example.com/a?b=c&d=%20", "relative/path", "mailto:x@y.z", "x"].randomElement(using: &random)!)
    case .integer(let kind):
      let (low, high) = kind.range
      let edge = [low, high, 0, low + 1, high - 1].randomElement(using: &random)!
      let pick = chance(30) ? edge : Int128.random(in: max(low, -1_000_000)...min(high, 1_000_000), using: &random)
      return .integer("\(pick)")
    case .optional(let wrapped): return chance(30) ? .null : value(of: wrapped)
    case .array(let element): return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in value(of: element) })
    case .dictionary(let element):
      var members: [String: Value] = [:]
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        members[Self.strings.randomElement(using: &random)!] = value(of: element)
      }
      return .object(members)
    case .intKeyed(let element):
      var members: [String: Value] = [:]
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        members["\(Int.random(in: -50...50, using: &random))"] = value(of: element)
      }
      return .object(members)
    case .object(let fields):
      return .object(Dictionary(uniqueKeysWithValues: fields.map { ($0.name, value(of: $0.shape)) }))
    case .suit: return .suit(Suit.allCases.randomElement(using: &random)!)
    case .level: return .level(Level.allCases.randomElement(using: &random)!)
    case .figure: return .figure(figure(depth: 0))
    case .puppy:
      return .puppy(
        Puppy(
          name: Self.strings.randomElement(using: &random)!,
          age: chance(50) ? Int.random(in: 0...20, using: &random) : nil,
          tricks: chance(50) ? ["sit"] : [], trained: Bool.random(using: &random)))
    }
  }

  mutating func figure(depth: Int) -> Figure {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: .none
    case 1: .point(x: Int.random(in: -9...9, using: &random), y: Int.random(in: -9...9, using: &random))
    case 2: .label(Self.strings.randomElement(using: &random)!)
    case 3: .pair(Int.random(in: 0...99, using: &random), chance(50) ? "x" : nil)
    default: .nested(inner: depth < 2 && chance(70) ? [figure(depth: depth + 1)] : nil)
    }
  }

  /// A finite double: whole numbers, short fractions, and any bit pattern.
  mutating func double(limit: Double = .greatestFiniteMagnitude) -> Double {
    let value: Double
    switch Int.random(in: 0..<4, using: &random) {
    case 0: value = Double(Int.random(in: -1000...1000, using: &random))
    case 1: value = Double(Int.random(in: -100_000...100_000, using: &random)) / 100
    case 2: value = Double.random(in: -1e6...1e6, using: &random)
    default: value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random))
    }
    return value.isFinite && abs(value) <= limit ? value : 0.5
  }

  // MARK: Documents

  /// The document of `value`, as the strategies have it written.
  mutating func tree(_ value: Value, _ shape: Shape) -> JSONTree {
    switch (shape, value) {
    case (_, .null): return .null
    case (.optional(let wrapped), _): return tree(value, wrapped)
    case (.array(let element), .array(let values)): return .array(values.map { tree($0, element) })
    case (.dictionary(let element), .object(let members)), (.intKeyed(let element), .object(let members)):
      return .object(members.map { ($0.key, tree($0.value, element)) }.shuffled(using: &random))
    case (.object(let fields), .object(let members)):
      var written: [(String, JSONTree)] = []
      for field in fields {
        let member = members[field.name] ?? .null
        if case .optional = field.shape, case .null = member, chance(50) { continue }
        written.append((key(for: field), tree(member, field.shape)))
      }
      return .object(written.shuffled(using: &random))
    case (_, .bool(let flag)): return .bool(flag)
    case (_, .string(let text)): return .string(text)
    case (_, .double(let number)): return .number("\(number)")
    case (_, .float(let number)): return .number("\(number)")
    case (_, .decimal(let number)): return .number("\(number)")
    case (_, .integer(let text)): return .number(text)
    case (_, .url(let text)): return .string(text)
    case (_, .date(let date)): return dateTree(date)
    case (_, .data(let data)):
      switch strategies.data {
      case .base64: return .string(data.base64EncodedString())
      case .deferred: return .array(data.map { .number("\($0)") })
      case .custom: return .string(data.map { String(format: "%02x", $0) }.joined())
      }
    case (_, .suit(let suit)): return foundationTree(suit)
    case (_, .level(let level)): return foundationTree(level)
    case (_, .figure(let figure)): return foundationTree(figure)
    case (_, .puppy(let puppy)): return foundationTree(puppy)
    default: return .null
    }
  }

  func key(for field: Field) -> String {
    switch strategies.keys {
    case .useDefault: field.name
    case .snakeCase: field.snakeName
    case .custom: Strategies.customPrefix + field.name
    }
  }

  mutating func dateTree(_ date: Date) -> JSONTree {
    switch strategies.dates {
    case .deferred: return .number("\(date.timeIntervalSinceReferenceDate)")
    case .seconds: return .number("\(date.timeIntervalSince1970)")
    case .milliseconds: return .number("\(date.timeIntervalSince1970 * 1000)")
    case .iso8601:
      var text = date.formatted(Date.ISO8601FormatStyle())
      if chance(20) { text = text.replacingOccurrences(of: "Z", with: chance(50) ? "+00:00" : ".250Z") }
      return .string(text)
    case .formatted: return .string(Strategies.formatter.string(from: date))
    case .custom: return .string("@\(Int64(date.timeIntervalSince1970))")
    }
  }

  func foundationTree<T: Encodable>(_ value: T) -> JSONTree {
    let data = try! JSONEncoder().encode(value)
    return JSONTree(foundation: try! JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed))
  }

  // MARK: Mutations

  /// The document with one thing wrong (or odd): a value of another kind, a null, a missing
  /// or repeated member, a number out of range, an unknown member.
  mutating func mutate(_ tree: JSONTree) -> JSONTree {
    var nodes = 0
    count(tree, &nodes)
    let target = Int.random(in: 0..<max(nodes, 1), using: &random)
    var index = 0
    return mutate(tree, target, &index)
  }

  func count(_ tree: JSONTree, _ count: inout Int) {
    count += 1
    switch tree {
    case .array(let elements): for element in elements { self.count(element, &count) }
    case .object(let members): for (_, value) in members { self.count(value, &count) }
    default: break
    }
  }

  /// The tree with its node number `target` (in pre-order, counted by `index`) replaced.
  mutating func mutate(_ tree: JSONTree, _ target: Int, _ index: inout Int) -> JSONTree {
    let mine = index
    index += 1
    if mine == target { return replacement(for: tree) }
    switch tree {
    case .array(let elements):
      var changed: [JSONTree] = []
      for element in elements { changed.append(mutate(element, target, &index)) }
      return .array(changed)
    case .object(let members):
      var changed: [(String, JSONTree)] = []
      for (key, value) in members { changed.append((key, mutate(value, target, &index))) }
      return .object(changed)
    default: return tree
    }
  }

  mutating func replacement(for tree: JSONTree) -> JSONTree {
    switch Int.random(in: 0..<9, using: &random) {
    case 0: return .null
    case 1: return .string("12")
    case 2:
      return .number(
        ["1.5", "1e400", "-1e400", "1e-400", "99999999999999999999999999999999999999999", "-1", "256", "3e2"]
          .randomElement(using: &random)!)
    case 3: return .bool(true)
    case 4: return .array([tree])
    case 5: return .object([("unknown", tree)])
    case 6:
      if case .object(var members) = tree, !members.isEmpty {
        members.remove(at: Int.random(in: 0..<members.count, using: &random))
        return .object(members)
      }
      return .null
    case 7:
      if case .object(var members) = tree, let first = members.first {
        // A repeated key: Foundation's decoders keep the first.
        members.append((first.0, .string("repeated")))
        return .object(members)
      }
      return .number("0")
    default:
      if case .array(var elements) = tree, !elements.isEmpty {
        elements.removeLast()
        return .array(elements)
      }
      return .string("")
    }
  }

  // MARK: Text

  /// The document's text, with random whitespace.
  mutating func text(_ tree: JSONTree) -> [UInt8] {
    var out: [UInt8] = []
    write(tree, &out)
    return out
  }

  mutating func space(_ out: inout [UInt8]) {
    guard chance(15) else { return }
    out.append(contentsOf: [[0x20], [0x0A], [0x09, 0x20], [0x0D, 0x0A]].randomElement(using: &random)!)
  }

  mutating func write(_ tree: JSONTree, _ out: inout [UInt8]) {
    space(&out)
    switch tree {
    case .null: out += Array("null".utf8)
    case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
    case .number(let text): out += Array(text.utf8)
    case .string(let text): writeString(text, &out)
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        write(element, &out)
      }
      space(&out)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (position, (key, value)) in members.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        space(&out)
        writeString(key, &out)
        space(&out)
        out.append(UInt8(ascii: ":"))
        write(value, &out)
      }
      space(&out)
      out.append(UInt8(ascii: "}"))
    }
    space(&out)
  }

  mutating func writeString(_ text: String, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += Array("\\\"".utf8)
      case "\\": out += Array("\\\\".utf8)
      case "\n": out += Array("\\n".utf8)
      case "\t": out += Array("\\t".utf8)
      case _ where scalar.value < 0x20 || (chance(5) && scalar.value < 0x10000):
        out += Array(String(format: "\\u%04X", scalar.value).utf8)
      default: out += Array(String(scalar).utf8)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// The text with a byte-level fault: an invalid UTF-8 byte in it, or cut short.
  mutating func damage(_ text: [UInt8]) -> [UInt8] {
    guard !text.isEmpty else { return text }
    var damaged = text
    if chance(50),
      let quote = damaged.indices.filter({ damaged[$0] == UInt8(ascii: "\"") }).randomElement(using: &random)
    {
      damaged.insert([0xFF, 0xC3, 0x80, 0xED].randomElement(using: &random)!, at: quote + 1)
    } else {
      damaged.removeLast(Int.random(in: 1...damaged.count, using: &random))
    }
    return damaged
  }
}
