import { describe, expect, it } from 'vitest';
import { eventIcs } from './ics';
import {
  escapeHtml,
  eventCancelledMail,
  formatDuration,
  orderPaidMail,
  orderRefundedMail,
  passwordResetMail,
  ticketTransferredMail,
  emailVerificationMail,
  heldTicketCancelledMail,
} from './templates';
import { drawAttachments, MAX_ATTACHMENT_BYTES } from './worker';

const site = { origin: 'https://ingressos.exemplo.com.br' };
const event = {
  title: 'Forró <da> Conceição',
  whenLines: ['Sábado, 14 de março de 2037, às 20:00', 'Abertura dos portões às 18:00'],
  place: 'Centro de Convenções — São Luís/MA',
};
const ticket = {
  attendeeName: 'Rita Lee',
  ticketTypeName: 'PISTA — Lote 1',
  code: 'ABCDEFGH12345678',
  meiaTipo: null,
};

describe('e-mail templates', () => {
  it('escape what the buyer or organizer typed in the HTML, and keep it as typed in the text', () => {
    const mail = orderPaidMail(
      { buyerName: 'Ana <b>Souza</b>', orderId: 'o-1', totalCents: 16050, event, tickets: [ticket, ticket] },
      site,
    );
    expect(mail.subject).toBe('Pedido confirmado: Forró <da> Conceição');
    expect(mail.html).toContain('Forró &lt;da&gt; Conceição');
    expect(mail.html).not.toContain('<b>Souza');
    expect(mail.text).toContain('Olá, Ana! Recebemos o pagamento de R$\u00a0160,50.');
    expect(mail.text).toContain('Seus 2 ingressos estão anexados');
    expect(mail.html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
    expect(mail.text).not.toContain('Leve o documento');
  });

  it('tells the holder of a half-price ticket which document to bring (issue #30)', () => {
    const meia = {
      ...ticket,
      attendeeName: 'Gal Costa',
      ticketTypeName: 'PISTA — Lote 1 — Meia',
      meiaTipo: 'pcd',
    };
    const mail = orderPaidMail(
      { buyerName: 'Ana', orderId: 'o-1', totalCents: 12000, event, tickets: [ticket, meia] },
      site,
    );
    const bring = 'Leve o documento: cartão do BPC ou documento do INSS que comprove a deficiência';
    expect(mail.text).toContain(`- Gal Costa — PISTA — Lote 1 — Meia (código ABCDEFGH)\n  ${bring}`);
    expect(mail.html).toContain(`<br><strong>${bring}</strong>`);
    expect(mail.text.match(/Leve o documento/g)).toHaveLength(1);
  });

  it('ticket transferred: the old holder learns it no longer admits; the new one gets the ticket', () => {
    const base = {
      previousHolderName: 'Rita Lee',
      newHolderName: 'Gal Costa',
      orderId: 'o-9',
      event,
      ticket,
    };
    const previous = ticketTransferredMail({ ...base, to: 'previous-holder' }, site);
    expect(previous.subject).toBe('Ingresso transferido: Forró <da> Conceição');
    expect(previous.text).toContain('foi transferido para Gal Costa. O QR code anterior não dá mais acesso');
    const next = ticketTransferredMail({ ...base, to: 'new-holder' }, site);
    expect(next.subject).toBe('Você recebeu um ingresso: Forró <da> Conceição');
    expect(next.text).toContain('Olá, Gal! Rita Lee transferiu para você um ingresso PISTA — Lote 1.');
    expect(next.text).toContain('O ingresso está anexado em PDF');
    // How the new holder opens it on the site depends on their account (issue #25): none yet, unconfirmed, ok.
    expect(next.text).toContain('Criar minha conta: https://ingressos.exemplo.com.br/register');
    const unconfirmed = ticketTransferredMail(
      {
        ...base,
        to: 'new-holder',
        holder: {
          account: 'unverified',
          confirmLink: 'https://ingressos.exemplo.com.br/confirmar-email?token=t',
        },
      },
      site,
    );
    expect(unconfirmed.text).toContain(
      'Confirmar e-mail: https://ingressos.exemplo.com.br/confirmar-email?token=t',
    );
    expect(unconfirmed.text).toContain('use "Esqueci minha senha"');
    const confirmed = ticketTransferredMail(
      { ...base, to: 'new-holder', holder: { account: 'verified' } },
      site,
    );
    expect(confirmed.text).toContain(
      'Ver em Meus ingressos: https://ingressos.exemplo.com.br/meus-ingressos',
    );
    expect(confirmed.text).not.toContain('confirmar-email');
  });

  it('tells a holder their ticket stopped, and an account how to confirm its e-mail', () => {
    const stopped = heldTicketCancelledMail(
      { holderName: 'Gal Costa', ticketTypeName: 'PISTA — Lote 1', event, cause: 'order-refunded' },
      site,
    );
    expect(stopped.subject).toBe('Ingresso cancelado: Forró <da> Conceição');
    expect(stopped.text).toContain('Olá, Gal. O pedido do ingresso PISTA — Lote 1 transferido para você');
    const calledOff = heldTicketCancelledMail(
      { holderName: 'Gal Costa', ticketTypeName: 'PISTA — Lote 1', event, cause: 'event-cancelled' },
      site,
    );
    expect(calledOff.subject).toBe('Evento cancelado: Forró <da> Conceição');
    const confirm = emailVerificationMail({ name: 'Gal Costa', token: 'abc', validHours: 24 }, site);
    expect(confirm.text).toContain(
      'Confirmar e-mail: https://ingressos.exemplo.com.br/confirmar-email?token=abc',
    );
    expect(confirm.text).toContain('vale por 24 horas');
  });

  it('event cancelled and refunded say what happens to the money', () => {
    const cancelled = eventCancelledMail({ buyerName: 'Zé', orderId: 'o-2', event, totalCents: 8000 }, site);
    expect(cancelled.subject).toBe('Evento cancelado: Forró <da> Conceição');
    expect(cancelled.text).toContain('O valor pago, R$\u00a080,00, será devolvido');
    expect(cancelled.text).toContain('Ver o pedido: https://ingressos.exemplo.com.br/meus-pedidos/o-2');
    const chargeback = orderRefundedMail(
      { buyerName: 'Zé', orderId: 'o-2', event, totalCents: 8000, reason: 'chargeback' },
      site,
    );
    expect(chargeback.text).toContain('contestado junto ao banco (chargeback)');
  });

  it('password reset carries the link and its validity', () => {
    const link = 'https://ingressos.exemplo.com.br/redefinir-senha?token=abc';
    const mail = passwordResetMail({ name: 'Ana Souza', link, validMinutes: 60 }, site);
    expect(mail.subject).toBe('Redefinição de senha da Bilheteria');
    expect(mail.text).toContain('vale por 1 hora e pode ser usado uma única vez');
    expect(mail.text).toContain(`Criar nova senha: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('formats durations in pt-BR', () => {
    expect(formatDuration(60_000)).toBe('1 minuto');
    expect(formatDuration(15 * 60_000)).toBe('15 minutos');
    expect(formatDuration(65 * 60_000)).toBe('1 hora e 5 minutos');
    expect(formatDuration(120 * 60_000)).toBe('2 horas');
  });
});

describe('eventIcs', () => {
  it('writes one VEVENT in UTC with escaped, folded text, and nothing without a date', () => {
    const ics = eventIcs({
      uid: 'order-1',
      title: 'Show; com vírgula, e barra \\',
      start: new Date('2037-03-14T23:00:00Z'),
      end: null,
      location: 'Centro de Convenções — São Luís/MA',
      description: 'x'.repeat(200),
      url: 'https://ingressos.exemplo.com.br/meus-ingressos/order-1',
      stamp: new Date('2030-06-01T15:00:00Z'),
    })!;
    expect(ics).toContain('DTSTART:20370314T230000Z\r\n');
    expect(ics).toContain('DTEND:20370315T030000Z\r\n');
    expect(ics).toContain('SUMMARY:Show\\; com vírgula\\, e barra \\\\\r\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n x');
    expect(
      eventIcs({
        ...{ uid: 'u', title: 't', end: null, location: '', description: '', url: '', stamp: new Date() },
        start: null,
      }),
    ).toBeUndefined();
  });
});

describe('drawAttachments', () => {
  it('keeps a message under 4 MB, leaving out the PDFs that would pass it (they stay in Meus ingressos)', async () => {
    const pdf = Buffer.alloc(1024 * 1024 + 1);
    const { files, leftOut } = await drawAttachments(
      [
        ...Array.from({ length: 5 }, (_, index) => ({
          kind: 'ticket-pdf' as const,
          ticketCode: `T${index}`,
        })),
        { kind: 'file', filename: 'evento.ics', contentType: 'text/calendar', contentBase64: 'QkVHSU4=' },
      ],
      async (code) => ({ fileName: `${code}.pdf`, content: pdf }),
    );
    expect(files.map((file) => file.filename)).toEqual(['evento.ics', 'T0.pdf', 'T1.pdf', 'T2.pdf']);
    expect(leftOut).toBe(2);
    expect(files.reduce((sum, file) => sum + file.content.length, 0)).toBeLessThanOrEqual(
      MAX_ATTACHMENT_BYTES,
    );
  });
});
