import Foundation

/// Draws benchmark results as an SVG bar chart: one bar per ModelMapper result, its length
/// the speedup over the group's baseline on a logarithmic axis centred on 1x, grouped by
/// workload.
///
/// Bars right of the 1x line are faster than the baseline (JSONSerialization for parsing
/// and writing, JSONDecoder and JSONEncoder for mapping, hand-written code or Codable for
/// the model conveniences); bars left of it are slower. Each bar's label gives the ratio,
/// and its tooltip both median times.
///
/// ```swift
/// let svg = BenchmarkChart(title: "ModelMapper", notes: ["2 cores"]).svg(for: results)
/// try Data(svg.utf8).write(to: URL(fileURLWithPath: "benchmark.svg"))
/// ```
package struct BenchmarkChart: Sendable {
  /// The heading at the top of the chart.
  package var title: String
  /// Lines under the heading: the machine, the data, the command that made the chart.
  package var notes: [String]

  /// Creates a chart with a heading and lines of notes under it.
  package init(title: String, notes: [String] = []) {
    self.title = title
    self.notes = notes
  }

  /// The results the chart draws: those of ModelMapper's implementations that are not
  /// their group's baseline, in the order given.
  package static func charted(_ results: [BenchmarkResult]) -> [BenchmarkResult] {
    results.filter {
      $0.implementation.hasPrefix("ModelMapper") && $0.implementation != $0.baseline && $0.speedup > 0
    }
  }

  // Layout, in pixels.
  static let width = 1000.0
  static let labelRight = 350.0
  static let plotLeft = 365.0
  static let plotRight = 765.0
  static let valueLeft = 780.0
  static let rowHeight = 20.0
  static let barHeight = 13.0

  /// The SVG document for `results`.
  package func svg(for results: [BenchmarkResult]) -> String {
    let rows = Self.charted(results)
    let speedups = rows.map(\.speedup)
    let lowDecade = min(-1, Int(floor(log10(speedups.min() ?? 1))))
    let highDecade = max(2, Int(ceil(log10(speedups.max() ?? 1))))
    func x(_ speedup: Double) -> Double {
      let fraction = (log10(speedup) - Double(lowDecade)) / Double(highDecade - lowDecade)
      return Self.plotLeft + fraction * (Self.plotRight - Self.plotLeft)
    }

    var body: [String] = []
    var y = 30.0
    body.append(text(title, x: 16, y: y, attributes: #"font-size="18" font-weight="bold""#))
    for note in notes {
      y += 18
      body.append(text(note, x: 16, y: y, attributes: ##"fill="#555""##))
    }
    y += 30
    let plotTop = y
    body.append(
      text(
        "faster than the baseline \u{2192}", x: x(1) + 6, y: y - 8,
        attributes: ##"fill="#2f6f4f""##))
    body.append(
      text(
        "\u{2190} slower", x: x(1) - 6, y: y - 8,
        attributes: ##"fill="#a0522d" text-anchor="end""##))

    var workload: String?
    for row in rows {
      if row.workload != workload {
        workload = row.workload
        y += 8
        body.append(text(row.workload, x: 16, y: y + 13, attributes: #"font-weight="bold""#))
        y += Self.rowHeight
      }
      let label = row.operation + " \u{00B7} " + shortName(row.implementation)
      body.append(text(label, x: Self.labelRight, y: y + 11, attributes: #"text-anchor="end""#))
      let start = min(x(1), x(row.speedup))
      let length = max(abs(x(row.speedup) - x(1)), 1)
      let color = row.speedup >= 1 ? "#3a9d6e" : "#d9822b"
      let baselineTime = row.medianNanoseconds * row.speedup
      let tooltip =
        "\(row.workload) \(row.operation): \(row.implementation) "
        + "\(BenchmarkReport.duration(row.medianNanoseconds)), \(row.baseline) "
        + BenchmarkReport.duration(baselineTime)
      body.append(
        #"<rect x="\#(format(start))" y="\#(format(y + 1))" width="\#(format(length))" "#
          + #"height="\#(format(Self.barHeight))" fill="\#(color)"><title>\#(escape(tooltip))</title></rect>"#)
      let ratio = BenchmarkReport.fixed(row.speedup, row.speedup < 10 ? 2 : 1) + "x"
      body.append(text("\(ratio) vs \(row.baseline)", x: Self.valueLeft, y: y + 11))
      y += Self.rowHeight
    }
    let plotBottom = y + 4

    // Decade grid lines, the 1x line strongest, with their labels below the plot.
    var grid: [String] = []
    for decade in lowDecade...highDecade {
      let position = format(x(pow(10, Double(decade))))
      let stroke = decade == 0 ? ##"stroke="#333" stroke-width="1.5""## : ##"stroke="#ddd""##
      grid.append(
        #"<line x1="\#(position)" y1="\#(format(plotTop))" x2="\#(position)" y2="\#(format(plotBottom))" \#(stroke)/>"#
      )
      let label =
        decade < 0
        ? "0." + String(repeating: "0", count: -decade - 1) + "1x" : "1" + String(repeating: "0", count: decade) + "x"
      grid.append(
        text(
          label, x: x(pow(10, Double(decade))), y: plotBottom + 16, attributes: ##"text-anchor="middle" fill="#555""##))
    }
    let height = plotBottom + 32
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(Self.width))" height="\(format(height))" \
      viewBox="0 0 \(format(Self.width)) \(format(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="#fff"/>
      \((grid + body).joined(separator: "\n"))
      </svg>

      """
  }

  /// The implementation's name without the leading `ModelMapper, `.
  func shortName(_ implementation: String) -> String {
    let prefix = "ModelMapper, "
    if implementation.hasPrefix(prefix) { return String(implementation.dropFirst(prefix.count)) }
    return implementation
  }

  func text(_ content: String, x: Double, y: Double, attributes: String = "") -> String {
    let extra = attributes.isEmpty ? "" : " " + attributes
    return #"<text x="\#(format(x))" y="\#(format(y))"\#(extra)>\#(escape(content))</text>"#
  }

  func format(_ value: Double) -> String {
    BenchmarkReport.fixed(value, 1)
  }

  /// `text` with XML's special characters escaped.
  func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
