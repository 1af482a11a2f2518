/// The help texts of the subcommands that use the JSON engine alone.
package enum JSONToolUsage {
  /// `modelmapper validate --help`.
  package static let validate = """
    USAGE: modelmapper validate [--jsonl] [--max-depth N] [FILE ...]

    Parses each FILE (or standard input when no FILE is given, or for '-') and prints
    FILE:LINE:COLUMN: message for each one that is not valid JSON. Valid files print nothing.
    Input is read a chunk at a time, so files larger than memory are checked in bounded
    memory.

    OPTIONS:
      --jsonl         Each line is a document (JSON Lines); every invalid line is reported,
                      blank lines are allowed.
      --max-depth N   Deepest nesting accepted (default 512).
      --help          Show this help.

    EXAMPLE:
      modelmapper validate *.json
      curl -s https://api.github.com/users/octocat | modelmapper validate
      modelmapper validate --jsonl events.jsonl

    Exit status: 0 when every input is valid, 1 otherwise, 2 for bad usage.

    """

  /// `modelmapper format --help`.
  package static let format = """
    USAGE: modelmapper format [--jsonl] [--pretty] [--indent N] [--sort-keys] [--ascii] [--escape-slashes] [FILE]

    Parses FILE (or standard input) and writes it to standard output: compact by default.
    Numbers keep their exact text; strings are escaped canonically; for a repeated key the
    last value is kept. A top-level array, and JSON Lines, are formatted an element at a
    time, in bounded memory, and output starts before the end of the input is read (after
    an error, what was written stays); another top-level value is formatted whole.

    OPTIONS:
      --jsonl            Each line is a document (JSON Lines): each is written compact on a
                         line of its own; blank lines are dropped.
      --pretty           One value per line, indented.
      --indent N         Spaces per level (default 2); implies --pretty.
      --sort-keys        Sort object members by key.
      --ascii            Escape every non-ASCII character as \\uXXXX.
      --escape-slashes   Write '/' as '\\/'.
      --max-depth N      Deepest nesting accepted (default 512).
      --help             Show this help.

    EXAMPLE:
      modelmapper format --pretty --sort-keys response.json > pretty.json
      modelmapper format --jsonl --sort-keys events.jsonl > sorted.jsonl

    Exit status: 0 on success, 1 when the input is not valid JSON, 2 for bad usage.

    """
}
