import Foundation
import ModelMapper
import Testing

/// An item of an API's list, as apps model one.
final class Item: Mappable, Equatable {
  var id = 0
  var name: String?
  var price = 0.0

  init(id: Int, name: String?, price: Double) {
    self.id = id
    self.name = name
    self.price = price
  }

  required init?(map: Map) {
    // An item without an id is refused.
    guard map.JSON["id"] != nil else { return nil }
  }

  func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
    price <- map["price"]
  }

  static func == (lhs: Item, rhs: Item) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name && lhs.price == rhs.price
  }
}

/// The same item as an immutable model.
struct FrozenItem: ImmutableMappable, Equatable {
  let id: Int
  let name: String

  init(map: Map) throws {
    id = try map.value("id")
    name = try map.value("name")
  }

  func mapping(map: Map) {
    id >>> map["id"]
    name >>> map["name"]
  }
}

@Suite("Bytes in and out, envelopes and lossy collections")
struct BytesAndEnvelopeTests {
  static let envelope = Data(
    #"{"code": 0, "data": {"items": [{"id": 1, "name": "Tea", "price": 1.5}, {"id": 2, "price": 3}], "total": 2}}"#.utf8
  )

  @Test("every entry point takes Data and [UInt8], and maps what the String entry points map")
  func bytesIn() throws {
    let text = #"{"id": 7, "name": "Café", "price": 2.5}"#
    let data = Data(text.utf8)
    let bytes = Array(text.utf8)
    let expected = Item(id: 7, name: "Café", price: 2.5)
    #expect(Mapper<Item>().map(JSONData: data) == expected)
    #expect(Mapper<Item>().map(JSONData: bytes) == expected)
    #expect(Item(JSONData: data) == expected)
    #expect(try Mapper<Item>().mapOrThrow(JSONData: bytes) == expected)
    #expect(try FrozenItem(JSONData: data) == FrozenItem(JSONString: text))
    #expect(try Mapper<FrozenItem>().map(JSONData: data).name == "Café")
    let list = Data("[\(text), \(text)]".utf8)
    #expect(Mapper<Item>().mapArray(JSONData: list) == [expected, expected])
    #expect([Item](JSONData: list) == [expected, expected])
    #expect(try Mapper<FrozenItem>().mapArray(JSONData: list).count == 2)
    #expect(Mapper<Item>().mapDictionary(JSONData: Data(#"{"a": \#(text)}"#.utf8))?["a"] == expected)
    let updated = Mapper<Item>().map(JSONData: Data(#"{"price": 9}"#.utf8), toObject: Item(id: 1, name: "x", price: 0))
    #expect(updated == Item(id: 1, name: "x", price: 9))
  }

  @Test("bytes that are not UTF-8 are invalid JSON, with the place of the first bad byte")
  func invalidUTF8() throws {
    let bytes: [UInt8] = Array(#"{"name": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    #expect(Mapper<Item>().map(JSONData: bytes) == nil)
    let error = try #require(throws: MapError.self) { try Mapper<Item>().mapOrThrow(JSONData: bytes) }
    #expect(error.kind == .invalidJSON)
    #expect(error.parseError?.kind == .invalidUTF8)
    #expect(error.parseError?.offset == 10)
    #expect(error.parseError?.line == 1 && error.parseError?.column == 11)
    #expect(throws: MapError.self) { try FrozenItem(JSONData: Data([0xFF])) }
    #expect(Mapper<Item>().map(JSONData: Data()) == nil)
  }

  @Test("toJSONData writes the same bytes as toJSONString, for models and arrays")
  func bytesOut() throws {
    let item = Item(id: 3, name: "Thé \u{1F375}", price: 0.5)
    #expect(item.toJSONData() == Data(try #require(item.toJSONString()).utf8))
    #expect(
      Mapper<Item>().toJSONData(item, prettyPrint: true)
        == Data(try #require(item.toJSONString(prettyPrint: true)).utf8))
    #expect([item, item].toJSONData() == Data(try #require([item, item].toJSONString()).utf8))
    #expect(try Mapper<Item>().toJSONDataOrThrow(item) == item.toJSONData())
    let broken = Item(id: 1, name: nil, price: .nan)
    #expect(broken.toJSONData() == nil)
    #expect(throws: JSONWriteError.self) { try Mapper<Item>().toJSONDataOrThrow(broken) }
    // The data is the model's: written twice, two independent values.
    let first = try #require(item.toJSONData())
    item.name = "changed"
    #expect(String(decoding: first, as: UTF8.self).contains("Thé"))
  }

  @Test("an array or a model at a key path of an envelope is mapped alone; errors name the full path")
  func envelopesIn() throws {
    let items = try #require(Mapper<Item>().mapArray(JSONData: Self.envelope, at: "data.items"))
    #expect(items == [Item(id: 1, name: "Tea", price: 1.5), Item(id: 2, name: nil, price: 3)])
    #expect(Mapper<Item>().map(JSONData: Self.envelope, at: "data.items.1") == Item(id: 2, name: nil, price: 3))
    #expect(Mapper<Item>().map(JSONString: String(decoding: Self.envelope, as: UTF8.self), at: "data.items.0")?.id == 1)
    #expect(Mapper<Item>().mapArray(JSONData: Self.envelope, at: "data.missing") == nil)
    #expect(try Mapper<Item>().mapArrayOrThrow(JSONData: Self.envelope, at: "data.items").count == 2)
    let missing = try #require(throws: MapError.self) {
      try Mapper<Item>().mapArrayOrThrow(JSONData: Self.envelope, at: "data.missing")
    }
    #expect(missing.kind == .missingKey && missing.path == "data.missing")
    let frozen = try #require(throws: MapError.self) {
      try Mapper<FrozenItem>().mapArrayOrThrow(JSONData: Self.envelope, at: "data.items")
    }
    #expect(frozen.path == "data.items[1].name" && frozen.kind == .missingKey)
    let notArray = try #require(throws: MapError.self) {
      try Mapper<Item>().mapArrayOrThrow(JSONData: Self.envelope, at: "data.total")
    }
    #expect(notArray.kind == .typeMismatch)
  }

  @Test("models and arrays are written inside an envelope, merged with its objects")
  func envelopesOut() throws {
    let items = [Item(id: 1, name: "Tea", price: 1.5)]
    let data = try #require(Mapper<Item>().toJSONData(items, at: "data.items", in: ["code": 0, "data": ["total": 1]]))
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"code":0,"data":{"total":1,"items":[{"id":1,"name":"Tea","price":1.5}]}}"#)
    let back = try #require(Mapper<Item>().mapArray(JSONData: data, at: "data.items"))
    #expect(back == items)
    #expect(Mapper<Item>().toJSONString(items[0], at: "result") == #"{"result":{"id":1,"name":"Tea","price":1.5}}"#)
  }

  @Test("an element that is not an object fails the array by default, as in ObjectMapper; lossy collections skip it")
  func lossyArrays() throws {
    let text = #"[{"id": 1}, 2, {"name": "no id"}, {"id": 4}]"#
    #expect(Mapper<Item>().mapArray(JSONString: text) == nil)
    #expect(throws: MapError.self) { try Mapper<Item>().mapArrayOrThrow(JSONString: text) }
    let lossy = Mapper<Item>(options: .lossyCollections)
    #expect(lossy.mapArray(JSONString: text)?.map(\.id) == [1, 4])
    #expect(try lossy.mapArrayOrThrow(JSONString: text).map(\.id) == [1, 4])
    // Strict mode names each skipped element.
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Item>(options: [.lossyCollections, .strict]).mapArrayOrThrow(JSONString: text)
    }
    #expect(problems.errors.map(\.path) == ["[1]", "[2]"])
  }

  @Test("nested arrays of models: strict mode names the element that is not an object; lossy skips it")
  func lossyNested() throws {
    final class Order: Mappable {
      var items: [Item] = []
      required init?(map: Map) {}
      func mapping(map: Map) { items <- map["items"] }
    }
    let text = #"{"items": [{"id": 1}, "two", {"id": 3}]}"#
    #expect(Mapper<Order>().map(JSONString: text)?.items.isEmpty == true)
    #expect(Mapper<Order>(options: .lossyCollections).map(JSONString: text)?.items.map(\.id) == [1, 3])
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Order>(options: .strict).mapOrThrow(JSONString: text)
    }
    #expect(problems.errors.map(\.path) == ["items[1]"])
    #expect(problems.errors.first?.foundKind == .string)
  }
}
