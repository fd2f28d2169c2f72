import { isIPv6 } from 'node:net';
import RE2 from 're2';

/**
 * The `pii` evaluator: personal data in the prompt. Candidates are found with RE2 patterns (time
 * linear in the text, no backtracking) and then checked in code: payment cards by the Luhn sum,
 * IBANs by their ISO 13616 mod-97 checksum, SSNs and IP addresses by their valid ranges. Evidence
 * is redacted; the raw value never leaves this module.
 */
export const PII_TYPES = ['email', 'phone', 'credit_card', 'iban', 'us_ssn', 'uk_nino', 'ip_address', 'street_address'] as const;
export type PiiType = (typeof PII_TYPES)[number];

export interface PiiFinding {
  type: PiiType;
  /** The match with most of it masked. */
  evidence: string;
  /** Offset of the match in the prompt (UTF-16 code units). */
  start: number;
  end: number;
}

export interface PiiResult {
  found: boolean;
  count: number;
  types: Partial<Record<PiiType, number>>;
  findings: PiiFinding[];
  /** True when more findings exist than are listed. */
  truncated: boolean;
}

/** Findings listed at most; `count` and `types` count them all. */
const MAX_LISTED = 100;

interface Hit {
  evidence: string;
  length: number;
}

/** The whole candidate as the hit. */
function whole(match: string, evidence: string): Hit {
  return { evidence, length: match.length };
}

/** Length of the shortest prefix of `text` holding `count` characters other than spaces. */
function spanOf(text: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ' ') seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/** The candidate, then its prefixes ending before each separator, longest first. */
function prefixesAtSeparators(match: string): string[] {
  const out = [match];
  for (let i = match.length - 1; i > 0; i--) {
    if (match[i] === ' ' || match[i] === '-') out.push(match.slice(0, i));
  }
  return out;
}

interface Detector {
  type: PiiType;
  pattern: RE2;
  /**
   * The redacted evidence and the length of the match it covers (a prefix of the candidate when
   * the pattern ran on into the next token), or null when the candidate fails its check.
   */
  check(match: string): Hit | null;
  /**
   * How much of a candidate that fails its check later detectors still may not search (an IBAN with
   * a bad checksum is no card and no phone number); nothing when absent.
   */
  claimOnFailure?(match: string): number;
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Masks every digit but the last `keep`, leaving separators in place. */
function maskDigits(text: string, keep: number): string {
  let remaining = digitsOf(text).length - keep;
  let out = '';
  for (const c of text) {
    if (c >= '0' && c <= '9' && remaining > 0) {
      out += '*';
      remaining--;
    } else {
      out += c;
    }
  }
  return out;
}

/** The first character, then asterisks: "j***". */
function maskWord(word: string): string {
  return word.length <= 1 ? '*' : `${word[0]}***`;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** IBAN lengths of common countries; others need a length of 15-34. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20, BE: 16, CH: 21, CZ: 24, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27, HU: 28, IE: 22, IT: 27, LU: 20, NL: 18, NO: 15,
  PL: 28, PT: 25, RO: 24, SE: 24, SK: 24,
};

/** ISO 13616: move the first four characters to the end, letters to 10-35, and the number mod 97 is 1. */
export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const c of rearranged) {
    const value = c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c;
    for (const digit of value) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

/**
 * The valid IBAN at the start of a candidate: a greedy match may run on into the next word, so the
 * country's length is taken when known, else the longest prefix that passes the checksum.
 */
function leadingIban(candidate: string): string | null {
  const compact = candidate.replace(/ /g, '');
  const known = IBAN_LENGTHS[compact.slice(0, 2)];
  if (known !== undefined) return compact.length >= known && ibanValid(compact.slice(0, known)) ? compact.slice(0, known) : null;
  for (let length = Math.min(34, compact.length); length >= 15; length--) {
    if (ibanValid(compact.slice(0, length))) return compact.slice(0, length);
  }
  return null;
}

function ssnValid(text: string): boolean {
  const [area, group, serial] = text.split(/[- ]/);
  if (!area || !group || !serial) return false;
  const a = Number(area);
  return a !== 0 && a !== 666 && a < 900 && group !== '00' && serial !== '0000';
}

const NINO_BAD_PREFIXES = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);

function re(source: string, flags = 'gu'): RE2 {
  return new RE2(source, flags);
}

/** In order of precedence: a later detector's match that overlaps an earlier one is dropped. */
const DETECTORS: readonly Detector[] = [
  {
    type: 'email',
    pattern: re('[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\\.[A-Za-z0-9-]{1,63})*\\.[A-Za-z]{2,24}\\b'),
    check(match) {
      const [local = '', domain = ''] = match.split('@');
      const dot = domain.lastIndexOf('.');
      return whole(match, `${maskWord(local)}@${maskWord(domain.slice(0, dot))}${domain.slice(dot)}`);
    },
  },
  {
    type: 'iban',
    claimOnFailure(match) {
      const compact = match.replace(/ /g, '');
      return spanOf(match, Math.min(compact.length, IBAN_LENGTHS[compact.slice(0, 2)] ?? 34));
    },
    pattern: re('\\b[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]){11,32}\\b'),
    check(match) {
      const iban = leadingIban(match);
      return iban ? { evidence: `${iban.slice(0, 4)}${'*'.repeat(iban.length - 8)}${iban.slice(-4)}`, length: spanOf(match, iban.length) } : null;
    },
  },
  {
    type: 'credit_card',
    // Contiguous digits, or the groupings cards are printed in: 4-4-4-4(-3), 4-6-5 and 4-6-4.
    pattern: re('\\b(?:[2-6][0-9]{3}(?:[ -][0-9]{4}){3}(?:[ -][0-9]{3})?|3[0-9]{3}[ -][0-9]{6}[ -][0-9]{4,5}|[2-6][0-9]{12,18})\\b'),
    check(match) {
      for (const candidate of prefixesAtSeparators(match)) {
        const digits = digitsOf(candidate);
        if (digits.length < 13) break;
        if (digits.length <= 19 && luhnValid(digits)) return { evidence: maskDigits(candidate, 4), length: candidate.length };
      }
      return null;
    },
  },
  {
    type: 'us_ssn',
    pattern: re('\\b[0-9]{3}[- ][0-9]{2}[- ][0-9]{4}\\b'),
    check(match) {
      return ssnValid(match) ? whole(match, maskDigits(match, 4)) : null;
    },
  },
  {
    type: 'uk_nino',
    pattern: re('\\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D]\\b'),
    check(match) {
      return NINO_BAD_PREFIXES.has(match.slice(0, 2)) ? null : whole(match, `${match.slice(0, 2)}${maskDigits(match.slice(2), 0)}`);
    },
  },
  {
    type: 'ip_address',
    pattern: re('\\b(?:[0-9]{1,3}\\.){3}[0-9]{1,3}\\b|(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}'),
    check(match) {
      if (match.includes('.')) {
        const octets = match.split('.').map(Number);
        return octets.every((o) => o <= 255) ? whole(match, `${octets[0]}.*.*.*`) : null;
      }
      if (!isIPv6(match) || !/[0-9A-Fa-f]/.test(match) || match === '::') return null;
      return whole(match, `${match.split(':')[0] || ''}:****`);
    },
  },
  {
    type: 'phone',
    pattern: re(
      '\\+[0-9]{1,3}(?:[ .-]?\\(?[0-9]{1,4}\\)?){2,5}|\\(?\\b[0-9]{3}\\)?[ .-][0-9]{3}[ .-][0-9]{4}\\b|\\b0[0-9]{2,4}[ .-][0-9]{3,4}[ .-]?[0-9]{3,4}\\b',
    ),
    check(match) {
      const digits = digitsOf(match);
      return digits.length >= 9 && digits.length <= 15 ? whole(match, maskDigits(match, 2)) : null;
    },
  },
  {
    type: 'street_address',
    pattern: re(
      '\\b[0-9]{1,6}[a-zA-Z]? (?:[A-Z][a-z]+ ){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Parkway|Pkwy|Square|Sq|Highway|Hwy)\\b\\.?|\\b\\p{Lu}\\p{Ll}+(?:straße|strasse|weg|gasse|platz|allee) [0-9]{1,4}[a-z]?\\b',
    ),
    check(match) {
      const masked = match
        .split(' ')
        .map((part, i, all) => (i === all.length - 1 && /^\p{L}/u.test(part) ? part : /\d/.test(part) ? part.replace(/\d/g, '*') : maskWord(part)))
        .join(' ');
      return whole(match, masked);
    },
  },
];

export function evaluatePii(prompt: string): PiiResult {
  const taken: Array<[number, number]> = [];
  const overlaps = (start: number, end: number): boolean => taken.some(([s, e]) => start < e && s < end);
  const findings: PiiFinding[] = [];
  for (const detector of DETECTORS) {
    detector.pattern.lastIndex = 0;
    for (let m = detector.pattern.exec(prompt); m !== null; m = detector.pattern.exec(prompt)) {
      const text = m[0];
      if (text.length === 0) {
        detector.pattern.lastIndex++;
        continue;
      }
      const start = m.index;
      if (overlaps(start, start + text.length)) continue;
      const hit = detector.check(text);
      if (hit === null) {
        if (detector.claimOnFailure) taken.push([start, start + detector.claimOnFailure(text)]);
        continue;
      }
      const end = start + hit.length;
      taken.push([start, end]);
      findings.push({ type: detector.type, evidence: hit.evidence, start, end });
    }
  }
  findings.sort((a, b) => a.start - b.start);
  const types: Partial<Record<PiiType, number>> = {};
  for (const f of findings) types[f.type] = (types[f.type] ?? 0) + 1;
  return {
    found: findings.length > 0,
    count: findings.length,
    types,
    findings: findings.slice(0, MAX_LISTED),
    truncated: findings.length > MAX_LISTED,
  };
}
