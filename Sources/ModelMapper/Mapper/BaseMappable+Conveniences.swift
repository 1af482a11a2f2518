import Foundation

extension BaseMappable {
  /// The model's JSON object as a dictionary (numbers as `NSNumber`).
  ///
  /// ```swift
  /// let dictionary = user.toJSON()
  /// ```
  public func toJSON() -> [String: Any] {
    Mapper<Self>().toJSON(self)
  }

  /// The model as JSON text, members in mapping order; nil when a value cannot be written.
  ///
  /// ```swift
  /// print(user.toJSONString(prettyPrint: true) ?? "")
  /// ```
  ///
  /// - Parameter prettyPrint: Whether to indent the output, two spaces per level (default false:
  ///   compact).
  public func toJSONString(prettyPrint: Bool = false) -> String? {
    Mapper<Self>().toJSONString(self, prettyPrint: prettyPrint)
  }

  /// The model's JSON object as a dictionary, with only some keys or all but some.
  ///
  /// ```swift
  /// let summary = user.toJSON(keys: .only("id", "name"))
  /// ```
  ///
  /// - Parameter keys: Which keys to write: `.only(...)` or `.excluding(...)`, key paths allowed.
  public func toJSON(keys: KeyFilter) -> [String: Any] {
    Mapper<Self>().toJSON(self, keys: keys)
  }

  /// The model as JSON text, with only some keys or all but some.
  ///
  /// ```swift
  /// let text = user.toJSONString(keys: .excluding("password"))
  /// ```
  ///
  /// - Parameters:
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  ///   - keys: Which keys to write: `.only(...)` or `.excluding(...)`, key paths allowed.
  public func toJSONString(prettyPrint: Bool = false, keys: KeyFilter) -> String? {
    Mapper<Self>().toJSONString(self, prettyPrint: prettyPrint, keys: keys)
  }
}

extension Mappable {
  /// Creates a model from JSON text; nil when the text is invalid or the model refuses it.
  ///
  /// ```swift
  /// let user = User(JSONString: #"{"name": "Ada"}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - JSONString: JSON text of an object.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init?(JSONString: String, context: MapContext? = nil) {
    guard let object = Mapper<Self>(context: context).map(JSONString: JSONString) else { return nil }
    self = object
  }

  /// Creates a model from a dictionary; nil when the model refuses it.
  ///
  /// - Parameters:
  ///   - JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init?(JSON: [String: Any], context: MapContext? = nil) {
    guard let object = Mapper<Self>(context: context).map(JSON: JSON) else { return nil }
    self = object
  }
}

extension Array where Element: BaseMappable {
  /// Models from JSON text holding an array (or one object); nil when the text is invalid.
  ///
  /// ```swift
  /// let users = [User](JSONString: #"[{"name": "Ada"}]"#)
  /// ```
  ///
  /// - Parameters:
  ///   - JSONString: JSON text of an array of objects.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init?(JSONString: String, context: MapContext? = nil) {
    guard let objects = Mapper<Element>(context: context).mapArray(JSONString: JSONString) else { return nil }
    self = objects
  }

  /// Models from dictionaries; those that do not map are dropped.
  ///
  /// - Parameters:
  ///   - JSONArray: Dictionaries in Foundation form, one per model.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init(JSONArray: [[String: Any]], context: MapContext? = nil) {
    self = Mapper<Element>(context: context).mapArray(JSONArray: JSONArray)
  }

  /// The models' JSON objects as dictionaries.
  public func toJSON() -> [[String: Any]] {
    Mapper<Element>().toJSONArray(self)
  }

  /// The models as a JSON array.
  ///
  /// - Parameter prettyPrint: Whether to indent the output, two spaces per level (default false:
  ///   compact).
  public func toJSONString(prettyPrint: Bool = false) -> String? {
    Mapper<Element>().toJSONString(self, prettyPrint: prettyPrint)
  }
}

extension Set where Element: BaseMappable {
  /// Models from JSON text holding an array (or one object); nil when the text is invalid.
  ///
  /// - Parameters:
  ///   - JSONString: JSON text of an array of objects.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init?(JSONString: String, context: MapContext? = nil) {
    guard let objects = Mapper<Element>(context: context).mapSet(JSONString: JSONString) else { return nil }
    self = objects
  }

  /// Models from dictionaries; those that do not map are dropped.
  ///
  /// - Parameters:
  ///   - JSONArray: Dictionaries in Foundation form, one per model.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init?(JSONArray: [[String: Any]], context: MapContext? = nil) {
    self = Mapper<Element>(context: context).mapSet(JSONArray: JSONArray)
  }

  /// The models' JSON objects as dictionaries.
  public func toJSON() -> [[String: Any]] {
    Mapper<Element>().toJSONSet(self)
  }

  /// The models as a JSON array.
  ///
  /// - Parameter prettyPrint: Whether to indent the output, two spaces per level (default false:
  ///   compact).
  public func toJSONString(prettyPrint: Bool = false) -> String? {
    Mapper<Element>().toJSONString(self, prettyPrint: prettyPrint)
  }
}
