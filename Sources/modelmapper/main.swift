import Foundation
import ModelMapperCLI

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), io: .standard))
