import BenchmarkCommand
import Foundation

let io = BenchIO(
  writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
  writeError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(BenchCommand.run(Array(CommandLine.arguments.dropFirst()), io: io))
