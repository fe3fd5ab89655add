import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

// No 0/O, 1/I/L: the code is read off a terminal and typed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const digest = (code: string) => createHash('sha256').update(normalize(code)).digest();

/**
 * The one-time code that opens first-run setup. The server prints it once in its log and keeps only its hash;
 * it is spent by a successful setup.
 */
export class SetupCode {
  private hash: Buffer | null = null;

  /** A fresh code (12 characters, about 58 bits), replacing any earlier one. */
  issue(): string {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    this.hash = digest(chars);
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  }

  get issued(): boolean {
    return this.hash !== null;
  }

  /** Compares in constant time (both sides are SHA-256 digests of the same length). */
  matches(candidate: string): boolean {
    return this.hash !== null && timingSafeEqual(this.hash, digest(candidate));
  }

  spend(): void {
    this.hash = null;
  }
}
