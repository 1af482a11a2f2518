import Foundation
import ModelMapper
import Observation

/// A class model with nested classes in an array, a dictionary and an optional.
final class Shelf: Mappable, MappingHashable, MappingDescribable, MappableCodable {
  var name = ""
  var books: [Book] = []
  var byISBN: [String: Book] = [:]
  var featured: Book?
  var note: String?

  init(name: String = "", books: [Book] = []) {
    self.name = name
    self.books = books
    byISBN = Dictionary(uniqueKeysWithValues: books.map { ($0.isbn, $0) })
    featured = books.first
  }

  required init?(map: Map) {}

  func mapping(map: Map) {
    name <- map["name"]
    books <- map["books"]
    byISBN <- map["byISBN"]
    featured <- map["featured"]
    note <- map["note"]
  }
}

final class Book: Mappable, MappingHashable {
  var isbn = ""
  var title = ""
  var published = Date(timeIntervalSince1970: 0)
  var tags: [String] = []
  var rating: Double?
  var pages = 0

  init(isbn: String, title: String, published: Date = Date(timeIntervalSince1970: 1_000_000), pages: Int = 100) {
    self.isbn = isbn
    self.title = title
    self.published = published
    self.pages = pages
  }

  required init?(map: Map) {}

  func mapping(map: Map) {
    isbn <- map["isbn"]
    title <- map["title"]
    published <- (map["published"], DateTransform())
    tags <- map["tags"]
    rating <- map["rating"]
    pages <- map["pages"]
  }
}

/// A struct model with a nested struct and containers.
struct Coordinate: Mappable, MappingHashable, MappingDescribable, MappableCodable {
  var x = 0.0
  var y = 0.0
  var label: String?
  var tags: Set<String> = []
  var extra: [String: Int] = [:]
  var child: Child?

  struct Child: Mappable, MappingHashable, MappableCodable {
    var id = 0
    var flag = false
    init(id: Int = 0, flag: Bool = false) {
      self.id = id
      self.flag = flag
    }
    init?(map: Map) {}
    mutating func mapping(map: Map) {
      id <- map["id"]
      flag <- map["flag"]
    }
  }

  init(x: Double = 0, y: Double = 0, label: String? = nil) {
    self.x = x
    self.y = y
    self.label = label
  }

  init?(map: Map) {}

  mutating func mapping(map: Map) {
    x <- map["x"]
    y <- map["y"]
    label <- map["label"]
    tags <- map["tags"]
    extra <- map["extra"]
    child <- map["child"]
  }
}

/// An immutable model, equal and copied through its mapping.
struct Money: ImmutableMappable, MappingHashable, MappableCodable {
  let amount: Decimal
  let currency: String

  init(amount: Decimal, currency: String) {
    self.amount = amount
    self.currency = currency
  }

  init(map: Map) throws {
    amount = try map.value("amount")
    currency = try map.value("currency")
  }

  func mapping(map: Map) {
    amount >>> map["amount"]
    currency >>> map["currency"]
  }
}

/// A subclass that maps more.
class Animal2: Mappable, MappingEquatable {
  var name = ""
  init(name: String) { self.name = name }
  required init?(map: Map) {}
  func mapping(map: Map) { name <- map["name"] }
}

final class Dog2: Animal2 {
  var barks = false
  init(name: String, barks: Bool) {
    self.barks = barks
    super.init(name: name)
  }
  required init?(map: Map) { super.init(map: map) }
  override func mapping(map: Map) {
    super.mapping(map: map)
    barks <- map["barks"]
  }
}

/// An `NSObject` model archived through its mapping.
final class Member: NSObject, Mappable, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }

  var name = ""
  var joined = Date(timeIntervalSince1970: 0)
  var nickname: String?
  var scores: [Int] = []
  var shelf: Shelf?
  var friends: [String: Book] = [:]

  override init() {}

  required init?(map: Map) {}

  func mapping(map: Map) {
    name <- map["name"]
    joined <- (map["joined"], DateTransform(unit: .milliseconds))
    nickname <- map["nickname"]
    scores <- map["scores"]
    shelf <- map["shelf"]
    friends <- map["friends"]
  }

  func encode(with coder: NSCoder) { encodeMapping(with: coder) }

  required init?(coder: NSCoder) {
    super.init()
    if !decodeMapping(from: coder) { return nil }
  }

  // Equality, hashing and description through the mapping, as NSObject overrides.
  override func isEqual(_ object: Any?) -> Bool { mappingIsEqual(object) }
  override var hash: Int { mappingHash }
  override var description: String { mappingDescription }
}

/// An `@Observable` model.
@Observable final class Profile: Mappable {
  var name = ""
  var age = 0
  var city: String?

  init() {}

  required init?(map: Map) {}

  func mapping(map: Map) {
    name <- map["name"]
    age <- map["age"]
    city <- map["city"]
  }
}
