import Foundation

/// Every problem a strict mapping found, each with its key path, expected type and found
/// value.
///
/// ```swift
/// do {
///   _ = try Mapper<User>(options: .strict).mapOrThrow(JSONString: json)
/// } catch let problems as MappingProblems {
///   for problem in problems.errors { print(problem) }
/// }
/// ```
public struct MappingProblems: Error, Sendable, CustomStringConvertible {
  /// The problems, in the order they were found.
  public var errors: [MapError]

  /// Creates a report.
  ///
  /// - Parameter errors: The problems, in the order they were found.
  public init(errors: [MapError]) {
    self.errors = errors
  }

  /// One line per problem.
  public var description: String {
    "\(errors.count) mapping problem\(errors.count == 1 ? "" : "s"):\n"
      + errors.map { "- \($0)" }.joined(separator: "\n")
  }
}
