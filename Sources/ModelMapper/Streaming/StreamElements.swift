import Foundation
import ModelMapperSupport

/// How a stream makes its elements, and what it throws: the elements of ``ModelReader`` and
/// ``ModelStream`` are mapped by a ``Mapper`` (errors are ``MapError``s) or decoded by a
/// ``ModelMapperJSONDecoder`` (errors are `DecodingError`s).
struct _StreamElements<Element>: @unchecked Sendable {
  /// Makes the stream's element `index` from the value at the tape index (mapping or decoding
  /// it). Called on several threads at once with ``isParallel``: it only reads what it shares.
  let make: (_ document: JSONDocument, _ node: Int, _ index: Int) throws -> Element
  /// The error for what the splitter found wrong.
  let failure: (_JSONArraySplitter.Failure) -> Error
  /// Whether elements that fail are skipped.
  let isLossy: Bool
  /// Whether batches are made on all the cores.
  let isParallel: Bool
  /// The deepest nesting accepted.
  let maxDepth: Int
}

extension _StreamElements where Element: BaseMappable {
  /// Elements mapped with `mapper`, as ``Mapper/mapArrayOrThrow(JSONString:)`` maps them.
  init(mapper: Mapper<Element>, format: ModelStreamFormat) {
    let keyPath = format.keyPath
    make = { document, node, index in
      let location: _MapLocation = keyPath.map { .element(.text($0), index) } ?? .rootElement(index)
      return try mapper.collectingProblems { session in
        try mapper.mapOrThrow(document, node, location: location, session: session)
      }
    }
    failure = { Self.mapError($0, keyPath: keyPath ?? "") }
    isLossy = mapper.options.contains(.lossyCollections)
    isParallel = mapper.options.contains(.parallel)
    maxDepth = 512
  }

  /// A splitter's failure as a ``MapError``.
  static func mapError(_ failure: _JSONArraySplitter.Failure, keyPath: String) -> MapError {
    switch failure {
    case .invalidJSON(let parseError, let element):
      var error = MapError(invalidJSON: parseError)
      if let element { error.path = keyPath + "[\(element)]" }
      return error
    case .nothingAtPath:
      var error = MapError(
        .missingKey, key: keyPath, currentValue: nil, reason: "Nothing at '\(keyPath)' in the document")
      error.path = keyPath
      return error
    case .notAnArray(_, let found):
      var error = MapError(
        .typeMismatch, key: keyPath.isEmpty ? nil : keyPath, currentValue: nil,
        reason: "Cannot cast to '[[String: Any]]'")
      error.path = keyPath
      error.expected = [Element].self
      error.expectedType = _typeName([Element].self)
      error.foundKind = found
      error.found = found.description
      return error
    }
  }
}

extension _StreamElements where Element: Decodable {
  /// Elements decoded with `decoder`'s settings at this moment, as it decodes an array's
  /// elements: coding paths start with the key path and the element's index.
  init(decoder: ModelMapperJSONDecoder, format: ModelStreamFormat, options: ElementDecodingOptions) {
    let elementDecoder = _ElementDecoder(decoder, keyPath: format.pathSteps)
    make = { document, node, index in
      try elementDecoder.decode(Element.self, from: document, at: node, index: index)
    }
    failure = { failure in
      switch failure {
      case .invalidJSON(let error, _): _invalidJSON(error)
      case .nothingAtPath: elementDecoder.nothingAtPath()
      case .notAnArray(_, let found): elementDecoder.notAnArray(found: found)
      }
    }
    isLossy = options.contains(.skipsInvalidElements)
    isParallel = options.contains(.parallel)
    maxDepth = elementDecoder.maxDepth
  }
}
