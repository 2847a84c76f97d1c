import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519';
import { fromBase64url, signedMessage } from '@bilheteria/rules';
import {
  doorKeys,
  hmacRotatingToken,
  hmacStaticToken,
  rotatingToken,
  staticToken,
  stepAt,
  verifyToken,
} from './tokens';

const secret = 'test-ticket-secret-with-enough-length-0001';
const code = randomBytes(16).toString('base64url');
const at = (seconds: number) => new Date(seconds * 1000);

/** An instant well after the epoch, at the start of a window. */
const T = 29_000_000 * 60;

const sig = (message: string, key = secret) =>
  createHmac('sha256', key).update(message).digest().subarray(0, 16).toString('base64url');

describe('ticket tokens', () => {
  describe('rotating', () => {
    it('encodes code, 60-second step and a 128-bit signature', () => {
      const token = hmacRotatingToken(secret, code, at(T + 30));
      const [tokenCode, step, signature] = token.split('.');
      expect(tokenCode).toBe(code);
      expect(step).toBe(String(T / 60));
      expect(signature).toBe(sig(`r.${code}.${T / 60}`));
      expect(Buffer.from(signature!, 'base64url')).toHaveLength(16);
    });

    it('changes at the step boundaries: 0–59 s one step, 60 s the next, 120 s the one after', () => {
      expect(stepAt(at(59))).toBe(0);
      expect(stepAt(at(59.999))).toBe(0);
      expect(stepAt(at(60))).toBe(1);
      expect(stepAt(at(119))).toBe(1);
      expect(stepAt(at(120))).toBe(2);
      expect(hmacRotatingToken(secret, code, at(T))).toBe(hmacRotatingToken(secret, code, at(T + 59)));
      expect(hmacRotatingToken(secret, code, at(T + 59))).not.toBe(
        hmacRotatingToken(secret, code, at(T + 60)),
      );
    });

    it('is accepted in its own step and in the next one, refused two steps later', () => {
      const token = hmacRotatingToken(secret, code, at(T));
      const expected = { valid: true, code, kind: 'rotating', step: T / 60 };
      expect(verifyToken(secret, token, at(T))).toEqual(expected);
      expect(verifyToken(secret, token, at(T + 59))).toEqual(expected);
      expect(verifyToken(secret, token, at(T + 60))).toEqual(expected);
      expect(verifyToken(secret, token, at(T + 119.999))).toEqual(expected);
      expect(verifyToken(secret, token, at(T + 120))).toEqual({ valid: false, reason: 'expired', code });
      expect(verifyToken(secret, token, at(T + 3600))).toEqual({ valid: false, reason: 'expired', code });
    });

    it('tolerates a few seconds of clock skew into the next step, not more', () => {
      const next = hmacRotatingToken(secret, code, at(T + 60));
      expect(verifyToken(secret, next, at(T + 56)).valid).toBe(true);
      expect(verifyToken(secret, next, at(T + 54))).toEqual({ valid: false, reason: 'future', code });
      const muchLater = hmacRotatingToken(secret, code, at(T + 600));
      expect(verifyToken(secret, muchLater, at(T))).toEqual({ valid: false, reason: 'future', code });
    });

    it('refuses a tampered code, step or signature as forged', () => {
      const token = hmacRotatingToken(secret, code, at(T));
      const [tokenCode, step, signature] = token.split('.') as [string, string, string];
      const otherCode = randomBytes(16).toString('base64url');
      const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
      const forged = { valid: false, reason: 'bad_signature' };
      expect(verifyToken(secret, `${otherCode}.${step}.${signature}`, at(T))).toEqual({
        ...forged,
        code: otherCode,
      });
      expect(verifyToken(secret, `${tokenCode}.${Number(step) + 1}.${signature}`, at(T + 60))).toEqual({
        ...forged,
        code,
      });
      // An old step with its signature replaced is forged, not merely expired.
      expect(verifyToken(secret, `${tokenCode}.${Number(step) - 5}.${signature}`, at(T))).toEqual({
        ...forged,
        code,
      });
      expect(verifyToken(secret, `${tokenCode}.${step}.${flipped(signature)}`, at(T))).toEqual({
        ...forged,
        code,
      });
    });

    it('is refused under another secret', () => {
      const token = hmacRotatingToken('another-secret-another-secret-another', code, at(T));
      expect(verifyToken(secret, token, at(T))).toEqual({ valid: false, reason: 'bad_signature', code });
    });
  });

  describe('static (PDF)', () => {
    it('is code.s.signature, accepted at any time', () => {
      const token = hmacStaticToken(secret, code);
      expect(token).toBe(`${code}.s.${sig(`s.${code}`)}`);
      for (const when of [at(0), at(T), at(T + 10 * 365 * 24 * 3600)]) {
        expect(verifyToken(secret, token, when)).toEqual({ valid: true, code, kind: 'static' });
      }
    });

    it('refuses a tampered code or signature, another secret, and signatures of the other kind', () => {
      const token = hmacStaticToken(secret, code);
      const [, , signature] = token.split('.') as [string, string, string];
      const otherCode = randomBytes(16).toString('base64url');
      expect(verifyToken(secret, `${otherCode}.s.${signature}`, at(T))).toMatchObject({
        valid: false,
        reason: 'bad_signature',
      });
      const lastFlipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
      expect(verifyToken(secret, `${code}.s.${lastFlipped}`, at(T))).toEqual({
        valid: false,
        reason: 'bad_signature',
        code,
      });
      expect(
        verifyToken(secret, hmacStaticToken('another-secret-another-secret-another', code), at(T)),
      ).toEqual({
        valid: false,
        reason: 'bad_signature',
        code,
      });
      // A rotating signature moved into a static token (and the reverse) does not verify.
      const rotatingSignature = hmacRotatingToken(secret, code, at(T)).split('.')[2];
      expect(verifyToken(secret, `${code}.s.${rotatingSignature}`, at(T)).valid).toBe(false);
      expect(verifyToken(secret, `${code}.${T / 60}.${signature}`, at(T)).valid).toBe(false);
    });
  });

  describe('unknown formats', () => {
    it('takes a bare ticket code as the printed code typed in', () => {
      expect(verifyToken(secret, ` ${code} `, at(T))).toEqual({ valid: true, code, kind: 'code' });
    });

    it.each([
      '',
      '   ',
      'https://example.com/ingresso',
      'a.b',
      'a.b.c.d',
      `${code}..${sig('x')}`,
      `${code}.s.`,
      `${code}.s.${sig('x')}==`,
      `${code}.s.${sig('x').slice(1)}`,
      `${code}.-1.${sig('x')}`,
      `${code}.01.${sig('x')}`,
      `${code}.1e3.${sig('x')}`,
      `${code}.9999999999999999.${sig('x')}`,
      `cód!go.s.${sig('x')}`,
      `${'a'.repeat(129)}.s.${sig('x')}`,
      `${code}.S.${sig('x')}`,
    ])('calls %j malformed', (text) => {
      expect(verifyToken(secret, text, at(T))).toMatchObject({ valid: false, reason: 'malformed' });
    });

    it('ignores spaces and a line break around a scanned token', () => {
      expect(verifyToken(secret, ` ${hmacStaticToken(secret, code)}\n`, at(T)).valid).toBe(true);
    });
  });

  describe('signed with Ed25519 (#17)', () => {
    const eventId = '0b7e3c52-7a51-4d0e-9f3a-2f4f2b1d9c11';

    it('signs the kind, event, code and window; the rotating one lives two windows, the static one always', () => {
      const token = rotatingToken(secret, code, eventId, at(T + 30));
      expect(verifyToken(secret, token, at(T + 119))).toEqual({
        valid: true,
        code,
        kind: 'rotating',
        step: T / 60,
      });
      expect(verifyToken(secret, token, at(T + 120))).toEqual({ valid: false, reason: 'expired', code });
      const printed = staticToken(secret, code, eventId);
      expect(verifyToken(secret, printed, at(T + 86_400 * 365))).toEqual({
        valid: true,
        code,
        kind: 'static',
      });
    });

    it('derives its key from TICKET_SECRET: a public key any device may hold, which verifies what the server signs', () => {
      const publicKey = fromBase64url(doorKeys(secret).publicKeyText)!;
      expect(publicKey).toHaveLength(32);
      expect(doorKeys(secret).publicKeyText).toBe(doorKeys(secret).publicKeyText);
      expect(doorKeys('another-secret-another-secret-another').publicKeyText).not.toBe(
        doorKeys(secret).publicKeyText,
      );
      const [, , step, signature] = rotatingToken(secret, code, eventId, at(T)).split('.');
      expect(
        ed25519.verify(fromBase64url(signature!)!, signedMessage(eventId, code, Number(step)), publicKey),
      ).toBe(true);
    });

    it('refuses another key, and any change to the code, event, step or kind, as forged', () => {
      const [tokenCode, tag, step, signature] = rotatingToken(secret, code, eventId, at(T)).split('.') as [
        string,
        string,
        string,
        string,
      ];
      const otherTag = rotatingToken(secret, code, '5d1f0c7e-2b8a-4c3e-8e21-9a0b7c6d5e4f', at(T)).split(
        '.',
      )[1];
      for (const forged of [
        rotatingToken('another-secret-another-secret-another', code, eventId, at(T)),
        `${randomBytes(16).toString('base64url')}.${tag}.${step}.${signature}`,
        `${tokenCode}.${otherTag}.${step}.${signature}`,
        `${tokenCode}.${tag}.${Number(step) - 1}.${signature}`,
        `${tokenCode}.${tag}.s.${signature}`,
      ])
        expect(verifyToken(secret, forged, at(T))).toMatchObject({ valid: false, reason: 'bad_signature' });
    });
  });
});
