import Foundation
import ModelMapper
import SampleModels
import TestSupport
import Testing

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("ModelMapperTests-" + UUID().uuidString)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// An archived object that is not a model (NSKeyedArchiver on Linux needs a top-level class).
final class NotAModel: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  override init() {}
  func encode(with coder: NSCoder) { coder.encode("nothing", forKey: "x") }
  required init?(coder: NSCoder) {}
}

@Suite("Archiving, files and the Codable bridge")
struct ArchivingTests {
  static func member() -> Member {
    let member = Member()
    member.name = "Ada"
    member.joined = Date(timeIntervalSince1970: 1_442_377_209.123)
    member.nickname = nil
    member.scores = [3, 1, 2]
    member.shelf = ModelConvenienceTests.shelf()
    member.friends = ["b": Book(isbn: "9", title: "Friend")]
    return member
  }

  @Test("an NSObject model compares, hashes and describes itself through its mapping with one-line overrides")
  func nsObjectConveniences() throws {
    let member = Self.member()
    let twin = Self.member()
    #expect(member !== twin)
    #expect(member == twin && member.isEqual(twin))
    #expect(member.hash == twin.hash)
    #expect(Set([member, twin]).count == 1)
    twin.scores.append(99)
    #expect(member != twin && member.hash != twin.hash)
    #expect(!member.isEqual("not a member"))
    #expect(member.description.hasPrefix("Member {"))
    #expect(member.description.contains(#""name": "Ada""#))
    // Archiving and equality together.
    let data = try NSKeyedArchiver.archivedData(withRootObject: member, requiringSecureCoding: true)
    #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: Member.self, from: data) == member)
  }

  @Test("NSKeyedArchiver round-trips an NSObject model through its mapping, with secure coding")
  func keyedArchiver() throws {
    let original = Self.member()
    let data = try NSKeyedArchiver.archivedData(withRootObject: original, requiringSecureCoding: true)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: Member.self, from: data))
    #expect(back !== original)
    #expect(back.name == "Ada" && back.joined == original.joined && back.nickname == nil)
    #expect(back.scores == [3, 1, 2])
    #expect(back.shelf == original.shelf && back.shelf !== original.shelf)
    #expect(back.shelf?.books.map(\.title) == ["Notes", "Engine"] && back.shelf?.note == "signed")
    #expect(back.friends["b"] == original.friends["b"])
    let nested = try NSKeyedArchiver.archivedData(withRootObject: [original, original], requiringSecureCoding: true)
    let array =
      try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Member.self], from: nested) as? [Member]
    #expect(array?.count == 2 && array?[1].name == "Ada")
  }

  @Test("an archive without the model's JSON does not decode")
  func badArchive() throws {
    let data = try NSKeyedArchiver.archivedData(withRootObject: NotAModel(), requiringSecureCoding: true)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    #expect(Member(coder: unarchiver) == nil)
  }

  @Test("models, arrays and dictionaries of models save atomically and load back, field by field")
  func files() throws {
    let directory = try temporaryDirectory()
    let shelf = ModelConvenienceTests.shelf()
    let url = directory.appendingPathComponent("shelf.json")
    try shelf.write(to: url)
    let loaded = try Shelf(contentsOf: url)
    #expect(loaded == shelf && loaded !== shelf)
    try shelf.books.write(to: directory.appendingPathComponent("books.json"), prettyPrint: true)
    let books = try Mapper<Book>().mapArray(contentsOf: directory.appendingPathComponent("books.json"))
    #expect(books == shelf.books)
    try shelf.byISBN.write(to: directory.appendingPathComponent("byISBN.json"))
    #expect(
      try Mapper<Book>().mapDictionary(contentsOf: directory.appendingPathComponent("byISBN.json")) == shelf.byISBN)
    var point = Coordinate(x: 1, y: 2)
    point.child = .init(id: 5)
    try point.write(to: directory.appendingPathComponent("point.json"))
    #expect(try Coordinate(contentsOf: directory.appendingPathComponent("point.json")) == point)
    let money = Money(amount: 10, currency: "EUR")
    try money.write(to: directory.appendingPathComponent("money.json"))
    #expect(try Money(contentsOf: directory.appendingPathComponent("money.json")) == money)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
  }

  @Test("a model that cannot be written leaves the file as it was, with no temporary file behind")
  func failedWrite() throws {
    let directory = try temporaryDirectory()
    let url = directory.appendingPathComponent("point.json")
    try Coordinate(x: 1).write(to: url)
    let before = try Data(contentsOf: url)
    let error = try #require(throws: PersistenceError.self) { try Coordinate(x: .nan).write(to: url) }
    #expect(error.kind == .notWritable)
    #expect(try Data(contentsOf: url) == before)
    let missing = directory.appendingPathComponent("no/such/dir/point.json")
    let unwritable = try #require(throws: PersistenceError.self) { try Coordinate(x: 1).write(to: missing) }
    #expect(unwritable.kind == .writeFailed && unwritable.description.hasPrefix(missing.path + ": cannot write"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["point.json"])
  }

  @Test("loading names the file and the problem: missing, truncated or corrupt (with line and column), not mappable")
  func loadErrors() throws {
    let directory = try temporaryDirectory()
    let missing = directory.appendingPathComponent("missing.json")
    let notFound = try #require(throws: PersistenceError.self) { try Shelf(contentsOf: missing) }
    #expect(notFound.kind == .fileNotFound && notFound.description == missing.path + ": no such file")

    let full = try JSONWriter().string(Mapper<Shelf>().toJSONValue(ModelConvenienceTests.shelf()))
    let truncated = directory.appendingPathComponent("truncated.json")
    try Data(full.utf8.prefix(40)).write(to: truncated)
    let cut = try #require(throws: PersistenceError.self) { try Shelf(contentsOf: truncated) }
    #expect(cut.kind == .invalidJSON && cut.parseError?.offset == 40)
    #expect(cut.description.hasPrefix(truncated.path + ": invalid JSON at line 1, column 41 (byte 40): "))

    let corrupt = directory.appendingPathComponent("corrupt.json")
    try Data("{\n  \"name\": \"x\",\n  \"books\": [}\n}".utf8).write(to: corrupt)
    let broken = try #require(throws: PersistenceError.self) { try Shelf(contentsOf: corrupt) }
    #expect(broken.parseError?.line == 3 && broken.parseError?.column == 13)

    let empty = directory.appendingPathComponent("empty.json")
    try Data().write(to: empty)
    #expect(throws: PersistenceError.self) { try Shelf(contentsOf: empty) }

    let wrong = directory.appendingPathComponent("wrong.json")
    try Data(#"{"amount": "ten", "currency": "EUR"}"#.utf8).write(to: wrong)
    let unmapped = try #require(throws: PersistenceError.self) { try Money(contentsOf: wrong) }
    #expect(unmapped.kind == .notMappable && unmapped.mapError?.key == "amount")
    #expect(unmapped.description.hasPrefix(wrong.path + ": does not map: Cannot map amount"))
  }

  @Test("Codable bridge: any Encoder and Decoder through the mapping, with JSONValue in between")
  func codableBridge() throws {
    let shelf = ModelConvenienceTests.shelf()
    let json = try JSONEncoder().encode(shelf)
    #expect(try JSONDecoder().decode(Shelf.self, from: json) == shelf)
    let plist = try PropertyListEncoder().encode(shelf)
    #expect(try PropertyListDecoder().decode(Shelf.self, from: plist) == shelf)
    var point = Coordinate(x: 1.5, y: 2, label: "p")
    point.tags = ["t"]
    point.child = .init(id: 1, flag: true)
    #expect(try PropertyListDecoder().decode(Coordinate.self, from: PropertyListEncoder().encode(point)) == point)
    #expect(try JSONValueDecoder().decode(Coordinate.self, from: JSONValueEncoder().encode(point)) == point)
    let money = Money(amount: Decimal(string: "0.1")!, currency: "EUR")
    #expect(try JSONValueDecoder().decode(Money.self, from: JSONValueEncoder().encode(money)) == money)
    #expect(throws: MapError.self) { try JSONDecoder().decode(Money.self, from: Data(#"{"currency": "EUR"}"#.utf8)) }
  }

  @Test("Codable values as properties of a model, without JSON text in between")
  func codableProperties() throws {
    struct Settings: Codable, Equatable {
      var theme: String
      var sizes: [Int]
    }
    final class Holder: Mappable {
      var settings: Settings?
      required init?(map: Map) {}
      func mapping(map: Map) { settings <- (map["settings"], CodableTransform<Settings>()) }
    }
    let holder = try #require(Holder(JSONString: #"{"settings": {"theme": "dark", "sizes": [1, 2]}}"#))
    #expect(holder.settings == Settings(theme: "dark", sizes: [1, 2]))
    #expect(holder.toJSONString() == #"{"settings":{"theme":"dark","sizes":[1,2]}}"#)
  }

  @Test("JSONValue is Codable with Foundation's coders")
  func jsonValueCodable() throws {
    let value: JSONValue = ["a": [1, 2.5, "x", true, nil], "b": ["c": .number(JSONNumber(UInt64.max))]]
    #expect(try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value)) == value)
  }

  @Test("the benchmark's GitHub user peers: mapping-archived and hand-written models round-trip and copy equal")
  func benchmarkPeers() throws {
    let text = String(decoding: try Fixtures.benchData("github-user.json"), as: UTF8.self)
    let user = try #require(Mapper<GitHubUser>().map(JSONString: text))
    let object = try #require(Mapper<GitHubUserObject>().map(JSONString: text))
    let archived = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: GitHubUserObject.self, from: archived))
    #expect(back.user == user)
    let handwritten = GitHubUserHandwritten(user)
    #expect(handwritten.copied().isEqual(handwritten))
    let archivedByHand = try NSKeyedArchiver.archivedData(withRootObject: handwritten, requiringSecureCoding: true)
    let backByHand = try NSKeyedUnarchiver.unarchivedObject(ofClass: GitHubUserHandwritten.self, from: archivedByHand)
    #expect(backByHand?.isEqual(handwritten) == true)
    #expect(try user.deepCopy() == user)
    let weibo = String(decoding: try Fixtures.benchData("weibo-status.json"), as: UTF8.self)
    let status = try #require(Mapper<WeiboStatus>().map(JSONString: weibo))
    #expect(try status.deepCopy() == status)
    let weiboObject = try #require(Mapper<WeiboStatusObject>().map(JSONString: weibo))
    let archivedStatus = try NSKeyedArchiver.archivedData(withRootObject: weiboObject, requiringSecureCoding: true)
    #expect(
      try NSKeyedUnarchiver.unarchivedObject(ofClass: WeiboStatusObject.self, from: archivedStatus)?.status == status)
  }
}
