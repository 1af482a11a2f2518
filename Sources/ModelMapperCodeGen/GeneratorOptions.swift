/// What `modelmapper generate` is asked for.
///
/// ```swift
/// var options = GeneratorOptions(rootName: "User")
/// options.style = .immutable
/// options.flattenedPaths = ["profile.name"]
/// ```
package struct GeneratorOptions: Sendable, Hashable {
  /// The kind of type generated.
  package enum Style: String, Sendable, Hashable, CaseIterable {
    /// `final class` types adopting `Mappable`, with `var` properties.
    case `class`
    /// `struct` types adopting `Mappable`, with `var` properties.
    case `struct`
    /// `struct` types adopting `ImmutableMappable`, with `let` properties.
    case immutable
  }

  /// The name of the top-level object's type (the element type when the top level is an
  /// array of objects).
  package var rootName: String
  /// The kind of type generated.
  package var style: Style = .class
  /// Whether the types and their members are `public`.
  package var isPublic = false
  /// Key paths from the top-level object (`user.name`) whose field is lifted into the
  /// object holding the path, mapped with the dotted key path.
  package var flattenedPaths: [String] = []
  /// Whether keys that differ only in case, `_` and `-` (`id`, `ID`, `user_id`,
  /// `userId`...) are one property with a fallback key list, the most frequent spelling first.
  package var mergesKeys = false

  /// Options with the defaults: classes, internal, no flattening, no merged keys.
  package init(rootName: String) {
    self.rootName = rootName
  }
}

/// Why the generator could not make types from the samples.
///
/// ```swift
/// do { _ = try CodeGenerator(options: options).generate(from: samples) } catch { print(error) }
/// ```
package struct GeneratorError: Error, Sendable, CustomStringConvertible {
  /// Whose fault it is: the options asked for something the samples do not have, or the
  /// samples cannot give models.
  package enum Kind: Sendable {
    /// An option (such as `--flatten`) names something the samples do not have.
    case badOption
    /// The samples cannot give models (no sample, or a sample that is not an object or an
    /// array of objects).
    case badSamples
  }

  /// Whose fault it is.
  package var kind: Kind
  /// What is wrong, in a sentence.
  package var message: String

  /// Creates an error.
  package init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
