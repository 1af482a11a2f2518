/// The help texts.
enum Usage {
  static let main = """
    modelmapper: JSON tools and benchmarks of the ModelMapper library

    USAGE: modelmapper <subcommand> [options]

    SUBCOMMANDS:
      generate   Write ModelMapper model types for sample JSON documents.
                   modelmapper generate response.json --name User --style struct
      validate   Check that files are valid JSON (RFC 8259); report FILE:LINE:COLUMN of errors.
                   modelmapper validate response.json config.json
      format     Write a JSON document back, compact (the default) or pretty.
                   modelmapper format --pretty --sort-keys response.json
      bench      Measure ModelMapper beside Foundation's JSON APIs (use a release build).
                   swift run -c release modelmapper bench --data Tests/Fixtures/bench-data
      help       Show the options of a subcommand (or: modelmapper SUBCOMMAND --help, -h).
                   modelmapper help format

    OPTIONS:
      --version  Print the tool's version.
      --help, -h Show this help.

    Exit status: 0 success, 1 invalid input, 2 bad usage.

    """

  static let bench = """
    USAGE: modelmapper bench [--data DIR] [--format text|json] [--filter TEXT] [--svg FILE] [--quick]
                             [--count N]
           modelmapper bench --streaming [--megabytes N] [--file FILE]

    Measures ModelMapper beside Foundation in the same run and prints the median time per
    operation, MB/s and the speedup over the peer (JSONSerialization). Build in release
    mode for meaningful figures: swift run -c release modelmapper bench

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
                        models, mapped whole on one core and on all, JSONDecoder, the tool's
                        validate and format), printing time, MB/s and peak memory.
      --file FILE       With --streaming: read FILE (a ledger written before) instead.
      --help            Show this help.

    EXAMPLES:
      swift run -c release modelmapper bench --data Tests/Fixtures/bench-data --format json
      swift run -c release modelmapper bench --svg Docs/Images/benchmark.svg
      swift run -c release modelmapper bench --streaming --megabytes 1024

    """

  static let generate = """
    USAGE: modelmapper generate [FILE ...] [--name NAME] [--style class|struct|immutable] [--public]
                                [--flatten KEY.PATH ...] [--merge-keys] [--output DIR [--one-file]]

    Reads sample JSON documents (each FILE, or standard input when it is piped) and prints
    Swift model types that map them with ModelMapper. Every sample and every array element
    is read: a key missing or null in some becomes optional; numbers become Int, UInt64,
    Double or Decimal; strings that are all dates of one form become Date (written back in
    that form), all http(s) URLs become URL; nested objects become types named after their
    keys (array elements in the singular); objects keyed by ids or numbers become
    dictionaries; values of several kinds, and arrays always empty, become Any with a comment.
    The original keys are mapped, so models write back the JSON they read.

    OPTIONS:
      --name NAME         The top-level object's type (the element type when the top level is
                          an array of objects). Default: Root.
                            modelmapper generate user.json --name User
      --style STYLE       class (final classes, Mappable; the default), struct (structs,
                          Mappable) or immutable (structs with let properties, ImmutableMappable).
                            modelmapper generate user.json --style immutable
      --public            Make the types and their members public.
                            modelmapper generate user.json --public
      --flatten PATH      Lift the field at PATH (from the top-level object) into the object
                          holding PATH, mapped with the dotted key path. Repeatable.
                            modelmapper generate user.json --flatten profile.name
      --merge-keys        Keys that differ only in case, '_' or '-' (id, ID, user_id, userId)
                          become one property with a fallback key list.
                            modelmapper generate old.json new.json --merge-keys
      --output DIR        Write one file per type into DIR instead of standard output.
                            modelmapper generate user.json --output Sources/App/Models
      --one-file          With --output, write every type into one file named after the root.
                            modelmapper generate user.json --output Models --one-file
      --help              Show this help.

    EXAMPLE:
      curl -s https://api.github.com/users/octocat | modelmapper generate --name GitHubUser

    Exit status: 0 on success, 1 for input that is not valid JSON or has no object to map
    (the message names the file, line and column), 2 for bad usage.

    """
}
