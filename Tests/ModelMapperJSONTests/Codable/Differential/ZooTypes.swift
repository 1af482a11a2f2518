import Foundation

// Concrete Codable types the generated shapes use: enums with raw values, an enum with
// associated values, and a class hierarchy that encodes its superclass in `super`.

/// An enum with `String` raw values.
enum Suit: String, Codable, CaseIterable {
  case hearts, spades
  case clubs = "club_suit"
  case diamonds = "♦︎"
}

/// An enum with `Int` raw values.
enum Level: Int, Codable, CaseIterable {
  case low = 1
  case middle = 5
  case high = 10
}

/// An enum with associated values, its `Codable` synthesized.
enum Figure: Codable, Equatable {
  case none
  case point(x: Int, y: Int)
  case label(String)
  case pair(Int, String?)
  case nested(inner: [Figure]?)
}

/// A superclass, encoded by its subclass in `super`.
class Pet: Codable, Equatable, CustomStringConvertible {
  var name: String
  var age: Int?

  init(name: String, age: Int?) {
    self.name = name
    self.age = age
  }

  static func == (lhs: Pet, rhs: Pet) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs.isEqual(to: rhs)
  }

  func isEqual(to other: Pet) -> Bool { name == other.name && age == other.age }

  var description: String { "Pet(\(name), \(age.map(String.init) ?? "nil"))" }
}

/// A subclass that encodes its own fields and its superclass through `superEncoder()` (the
/// `super` key) and `superDecoder(forKey:)` for a second copy under `parent`.
final class Puppy: Pet {
  var tricks: [String]
  var trained: Bool

  init(name: String, age: Int?, tricks: [String], trained: Bool) {
    self.tricks = tricks
    self.trained = trained
    super.init(name: name, age: age)
  }

  enum CodingKeys: String, CodingKey { case tricks, trained, parent }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tricks = try container.decode([String].self, forKey: .tricks)
    trained = try container.decode(Bool.self, forKey: .trained)
    let parent = try Pet(from: container.superDecoder(forKey: .parent))
    try super.init(from: container.superDecoder())
    guard parent.name == name else {
      throw DecodingError.dataCorruptedError(forKey: .parent, in: container, debugDescription: "parent differs")
    }
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tricks, forKey: .tricks)
    try container.encode(trained, forKey: .trained)
    try super.encode(to: container.superEncoder(forKey: .parent))
    try super.encode(to: container.superEncoder())
  }

  override func isEqual(to other: Pet) -> Bool {
    guard let other = other as? Puppy else { return false }
    return super.isEqual(to: other) && tricks == other.tricks && trained == other.trained
  }

  override var description: String { "Puppy(\(name), \(age.map(String.init) ?? "nil"), \(tricks), \(trained))" }
}
