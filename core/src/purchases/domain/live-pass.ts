import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The screenshot-proof pass (DESIGN.md 10.6): the cashier view's QR encodes the purchase's QR
 * token, the current 30-second time step and an HMAC of both under the purchase's own secret, so
 * a picture of the screen stops working a step or two later. Synchronous and free of Web Crypto,
 * so the storefront computes it offline and on plain http, and the server checks it the same way.
 */

/** Seconds per time step: the QR changes this often. */
export const LIVE_PASS_STEP_SECONDS = 30;
/** Steps either side of the server's own that are still accepted (clock drift, a slow scan). */
export const LIVE_PASS_WINDOW_STEPS = 1;
/** Format marker, so a later format can be told apart. */
export const LIVE_PASS_PREFIX = 'LP1';
/** HMAC-SHA256 truncated to 128 bits: forging one means guessing 2^128 values within a minute. */
const MAC_BYTES = 16;

export const LIVE_PASS_EXPIRED_MESSAGE = 'This code has expired; ask the customer to show the live code';

/** A live payload as read from a scanned QR, not yet checked. */
export interface LivePass {
  token: string;
  step: number;
  mac: string;
}

/** The current step: whole 30-second periods since the Unix epoch. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / LIVE_PASS_STEP_SECONDS);
}

/** Milliseconds from `now` until the next step begins (1 to 30 000). */
export function msUntilNextStep(now: Date): number {
  const stepMs = LIVE_PASS_STEP_SECONDS * 1000;
  return stepMs - (((now.getTime() % stepMs) + stepMs) % stepMs);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64URL[(n >> 18) & 63]! + BASE64URL[(n >> 12) & 63]!;
    if (b !== undefined) out += BASE64URL[(n >> 6) & 63]!;
    if (c !== undefined) out += BASE64URL[n & 63]!;
  }
  return out;
}

function mac(token: string, secret: string, step: number): string {
  return base64url(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${token}.${step}`)).subarray(0, MAC_BYTES));
}

/** What the QR shows at `step`: `LP1.<token>.<step>.<mac>`. */
export function livePassPayload(token: string, secret: string, step: number): string {
  return `${LIVE_PASS_PREFIX}.${token}.${step}.${mac(token, secret, step)}`;
}

const PAYLOAD = /^LP1\.([A-Za-z0-9_-]{22,256})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/** Reads a scanned string as a live payload, or null when it is not one (a text code, a bare token, noise). */
export function parseLivePass(raw: string): LivePass | null {
  const match = PAYLOAD.exec(raw.trim());
  if (!match) return null;
  return { token: match[1]!, step: Number(match[2]), mac: match[3]! };
}

/**
 * valid: the MAC is the secret's and the step is the server's or one either side; expired: the
 * MAC is right but the step is outside that window (a picture of an earlier screen, or a device
 * whose clock is minutes off); forged: the MAC is wrong (the caller answers exactly as for an
 * unknown code).
 */
export type LivePassCheck = 'valid' | 'expired' | 'forged';

export function verifyLivePass(pass: LivePass, secret: string, now: Date): LivePassCheck {
  if (!equalInConstantTime(mac(pass.token, secret, pass.step), pass.mac)) return 'forged';
  return Math.abs(pass.step - timeStep(now)) <= LIVE_PASS_WINDOW_STEPS ? 'valid' : 'expired';
}

/** Compares every character whatever the first difference, so the time taken says nothing of the MAC. */
function equalInConstantTime(expected: string, given: string): boolean {
  let difference = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  return difference === 0;
}
