import { meiaEntradaBringLine, centsToReais, formatReais } from '@bilheteria/rules';
/*
 * The messages, pt-BR, each as { subject, html, text }. Pure functions of what they say: the outbox stores their
 * output, so what the buyer receives is what the ADMIN "Caixa de saída" shows. The HTML is one centred column in
 * layout tables (what mail clients render), with `lang="pt-BR"`, real headings, text at ≥ 4.5:1 contrast, links
 * that say where they go, and nothing that needs images or scripts; every message has a plain-text twin.
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Where links point: the public origin of the site (the first APP_ORIGIN). */
export interface MailSite {
  origin: string;
}

export interface MailEvent {
  title: string;
  /** "Sábado, 15 de março de 2025, às 20:00", then the gates' time when known (see tickets' eventWhenLines). */
  whenLines: string[];
  /** "Parque do Peão — Barretos/SP", or "" */
  place: string;
}

export interface MailTicket {
  attendeeName: string;
  ticketTypeName: string;
  code: string;
  /** The holder's right to half price: the message says which document to bring (issue #30); null if none. */
  meiaTipo: string | null;
  /** Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12"; absent or null without a seat. */
  seat?: string | null;
}

const BRAND = '#4f46e5';
const INK = '#111827';
const MUTED = '#4b5563';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** "R$ 150,00" (with the non-breaking space Intl writes). */
export const formatMoney = (cents: number) => formatReais(centsToReais(cents));

const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "25/11/2026, 22:45" in São Paulo time. */
export const formatInstant = (at: Date) => clock.format(at);

/** "15 minutos", "1 hora e 5 minutos"; at least one minute. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (hours === 0) return part(rest, 'minuto', 'minutos');
  return rest === 0
    ? part(hours, 'hora', 'horas')
    : `${part(hours, 'hora', 'horas')} e ${part(rest, 'minuto', 'minutos')}`;
}

/** A block of the HTML body; `text` is its plain-text rendering. */
interface Block {
  html: string;
  text: string;
}

const paragraph = (text: string): Block => ({
  html: `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(text)}</p>`,
  text,
});

const button = (label: string, href: string): Block => ({
  html:
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND};` +
    `color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:8px">` +
    `${escapeHtml(label)}</a></p>`,
  text: `${label}: ${href}`,
});

const eventBlock = (event: MailEvent): Block => {
  const lines = [...event.whenLines, ...(event.place ? [event.place] : [])];
  return {
    html:
      `<h2 style="margin:0 0 8px;font-size:20px;line-height:28px;color:${INK}">${escapeHtml(event.title)}</h2>` +
      `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:${MUTED}">` +
      lines.map(escapeHtml).join('<br>') +
      `</p>`,
    text: [event.title, ...lines].join('\n'),
  };
};

const ticketList = (tickets: readonly MailTicket[]): Block => ({
  html:
    `<ul style="margin:0 0 16px;padding:0 0 0 20px;font-size:15px;line-height:22px;color:${INK}">` +
    tickets
      .map((ticket) => {
        const bring = meiaEntradaBringLine(ticket.meiaTipo);
        return (
          `<li style="margin:0 0 4px"><strong>${escapeHtml(ticket.attendeeName)}</strong> — ` +
          `${escapeHtml(ticket.ticketTypeName)} <span style="color:${MUTED}">(código ` +
          `${escapeHtml(ticket.code.slice(0, 8))})</span>` +
          (ticket.seat ? `<br>${escapeHtml(ticket.seat)}` : '') +
          (bring ? `<br><strong>${escapeHtml(bring)}</strong>` : '') +
          `</li>`
        );
      })
      .join('') +
    `</ul>`,
  text: tickets
    .map((ticket) => {
      const bring = meiaEntradaBringLine(ticket.meiaTipo);
      const first = `- ${ticket.attendeeName} — ${ticket.ticketTypeName} (código ${ticket.code.slice(0, 8)})`;
      const line = ticket.seat ? `${first}\n  ${ticket.seat}` : first;
      return bring ? `${line}\n  ${bring}` : line;
    })
    .join('\n'),
});

const code = (label: string, value: string): Block => ({
  html:
    `<p style="margin:0 0 4px;font-size:14px;color:${MUTED}">${escapeHtml(label)}</p>` +
    `<p style="margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:8px;font-family:monospace;` +
    `font-size:14px;line-height:20px;color:${INK};word-break:break-all">${escapeHtml(value)}</p>`,
  text: `${label}\n${value}`,
});

/** The brand's frame around the blocks: header, the message's title, the blocks, the footer. */
function layout(subject: string, heading: string, blocks: readonly Block[], site: MailSite): RenderedMail {
  const footer =
    'Você recebeu este e-mail por causa de uma ação na sua conta da Bilheteria. ' +
    'Não responda: esta caixa não é lida.';
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">` +
    `<tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
    `style="max-width:600px;background:#ffffff;border-radius:12px">` +
    `<tr><td style="padding:20px 32px;background:${BRAND};border-radius:12px 12px 0 0">` +
    `<p style="margin:0;font-size:18px;font-weight:bold;letter-spacing:1px;color:#ffffff">BILHETERIA</p></td></tr>` +
    `<tr><td style="padding:32px">` +
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:${INK}">${escapeHtml(heading)}</h1>` +
    blocks.map((block) => block.html).join('') +
    `</td></tr>` +
    `<tr><td style="padding:16px 32px 32px;font-size:13px;line-height:20px;color:${MUTED}">` +
    `<p style="margin:0">${escapeHtml(footer)}</p>` +
    `<p style="margin:8px 0 0"><a href="${escapeHtml(site.origin)}" style="color:${BRAND}">` +
    `${escapeHtml(site.origin.replace(/^https?:\/\//, ''))}</a></p>` +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    heading,
    '',
    ...blocks.flatMap((block) => [block.text, '']),
    '—',
    footer,
    site.origin,
    '',
  ].join('\n');
  return { subject, html, text };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name.trim();

export const myTicketsUrl = (site: MailSite, orderId: string) =>
  `${site.origin}/meus-ingressos/${encodeURIComponent(orderId)}`;
export const orderUrl = (site: MailSite, orderId: string) =>
  `${site.origin}/meus-pedidos/${encodeURIComponent(orderId)}`;
/** The page that confirms an address with a link's token (the account's session required there). */
export const confirmEmailUrl = (site: MailSite, token: string) =>
  `${site.origin}/confirmar-email?token=${encodeURIComponent(token)}`;

export interface OrderPaidMail {
  buyerName: string;
  orderId: string;
  totalCents: number;
  /** "Cartão de crédito · 3x de R$ 50,00" (issue #27); absent for Pix. */
  paymentLabel?: string | null;
  event: MailEvent;
  tickets: readonly MailTicket[];
}

/** Order confirmed: the tickets go attached (one PDF each) with the event's .ics. */
export function orderPaidMail(input: OrderPaidMail, site: MailSite): RenderedMail {
  const count = input.tickets.length;
  const them = count === 1 ? 'Seu ingresso está anexado' : `Seus ${count} ingressos estão anexados`;
  return layout(
    `Pedido confirmado: ${input.event.title}`,
    'Pagamento confirmado!',
    [
      paragraph(
        `Olá, ${firstName(input.buyerName)}! Recebemos o pagamento de ${formatMoney(input.totalCents)}` +
          (input.paymentLabel ? ` (${input.paymentLabel}).` : '.'),
      ),
      eventBlock(input.event),
      ticketList(input.tickets),
      paragraph(
        `${them} a este e-mail em PDF, um por participante, com o QR code da entrada. ` +
          'Cada QR code vale um único acesso: não compartilhe nem publique.',
      ),
      paragraph('O arquivo .ics anexado coloca o evento na sua agenda.'),
      button('Ver em Meus ingressos', myTicketsUrl(site, input.orderId)),
      paragraph(`Pedido ${input.orderId}`),
    ],
    site,
  );
}

export interface PixWaitingMail {
  buyerName: string;
  orderId: string;
  totalCents: number;
  event: MailEvent;
  copiaECola: string;
  expiresAt: Date;
  /** When the Pix was generated: the time left is counted from it. */
  now: Date;
}

export function pixWaitingMail(input: PixWaitingMail, site: MailSite): RenderedMail {
  const left = formatDuration(input.expiresAt.getTime() - input.now.getTime());
  return layout(
    `Pix gerado: pague até ${formatInstant(input.expiresAt).split(', ')[1]} para garantir seus ingressos`,
    'Seu Pix está pronto',
    [
      paragraph(
        `Olá, ${firstName(input.buyerName)}! Seus ingressos estão reservados por ${left}, até ` +
          `${formatInstant(input.expiresAt)}. Pague ${formatMoney(input.totalCents)} com o Pix copia e cola abaixo.`,
      ),
      eventBlock(input.event),
      code('Pix copia e cola', input.copiaECola),
      paragraph(
        'No app do seu banco, escolha Pix › Pix copia e cola e cole o código. Assim que o pagamento for ' +
          'confirmado, enviaremos os ingressos por e-mail.',
      ),
      button('Acompanhar o pedido', orderUrl(site, input.orderId)),
      paragraph('Depois do prazo, a reserva acaba e os ingressos voltam à venda.'),
    ],
    site,
  );
}

export interface OrderCancelledMail {
  buyerName: string;
  orderId: string;
  event: MailEvent;
}

export function orderCancelledMail(input: OrderCancelledMail, site: MailSite): RenderedMail {
  return layout(
    `Pedido cancelado: ${input.event.title}`,
    'Pedido cancelado',
    [
      paragraph(
        `Olá, ${firstName(input.buyerName)}. Seu pedido foi cancelado antes do pagamento e os ingressos ` +
          'reservados voltaram à venda. Nenhum valor foi cobrado.',
      ),
      eventBlock(input.event),
      button('Ver o pedido', orderUrl(site, input.orderId)),
    ],
    site,
  );
}

export interface OrderRefundedMail {
  buyerName: string;
  orderId: string;
  totalCents: number;
  event: MailEvent;
  reason: 'refund' | 'chargeback';
  /** Paid by card (issue #27): the money goes back to the card, not to a Pix account. */
  paidByCard?: boolean;
}

export function orderRefundedMail(input: OrderRefundedMail, site: MailSite): RenderedMail {
  const why =
    input.reason === 'chargeback'
      ? `O pagamento de ${formatMoney(input.totalCents)} foi contestado junto ao banco (chargeback).`
      : input.paidByCard
        ? `Estornamos ${formatMoney(input.totalCents)} no cartão usado na compra (todas as parcelas).`
        : `Estornamos ${formatMoney(input.totalCents)} para a conta que fez o Pix.`;
  return layout(
    `Pedido reembolsado: ${input.event.title}`,
    'Pedido reembolsado',
    [
      paragraph(`Olá, ${firstName(input.buyerName)}. ${why}`),
      eventBlock(input.event),
      paragraph('Os ingressos deste pedido foram cancelados e não dão mais acesso ao evento.'),
      button('Ver o pedido', orderUrl(site, input.orderId)),
    ],
    site,
  );
}

/**
 * The new holder's account, for the message that gives them a ticket: only an account that proved this address
 * opens it (issue #25). `unverified` carries a confirmation link (usable with that account's password).
 */
export type HolderAccount =
  { account: 'none' } | { account: 'verified' } | { account: 'unverified'; confirmLink: string };

export interface TicketTransferredMail {
  /** Who receives this message: the one who gave the ticket, or the one who got it. */
  to: 'previous-holder' | 'new-holder';
  previousHolderName: string;
  newHolderName: string;
  orderId: string;
  event: MailEvent;
  ticket: MailTicket;
  /** The new holder's account (their message only). */
  holder?: HolderAccount;
}

/** How the new holder opens the ticket, by the state of the account with their address. */
function openingBlocks(holder: HolderAccount | undefined, site: MailSite): Block[] {
  switch (holder?.account) {
    case 'verified':
      return [
        paragraph('Entre na Bilheteria com este e-mail para ver o ingresso em Meus ingressos.'),
        button('Ver em Meus ingressos', `${site.origin}/meus-ingressos`),
      ];
    case 'unverified':
      return [
        paragraph(
          'Para abrir o ingresso no site, confirme que este e-mail é seu: entre com a sua conta e use o link ' +
            'abaixo, que vale por 24 horas.',
        ),
        button('Confirmar e-mail', holder.confirmLink),
        paragraph(
          'Se a conta com este e-mail não foi criada por você, use "Esqueci minha senha" com ele: a conta ' +
            'passa a ser sua e o e-mail fica confirmado.',
        ),
      ];
    default:
      return [
        paragraph(
          'Para abrir o ingresso no site, crie sua conta na Bilheteria com este e-mail e confirme-o pelo link ' +
            'que enviaremos: o ingresso aparece em Meus ingressos.',
        ),
        button('Criar minha conta', `${site.origin}/register`),
      ];
  }
}

/** A ticket changed hands: the old holder is told it no longer admits; the new one gets it (PDF attached). */
export function ticketTransferredMail(input: TicketTransferredMail, site: MailSite): RenderedMail {
  if (input.to === 'previous-holder')
    return layout(
      `Ingresso transferido: ${input.event.title}`,
      'Ingresso transferido',
      [
        paragraph(
          `Olá, ${firstName(input.previousHolderName)}. O ingresso ${input.ticket.ticketTypeName} foi ` +
            `transferido para ${input.newHolderName}. O QR code anterior não dá mais acesso ao evento.`,
        ),
        eventBlock(input.event),
        paragraph('Se você não reconhece esta transferência, responda pelo site.'),
        button('Ver em Meus ingressos', myTicketsUrl(site, input.orderId)),
      ],
      site,
    );
  return layout(
    `Você recebeu um ingresso: ${input.event.title}`,
    'Você recebeu um ingresso',
    [
      paragraph(
        `Olá, ${firstName(input.newHolderName)}! ${input.previousHolderName} transferiu para você um ingresso ` +
          `${input.ticket.ticketTypeName}.`,
      ),
      eventBlock(input.event),
      ticketList([input.ticket]),
      paragraph(
        'O ingresso está anexado em PDF, com o QR code da entrada. Ele vale um único acesso: ' +
          'não compartilhe nem publique.',
      ),
      ...openingBlocks(input.holder, site),
    ],
    site,
  );
}

export interface HeldTicketCancelledMail {
  holderName: string;
  ticketTypeName: string;
  event: MailEvent;
  /** Why the ticket stopped: its order was cancelled and refunded, or the organizer called the event off. */
  cause: 'order-refunded' | 'event-cancelled';
}

/**
 * To whoever holds a ticket transferred to them when its order is refunded or its event called off: the money
 * goes back to the buyer, but they are the one who would be turned away at the door.
 */
export function heldTicketCancelledMail(input: HeldTicketCancelledMail, site: MailSite): RenderedMail {
  const eventCancelled = input.cause === 'event-cancelled';
  return layout(
    `${eventCancelled ? 'Evento cancelado' : 'Ingresso cancelado'}: ${input.event.title}`,
    eventCancelled ? 'Evento cancelado' : 'Ingresso cancelado',
    [
      paragraph(
        eventCancelled
          ? `Olá, ${firstName(input.holderName)}. Lamentamos: o organizador cancelou o evento abaixo e o ingresso ` +
              `${input.ticketTypeName} transferido para você não dá mais acesso.`
          : `Olá, ${firstName(input.holderName)}. O pedido do ingresso ${input.ticketTypeName} transferido para ` +
              'você foi cancelado e estornado a quem o comprou: o ingresso não dá mais acesso ao evento.',
      ),
      eventBlock(input.event),
      paragraph('O valor pago é devolvido a quem comprou o ingresso, pela mesma forma de pagamento.'),
    ],
    site,
  );
}

export interface EventCancelledMail {
  buyerName: string;
  orderId: string;
  event: MailEvent;
  totalCents: number;
}

export function eventCancelledMail(input: EventCancelledMail, site: MailSite): RenderedMail {
  return layout(
    `Evento cancelado: ${input.event.title}`,
    'Evento cancelado',
    [
      paragraph(
        `Olá, ${firstName(input.buyerName)}. Lamentamos: o organizador cancelou o evento abaixo e os seus ` +
          'ingressos não dão mais acesso.',
      ),
      eventBlock(input.event),
      paragraph(
        `O valor pago, ${formatMoney(input.totalCents)}, será devolvido para a conta que fez o Pix. ` +
          'Você receberá outro e-mail quando o estorno for feito.',
      ),
      button('Ver o pedido', orderUrl(site, input.orderId)),
    ],
    site,
  );
}

export interface PasswordResetMail {
  name: string;
  /** The reset page's address with the token. */
  link: string;
  validMinutes: number;
}

export function passwordResetMail(input: PasswordResetMail, site: MailSite): RenderedMail {
  return layout(
    'Redefinição de senha da Bilheteria',
    'Redefinir sua senha',
    [
      paragraph(
        `Olá, ${firstName(input.name)}. Recebemos um pedido para redefinir a senha da sua conta. ` +
          `O link abaixo vale por ${formatDuration(input.validMinutes * 60_000)} e pode ser usado uma única vez.`,
      ),
      button('Criar nova senha', input.link),
      paragraph(
        'Se não foi você, ignore este e-mail: sua senha continua a mesma. Ao criar uma nova senha, ' +
          'todas as sessões abertas da conta são encerradas.',
      ),
    ],
    site,
  );
}

export interface EmailVerificationMail {
  name: string;
  /** The link's token (the page's address is made here). */
  token: string;
  validHours: number;
}

/** "Confirme seu e-mail": the link proves the address belongs to whoever opens the account. */
export function emailVerificationMail(input: EmailVerificationMail, site: MailSite): RenderedMail {
  return layout(
    'Confirme seu e-mail na Bilheteria',
    'Confirme seu e-mail',
    [
      paragraph(
        `Olá, ${firstName(input.name)}. Confirme que este e-mail é seu para abrir ingressos que transferirem ` +
          `para você. O link abaixo vale por ${formatDuration(input.validHours * 60 * 60_000)} e pode ser usado ` +
          'uma única vez, entrando com a senha da conta.',
      ),
      button('Confirmar e-mail', confirmEmailUrl(site, input.token)),
      paragraph(
        'Se você não criou uma conta na Bilheteria com este e-mail, ignore esta mensagem: sem a senha, ' +
          'ninguém confirma a conta. Para assumir uma conta criada com o seu e-mail, use "Esqueci minha senha".',
      ),
    ],
    site,
  );
}
