import Foundation
import ModelMapper
import SampleModels
import SeededRandom

/// The date transforms alone, a date at a time, beside the Foundation formatters that
/// ObjectMapper's transforms and Codable's date strategies use: parsing and formatting the
/// forms APIs send (Twitter's, ISO 8601 with offsets, with milliseconds, epoch seconds).
///
/// Every candidate converts the same seeded dates, and a group is only made when each
/// transform gives exactly what its formatter gives, so the times compare the same work.
enum DateBenchmarks {
  /// The workload's name; `--filter dates` runs these groups alone.
  static let workload = "dates"
  /// Dates per operation.
  static let count = 1_000

  /// One form of date: a pattern, the zones its strings are written in, and the candidates.
  struct Form {
    var name: String
    var pattern: String
    var zones: [Int]
    /// The transforms that read this form, by name.
    var readers: [(name: String, read: (String) -> Date?)]
    /// The transform that writes this form, its name and the zone it writes in.
    var writer: (name: String, zone: TimeZone, write: (Date) -> String?)
    /// The same transform made for every date, as `mapping(map:)` makes one per model.
    var writerMadePerDate: (Date) -> String?
    /// Foundation's `ISO8601DateFormatter` options for this form, when it reads it too.
    var isoOptions: ISO8601DateFormatter.Options?
  }

  static let twitter = "EEE MMM dd HH:mm:ss Z yyyy"
  static let isoSeconds = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
  static let isoMilliseconds = "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"

  /// The forms, with transforms made once (as a model's `static let` would) and, where
  /// ObjectMapper's README makes one inside `mapping(map:)`, made for every date.
  static func forms() -> [Form] {
    let custom = CustomDateFormatTransform(formatString: twitter)
    let flexibleTwitter = FlexibleDateTransform(writingFormat: twitter)
    let iso = ISO8601DateTransform()
    let customMilliseconds = CustomDateFormatTransform(formatString: isoMilliseconds)
    let flexible = FlexibleDateTransform()
    // A formatter an app keeps in a `static let` and hands to `DateFormatterTransform` inside
    // `mapping(map:)`.
    let millisecondsFormatter = DateFormatter(withFormat: isoMilliseconds, locale: "en_US_POSIX")
    let given = DateFormatterTransform(dateFormatter: millisecondsFormatter)
    let utc = TimeZone(secondsFromGMT: 0) ?? .current
    return [
      Form(
        name: "Twitter's \(twitter)", pattern: twitter, zones: [0],
        readers: [
          ("CustomDateFormatTransform", { custom.transformFromJSON($0) }),
          (
            "CustomDateFormatTransform made per date",
            { CustomDateFormatTransform(formatString: twitter).transformFromJSON($0) }
          ),
          ("FlexibleDateTransform", { flexibleTwitter.transformFromJSON($0) }),
        ],
        writer: ("CustomDateFormatTransform", .current, { custom.transformToJSON($0) }),
        writerMadePerDate: { CustomDateFormatTransform(formatString: twitter).transformToJSON($0) }, isoOptions: nil),
      Form(
        name: "ISO 8601, offsets", pattern: isoSeconds, zones: [0, 7_200, -18_000, 19_800, 32_400],
        readers: [
          ("ISO8601DateTransform", { iso.transformFromJSON($0) }),
          ("ISO8601DateTransform made per date", { ISO8601DateTransform().transformFromJSON($0) }),
          ("FlexibleDateTransform", { flexible.transformFromJSON($0) }),
        ],
        writer: ("ISO8601DateTransform", .current, { iso.transformToJSON($0) }),
        writerMadePerDate: { ISO8601DateTransform().transformToJSON($0) }, isoOptions: [.withInternetDateTime]),
      Form(
        name: "ISO 8601, milliseconds", pattern: isoMilliseconds, zones: [0, 7_200, -18_000, 19_800],
        readers: [
          ("CustomDateFormatTransform", { customMilliseconds.transformFromJSON($0) }),
          ("FlexibleDateTransform", { flexible.transformFromJSON($0) }),
          ("DateFormatterTransform", { given.transformFromJSON($0) }),
          (
            "DateFormatterTransform made per date",
            { DateFormatterTransform(dateFormatter: millisecondsFormatter).transformFromJSON($0) }
          ),
        ],
        writer: ("FlexibleDateTransform", utc, { flexible.transformToJSON($0) }),
        writerMadePerDate: { FlexibleDateTransform().transformToJSON($0) },
        isoOptions: [.withInternetDateTime, .withFractionalSeconds]),
    ]
  }

  static func plan() -> [PlannedGroup] {
    lists()
      + forms().flatMap { form in
        [
          PlannedGroup(workload: workload, operation: "parse \(form.name)") { parsing(form) },
          PlannedGroup(workload: workload, operation: "format \(form.name)") { formatting(form) },
        ]
      } + [
        PlannedGroup(workload: workload, operation: "parse epoch seconds") { epochParsing() },
        PlannedGroup(workload: workload, operation: "format epoch seconds") { epochFormatting() },
      ]
  }

  /// Text to models and models to text for a thousand dates in a list, one list per form,
  /// beside JSONDecoder and JSONEncoder with the matching date strategy: the time per date
  /// inside mapping, where transforms read the document's bytes and write into the output.
  static func lists() -> [PlannedGroup] {
    func document(_ values: [JSONValue]) -> BenchmarkDocument {
      BenchmarkDocument(name: "dates", data: (try? JSONWriter().data(["dates": .array(values)])) ?? Data())
    }
    func strings(_ pattern: String, zones: [Int]) -> BenchmarkDocument {
      let dates = instants(milliseconds: pattern.contains("SSS"))
      let writers = zones.map { formatter(pattern, secondsFromGMT: $0) }
      return document(dates.indices.map { .string(writers[$0 % writers.count].string(from: dates[$0])) })
    }
    let epoch = document(instants(milliseconds: false).map { .int(Int($0.timeIntervalSince1970)) })
    return list(
      TwitterDateList.self, strings(twitter, zones: [0]), .twitter, "Twitter's form", "CustomDateFormatTransform")
      + list(
        ISODateList.self, strings(isoSeconds, zones: [0, 7_200, -18_000, 19_800]), .iso, "ISO 8601",
        "ISO8601DateTransform")
      + list(
        MillisecondDateList.self, strings(isoMilliseconds, zones: [0, 7_200, -18_000]), .milliseconds,
        "ISO 8601 with ms", "FlexibleDateTransform")
      + list(EpochDateList.self, epoch, .epoch, "epoch seconds", "DateTransform")
  }

  /// The two groups of one list, made only when the model reads the dates the Codable twin
  /// reads.
  static func list<Model: DateList>(
    _ model: Model.Type, _ document: BenchmarkDocument, _ form: DateListCodable.Form, _ name: String,
    _ transform: String
  ) -> [PlannedGroup] {
    let text = String(decoding: document.data, as: UTF8.self)
    let agree = {
      guard let mapped = Mapper<Model>().map(JSONString: text),
        let decoded = try? DateListCodable.decoder(form).decode(DateListCodable.self, from: document.data)
      else { return false }
      return mapped.dates == decoded.dates && decoded.dates.count == count
    }
    return MappingBenchmarks.mapping(
      document, model, DateListCodable.self, label: transform, workload: "\(count) dates, \(name), in a model",
      decoder: { DateListCodable.decoder(form) }, encoder: { DateListCodable.encoder(form) },
      ourDecoder: { TwinCoders.dateListDecoder(form) }, ourEncoder: { TwinCoders.dateListEncoder(form) },
      count: { _ in count }
    )
    .map { planned in
      PlannedGroup(workload: planned.workload, operation: planned.operation) { agree() ? planned.make() : nil }
    }
  }

  /// `count` seeded instants from 1970 to 2038, whole seconds or milliseconds as `form` has them.
  static func instants(milliseconds: Bool) -> [Date] {
    var random = SeededGenerator(seed: 0x4441_5445)
    return (0..<count).map { _ in
      let seconds = Double(Int64.random(in: 0...2_147_483_647, using: &random))
      return Date(
        timeIntervalSince1970: seconds + (milliseconds ? Double(Int.random(in: 0..<1000, using: &random)) / 1000 : 0))
    }
  }

  static func formatter(_ pattern: String, secondsFromGMT: Int) -> DateFormatter {
    formatter(pattern, zone: TimeZone(secondsFromGMT: secondsFromGMT) ?? .current)
  }

  static func formatter(_ pattern: String, zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = pattern
    return formatter
  }

  static func parsing(_ form: Form) -> BenchmarkGroup? {
    let dates = instants(milliseconds: form.pattern.contains("SSS"))
    let writers = form.zones.map { formatter(form.pattern, secondsFromGMT: $0) }
    let strings = dates.indices.map { writers[$0 % writers.count].string(from: dates[$0]) }
    let reference = formatter(form.pattern, secondsFromGMT: 0)
    // The same work or no group: every reader must give the formatter's dates.
    guard strings.map({ reference.date(from: $0) }) == dates,
      form.readers.allSatisfy({ reader in strings.map(reader.read) == dates })
    else { return nil }
    var candidates: [BenchmarkGroup.Candidate] = form.readers.map { name, read in
      .init(name) { strings.reduce(0.0) { $0 + (read($1)?.timeIntervalSince1970 ?? 0) } }
    }
    candidates.append(
      .init("DateFormatter") { strings.reduce(0.0) { $0 + (reference.date(from: $1)?.timeIntervalSince1970 ?? 0) } })
    if let options = form.isoOptions {
      let iso = ISO8601DateFormatter()
      iso.formatOptions = options
      candidates.append(
        .init("ISO8601DateFormatter") { strings.reduce(0.0) { $0 + (iso.date(from: $1)?.timeIntervalSince1970 ?? 0) } }
      )
    }
    return BenchmarkGroup(
      workload: workload, operation: "parse \(form.name)", bytes: strings.reduce(0) { $0 + $1.utf8.count },
      items: count, baseline: "DateFormatter", candidates: candidates)
  }

  static func formatting(_ form: Form) -> BenchmarkGroup? {
    let dates = instants(milliseconds: form.pattern.contains("SSS"))
    let reference = formatter(form.pattern, zone: form.writer.zone)
    let strings = dates.map { reference.string(from: $0) }
    let write = form.writer.write
    let writeMadePerDate = form.writerMadePerDate
    guard dates.map(write) == strings, dates.map(writeMadePerDate) == strings else { return nil }
    var candidates: [BenchmarkGroup.Candidate] = [
      .init(form.writer.name) { dates.reduce(0) { $0 + (write($1)?.utf8.count ?? 0) } },
      .init("\(form.writer.name) made per date") {
        dates.reduce(0) { $0 + (writeMadePerDate($1)?.utf8.count ?? 0) }
      },
    ]
    candidates.append(.init("DateFormatter") { dates.reduce(0) { $0 + reference.string(from: $1).utf8.count } })
    if let options = form.isoOptions {
      let iso = ISO8601DateFormatter()
      iso.formatOptions = options
      iso.timeZone = form.writer.zone
      candidates.append(.init("ISO8601DateFormatter") { dates.reduce(0) { $0 + iso.string(from: $1).utf8.count } })
    }
    return BenchmarkGroup(
      workload: workload, operation: "format \(form.name)", bytes: strings.reduce(0) { $0 + $1.utf8.count },
      items: count, baseline: "DateFormatter", candidates: candidates)
  }

  /// Epoch seconds as JSON numbers in Foundation form: `DateTransform` against the code it
  /// saves writing.
  static func epochParsing() -> BenchmarkGroup? {
    let values: [Any?] = instants(milliseconds: false).map { $0.timeIntervalSince1970 }
    let transform = DateTransform()
    return BenchmarkGroup(
      workload: workload, operation: "parse epoch seconds", bytes: 0, items: count, baseline: "hand-written",
      candidates: [
        .init("DateTransform") {
          values.reduce(0.0) { $0 + (transform.transformFromJSON($1)?.timeIntervalSince1970 ?? 0) }
        },
        .init("hand-written") {
          values.reduce(0.0) {
            $0 + (($1 as? Double).map(Date.init(timeIntervalSince1970:))?.timeIntervalSince1970 ?? 0)
          }
        },
      ])
  }

  static func epochFormatting() -> BenchmarkGroup? {
    let dates = instants(milliseconds: false)
    let transform = DateTransform()
    return BenchmarkGroup(
      workload: workload, operation: "format epoch seconds", bytes: 0, items: count, baseline: "hand-written",
      candidates: [
        .init("DateTransform") { dates.reduce(0.0) { $0 + (transform.transformToJSON($1) ?? 0) } },
        .init("hand-written") { dates.reduce(0.0) { $0 + $1.timeIntervalSince1970 } },
      ])
  }
}
