/// The help texts of the subcommands that use the JSON engine alone.
package enum JSONToolUsage {
  /// `modelmapper validate --help`.
  package static let validate = """
    USAGE: modelmapper validate [--max-depth N] [FILE ...]

    Parses each FILE (or standard input when no FILE is given, or for '-') and prints
    FILE:LINE:COLUMN: message for each one that is not valid JSON. Valid files print nothing.

    OPTIONS:
      --max-depth N   Deepest nesting accepted (default 512).
      --help          Show this help.

    EXAMPLE:
      modelmapper validate *.json
      curl -s https://api.github.com/users/octocat | modelmapper validate

    Exit status: 0 when every input is valid, 1 otherwise, 2 for bad usage.

    """

  /// `modelmapper format --help`.
  package static let format = """
    USAGE: modelmapper format [--pretty] [--indent N] [--sort-keys] [--ascii] [--escape-slashes] [FILE]

    Parses FILE (or standard input) and writes it to standard output: compact by default.
    Numbers keep their exact text; strings are escaped canonically; for a repeated key the
    last value is kept.

    OPTIONS:
      --pretty           One value per line, indented.
      --indent N         Spaces per level (default 2); implies --pretty.
      --sort-keys        Sort object members by key.
      --ascii            Escape every non-ASCII character as \\uXXXX.
      --escape-slashes   Write '/' as '\\/'.
      --max-depth N      Deepest nesting accepted (default 512).
      --help             Show this help.

    EXAMPLE:
      modelmapper format --pretty --sort-keys response.json > pretty.json

    Exit status: 0 on success, 1 when the input is not valid JSON, 2 for bad usage.

    """
}
