import Foundation

extension BaseMappable {
  /// A deep copy made through the mapping: the model is written as JSON (optionals set to
  /// nil written as `null`, so that the copy gets nil too) and a new model is mapped from it.
  ///
  /// A class model's copy is a new instance, and so is every nested model, in arrays and
  /// dictionaries too (YYModel's copy shared them). A struct's copy is equal to it. What the
  /// mapping does not map is not copied: the copy holds what `mapping(map:)` reads and
  /// writes, exactly as a round trip through JSON would.
  ///
  /// - Parameter context: passed to the mapping, as ``Mapper/init(context:shouldIncludeNilValues:)`` does.
  /// - Throws: ``MapError`` when the model cannot be written (a NaN, or models nested more
  ///   than 512 levels deep) or refuses its own JSON (an `init?(map:)` that returns nil).
  ///
  /// ```swift
  /// let draft = try post.deepCopy()
  /// draft.comments[0].text = "edited"   // post.comments[0] is untouched
  /// ```
  public func deepCopy(context: MapContext? = nil) throws -> Self {
    let mapper = Mapper<Self>(context: context, shouldIncludeNilValues: true)
    let document = try mapper.writtenDocument(of: self)
    return try mapper.mapOrThrow(document, 0, session: nil)
  }
}

extension Mapper {
  /// The model's JSON, written through its mapping, as a parsed document.
  ///
  /// - Throws: ``MapError`` when the model cannot be written.
  func writtenDocument(of object: N) throws -> JSONDocument {
    let output = try writtenOutput(of: object)
    do {
      return try output.emitter.withBytes { try JSONDocument(parsing: $0, options: .init(maxDepth: .max)) }
    } catch {
      throw MapError(
        .refusedByModel, key: nil, currentValue: nil, reason: "Cannot read back the JSON of '\(N.self)': \(error)")
    }
  }

  /// The model's JSON as compact UTF-8 bytes, written through its mapping.
  func writtenBytes(of object: N) throws -> [UInt8] {
    try writtenOutput(of: object).emitter.makeArray()
  }

  /// The output holding the model's compact JSON.
  private func writtenOutput(of object: N) throws -> _JSONOutput {
    let output = _JSONOutput(options: .compact)
    guard self.write(object, into: output, depth: 0, location: nil) else {
      throw MapError(
        .notWritable, key: nil, currentValue: nil, reason: "willWrite(_:map:) of '\(N.self)' vetoed the model")
    }
    if let error = output.error {
      var mapError = MapError(
        .notWritable, key: error.path.isEmpty ? nil : error.path, currentValue: nil,
        reason: "Cannot write '\(N.self)' as JSON: \(error)")
      mapError.path = error.path
      throw mapError
    }
    return output
  }
}
