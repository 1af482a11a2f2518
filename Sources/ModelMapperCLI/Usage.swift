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
      bench      Measure ModelMapper beside Foundation's JSON APIs (in a checkout: builds and
                 runs the Benchmarks package in release mode).
                   swift run -c release modelmapper bench --data Tests/Fixtures/bench-data
      help       Show the options of a subcommand (or: modelmapper SUBCOMMAND --help, -h).
                   modelmapper help format

    OPTIONS:
      --version  Print the tool's version.
      --help, -h Show this help.

    Exit status: 0 success, 1 invalid input, 2 bad usage.

    """

  static let bench = """
    USAGE: modelmapper bench [options of modelmapper-bench]

    The benchmarks are a package of their own (Benchmarks/ in a checkout of ModelMapper), so
    that the installed tool links none of them. In a checkout, this builds that package in
    release mode and runs its modelmapper-bench with the same options; anywhere else, it
    says where to find them. The options (--data, --filter, --format, --svg, --count,
    --streaming, ...):
      swift run -c release --package-path Benchmarks modelmapper-bench --help

    EXAMPLES:
      swift run -c release modelmapper bench --data Tests/Fixtures/bench-data
      swift run -c release modelmapper bench --filter github --svg chart.svg
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
