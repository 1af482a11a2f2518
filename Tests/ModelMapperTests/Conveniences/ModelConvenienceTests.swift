import Foundation
import ModelMapper
import Observation
import Testing

@Suite("Model conveniences: copy, equality, hashing, description")
struct ModelConvenienceTests {
  static func shelf() -> Shelf {
    let first = Book(isbn: "1", title: "Notes", pages: 120)
    first.tags = ["math"]
    first.rating = 4.5
    let second = Book(isbn: "2", title: "Engine", pages: 300)
    let shelf = Shelf(name: "Ada's", books: [first, second])
    shelf.note = "signed"
    return shelf
  }

  @Test("a class's deep copy has new instances at every level, equal in every field")
  func deepCopyClass() throws {
    let original = Self.shelf()
    let copy = try original.deepCopy()
    #expect(copy !== original)
    #expect(copy == original)
    #expect(copy.books.count == 2 && copy.books[0] !== original.books[0] && copy.books[1] !== original.books[1])
    #expect(copy.byISBN["1"] !== original.byISBN["1"] && copy.byISBN["1"] == original.byISBN["1"])
    #expect(copy.featured !== original.featured && copy.featured == original.featured)
    #expect(copy.books[0].tags == ["math"] && copy.books[0].rating == 4.5 && copy.note == "signed")
    copy.books[0].title = "Changed"
    copy.byISBN["2"]?.pages = 1
    #expect(original.books[0].title == "Notes" && original.byISBN["2"]?.pages == 300)
  }

  @Test("a copy keeps nil where the fresh model's default is not nil")
  func copyKeepsNil() throws {
    final class Defaults: Mappable {
      var text: String? = "default"
      init() {}
      required init?(map: Map) {}
      func mapping(map: Map) { text <- map["text"] }
    }
    let model = Defaults()
    model.text = nil
    #expect(try model.deepCopy().text == nil)
  }

  @Test("structs and immutable models copy faithfully; a subclass copies as itself")
  func deepCopyValues() throws {
    var point = Coordinate(x: 1.5, y: -2, label: "p")
    point.tags = ["a", "b"]
    point.extra = ["k": 1]
    point.child = .init(id: 3, flag: true)
    #expect(try point.deepCopy() == point)
    let money = Money(amount: Decimal(string: "12345678901234567890.12")!, currency: "EUR")
    #expect(try money.deepCopy() == money)
    let dog = Dog2(name: "Rex", barks: true)
    let copy = try dog.deepCopy()
    #expect(copy.barks && copy.name == "Rex" && copy !== dog)
  }

  @Test("a model that cannot be written or refuses its JSON throws instead of copying")
  func copyFailures() throws {
    var point = Coordinate(x: .nan)
    point.label = "nan"
    #expect(throws: MapError.self) { try point.deepCopy() }
  }

  @Test("equality compares what the mapping writes: numbers by value, dictionaries in any order")
  func equality() {
    var lhs = Coordinate(x: 1, y: 2)
    var rhs = Coordinate(x: 1.0, y: 2.0)
    lhs.extra = ["a": 1, "b": 2, "c": 3]
    rhs.extra = ["c": 3, "a": 1, "b": 2]
    #expect(lhs == rhs)
    rhs.extra["c"] = 4
    #expect(lhs != rhs)
    #expect(Coordinate(x: 0) == Coordinate(x: -0.0))
    #expect(Coordinate(label: nil) != Coordinate(label: "x"))
    #expect(Animal2(name: "a") == Animal2(name: "a"))
    #expect((Dog2(name: "a", barks: true) as Animal2) != (Dog2(name: "a", barks: false) as Animal2))
    // Two shelves built apart (no instance shared) are equal through every level, and one
    // change anywhere inside one of them, however deep, makes them differ.
    let shelf = Self.shelf()
    let twin = Self.shelf()
    #expect(shelf !== twin && shelf.books[0] !== twin.books[0])
    #expect(shelf == twin)
    twin.books[1].pages += 1
    #expect(shelf != twin)
    let other = Self.shelf()
    other.byISBN["1"]?.tags.append("logic")
    #expect(shelf != other)
    let unsigned = Self.shelf()
    unsigned.note = nil
    #expect(shelf != unsigned)
    let reordered = Self.shelf()
    reordered.books.reverse()
    #expect(shelf != reordered)  // an array's order is part of it
  }

  @Test("equal models hash equally")
  func hashConsistency() {
    var lhs = Coordinate(x: 1, y: 2)
    var rhs = Coordinate(x: 1.0, y: 2.0)
    lhs.extra = ["a": 1, "b": 2, "c": 3]
    rhs.extra = ["c": 3, "a": 1, "b": 2]
    lhs.tags = ["x", "y", "z"]
    rhs.tags = ["z", "y", "x"]
    #expect(lhs == rhs && lhs.hashValue == rhs.hashValue)
    #expect(Coordinate(x: 0).hashValue == Coordinate(x: -0.0).hashValue)
    #expect(Set([lhs, rhs]).count == 1)
  }

  @Test("hashes are well spread: models differing in one value, or with two values swapped, do not collide")
  func hashQuality() {
    var oneField = Set<Int>()
    for index in 0..<10_000 {
      oneField.insert(Coordinate(x: Double(index), y: 7).hashValue)
    }
    #expect(oneField.count == 10_000)
    var swapped = Set<Int>()
    for index in 0..<5_000 {
      swapped.insert(Coordinate(x: Double(index), y: Double(index + 1)).hashValue)
      swapped.insert(Coordinate(x: Double(index + 1), y: Double(index)).hashValue)
    }
    #expect(swapped.count == 10_000)
    var books = Set<Int>()
    for index in 0..<2_000 {
      books.insert(Book(isbn: "\(index)", title: "t").hashValue)
      books.insert(Book(isbn: "t", title: "\(index)").hashValue)
    }
    #expect(books.count == 4_000)
  }

  @Test("the description is the type name and pretty JSON with sorted keys")
  func description() {
    var point = Coordinate(x: 1, y: 2, label: "p")
    point.child = .init(id: 1)
    point.tags = ["b", "a"]
    #expect(
      point.description == """
        Coordinate {
          "child": {
            "flag": false,
            "id": 1
          },
          "extra": {},
          "label": "p",
          "tags": [
            "a",
            "b"
          ],
          "x": 1,
          "y": 2
        }
        """)
    #expect("\(point)" == point.description && point.debugDescription == point.description)
    let description = Coordinate(x: .infinity).description
    #expect(description.hasPrefix("Coordinate (Cannot write x (Cannot write 'Coordinate' as JSON"))
    #expect(description.hasSuffix("at x))"))
  }

  @Test("@Observable models map; mapping onto an observed instance updates it and notifies its observers")
  func observation() throws {
    let profile = Profile()
    profile.name = "Ada"
    profile.age = 36
    final class Changes: @unchecked Sendable {
      var names: [String] = []
      let lock = NSLock()
      func add(_ name: String) {
        lock.lock()
        names.append(name)
        lock.unlock()
      }
    }
    let changes = Changes()
    withObservationTracking {
      _ = profile.name
    } onChange: {
      changes.add("name")
    }
    withObservationTracking {
      _ = profile.age
    } onChange: {
      changes.add("age")
    }
    withObservationTracking {
      _ = profile.city
    } onChange: {
      changes.add("city")
    }
    let updated = Mapper<Profile>().map(JSONString: #"{"name": "Ada", "age": 37, "city": "London"}"#, toObject: profile)
    #expect(updated === profile)
    #expect(profile.age == 37 && profile.city == "London")
    // Every property the mapping touches is reported, the unchanged name too: `<-` takes
    // the property inout, and Observation's inout accessor notifies without comparing.
    #expect(changes.names.sorted() == ["age", "city", "name"])
    #expect(profile.toJSONString() == #"{"name":"Ada","age":37,"city":"London"}"#)
    #expect(Profile(JSONString: #"{"name": "Bo"}"#)?.name == "Bo")
  }
}
