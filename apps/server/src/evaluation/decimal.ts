/**
 * Exact decimal arithmetic for money: amounts are BigInt counts of 10^-scale units, read from and
 * written as decimal strings, so that no binary floating-point rounding enters a price.
 */

export interface Decimal {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/**
 * Parses a non-negative decimal (a string such as "0.15" or "1e-7", or a finite number written as
 * JavaScript writes it) at `scale` decimal places. Digits beyond the scale are rounded half up.
 */
export function parseDecimal(value: string | number, scale: number): Decimal {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (!match[1] && !match[2])) throw new RangeError(`not a non-negative decimal: ${String(value)}`);
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? 0);
  const digits = (whole + fraction).replace(/^0+(?=\d)/, '') || '0';
  // The value is digits x 10^(exponent - fraction.length); we want it x 10^scale.
  const shift = exponent - fraction.length + scale;
  let units: bigint;
  if (shift >= 0) {
    units = BigInt(digits) * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    const n = BigInt(digits);
    units = n / divisor + ((n % divisor) * 2n >= divisor ? 1n : 0n);
  }
  return { units, scale };
}

/** The product of an integer count and a decimal, exact. */
export function times(count: number, price: Decimal): Decimal {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a count: ${count}`);
  return { units: BigInt(count) * price.units, scale: price.scale };
}

/** Divides by 10^places exactly by widening the scale. */
export function shiftDown(value: Decimal, places: number): Decimal {
  return { units: value.units, scale: value.scale + places };
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

export function plus(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

/** The plain decimal string, without trailing zeros after the point ("0.0000015", "12", "0"). */
export function formatDecimal(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
