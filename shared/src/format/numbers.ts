/**
 * en-US numbers written out by hand, as the dates beside them are: the first `Intl.NumberFormat`
 * a page creates loads the browser's ICU data, about 140 ms of one task on a phone-class CPU
 * (4x slowdown), inside the page's start-up. The site shows US dollars and coins only.
 *
 * Rounding is `Intl`'s: of the shortest decimal that reads back as the number (0.015, not the
 * binary 0.01499...), ties away from zero. `toFixed` would round the binary value instead.
 */

/** `abs` (not negative) rounded to `fractionDigits` decimals, as digits with a point. */
function roundShortestDecimal(abs: number, fractionDigits: number): string {
  const [mantissa, exponent] = abs.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // The digits read d.ddd × 10^exponent: this many of them come before the point.
  const kept = Number(exponent) + 1 + fractionDigits;
  let scaled = 0n;
  if (kept >= 0) {
    scaled = BigInt(digits.slice(0, kept).padEnd(kept, '0') || '0');
    if ((digits[kept] ?? '0') >= '5') scaled += 1n;
  }
  const text = scaled.toString().padStart(fractionDigits + 1, '0');
  return fractionDigits === 0
    ? text
    : `${text.slice(0, -fractionDigits)}.${text.slice(-fractionDigits)}`;
}

/** "1234567.5" -> "1,234,567.5": the integer part grouped by thousands. */
function groupThousands(fixed: string): string {
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * `value` with between `minFractionDigits` and `maxFractionDigits` decimals and thousands
 * separators, as `new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits })`
 * writes it: 1250.5 -> "1,250.5", 50000 -> "50,000", -0.004 -> "-0".
 */
export function formatDecimal(
  value: number,
  minFractionDigits: number,
  maxFractionDigits: number,
): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  let fixed = roundShortestDecimal(Math.abs(value), maxFractionDigits);
  if (maxFractionDigits > minFractionDigits) {
    // Trailing zeros beyond the minimum go, and the point with them when nothing is left.
    const cut = fixed.length - (maxFractionDigits - minFractionDigits);
    const optional = fixed.slice(cut).replace(/0+$/, '');
    fixed = fixed.slice(0, cut) + optional;
    if (fixed.endsWith('.')) fixed = fixed.slice(0, -1);
  }
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupThousands(fixed)}`;
}

/** "$9.99", "-$1,250.00": `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`. */
export function formatDollars(value: number, fractionDigits = 2): string {
  const digits = formatDecimal(value, fractionDigits, fractionDigits);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** "1,000,000": a whole number with thousands separators (`toLocaleString('en-US')`). */
export const formatCount = (value: number): string => formatDecimal(value, 0, 3);
