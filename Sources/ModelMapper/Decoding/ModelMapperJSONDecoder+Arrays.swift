import Foundation

// Large arrays of `Decodable` elements a run at a time, on all the cores with
// `ElementDecodingOptions.parallel`, as `Mapper` maps large arrays of models.
extension ModelMapperJSONDecoder {
  /// Decodes the array at `keyPath` in `bytes` as an array of `T`, on all the cores with
  /// ``ElementDecodingOptions/parallel``.
  ///
  /// ```swift
  /// let orders = try decoder.decodeArray(of: Order.self, from: data, at: "data.orders", options: [.parallel])
  /// ```
  ///
  /// The result is what `decode([T].self, from:)` gives for the array (read inside the
  /// containers of the key path, whose keys are matched as written), and so are the errors: a
  /// `DecodingError` whose coding path starts at the top of the document (`data`, `orders`,
  /// `Index 1204`, ...). Text of a megabyte or more is cut into runs of whole elements as it is
  /// scanned, and each run is parsed and decoded as soon as it is found: on the other cores
  /// while the scan goes on with ``ElementDecodingOptions/parallel``, else on the calling
  /// thread, whose caches then hold each run's tape.
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - bytes: UTF-8 JSON text: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - keyPath: Where the array is (`"data.orders"`; a number is an array index); empty
  ///     (the default) for the whole document.
  ///   - options: ``ElementDecodingOptions/parallel``; with
  ///     ``ElementDecodingOptions/skipsInvalidElements`` an element that fails to decode is
  ///     left out (invalid JSON is still an error).
  /// - Throws: `DecodingError`: `.dataCorrupted` with an underlying ``JSONParseError`` for
  ///   invalid JSON; a missing key or a value of another kind on the way to the array; else
  ///   the first element's error.
  public func decodeArray<T: Decodable>(
    of type: T.Type, from bytes: some ContiguousBytes, at keyPath: String = "", options: ElementDecodingOptions = []
  ) throws -> [T] {
    let format = ModelStreamFormat.array(at: keyPath)
    let decoder = _ElementDecoder(self, keyPath: format.pathSteps)
    let skips = options.contains(.skipsInvalidElements)
    return try bytes.withUnsafeBytes { buffer in
      if buffer.count >= _ArrayRuns.minimumBytes,
        let values = try Self.decodeInRuns(
          T.self, buffer, keyPath: format.keyPath, decoder: decoder, skips: skips,
          parallel: options.contains(.parallel))
      {
        return values
      }
      let document: JSONDocument
      do throws(JSONParseError) {
        document = try JSONDocument(parsing: buffer, options: JSONDocument.Options(maxDepth: decoder.maxDepth))
      } catch {
        throw _invalidJSON(error)
      }
      return try decoder.decodeArray(T.self, from: document, skipsFailures: skips)
    }
  }

  /// Decodes the array at `keyPath` in `text` as an array of `T` (see
  /// `decodeArray(of:from:at:options:)`).
  ///
  /// ```swift
  /// let tags = try ModelMapperJSONDecoder().decodeArray(of: String.self, from: #"{"tags": ["a", "b"]}"#, at: "tags")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - text: The JSON text.
  ///   - keyPath: Where the array is; empty (the default) for the whole document.
  ///   - options: ``ElementDecodingOptions/parallel``,
  ///     ``ElementDecodingOptions/skipsInvalidElements``.
  /// - Throws: `DecodingError`, as `decodeArray(of:from:at:options:)`.
  public func decodeArray<T: Decodable>(
    of type: T.Type, from text: String, at keyPath: String = "", options: ElementDecodingOptions = []
  ) throws -> [T] {
    try decodeArray(of: T.self, from: Array(text.utf8), at: keyPath, options: options)
  }

  /// The elements of the array at `keyPath`, a run at a time; nil when the whole document must
  /// decide (invalid JSON, a repeated key on the path, too few runs).
  ///
  /// - Throws: The first element's error (without ``ElementDecodingOptions/skipsInvalidElements``).
  private static func decodeInRuns<T: Decodable>(
    _ type: T.Type, _ buffer: UnsafeRawBufferPointer, keyPath: String?, decoder: _ElementDecoder, skips: Bool,
    parallel: Bool
  ) throws -> [T]? {
    let outcomes = _ArrayRuns.outcomes(
      buffer, keyPath: keyPath, maxDepth: decoder.maxDepth, parallel: parallel, inOrder: true
    ) {
      (batch) -> _RunOutcome<T> in
      switch decoder.decodeElements(
        T.self, of: batch.document, at: batch.elements, firstIndex: batch.firstIndex, skipsFailures: skips)
      {
      case .success(let values): .models(values, problems: [])
      case .failure(let error): .failed(error)
      }
    }
    guard let outcomes else { return nil }
    var total = 0
    for outcome in outcomes {
      switch outcome {
      case .models(let values, _): total += values.count
      case .failed(let error): throw error
      case .irregular: return nil
      }
    }
    var values: [T] = []
    values.reserveCapacity(total)
    for case .models(let run, _) in outcomes { values.append(contentsOf: run) }
    return values
  }
}
