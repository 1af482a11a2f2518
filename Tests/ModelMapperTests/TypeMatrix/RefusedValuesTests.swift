// Numbers a property's type cannot hold, in every kind of model: refused, never truncated,
// wrapped, clamped or crashed on. A mutable model keeps what it had (strict mode reports the
// key path, the expected type and the number found); an immutable model throws that error.

import Foundation
import ModelMapper
import Testing

/// A number that `M.Scalar` cannot hold, and why.
struct RefusedNumber: CustomTestStringConvertible, Sendable {
  let text: String
  let reason: String
  let check: @Sendable () -> [String]

  var testDescription: String { text }

  init<M: MatrixModel & SendableMetatype>(_ model: M.Type, _ text: String, _ reason: String) {
    self.text = text
    self.reason = reason
    check = { RefusedNumber.failures(of: model, text, reason) }
  }

  /// What went wrong when `text` is read into `M`'s scalar cells: nothing, if all is well.
  static func failures<M: MatrixModel>(of model: M.Type, _ text: String, _ reason: String) -> [String] {
    var failures: [String] = []
    let name = "\(text) for \(M.Scalar.self) in a \(M.kind)"
    let json = #"{"plain": \#(text), "optional": \#(text), "iuo": \#(text), "array": [\#(text)], "set": [\#(text)]}"#
    let before = MatrixCells<M.Scalar>.sample(0, extra: M.hasExtra)
    let expectedType = "\(M.Scalar.self)"

    if M.self is any ImmutableMappable.Type {
      do {
        _ = try Mapper<M>().mapOrThrow(JSONString: json)
        failures.append("\(name): no error thrown")
      } catch let error as MapError {
        if error.path != "plain" || error.expectedType != expectedType || error.found != "number \(text)" {
          failures.append("\(name): threw \(error)")
        }
      } catch {
        failures.append("\(name): threw \(error)")
      }
      return failures
    }

    // Mapped onto a model holding sample 0: every refused cell keeps its value.
    let model = Mapper<M>().map(JSONString: json, toObject: M(cells: before))
    let after = model.cells
    for field in MatrixCells<M.Scalar>.fields where ["plain", "optional", "iuo", "array", "set"].contains(field.key) {
      if !field.equal(after, before) { failures.append("\(name): \(field.key) changed to \(field.any(after))") }
    }
    // Strict mode names the place, the type, the number and the reason.
    do {
      _ = try Mapper<M>(options: .strict).mapOrThrow(JSONString: json)
      failures.append("\(name): strict mode reported nothing")
    } catch let problems as MappingProblems {
      let found = problems.errors.map {
        "\($0.path ?? "") | \($0.expectedType ?? "") | \($0.found ?? "") | \($0.reason ?? "")"
      }
      let wanted = ["plain", "optional", "iuo", "array[0]", "set[0]"].map {
        "\($0) | \(expectedType) | number \(text) | \(reason)"
      }
      if found != wanted { failures.append("\(name): strict mode reported \(found), expected \(wanted)") }
    } catch {
      failures.append("\(name): strict mode threw \(error)")
    }
    return failures
  }
}

@Suite("Numbers a type cannot hold are refused in every kind of model")
struct RefusedValuesTests {
  static let wholeNumber = "Not a whole number"
  static func outOfRange(_ type: String) -> String { "Out of range for '\(type)'" }

  static let cases: [RefusedNumber] = {
    var cases: [RefusedNumber] = []
    func add<M: MatrixModel & SendableMetatype>(_ models: [M.Type], _ text: String, _ reason: String) {
      for model in models { cases.append(RefusedNumber(model, text, reason)) }
    }
    add([UInt8InFinalClass.self], "300", outOfRange("UInt8"))
    add([UInt8InStruct.self], "-1", outOfRange("UInt8"))
    add([Int8InSubclass.self], "-129", outOfRange("Int8"))
    add([IntInFinalClass.self], "1.5", wholeNumber)
    add([IntInStaticMappable.self], "1e400", outOfRange("Int"))
    add([Int64InStruct.self], "9223372036854775808", outOfRange("Int64"))
    add([UInt64InFinalClass.self], "18446744073709551616", outOfRange("UInt64"))
    add([UInt32InFinalClass.self], "4294967295.5", wholeNumber)
    add([DoubleInFinalClass.self], "1e400", outOfRange("Double"))
    add([FloatInStruct.self], "1e39", outOfRange("Float"))
    add([CGFloatInFinalClass.self], "-1e400", outOfRange("CGFloat"))
    add([DecimalInFinalClass.self], "1e400", outOfRange("Decimal"))
    add([DecimalInSubclass.self], "1234567890123456789012345678901234567890", outOfRange("Decimal"))
    add([IntInImmutableStruct.self], "1.5", wholeNumber)
    add([UInt8InImmutableClass.self], "300", outOfRange("UInt8"))
    add([DoubleInImmutableStruct.self], "1e400", outOfRange("Double"))
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      add([Int128InFinalClass.self], "170141183460469231731687303715884105728", outOfRange("Int128"))
      add([UInt128InStruct.self], "1e39", outOfRange("UInt128"))
    }
    return cases
  }()

  @Test("refused, the property keeps its value, strict mode and immutable models say where", arguments: cases)
  func refused(_ number: RefusedNumber) {
    let failures = number.check()
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
