extension BenchCommand {
  /// The help text.
  static let usage = """
    USAGE: modelmapper-bench [--data DIR] [--format text|json] [--filter TEXT] [--svg FILE] [--quick]
                             [--count N]
           modelmapper-bench --streaming [--megabytes N] [--file FILE] [--tool PATH]

    Measures ModelMapper beside Foundation in the same run and prints the median time per
    operation, MB/s and the speedup over the peer (JSONSerialization, JSONDecoder,
    JSONEncoder or hand-written code). Build in release mode for meaningful figures:
      swift run -c release --package-path Benchmarks modelmapper-bench
    or, from the repository root, swift run -c release modelmapper bench (which builds and
    runs this).

    OPTIONS:
      --data DIR        Read twitter.json, citm_catalog.json, canada.json, github-user.json
                        and weibo-status.json from DIR instead of the built-in generated
                        documents.
      --format FORMAT   'text' (a table, the default) or 'json' (one JSON object per result
                        and line: workload, operation, implementation, median_ns, mb_per_s,
                        baseline, speedup).
      --filter TEXT     Only workloads or operations containing TEXT (e.g. 'twitter', 'write').
      --svg FILE        Also draw the results as an SVG bar chart in FILE: each ModelMapper
                        result's speedup over its baseline (JSONSerialization, JSONDecoder,
                        JSONEncoder, hand-written code), on a log scale.
      --quick           Short samples: a smoke test, not a measurement.
      --count N         Time nothing: call each implementation once, then N times in one
                        function, for an instruction counter (Scripts/count-instructions.sh
                        runs this under callgrind and prints instructions per call).
      --streaming       Instead: write a ledger file of N MiB (--megabytes, default 1024) and
                        read it with each workload in a process of its own (streamed to
                        models, mapped whole on one core and on all, JSONDecoder, and with
                        --tool the tool's validate and format), printing time, MB/s and peak
                        memory.
      --file FILE       With --streaming: read FILE (a ledger written before) instead.
      --tool PATH       With --streaming: the `modelmapper` executable whose validate and
                        format to measure (`modelmapper bench` passes its own).
      --help            Show this help.

    EXAMPLES:
      modelmapper-bench --data Tests/Fixtures/bench-data --format json
      modelmapper-bench --svg Docs/Images/benchmark.svg
      modelmapper-bench --streaming --megabytes 1024

    """
}
