/// How the elements of a stream or a large array are decoded by a ``ModelMapperJSONDecoder``:
/// ``ModelMapperJSONDecoder/reader(_:contentsOf:format:options:)``,
/// ``ModelMapperJSONDecoder/models(_:from:format:options:)`` and
/// `ModelMapperJSONDecoder.decodeArray(of:from:at:options:)`.
///
/// ```swift
/// let orders = try ModelMapperJSONDecoder().decodeArray(of: Order.self, from: data, options: [.parallel])
/// ```
public struct ElementDecodingOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates options from their raw bits.
  ///
  /// - Parameter rawValue: The options' bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// An element that fails to decode is left out and the rest go on (a reader records why in
  /// ``ModelReader/skippedErrors``; in a stream an element that is not valid JSON is skipped
  /// too). Without it, the first failure is thrown.
  public static let skipsInvalidElements = ElementDecodingOptions(rawValue: 1 << 0)

  /// Elements are decoded on all the cores: a large array's runs are parsed and decoded in
  /// parallel, a stream's batches decoded in parallel. The values and errors are the same,
  /// in the same order.
  public static let parallel = ElementDecodingOptions(rawValue: 1 << 1)
}
