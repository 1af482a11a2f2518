import Foundation
import ModelMapperJSON
import Testing

// The decoder keeps the message of its last type mismatch and gives it again when the next
// mismatch is of the same type and kind of value (code that tries `Int` and then `String` at
// every value fails the same way each time). These tests make it meet mismatches that repeat,
// alternate and change, and compare every message with Foundation's `JSONDecoder`'s.

/// What every attempt at every member made: the value, or the error's case, path and message.
private struct Attempts: Decodable {
  var results: [String]

  /// The types tried at each member, in order: repeats and alternations on purpose.
  static var tries: [any Decodable.Type] {
    [Int.self, Int.self, String.self, Bool.self, Int.self, Double.self, [Int].self, Bool.self, String.self]
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    var results: [String] = []
    for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
      for type in Self.tries {
        results.append("\(key.stringValue) as \(type): " + Self.attempt(type, key, container))
      }
      // The same through a single-value container, as `LenientInt`-style types read.
      let single = try container.superDecoder(forKey: key).singleValueContainer()
      for type in [Int.self, String.self, Int.self] as [any Decodable.Type] {
        results.append("\(key.stringValue) alone as \(type): " + Self.attempt(type, single))
      }
    }
    self.results = results
  }

  static func attempt<T: Decodable>(_ type: T.Type, _ key: AnyKey, _ container: KeyedDecodingContainer<AnyKey>)
    -> String
  {
    describe { "\(try container.decode(T.self, forKey: key))" }
  }

  static func attempt<T: Decodable>(_ type: T.Type, _ container: any SingleValueDecodingContainer) -> String {
    describe { "\(try container.decode(T.self))" }
  }

  /// The value `body` makes, or its error as the differential tests describe errors.
  static func describe(_ body: () throws -> String) -> String {
    do {
      return "value " + (try body())
    } catch let error as DecodingError {
      return Outcome.describe(error)
    } catch {
      return "other \(error)"
    }
  }
}

@Suite("Type mismatch messages, repeated and changing, are Foundation's")
struct MismatchMessageTests {
  static let document = """
    {"a": "640", "b": "480", "c": null, "d": true, "e": [1, 2], "f": {"x": 1}, "g": 12, "h": null, "i": "x"}
    """

  @Test("every attempt at every member gives Foundation's value or error, message included")
  func messagesMatchFoundation() throws {
    let data = Data(Self.document.utf8)
    let ours = try ModelMapperJSONDecoder().decode(Attempts.self, from: data).results
    let foundation = try JSONDecoder().decode(Attempts.self, from: data).results
    #expect(ours.count == 9 * (Attempts.tries.count + 3))
    for (mine, theirs) in zip(ours, foundation) {
      #expect(mine == theirs)
    }
  }

  @Test("a message kept from one mismatch is not given for another type or another kind of value")
  func messagesFollowTypeAndKind() throws {
    let results = try ModelMapperJSONDecoder().decode(Attempts.self, from: Data(Self.document.utf8)).results
    // A string read as an Int, then as a Bool, null as an Int, a Bool as an Int: four messages.
    let expected = [
      "a as Int:": "Expected to decode Int but found a string instead.",
      "a as Bool:": "Expected to decode Bool but found a string instead.",
      "c as Int:": "Cannot get value of type Int -- found null value instead",
      "d as Int:": "Expected to decode Int but found bool instead.",
    ]
    for (prefix, message) in expected {
      #expect(results.contains { $0.hasPrefix(prefix) && $0.hasSuffix(message) }, "\(prefix) \(message)")
    }
  }
}
