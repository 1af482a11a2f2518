/// Which keys of a model's JSON to write, for one call: only some, or all but some.
///
/// Keys are JSON keys (as written by `mapping(map:)`), and may be dotted paths into nested
/// objects; a path through an array applies to each of its objects. MJExtension offered the
/// same through `mj_keyValuesWithKeys:` and `mj_keyValuesWithIgnoredKeys:`.
///
/// ```swift
/// let mapper = Mapper<User>()
/// mapper.toJSONString(user, keys: .only("id", "name"))             // {"id":1,"name":"Ada"}
/// mapper.toJSONString(user, keys: .excluding("password", "address.zip"))
/// ```
public struct KeyFilter: Sendable, Hashable {
  /// Whether the paths are the keys kept or the keys removed.
  enum Mode: Sendable, Hashable {
    case only
    case excluding
  }

  let mode: Mode
  /// The key paths, as written.
  public let keys: [String]

  init(_ mode: Mode, _ keys: [String]) {
    self.mode = mode
    self.keys = keys
  }

  /// Writes only these keys (and key paths).
  ///
  /// ```swift
  /// mapper.toJSON(user, keys: .only(["id", "address.city"]))
  /// ```
  ///
  /// - Parameter keys: Keys or key paths such as `"address.city"`.
  public static func only(_ keys: [String]) -> KeyFilter {
    KeyFilter(.only, keys)
  }

  /// Writes only these keys (and key paths).
  ///
  /// ```swift
  /// mapper.toJSON(user, keys: .only("id", "name"))
  /// ```
  ///
  /// - Parameter keys: Keys or key paths such as `"address.city"`.
  public static func only(_ keys: String...) -> KeyFilter {
    KeyFilter(.only, keys)
  }

  /// Writes every key but these (and these key paths).
  ///
  /// ```swift
  /// mapper.toJSON(user, keys: .excluding(["password"]))
  /// ```
  ///
  /// - Parameter keys: Keys or key paths such as `"address.city"`.
  public static func excluding(_ keys: [String]) -> KeyFilter {
    KeyFilter(.excluding, keys)
  }

  /// Writes every key but these (and these key paths).
  ///
  /// ```swift
  /// mapper.toJSON(user, keys: .excluding("password", "address.zip"))
  /// ```
  ///
  /// - Parameter keys: Keys or key paths such as `"address.city"`.
  public static func excluding(_ keys: String...) -> KeyFilter {
    KeyFilter(.excluding, keys)
  }

  /// Applies the filter to a model's JSON object.
  ///
  /// ```swift
  /// let trimmed = KeyFilter.only("id").apply(to: ["id": 1, "name": "Ada"])   // ["id": 1]
  /// ```
  ///
  /// - Parameter object: The JSON object to filter.
  public func apply(to object: JSONObject) -> JSONObject {
    filter(object, Node(paths: keys))
  }

  /// The paths as a tree of their parts; a node that ends a path is `isEnd`.
  struct Node {
    var isEnd = false
    var children: [String: Node] = [:]

    init() {}

    init(paths: [String]) {
      for path in paths {
        let parts = path.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { continue }
        insert(parts[...])
      }
    }

    mutating func insert(_ parts: ArraySlice<String>) {
      guard let first = parts.first else {
        isEnd = true
        return
      }
      children[first, default: Node()].insert(parts.dropFirst())
    }
  }

  func filter(_ object: JSONObject, _ node: Node) -> JSONObject {
    var result = JSONObject(minimumCapacity: mode == .only ? node.children.count : object.count)
    for (key, value) in object {
      guard let child = node.children[key] else {
        if mode == .excluding { result._appendUnchecked(key, value) }
        continue
      }
      if child.isEnd {
        if mode == .only { result._appendUnchecked(key, value) }
        continue
      }
      if let filtered = filter(value, child) { result._appendUnchecked(key, filtered) }
    }
    return result
  }

  /// Filters a nested value: objects by the node, arrays element by element; another value
  /// has none of the node's keys (kept when excluding, dropped when keeping only them).
  func filter(_ value: JSONValue, _ node: Node) -> JSONValue? {
    switch value {
    case .object(let object):
      return .object(filter(object, node))
    case .array(let elements):
      return .array(elements.compactMap { filter($0, node) })
    default:
      return mode == .excluding ? value : nil
    }
  }
}
