/// The Eisel-Lemire algorithm: the nearest `Double` to `w × 10^q`, correctly rounded (ties
/// to even), from one or two 64×64-bit multiplications by a 128-bit approximation of 5^q.
///
/// For any `w` below 10^19 the result is exact: Noble Mushtak and Daniel Lemire, "Fast number
/// parsing without fallback" (Software: Practice and Experience, 2023) prove that the
/// second multiplication, when the first leaves the rounding bits undecided, is always
/// enough. This follows fast_float's `compute_float` for binary64. The caller handles the
/// sign, and texts with more than 19 significant digits (by trying the truncated digits and
/// the truncated digits plus one, and falling back when the two round differently).
///
/// - Parameters:
///   - w: The decimal significand, at most 19 digits.
///   - q: The decimal exponent; beyond -342...308 the value is 0 or infinity.
@inline(__always)
func _eiselLemire(_ w: UInt64, _ q: Int) -> Double {
  if w == 0 || q < _powersOfFiveSmallestExponent { return 0 }
  if q > 308 { return .infinity }
  let leadingZeros = w.leadingZeroBitCount
  let normalized = w << UInt64(leadingZeros)
  let index = 2 &* (q &- _powersOfFiveSmallestExponent)
  var (high, low) = normalized.multipliedFullWidth(by: _powersOfFive[index])
  // 9 bits below the 55 kept: all ones means the truncated table entry may have mattered.
  if high & 0x1FF == 0x1FF {
    let second = normalized.multipliedFullWidth(by: _powersOfFive[index &+ 1]).high
    let (sum, carry) = low.addingReportingOverflow(second)
    low = sum
    if carry { high &+= 1 }
  }
  let upperBit = Int(high >> 63)
  let shift = UInt64(upperBit &+ 9)
  var mantissa = high >> shift
  // floor(q × log2(10)) + 63, the binary exponent of the product, biased by 1023.
  var power2 = ((217_706 &* q) >> 16) &+ 63 &+ upperBit &- leadingZeros &+ 1023
  if power2 <= 0 {
    // Subnormal (or zero): shift to the minimum exponent, then round half up.
    if 1 &- power2 >= 64 { return 0 }
    mantissa >>= UInt64(1 &- power2)
    mantissa &+= mantissa & 1
    mantissa >>= 1
    power2 = mantissa < 1 << 52 ? 0 : 1
    return Double(bitPattern: UInt64(power2) << 52 | mantissa)
  }
  // Exactly halfway between two doubles (only possible for small q): round to even.
  if low <= 1 && q >= -4 && q <= 23 && mantissa & 3 == 1 && mantissa << shift == high {
    mantissa &= ~1
  }
  mantissa &+= mantissa & 1
  mantissa >>= 1
  if mantissa >= 2 << 52 {
    mantissa = 1 << 52
    power2 &+= 1
  }
  mantissa &= ~(1 << 52)
  if power2 >= 0x7FF { return .infinity }
  return Double(bitPattern: UInt64(power2) << 52 | mantissa)
}
