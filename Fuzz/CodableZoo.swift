// The Codable types the Codable fuzzer decodes into (CodableFuzzer.swift): every scalar, the
// special types with strategies, optionals, nested containers, dictionaries with String and
// Int keys, enums with raw values and with associated values, a class encoding its
// superclass, and hand-written containers. Each has a sample value, the fuzzer's seeds.

import Foundation

enum Tone: String, Codable, Equatable {
  case calm
  case loud
}

enum Rank: Int, Codable, Equatable {
  case low = 1
  case high = 9
}

indirect enum Event: Codable, Equatable {
  case none
  case tap(x: Int, y: Int)
  case label(String)
  case nested(Event?)
}

struct Scalars: Codable, Equatable {
  var flag: Bool
  var text: String
  var int: Int
  var int8: Int8
  var int16: Int16
  var int32: Int32
  var int64: Int64
  var uint: UInt
  var uint8: UInt8
  var uint16: UInt16
  var uint32: UInt32
  var uint64: UInt64
  var double: Double
  var float: Float
  var decimal: Decimal
}

struct Wide: Codable, Equatable {
  var signed: Int128
  var unsigned: UInt128
  var maybe: Int128?
}

struct Specials: Codable, Equatable {
  var when: Date
  var bytes: Data
  var link: URL
  var whenMaybe: Date?
  var dates: [Date]
}

struct Containers: Codable, Equatable {
  var names: [String]
  var matrix: [[Int]]
  var optionals: [Double?]
  var byName: [String: [Int]]
  var byNumber: [Int: String]
  var nestedMaybe: [String: Scalars?]?
  var tones: [Tone]
  var ranks: [String: Rank]
  var events: [Event]
}

class Pet: Codable, Equatable {
  var name: String
  var age: Int?

  init(name: String, age: Int?) {
    self.name = name
    self.age = age
  }

  static func == (lhs: Pet, rhs: Pet) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs.name == rhs.name && lhs.age == rhs.age && lhs.isEqual(to: rhs)
  }

  func isEqual(to other: Pet) -> Bool { true }
}

final class Dog: Pet {
  var tricks: [String]

  init(name: String, age: Int?, tricks: [String]) {
    self.tricks = tricks
    super.init(name: name, age: age)
  }

  enum CodingKeys: String, CodingKey { case tricks }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tricks = try container.decode([String].self, forKey: .tricks)
    try super.init(from: container.superDecoder())
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tricks, forKey: .tricks)
    try super.encode(to: container.superEncoder())
  }

  override func isEqual(to other: Pet) -> Bool { (other as? Dog)?.tricks == tricks }
}

/// Hand-written containers: nested keyed and unkeyed ones, `decodeIfPresent`, `decodeNil`,
/// `allKeys` and `contains`.
struct HandWritten: Codable, Equatable {
  var id: Int
  var point: [Double]
  var extras: [String: Int]
  var note: String?

  enum Keys: String, CodingKey {
    case id
    case geometry
    case note
  }

  enum GeometryKeys: String, CodingKey { case point }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(id: Int, point: [Double], extras: [String: Int], note: String?) {
    self.id = id
    self.point = point
    self.extras = extras
    self.note = note
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    id = try container.decode(Int.self, forKey: .id)
    let geometry = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
    var point = try geometry.nestedUnkeyedContainer(forKey: .point)
    var values: [Double] = []
    while !point.isAtEnd {
      if try point.decodeNil() { continue }
      values.append(try point.decode(Double.self))
    }
    self.point = values
    note = container.contains(.note) ? try container.decodeIfPresent(String.self, forKey: .note) : nil
    let all = try decoder.container(keyedBy: AnyKey.self)
    var extras: [String: Int] = [:]
    for key in all.allKeys where Keys(stringValue: key.stringValue) == nil {
      extras[key.stringValue] = try all.decodeIfPresent(Int.self, forKey: key)
    }
    self.extras = extras
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    var geometry = container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
    var point = geometry.nestedUnkeyedContainer(forKey: .point)
    for value in self.point { try point.encode(value) }
    try container.encodeIfPresent(note, forKey: .note)
    var all = encoder.container(keyedBy: AnyKey.self)
    for (key, value) in extras.sorted(by: { $0.key < $1.key }) where Keys(stringValue: key) == nil {
      try all.encode(value, forKey: AnyKey(stringValue: key))
    }
  }
}

/// A value read as code reads a number that some documents send as a string: `try?` one
/// type, then the next, each failure an error built and thrown away (the decoder keeps the
/// last mismatch's message for the next); an array or object fails with the last attempt's
/// error.
enum LenientValue: Codable, Equatable {
  case number(Int)
  case text(String)
  case flag(Bool)
  case none

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if container.decodeNil() {
      self = .none
    } else {
      self = .number(try container.decode(Int.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    case .flag(let flag): try container.encode(flag)
    case .none: try container.encodeNil()
    }
  }
}

/// The samples, one per type, encoded as the fuzzer's seeds.
enum CodableSamples {
  static let scalars = Scalars(
    flag: true, text: "a\"b\\c/d\u{1}é", int: -1, int8: -128, int16: 300, int32: -70000, int64: .max, uint: 7,
    uint8: 255, uint16: 65535, uint32: 1, uint64: .max, double: 0.1, float: 1.5, decimal: Decimal(string: "12.345")!)
  static let wide = Wide(signed: .min, unsigned: .max, maybe: nil)
  static let specials = Specials(
    when: Date(timeIntervalSince1970: 1_700_000_000), bytes: Data([0, 1, 255]),
    link: URL(string: "https://example.com/a?b=c")!, whenMaybe: nil, dates: [Date(timeIntervalSince1970: 0)])
  static let containers = Containers(
    names: ["a", ""], matrix: [[1], [], [2, 3]], optionals: [nil, 2.5], byName: ["x": [1]],
    byNumber: [1: "one", -2: "two"],
    nestedMaybe: ["s": nil], tones: [.calm], ranks: ["r": .high],
    events: [.none, .tap(x: 1, y: 2), .nested(.label("l"))])
  static let dog = Dog(name: "Rex", age: 3, tricks: ["sit"])
  static let handWritten = HandWritten(id: 1, point: [1, 2.5], extras: ["z": 3], note: "n")
  static let lenient: [String: [LenientValue]] = ["a": [.number(640), .text("480"), .flag(true), .none]]
}
