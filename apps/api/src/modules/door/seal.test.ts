import { randomBytes } from 'node:crypto';
import { openAttendee, sealAttendee } from '@bilheteria/rules';
import { describe, expect, it } from 'vitest';
import { cachedSeal, sealWithNode } from './seal';

describe('the server’s sealer', () => {
  it('gives the same bytes as the shared WebCrypto one, which opens them', async () => {
    const eventId = '0b7e3c52-7a51-4d0e-9f3a-2f4f2b1d9c11';
    for (const attendee of [
      { attendeeName: 'João da Conceição', ticketType: 0, meiaTipo: null },
      { attendeeName: 'Zoë 🎫', ticketType: 3, meiaTipo: 'estudante' },
    ]) {
      const code = randomBytes(16).toString('base64url');
      const sealed = sealWithNode(code, eventId, attendee);
      expect(sealed).toBe(await sealAttendee(code, eventId, attendee));
      expect(cachedSeal(code, eventId, attendee)).toBe(sealed);
      expect(await openAttendee(code, eventId, sealed)).toEqual(attendee);
      expect(await openAttendee(randomBytes(16).toString('base64url'), eventId, sealed)).toBeUndefined();
      expect(await openAttendee(code, '5d1f0c7e-2b8a-4c3e-8e21-9a0b7c6d5e4f', sealed)).toBeUndefined();
    }
  });
});
