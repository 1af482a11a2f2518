/// Turns what the samples show into named types: one per kind of object, its properties
/// typed from every value seen, names made unique, identical types met twice shared.
struct TypePlanner {
  let options: GeneratorOptions
  private var types: [String: ModelType] = [:]
  private var usedNames: Set<String> = []
  private let flattenedPaths: [[String]]

  init(options: GeneratorOptions) {
    self.options = options
    flattenedPaths = options.flattenedPaths.map { $0.split(separator: ".").map(String.init) }
  }

  /// The types for samples whose top-level objects were all added to `root`, the root's
  /// type first, then the others in the order they are first used.
  mutating func plan(root: SampleNode) throws(GeneratorError) -> [ModelType] {
    let rootName = options.rootName
    usedNames.insert(rootName)
    for path in flattenedPaths where path.count < 2 {
      throw GeneratorError(
        .badOption,
        "--flatten needs a key path of two keys or more, like 'user.name', not '\(path.joined(separator: "."))'")
    }
    let topKeys = Set(fields(of: root).map { $0.keys[0] })
    for path in flattenedPaths where !topKeys.contains(path[0]) {
      throw GeneratorError(
        .badOption, "--flatten \(path.joined(separator: ".")): the samples have no field '\(path[0])' at the top level")
    }
    let properties = try self.properties(of: root, owner: rootName, path: [], excluded: [])
    types[rootName] = ModelType(name: rootName, properties: properties)
    return ordered(from: rootName)
  }

  /// The types reachable from `name`, depth first, each once.
  private func ordered(from name: String) -> [ModelType] {
    var result: [ModelType] = []
    var seen: Set<String> = []
    func visit(_ name: String) {
      guard !seen.contains(name), let type = types[name] else { return }
      seen.insert(name)
      result.append(type)
      for property in type.properties { property.type.modelNames.forEach(visit) }
    }
    visit(name)
    return result
  }

  // MARK: Properties

  /// The properties of the objects seen at `node`, which is at key path `path` from the
  /// top level (for flattening); members at `excluded` paths were lifted into a parent.
  private mutating func properties(of node: SampleNode, owner: String, path: [String], excluded: [[String]])
    throws(GeneratorError) -> [Property]
  {
    var properties: [Property] = []
    var usedPropertyNames: Set<String> = []
    func uniqueName(_ name: String) -> String {
      var candidate = name
      var number = 2
      while usedPropertyNames.contains(candidate) {
        candidate = name + String(number)
        number += 1
      }
      usedPropertyNames.insert(candidate)
      return candidate
    }
    for member in fields(of: node) {
      let key = member.keys[0]
      if excluded.contains([key]) { continue }
      let memberPath = path + [key]
      // Flattened paths start at the top-level object, and their fields are lifted into it.
      let liftedHere = path.isEmpty ? flattenedPaths.filter { $0.count > 1 && $0[0] == key } : []
      for flattened in liftedHere {
        var property = try lifted(flattened, from: member.node, at: memberPath, owner: owner)
        property.name = uniqueName(property.name)
        properties.append(property)
      }
      let childExcluded =
        excluded.filter { $0.count > 1 && $0[0] == key }.map { Array($0.dropFirst()) }
        + liftedHere.map { Array($0.dropFirst()) }
      let (type, comment) = try valueType(
        member.node, key: key, owner: owner, path: memberPath, excluded: childExcluded)
      guard let type else { continue }
      let optional = !member.alwaysPresent || type == .any || (type == .url && options.style != .immutable)
      properties.append(
        Property(
          name: uniqueName(Naming.propertyName(key)), keys: member.keys, type: type, isOptional: optional,
          comment: comment))
    }
    return properties
  }

  /// The fields of the objects at `node`: each key with its samples, merged with its other
  /// spellings under ``GeneratorOptions/mergesKeys``.
  private func fields(of node: SampleNode) -> [(keys: [String], node: SampleNode, alwaysPresent: Bool)] {
    guard options.mergesKeys else {
      return node.members.map { ([$0.key], $0.node, node.isAlwaysPresent($0.key, node: $0.node)) }
    }
    var groups: [String: [(key: String, node: SampleNode)]] = [:]
    var order: [String] = []
    for member in node.members {
      let normalized = String(member.key.lowercased().filter { $0 != "_" && $0 != "-" })
      if groups[normalized] == nil { order.append(normalized) }
      groups[normalized, default: []].append(member)
    }
    return order.compactMap { normalized in
      guard let group = groups[normalized], let first = group.first else { return nil }
      if group.count == 1 { return ([first.key], first.node, node.isAlwaysPresent(first.key, node: first.node)) }
      let counts = Dictionary(uniqueKeysWithValues: group.map { ($0.key, node.memberCounts[$0.key] ?? 0) })
      let sorted = group.enumerated().sorted { lhs, rhs in
        let (left, right) = (counts[lhs.element.key] ?? 0, counts[rhs.element.key] ?? 0)
        return left != right ? left > right : lhs.offset < rhs.offset
      }.map(\.element)
      let merged = SampleNode()
      for member in sorted { merged.absorb(member.node) }
      let present = counts.values.reduce(0, +) == node.objects && merged.nulls == 0
      return (sorted.map(\.key), merged, present)
    }
  }

  /// The property for a flattened key path: the field at `path` lifted into the object at
  /// `memberPath.dropLast()`.
  private mutating func lifted(_ path: [String], from member: SampleNode, at memberPath: [String], owner: String)
    throws(GeneratorError) -> Property
  {
    var node = member
    var present = true
    let rest = Array(path.dropFirst(memberPath.count))
    var parentPresent = member.nulls == 0
    for key in rest {
      guard let next = node.members.first(where: { $0.key == key })?.node else {
        throw GeneratorError(
          .badOption, "--flatten \(path.joined(separator: ".")): the samples have no field '\(key)' there")
      }
      present = present && parentPresent && node.isAlwaysPresent(key, node: next)
      parentPresent = next.nulls == 0
      node = next
    }
    let relative = Array(path.dropFirst(memberPath.count - 1))
    let (type, comment) = try valueType(
      node, key: relative.joined(separator: "_"), owner: owner, path: path, excluded: [])
    let resolved = type ?? .any
    return Property(
      name: Naming.propertyName(relative.joined(separator: "_")), keys: [relative.joined(separator: ".")],
      isKeyPath: true, type: resolved,
      isOptional: !present || resolved == .any || (resolved == .url && options.style != .immutable), comment: comment)
  }

  // MARK: Types

  /// The type of the values seen at `node` (under `key`), and a note when the samples left
  /// it open. Nil for an object whose every field was flattened away.
  private mutating func valueType(
    _ node: SampleNode, key: String, owner: String, path: [String], excluded: [[String]], place: Place = .member
  ) throws(GeneratorError) -> (ValueType?, String?) {
    let numbers = node.ints + node.unsignedInts + node.doubles + node.decimals + node.exactNumbers
    let kinds = [
      (node.bools, "Booleans"), (numbers, "numbers"), (node.strings, "strings"), (node.arrays, "arrays"),
      (node.objects, "objects"),
    ].filter { $0.0 > 0 }
    if kinds.isEmpty { return (.any, node.values == 0 ? "no value in the samples" : "always null in the samples") }
    if kinds.count > 1 {
      return (.any, "\(kinds.map(\.1).joined(separator: " and ")) in the samples")
    }
    if node.bools > 0 { return (.bool, nil) }
    if numbers > 0 { return (numberType(node), nil) }
    if node.strings > 0 {
      if node.allStringsAreDates, let form = node.dateForm { return (.date(form), nil) }
      if node.allStringsAreURLs { return (.url, nil) }
      return (.string, nil)
    }
    if node.arrays > 0 {
      guard let element = node.element, element.values > 0 else { return (.array(.any), "always empty in the samples") }
      if element.nulls > 0 && element.nulls < element.values {
        return (.array(.any), "null among the elements in the samples")
      }
      let (type, comment) = try valueType(
        element, key: key, owner: owner, path: path, excluded: excluded, place: place == .member ? .element : place)
      return (.array(type ?? .any), comment)
    }
    if node.nonEmptyObjects == 0 { return (.dictionary(.any), "always empty in the samples") }
    if node.isDictionary, let value = node.dictionaryValue {
      let (type, comment) = try valueType(value, key: key, owner: owner, path: [], excluded: [], place: .value)
      return (.dictionary(type ?? .any), comment)
    }
    let preferred = place == .member ? Naming.typeName(key) : Naming.elementTypeName(key)
    let properties = try self.properties(of: node, owner: preferred, path: path, excluded: excluded)
    if properties.isEmpty && !excluded.isEmpty { return (nil, nil) }
    let origin: String
    switch place {
    case .member: origin = "The `\(key)` of ``\(owner)``."
    case .element: origin = "An element of `\(key)` in ``\(owner)``."
    case .value: origin = "A value of the dictionary `\(key)` in ``\(owner)``."
    }
    return (.model(register(properties, preferred: preferred, owner: owner, origin: origin)), nil)
  }

  /// The narrowest number type that holds every number seen.
  private func numberType(_ node: SampleNode) -> ValueType {
    if node.exactNumbers > 0 { return .exactNumber }
    if node.decimals > 0 || (node.doubles > 0 && node.unsignedInts > 0) { return .decimal }
    if node.doubles > 0 { return .double }
    if node.unsignedInts > 0 { return node.negativeInts > 0 ? .decimal : .unsignedInt }
    return .int
  }

  /// Names a type with `properties`: `preferred` when it is free or already names the same
  /// type; else prefixed with its owner's name, then numbered.
  private mutating func register(_ properties: [Property], preferred: String, owner: String, origin: String)
    -> String
  {
    let signature = ModelType(name: "", properties: properties).signature
    var candidates = [preferred, owner + preferred]
    if Naming.reservedTypes.contains(preferred) { candidates.removeFirst() }
    for candidate in candidates {
      if let existing = types[candidate], existing.signature == signature { return candidate }
      if !usedNames.contains(candidate) {
        usedNames.insert(candidate)
        types[candidate] = ModelType(name: candidate, properties: properties, origin: origin)
        return candidate
      }
    }
    var number = 2
    while usedNames.contains(owner + preferred + String(number)) { number += 1 }
    let name = owner + preferred + String(number)
    usedNames.insert(name)
    types[name] = ModelType(name: name, properties: properties, origin: origin)
    return name
  }
}

/// Where a value is: under a key, in an array under a key, or in a dictionary under a key.
enum Place {
  case member
  case element
  case value
}

extension ValueType {
  /// The names of the model types this type refers to.
  var modelNames: [String] {
    switch self {
    case .model(let name): return [name]
    case .array(let element), .dictionary(let element): return element.modelNames
    default: return []
    }
  }
}
