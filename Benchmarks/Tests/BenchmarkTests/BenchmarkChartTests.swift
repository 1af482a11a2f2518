import Foundation
import ModelMapperBenchmarks
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the elements of an XML document, failing on malformed XML.
private final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  var texts: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append((elementName, attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    texts.append(string)
  }

  static func parse(_ svg: String) -> ElementCollector? {
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    return parser.parse() ? collector : nil
  }
}

private func result(
  _ workload: String, _ operation: String, _ implementation: String, nanoseconds: Double,
  baseline: String, speedup: Double
) -> BenchmarkResult {
  BenchmarkResult(
    workload: workload, operation: operation, implementation: implementation, medianNanoseconds: nanoseconds,
    bytes: 1000, items: 0, baseline: baseline, speedup: speedup)
}

@Suite("The benchmark's SVG chart")
struct BenchmarkChartTests {
  let results = [
    result("a.json", "parse", "ModelMapper", nanoseconds: 100, baseline: "JSONSerialization", speedup: 20),
    result("a.json", "parse", "JSONSerialization", nanoseconds: 2000, baseline: "JSONSerialization", speedup: 1),
    result(
      "a.json", "decode", "ModelMapper, <class> & \"struct\"", nanoseconds: 50, baseline: "JSONDecoder", speedup: 4),
    result("a.json", "decode", "JSONDecoder", nanoseconds: 200, baseline: "JSONDecoder", speedup: 1),
    result(
      "b.json", "archive", "ModelMapper, encodeMapping", nanoseconds: 400, baseline: "hand-written", speedup: 0.25),
    result("b.json", "archive", "hand-written", nanoseconds: 100, baseline: "hand-written", speedup: 1),
  ]

  @Test("one bar per ModelMapper result, none for the baselines")
  func barsPerResult() throws {
    let svg = BenchmarkChart(title: "T", notes: ["n"]).svg(for: results)
    let document = try #require(ElementCollector.parse(svg), "the SVG is not well-formed XML")
    let bars = document.elements.filter { $0.name == "rect" && $0.attributes["fill"] != "#fff" }
    #expect(bars.count == 3)
    #expect(BenchmarkChart.charted(results).map(\.speedup) == [20, 4, 0.25])
  }

  @Test("bar lengths follow the log of the speedup; slower results extend left of 1x")
  func lengths() throws {
    let svg = BenchmarkChart(title: "T").svg(for: results)
    let document = try #require(ElementCollector.parse(svg))
    let bars = document.elements.filter { $0.name == "rect" && $0.attributes["fill"] != "#fff" }
    let x = bars.compactMap { $0.attributes["x"].flatMap(Double.init) }
    let width = bars.compactMap { $0.attributes["width"].flatMap(Double.init) }
    try #require(x.count == 3 && width.count == 3)
    // 20x and 4x start at the 1x line; 0.25x ends there.
    #expect(abs(x[0] - x[1]) < 0.11)
    #expect(abs(x[2] + width[2] - x[0]) < 0.11)
    #expect(abs(width[0] / width[1] - log10(20) / log10(4)) < 0.01)
    #expect(abs(width[2] / width[1] - log10(4) / log10(4)) < 0.01)
    #expect(bars[2].attributes["fill"] != bars[0].attributes["fill"])
  }

  @Test("labels are escaped and give the ratio and the baseline")
  func labels() throws {
    let svg = BenchmarkChart(title: "A & B").svg(for: results)
    #expect(svg.contains("A &amp; B"))
    #expect(svg.contains("&lt;class&gt; &amp; &quot;struct&quot;"))
    let document = try #require(ElementCollector.parse(svg))
    let text = document.texts.joined(separator: "|")
    #expect(text.contains("20.0x vs JSONSerialization"))
    #expect(text.contains("4.00x vs JSONDecoder"))
    #expect(text.contains("0.25x vs hand-written"))
    // The parser may hand over text around entities in pieces.
    #expect(document.texts.joined().contains("decode \u{00B7} <class> & \"struct\""))
    #expect(text.contains("a.json|"))
  }

  @Test("no results give an empty but valid chart")
  func empty() {
    #expect(ElementCollector.parse(BenchmarkChart(title: "T").svg(for: [])) != nil)
  }
}
