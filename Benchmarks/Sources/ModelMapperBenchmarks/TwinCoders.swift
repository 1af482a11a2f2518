import Foundation
import ModelMapper
import SampleModels

/// ModelMapper's Codable coders set up as the Codable twins' own Foundation coders are (the
/// same strategies and the same shared formatters), for the twins measured through both.
enum TwinCoders {
  static func decoder(dates formatter: DateFormatter) -> ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    return decoder
  }

  static func encoder(dates formatter: DateFormatter) -> ModelMapperJSONEncoder {
    let encoder = ModelMapperJSONEncoder()
    encoder.dateEncodingStrategy = .formatted(formatter)
    return encoder
  }

  /// `LedgerEntryCodable`'s: ISO 8601 dates.
  static func ledgerDecoder() -> ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  static func ledgerEncoder() -> ModelMapperJSONEncoder {
    let encoder = ModelMapperJSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// `GitHubUserSnakeCaseCodable`'s: snake_case keys.
  static func snakeCaseDecoder() -> ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }

  static func snakeCaseEncoder() -> ModelMapperJSONEncoder {
    let encoder = ModelMapperJSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return encoder
  }

  /// `DateListCodable`'s: the date strategy of the list's form.
  static func dateListDecoder(_ form: DateListCodable.Form) -> ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    switch form {
    case .twitter: decoder.dateDecodingStrategy = .formatted(DateListCodable.twitter)
    case .iso: decoder.dateDecodingStrategy = .iso8601
    case .milliseconds: decoder.dateDecodingStrategy = .formatted(DateListCodable.milliseconds)
    case .epoch: decoder.dateDecodingStrategy = .secondsSince1970
    }
    return decoder
  }

  static func dateListEncoder(_ form: DateListCodable.Form) -> ModelMapperJSONEncoder {
    let encoder = ModelMapperJSONEncoder()
    switch form {
    case .twitter: encoder.dateEncodingStrategy = .formatted(DateListCodable.twitter)
    case .iso: encoder.dateEncodingStrategy = .iso8601
    case .milliseconds: encoder.dateEncodingStrategy = .formatted(DateListCodable.milliseconds)
    case .epoch: encoder.dateEncodingStrategy = .secondsSince1970
    }
    return encoder
  }
}
