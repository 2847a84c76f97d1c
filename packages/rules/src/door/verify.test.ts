// @vitest-environment node
// (The format runs on WebCrypto, native in Node 20 and in browsers; jsdom's window has no SubtleCrypto.)
import { ed25519 } from '@noble/curves/ed25519';
import { beforeAll, describe, expect, it } from 'vitest';
import { applySync, encodeCheckinTickets, type CheckinData } from './checkin-data';
import { eventTag, toBase64url } from './encoding';
import { lookupOf } from './lookup';
import { signedMessage, STEP_SECONDS, stepAt } from './tokens';
import { verifyOffline } from './verify';

const EVENT = '0b7e3c52-7a51-4d0e-9f3a-2f4f2b1d9c11';
const OTHER_EVENT = '5d1f0c7e-2b8a-4c3e-8e21-9a0b7c6d5e4f';
const privateKey = ed25519.utils.randomPrivateKey();
const strangerKey = ed25519.utils.randomPrivateKey();
const code = (n: number) => `codigo-do-ingresso-${String(n).padStart(3, '0')}`;
const [ANA, BRUNO, CAIO, DORA, ELISA] = [1, 2, 3, 4, 5].map(code) as [string, string, string, string, string];

/** 29,000,000 minutes after the epoch, at the start of a window. */
const T = 29_000_000 * STEP_SECONDS * 1000;
const at = (seconds: number) => new Date(T + seconds * 1000);

function signed(ticketCode: string, step: number | null, eventId = EVENT, key = privateKey): string {
  const signature = toBase64url(ed25519.sign(signedMessage(eventId, ticketCode, step), key));
  return `${ticketCode}.${eventTag(eventId)}.${step === null ? 's' : step}.${signature}`;
}
const rotating = (ticketCode: string, when: Date, eventId = EVENT) =>
  signed(ticketCode, stepAt(when), eventId);

let data: CheckinData;

beforeAll(async () => {
  data = {
    format: 1,
    eventId: EVENT,
    eventTitle: 'Forró na Praça',
    generatedAt: at(0).toISOString(),
    cursor: at(0).toISOString(),
    publicKey: toBase64url(ed25519.getPublicKey(privateKey)),
    stepSeconds: STEP_SECONDS,
    ticketTypes: [
      { name: 'PISTA — Inteira', meiaEntrada: false },
      { name: 'PISTA — Meia-entrada', meiaEntrada: true },
    ],
    tickets: await encodeCheckinTickets(EVENT, [
      { code: ANA, attendeeName: 'Ana Souza', ticketType: 0, meiaTipo: null },
      {
        code: BRUNO,
        attendeeName: 'Bruno Lima',
        ticketType: 1,
        meiaTipo: 'estudante',
        seat: 'Setor B · Fileira F · Assento 12',
      },
      { code: CAIO, attendeeName: 'Caio Prado', ticketType: 0, meiaTipo: null },
      { code: DORA, attendeeName: 'Dora Reis', ticketType: 0, meiaTipo: null },
    ]),
    checkedIn: [{ lookup: await lookupOf(CAIO), at: '2025-01-01T20:00:00.000Z' }],
    cancelled: [await lookupOf(DORA)],
  };
});

const none = new Map<string, string>();

describe('check-in data', () => {
  it('names nobody: per ticket only a lookup id and a sealed entry', () => {
    const text = JSON.stringify(data);
    for (const name of ['Ana', 'Souza', 'Bruno', 'estudante', 'Fileira', ANA, BRUNO])
      expect(text).not.toContain(name);
    expect(Object.keys(data.tickets[0]!).sort()).toEqual(['lookup', 'sealed']);
  });
});

describe('verifyOffline', () => {
  it('admits a rotating QR of the current window, with the name, type and half-price proof sealed in it', async () => {
    expect(await verifyOffline(data, rotating(ANA, at(10)), at(20), none)).toEqual({
      ok: true,
      lookup: await lookupOf(ANA),
      code: ANA,
      attendeeName: 'Ana Souza',
      ticketTypeName: 'PISTA — Inteira',
      meiaEntrada: null,
      seat: null,
    });
    expect(await verifyOffline(data, rotating(BRUNO, at(0)), at(1), none)).toMatchObject({
      ok: true,
      attendeeName: 'Bruno Lima',
      ticketTypeName: 'PISTA — Meia-entrada',
      meiaEntrada: { tipo: 'estudante' },
      // Lugares marcados (issue #29): the seat is sealed with the ticket, said offline too.
      seat: 'Setor B · Fileira F · Assento 12',
    });
  });

  it('accepts the previous window, like the online scan, and refuses a replayed older one as expired', async () => {
    const token = rotating(ANA, at(0));
    expect((await verifyOffline(data, token, at(STEP_SECONDS + 59), none)).ok).toBe(true);
    expect(await verifyOffline(data, token, at(2 * STEP_SECONDS), none)).toEqual({
      ok: false,
      reason: 'expired',
      message: 'QR expirado. Peça para atualizar o ingresso.',
    });
  });

  it('refuses a window from the future beyond the clock skew', async () => {
    expect(await verifyOffline(data, rotating(ANA, at(10 * STEP_SECONDS)), at(0), none)).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: 'QR inválido.',
    });
  });

  it('refuses forged tokens: another key, a tampered code, step or signature', async () => {
    const token = rotating(ANA, at(0));
    const [tokenCode, tag, step, signature] = token.split('.') as [string, string, string, string];
    const flipped = signature[10] === 'A' ? 'B' : 'A';
    const forged = [
      signed(ANA, stepAt(at(0)), EVENT, strangerKey),
      `${BRUNO}.${tag}.${step}.${signature}`,
      `${tokenCode}.${tag}.${Number(step) + 1}.${signature}`,
      `${tokenCode}.${tag}.s.${signature}`,
      `${tokenCode}.${tag}.${step}.${signature.slice(0, 10)}${flipped}${signature.slice(11)}`,
      `${tokenCode}.${eventTag(OTHER_EVENT)}.${step}.${signature}`,
    ];
    for (const text of forged)
      expect(await verifyOffline(data, text, at(1), none), text).toEqual({
        ok: false,
        reason: 'forged',
        message: 'QR inválido.',
      });
  });

  it('tells a genuine ticket of another event from a forged one', async () => {
    expect(await verifyOffline(data, rotating(ELISA, at(0), OTHER_EVENT), at(1), none)).toEqual({
      ok: false,
      reason: 'other-event',
      message: 'Ingresso de outro evento.',
    });
  });

  it('refuses a cancelled ticket (refunded, or transferred: its old code)', async () => {
    expect(await verifyOffline(data, signed(DORA, null), at(0), none)).toEqual({
      ok: false,
      reason: 'cancelled',
      message: 'Ingresso cancelado',
    });
  });

  it('refuses a ticket already admitted, here or on another device, saying whose and when', async () => {
    expect(await verifyOffline(data, rotating(CAIO, at(0)), at(1), none)).toEqual({
      ok: false,
      reason: 'already-admitted',
      message: 'Ingresso já utilizado',
      admittedAt: '2025-01-01T20:00:00.000Z',
      attendeeName: 'Caio Prado',
      ticketTypeName: 'PISTA — Inteira',
    });
    const here = new Map([[await lookupOf(ANA), '2025-01-01T20:30:00.000Z']]);
    expect(await verifyOffline(data, signed(ANA, null), at(1), here)).toEqual({
      ok: false,
      reason: 'already-admitted',
      message: 'Ingresso já utilizado',
      admittedAt: '2025-01-01T20:30:00.000Z',
      attendeeName: 'Ana Souza',
      ticketTypeName: 'PISTA — Inteira',
    });
  });

  it('refuses a genuine ticket it does not know (sold after the data was loaded) as not found', async () => {
    expect(await verifyOffline(data, signed(ELISA, null), at(0), none)).toEqual({
      ok: false,
      reason: 'unknown',
      message: 'Ingresso não encontrado.',
    });
  });

  it('admits the printed code typed in ("Digitar código"): the code is the ticket’s 128-bit capability', async () => {
    expect(await verifyOffline(data, `  ${ANA}\n`, at(0), none)).toMatchObject({
      ok: true,
      attendeeName: 'Ana Souza',
    });
    expect(await verifyOffline(data, 'codigo-que-nao-existe', at(0), none)).toMatchObject({
      reason: 'unknown',
    });
  });

  it('admits the static token of a new PDF at any time', async () => {
    expect(await verifyOffline(data, signed(ANA, null), at(86_400 * 30), none)).toMatchObject({ ok: true });
  });

  it('admits an old PDF (HMAC token, unverifiable offline) by its code; an old rotating token still expires', async () => {
    const hmacLike = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(await verifyOffline(data, `${ANA}.s.${hmacLike}`, at(0), none)).toMatchObject({
      ok: true,
      attendeeName: 'Ana Souza',
    });
    expect(await verifyOffline(data, `${DORA}.s.${hmacLike}`, at(0), none)).toMatchObject({
      reason: 'cancelled',
    });
    expect(await verifyOffline(data, `${ANA}.${stepAt(at(0))}.${hmacLike}`, at(30), none)).toMatchObject({
      ok: true,
    });
    expect(await verifyOffline(data, `${ANA}.${stepAt(at(0)) - 5}.${hmacLike}`, at(0), none)).toMatchObject({
      reason: 'expired',
    });
  });

  it('calls anything else an invalid QR', async () => {
    for (const text of [
      '',
      'https://example.com/ingresso',
      'a.b',
      `${ANA}.x.y.z`,
      `${ANA}.s.curta`,
      'có!digo',
    ])
      expect(await verifyOffline(data, text, at(0), none), text).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'QR inválido.',
      });
  });

  it('learns from a sync: new tickets admit, others’ admissions and cancellations refuse', async () => {
    const [elisa] = await encodeCheckinTickets(EVENT, [
      { code: ELISA, attendeeName: 'Elisa Melo', ticketType: 0, meiaTipo: null },
    ]);
    const synced = applySync(data, {
      admitted: [{ lookup: await lookupOf(BRUNO), at: '2025-01-01T21:00:00.000Z' }],
      cancelled: [await lookupOf(ANA)],
      tickets: [elisa!],
      cursor: 'depois',
    });
    expect(synced.cursor).toBe('depois');
    expect(await verifyOffline(synced, signed(ELISA, null), at(0), none)).toMatchObject({ ok: true });
    expect(await verifyOffline(synced, signed(BRUNO, null), at(0), none)).toMatchObject({
      reason: 'already-admitted',
      admittedAt: '2025-01-01T21:00:00.000Z',
    });
    expect(await verifyOffline(synced, signed(ANA, null), at(0), none)).toMatchObject({
      reason: 'cancelled',
    });
    // The value it came from is unchanged.
    expect(await verifyOffline(data, signed(ANA, null), at(0), none)).toMatchObject({ ok: true });
  });
});
