import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { encodeCheckinTickets, lookupOfSync, type CheckinData } from '@bilheteria/rules';
import { describe, expect, it } from 'vitest';
import { doorKeys } from '../tickets/tokens';

/*
 * The size budget of check-in data (#17): a phone downloads it at the door, on the venue's network. 20,000
 * tickets must fit in 2 MB gzip. Real-looking names (Brazilian, accented, 15 to 45 characters), a fifth of the
 * tickets half price, a quarter already in, some cancelled.
 */

const FIRST = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Antônio',
  'Francisca',
  'Luíza',
  'Conceição',
  'Sebastião',
  'Raimunda',
];
const LAST = [
  'da Silva',
  'dos Santos',
  'Oliveira',
  'de Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Gonçalves',
];

export async function sampleCheckinData(
  count: number,
  eventId: string,
  secret: string,
): Promise<CheckinData> {
  const codes = Array.from({ length: count }, () => randomBytes(16).toString('base64url'));
  const tickets = await encodeCheckinTickets(
    eventId,
    codes.map((code, n) => ({
      code,
      attendeeName: `${FIRST[n % FIRST.length]} ${FIRST[(n * 7) % FIRST.length]} ${LAST[n % LAST.length]} ${LAST[(n * 3) % LAST.length]}`,
      ticketType: n % 4,
      meiaTipo: n % 5 === 0 ? 'estudante' : null,
    })),
  );
  const at = new Date('2031-03-01T22:00:00.000Z');
  return {
    format: 1,
    eventId,
    eventTitle: 'Festival de Inverno',
    generatedAt: at.toISOString(),
    cursor: at.toISOString(),
    publicKey: doorKeys(secret).publicKeyText,
    stepSeconds: 60,
    ticketTypes: [
      { name: 'PISTA — Lote 1 — Inteira', meiaEntrada: false },
      { name: 'PISTA — Lote 1 — Meia-entrada', meiaEntrada: true },
      { name: 'CAMAROTE — Lote 1 — Inteira', meiaEntrada: false },
      { name: 'CAMAROTE — Lote 1 — Meia-entrada', meiaEntrada: true },
    ],
    tickets,
    checkedIn: codes
      .filter((_, n) => n % 4 === 0)
      .map((code, n) => ({
        lookup: lookupOfSync(code),
        at: new Date(at.getTime() + n * 1000).toISOString(),
      })),
    cancelled: codes.filter((_, n) => n % 97 === 0).map(lookupOfSync),
  };
}

describe('check-in data size', () => {
  it('holds 20,000 tickets in at most 2 MB gzip', async () => {
    const data = await sampleCheckinData(
      20_000,
      '0b7e3c52-7a51-4d0e-9f3a-2f4f2b1d9c11',
      'segredo-de-teste-com-tamanho-bom',
    );
    const gzipped = gzipSync(JSON.stringify(data)).length;
    expect(gzipped).toBeLessThanOrEqual(2 * 1024 * 1024);
    // And nothing personal in it.
    expect(JSON.stringify(data)).not.toMatch(/Maria|Silva|estudante/);
  }, 60_000);
});
