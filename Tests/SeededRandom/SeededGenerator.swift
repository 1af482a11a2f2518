/// A small deterministic random number generator (SplitMix64), for the benchmark's generated
/// documents and the tests' seeded random inputs: the same seed gives the same numbers on
/// every machine.
package struct SeededGenerator: RandomNumberGenerator {
  package var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
