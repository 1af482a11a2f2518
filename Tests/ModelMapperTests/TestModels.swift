import Foundation
import ModelMapper

// Models shaped like ObjectMapper users' models, used across the mapping tests.

final class Basics: Mappable {
  var string = "unset"
  var optionalString: String?
  var bool = false
  var optionalBool: Bool?
  var int = -1
  var optionalInt: Int?
  var double = -1.0
  var optionalDouble: Double?
  var float: Float = -1
  var optionalFloat: Float?
  var strings: [String] = ["unset"]
  var optionalStrings: [String]?
  var ints: [Int] = [-1]
  var floats: [Float] = []
  var dictionary: [String: String] = ["unset": "unset"]
  var optionalDictionary: [String: Int]?
  var floatDictionary: [String: Float] = [:]
  var anyDictionary: [String: Any] = [:]
  var anyArray: [Any] = []
  var implicit: String!

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    string <- map["string"]
    optionalString <- map["optionalString"]
    bool <- map["bool"]
    optionalBool <- map["optionalBool"]
    int <- map["int"]
    optionalInt <- map["optionalInt"]
    double <- map["double"]
    optionalDouble <- map["optionalDouble"]
    float <- map["float"]
    optionalFloat <- map["optionalFloat"]
    strings <- map["strings"]
    optionalStrings <- map["optionalStrings"]
    ints <- map["ints"]
    floats <- map["floats"]
    dictionary <- map["dictionary"]
    optionalDictionary <- map["optionalDictionary"]
    floatDictionary <- map["floatDictionary"]
    anyDictionary <- map["anyDictionary"]
    anyArray <- map["anyArray"]
    implicit <- map["implicit"]
  }
}

final class Integers: Mappable {
  var int = 7
  var int8: Int8 = 7
  var int16: Int16 = 7
  var int32: Int32 = 7
  var int64: Int64 = 7
  var uint = UInt(7)
  var uint8: UInt8 = 7
  var uint16: UInt16 = 7
  var uint32: UInt32 = 7
  var uint64: UInt64 = 7
  var optionalInt8: Int8? = 7
  var optionalUInt64: UInt64? = 7
  var optionalInt: Int? = 7

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    int <- map["value"]
    int8 <- map["value"]
    int16 <- map["value"]
    int32 <- map["value"]
    int64 <- map["value"]
    uint <- map["value"]
    uint8 <- map["value"]
    uint16 <- map["value"]
    uint32 <- map["value"]
    uint64 <- map["value"]
    optionalInt8 <- map["value"]
    optionalUInt64 <- map["value"]
    optionalInt <- map["value"]
  }
}

enum Role: String {
  case admin, member
}

enum Level: Int {
  case low = 1
  case high = 2
}

final class Enums: Mappable {
  var role = Role.member
  var optionalRole: Role?
  var level = Level.low
  var roles: [Role] = []
  var optionalRoles: [Role]?
  var roleByName: [String: Role] = [:]

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    role <- map["role"]
    optionalRole <- map["optionalRole"]
    level <- map["level"]
    roles <- map["roles"]
    optionalRoles <- map["optionalRoles"]
    roleByName <- map["roleByName"]
  }
}

final class Person: Mappable, Hashable {
  var name: String?
  var age = 0
  var friend: Person?

  init(name: String? = nil, age: Int = 0) {
    self.name = name
    self.age = age
  }

  /// Refuses JSON without a name, as validation in `init?(map:)` does.
  required init?(map: Map) {
    if !map["name"].isKeyPresent { return nil }
  }

  func mapping(map: Map) {
    name <- map["name"]
    age <- map["age"]
    friend <- map["friend"]
  }

  static func == (lhs: Person, rhs: Person) -> Bool { lhs.name == rhs.name && lhs.age == rhs.age }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

final class Team: Mappable {
  var leader = Person(name: "unset")
  var optionalLeader: Person?
  var members: [Person] = []
  var optionalMembers: [Person]?
  var byRole: [String: Person] = [:]
  var optionalByRole: [String: Person]?
  var groups: [String: [Person]] = [:]
  var optionalGroups: [String: [Person]]?
  var grid: [[Person]] = []
  var optionalGrid: [[Person]]?
  var unique: Set<Person> = []
  var optionalUnique: Set<Person>?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    leader <- map["leader"]
    optionalLeader <- map["optionalLeader"]
    members <- map["members"]
    optionalMembers <- map["optionalMembers"]
    byRole <- map["byRole"]
    optionalByRole <- map["optionalByRole"]
    groups <- map["groups"]
    optionalGroups <- map["optionalGroups"]
    grid <- map["grid"]
    optionalGrid <- map["optionalGrid"]
    unique <- map["unique"]
    optionalUnique <- map["optionalUnique"]
  }
}

struct Point: ImmutableMappable, Equatable {
  let x: Double
  let y: Double
  let label: String?

  init(x: Double, y: Double, label: String? = nil) {
    self.x = x
    self.y = y
    self.label = label
  }

  init(map: Map) throws {
    x = try map.value("x")
    y = try map.value("y")
    label = try map.value("label")
  }

  func mapping(map: Map) {
    x >>> map["x"]
    y >>> map["y"]
    label >>> map["label"]
  }
}

struct Route: ImmutableMappable {
  let name: String
  let start: Point
  let stops: [Point]
  let optionalEnd: Point?
  let role: Role
  let optionalRole: Role?
  let byName: [String: Point]
  let created: Date

  init(map: Map) throws {
    name = try map.value("name")
    start = try map.value("start")
    stops = try map.value("stops")
    optionalEnd = try map.value("end")
    role = try map.value("role")
    optionalRole = try map.value("optionalRole")
    byName = try map.value("byName")
    created = try map.value("created", using: DateTransform())
  }

  mutating func mapping(map: Map) {
    name >>> map["name"]
    start >>> map["start"]
    stops >>> map["stops"]
    optionalEnd >>> map["end"]
    role >>> map["role"]
    byName >>> map["byName"]
    created >>> (map["created"], DateTransform())
  }
}

/// A class cluster: `objectForMapping` picks the subclass from the JSON.
class Vehicle: StaticMappable {
  var wheels = 0

  init() {}

  static func objectForMapping(map: Map) -> BaseMappable? {
    guard let kind: String = try? map.value("kind") else { return nil }
    switch kind {
    case "car": return Car()
    case "bike": return Bike()
    default: return nil
    }
  }

  func mapping(map: Map) {
    wheels <- map["wheels"]
  }
}

final class Car: Vehicle {
  var doors = 0

  override func mapping(map: Map) {
    super.mapping(map: map)
    doors <- map["doors"]
  }
}

final class Bike: Vehicle {}

/// Subclassing a Mappable class.
class Animal: Mappable {
  var name = ""

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    name <- map["name"]
  }
}

final class Dog: Animal {
  var barks = false

  required init?(map: Map) {
    super.init(map: map)
  }

  override init() {
    super.init()
  }

  override func mapping(map: Map) {
    super.mapping(map: map)
    barks <- map["barks"]
  }
}

/// A generic response wrapper.
final class Response<Payload: Mappable>: Mappable {
  var status = 0
  var payload: Payload?
  var items: [Payload] = []

  required init?(map: Map) {}

  func mapping(map: Map) {
    status <- map["status"]
    payload <- map["payload"]
    items <- map["items"]
  }
}

/// A context handed down to nested models.
struct Locale2: MapContext {
  var language: String
}

final class ContextAware: Mappable {
  var seen: String?
  var child: ContextAware?
  var children: [ContextAware] = []
  var byName: [String: ContextAware] = [:]

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    seen = (map.context as? Locale2)?.language
    if map.mappingType == .toJSON {
      var language = (map.context as? Locale2)?.language ?? "none"
      language >>> map["language"]
      language = ""
    }
    child <- map["child"]
    children <- map["children"]
    byName <- map["byName"]
  }
}

/// Every optional family, for shouldIncludeNilValues.
final class Optionals: Mappable {
  var string: String?
  var person: Person?
  var people: [Person]?
  var peopleByName: [String: Person]?
  var groups: [String: [Person]]?
  var grid: [[Person]]?
  var set: Set<Person>?
  var role: Role?
  var roles: [Role]?
  var date: Date?
  var dates: [Date]?
  var nested: Optionals?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    string <- map["string"]
    person <- map["person"]
    people <- map["people"]
    peopleByName <- map["peopleByName"]
    groups <- map["groups"]
    grid <- map["grid"]
    set <- map["set"]
    role <- map["role"]
    roles <- map["roles"]
    date <- (map["date"], DateTransform())
    dates <- (map["dates"], DateTransform())
    nested <- map["nested"]
  }
}
