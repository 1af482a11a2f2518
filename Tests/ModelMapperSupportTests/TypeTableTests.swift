import Testing

@testable import ModelMapperSupport

/// A class whose instances give distinct identities, as many model types would.
private final class Token {}

@Suite("The type table of the key shape caches (of models and of CodingKey types)")
struct TypeTableTests {
  @Test("holds thousands of identities through its growth, keeps the first value, and knows what it lacks")
  func growthAndLookups() {
    // Instances stay alive, so that their identities stay distinct.
    let tokens = (0..<5_000).map { _ in Token() }
    let missing = (0..<1_000).map { _ in Token() }
    var table = _TypeTable<Int?>()
    for (index, token) in tokens.enumerated() {
      // Every seventh holds nil, as a type without a shape does.
      let inserted = table.insert(index % 7 == 0 ? nil : index, for: ObjectIdentifier(token))
      #expect(inserted)
    }
    #expect(table.count == tokens.count)
    // A second insertion leaves the first value.
    let insertedAgain = table.insert(-1, for: ObjectIdentifier(tokens[3]))
    #expect(!insertedAgain)
    #expect(table.count == tokens.count)
    for (index, token) in tokens.enumerated() {
      let value = table[ObjectIdentifier(token)]
      #expect(value == .some(index % 7 == 0 ? nil : index))
    }
    for token in missing { #expect(table[ObjectIdentifier(token)] == nil) }
    // Model types themselves.
    var types = _TypeTable<String>()
    types.insert("Int", for: ObjectIdentifier(Int.self))
    types.insert("String", for: ObjectIdentifier(String.self))
    #expect(types[ObjectIdentifier(Int.self)] == "Int" && types[ObjectIdentifier(String.self)] == "String")
    #expect(types[ObjectIdentifier(Double.self)] == nil)
  }

  @Test("replace changes a held value and adds a missing one, through growth")
  func replacing() {
    let tokens = (0..<100).map { _ in Token() }
    var table = _TypeTable<Int>()
    for (index, token) in tokens.enumerated() where index % 2 == 0 { table.insert(index, for: ObjectIdentifier(token)) }
    for (index, token) in tokens.enumerated() { table.replace(-index, for: ObjectIdentifier(token)) }
    #expect(table.count == tokens.count)
    for (index, token) in tokens.enumerated() { #expect(table[ObjectIdentifier(token)] == -index) }
  }
}
