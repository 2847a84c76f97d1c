import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';

/*
 * A local stand-in for Asaas API v3 speaking its documented shapes (customers, payments, pixQrCode, errors as
 * `{ errors: [{ code, description }] }`), with failures injected per route: an HTTP status, or no answer at all.
 * Card charges (`billingType: CREDIT_CARD`) as the sandbox treats its test cards: 5184 0197 4037 3151 and
 * 4916 5613 5824 0741 declined with a 400 and no charge kept, 4000 0000 0000 0002 AWAITING_RISK_ANALYSIS, any
 * other CONFIRMED; in installments, one payment per installment under one `installment` id.
 */

export const DECLINED_CARDS = ['5184019740373151', '4916561358240741'];
export const ANALYSIS_CARD = '4000000000000002';
export const DECLINE_DESCRIPTION =
  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';

export const API_KEY = '$aact_test_key';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | undefined;
}

export type Failure = { status: number; body?: unknown; afterApplying?: boolean } | 'hang';

export function startFakeAsaas() {
  const customers: Array<Record<string, unknown>> = [];
  const charges: Array<Record<string, unknown>> = [];
  /** Tokens handed out for cards: token → the card's last four digits and brand. */
  const tokens = new Map<string, { last4: string; brand: string }>();
  const installmentRefunds: string[] = [];
  /** Sub-accounts (POST /v3/accounts, issue #31): answered with an `apiKey` once, as Asaas does. */
  const accounts: Array<Record<string, unknown>> = [];
  const requests: Recorded[] = [];
  const failures = new Map<string, Failure[]>();
  let sequence = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const list = (data: unknown[]) => ({
    object: 'list',
    hasMore: false,
    totalCount: data.length,
    limit: 10,
    offset: 0,
    data,
  });
  const rejected = (code: string, description: string) => ({ errors: [{ code, description }] });

  /** A CREDIT_CARD charge: declined (400, nothing kept), in risk analysis, or confirmed; one payment per installment. */
  const chargeCard = (body: Record<string, unknown>): [number, unknown] => {
    const card = body.creditCard as Record<string, string> | undefined;
    const saved = typeof body.creditCardToken === 'string' ? tokens.get(body.creditCardToken) : undefined;
    const holder = body.creditCardHolderInfo as Record<string, string> | undefined;
    if (!holder?.postalCode || !holder.addressNumber || !holder.cpfCnpj || !holder.phone)
      return [400, rejected('invalid_creditCardHolderInfo', 'Informe os dados do titular do cartão.')];
    if (!card && !saved)
      return [400, rejected('invalid_creditCard', 'Informe os dados do cartão de crédito.')];
    if (card && DECLINED_CARDS.includes(card.number ?? ''))
      return [400, rejected('invalid_creditCard', DECLINE_DESCRIPTION)];
    const last4 = saved?.last4 ?? String(card!.number).slice(-4);
    const brand = saved?.brand ?? (String(card!.number).startsWith('5') ? 'MASTERCARD' : 'VISA');
    const token =
      typeof body.creditCardToken === 'string'
        ? body.creditCardToken
        : `tok_${randomBytes(8).toString('hex')}`;
    tokens.set(token, { last4, brand });
    const status = card?.number === ANALYSIS_CARD ? 'AWAITING_RISK_ANALYSIS' : 'CONFIRMED';
    const count = Number(body.installmentCount ?? 1);
    const each =
      body.installmentValue !== undefined
        ? Number(body.installmentValue)
        : Math.floor((Number(body.totalValue ?? body.value) * 100) / count) / 100;
    const installment = count > 1 ? `ins_${randomBytes(6).toString('hex')}` : null;
    const payments = Array.from({ length: count }, (_, index) => ({
      object: 'payment',
      id: `pay_${randomBytes(6).toString('hex')}`,
      customer: body.customer,
      billingType: 'CREDIT_CARD',
      status,
      value: each,
      installment,
      installmentNumber: count > 1 ? index + 1 : undefined,
      externalReference: body.externalReference,
      description: body.description,
      deleted: false,
      creditCard: { creditCardNumber: last4, creditCardBrand: brand, creditCardToken: token },
    }));
    charges.push(...payments);
    return [200, payments[0]];
  };

  /** Applies the request as Asaas would and answers it. */
  const apply = (request: Recorded): [number, unknown] => {
    const { method, path, query, body } = request;
    if (method === 'GET' && path === '/v3/customers') {
      return [200, list(customers.filter((customer) => customer.cpfCnpj === query.get('cpfCnpj')))];
    }
    if (method === 'POST' && path === '/v3/customers') {
      if (!body?.name) return [400, rejected('invalid_name', 'O nome do cliente deve ser informado.')];
      const customer = {
        object: 'customer',
        id: `cus_${String(++sequence).padStart(12, '0')}`,
        deleted: false,
        personType: 'FISICA',
        ...body,
      };
      customers.push(customer);
      return [200, customer];
    }
    if (method === 'GET' && path === '/v3/payments') {
      return [
        200,
        list(
          charges.filter(
            (charge) =>
              (!query.get('externalReference') ||
                charge.externalReference === query.get('externalReference')) &&
              (!query.get('status') || charge.status === query.get('status')) &&
              (!query.get('billingType') || charge.billingType === query.get('billingType')),
          ),
        ),
      ];
    }
    if (method === 'POST' && path === '/v3/payments') {
      if (!customers.some((customer) => customer.id === body?.customer))
        return [400, rejected('invalid_customer', 'Cliente inválido ou não informado.')];
      if (body?.billingType === 'CREDIT_CARD') return chargeCard(body);
      const charge = {
        object: 'payment',
        id: `pay_${randomBytes(6).toString('hex')}`,
        dateCreated: '2030-06-01',
        status: 'PENDING',
        netValue: Number(body?.value) - 0.99,
        invoiceUrl: 'https://sandbox.asaas.com/i/123',
        deleted: false,
        ...body,
        // Asaas names each split of a charge (`id`), which a partial refund's `splitRefunds` points at.
        ...(Array.isArray(body?.split) && {
          split: (body.split as Array<Record<string, unknown>>).map((split) => ({
            id: `split_${randomBytes(6).toString('hex')}`,
            status: 'PENDING',
            ...split,
          })),
        }),
      };
      charges.push(charge);
      return [200, charge];
    }
    if (method === 'GET' && path === '/v3/accounts') {
      const cpfCnpj = query.get('cpfCnpj');
      return [
        200,
        list(
          accounts
            .filter((account) => !cpfCnpj || account.cpfCnpj === cpfCnpj)
            .map(({ apiKey: _apiKey, ...account }) => account),
        ),
      ];
    }
    if (method === 'POST' && path === '/v3/accounts') {
      if (!body?.incomeValue)
        return [400, rejected('invalid_incomeValue', 'O campo incomeValue deve ser informado.')];
      if (accounts.some((account) => account.email === body.email))
        return [400, rejected('invalid_email', `O email ${String(body.email)} já está em uso.`)];
      const account = {
        object: 'account',
        id: `acc_${randomBytes(6).toString('hex')}`,
        walletId: randomUUID(),
        apiKey: `$aact_sub_${randomBytes(12).toString('hex')}`,
        ...body,
      };
      accounts.push(account);
      return [200, account];
    }
    const qr = /^\/v3\/payments\/([^/]+)\/pixQrCode$/.exec(path);
    if (method === 'GET' && qr) {
      const charge = charges.find((candidate) => candidate.id === qr[1]);
      if (!charge) return [404, rejected('not_found', 'Cobrança não encontrada.')];
      return [
        200,
        {
          encodedImage: Buffer.from(`png of ${String(charge.id)}`).toString('base64'),
          payload: generatePixPayload({
            url: `pix.asaas.com/qr/cobv/${String(charge.id)}`,
            merchantName: 'Bilheteria',
            merchantCity: 'Sao Paulo',
          }),
          expirationDate: `${String(charge.dueDate)} 23:59:59`,
        },
      ];
    }
    const refund = /^\/v3\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const charge = charges.find((candidate) => candidate.id === refund[1]);
      if (!charge) return [404, rejected('not_found', 'Cobrança não encontrada.')];
      if (charge.status !== 'RECEIVED' && charge.status !== 'CONFIRMED')
        return [
          400,
          rejected('invalid_action', 'Só é possível estornar cobranças recebidas ou confirmadas.'),
        ];
      // A partial refund (issue #31) names the splits it takes back, each at most what that split received.
      const splitRefunds = (body?.splitRefunds ?? []) as Array<{ id?: unknown; value?: unknown }>;
      const splits = (charge.split ?? []) as Array<{ id: string; fixedValue?: number }>;
      for (const splitRefund of splitRefunds) {
        const split = splits.find((candidate) => candidate.id === splitRefund.id);
        if (!split || Number(splitRefund.value) > Number(split.fixedValue ?? 0))
          return [400, rejected('invalid_splitRefunds', 'Estorno de split inválido.')];
      }
      const value = body?.value === undefined ? Number(charge.value) : Number(body.value);
      const refunds = ((charge.refunds ?? []) as Array<Record<string, unknown>>).concat({
        status: 'DONE',
        value,
        splitRefunds,
      });
      charge.refunds = refunds;
      const refunded = refunds.reduce((sum, entry) => sum + Number(entry.value), 0);
      if (refunded >= Number(charge.value) - 0.001) charge.status = 'REFUNDED';
      return [200, charge];
    }
    const plan = /^\/v3\/installments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && plan) {
      const payments = charges.filter((candidate) => candidate.installment === plan[1]);
      if (payments.length === 0) return [404, rejected('not_found', 'Parcelamento não encontrado.')];
      for (const payment of payments) payment.status = 'REFUNDED';
      installmentRefunds.push(plan[1]!);
      return [200, { object: 'installment', id: plan[1], status: 'REFUNDED' }];
    }
    const one = /^\/v3\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const charge = charges.find((candidate) => candidate.id === one[1]);
      return charge ? [200, charge] : [404, rejected('not_found', 'Cobrança não encontrada.')];
    }
    const removal = /^\/v3\/payments\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && removal) {
      const charge = charges.find((candidate) => candidate.id === removal[1]);
      if (charge) charge.deleted = true;
      return [200, { deleted: true, id: removal[1] }];
    }
    return [404, rejected('not_found', 'Recurso não encontrado.')];
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
      };
      requests.push(request);
      if (req.headers.access_token !== API_KEY)
        return send(res, 401, rejected('invalid_access_token', 'A chave de API fornecida é inválida'));
      const failure = failures.get(`${request.method} ${request.path}`)?.shift();
      if (failure === 'hang') return;
      if (failure && !failure.afterApplying) return send(res, failure.status, failure.body ?? {});
      const [status, body] = apply(request);
      if (failure) return send(res, failure.status, failure.body ?? {});
      send(res, status, body);
    });
  });

  return new Promise<{
    url: string;
    requests: Recorded[];
    charges: typeof charges;
    installmentRefunds: string[];
    customers: typeof customers;
    fail(route: string, ...next: Failure[]): void;
    calls(route: string): Recorded[];
    reset(): void;
    close(): Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v3`,
        requests,
        charges,
        installmentRefunds,
        customers,
        fail: (route, ...next) => failures.set(route, next),
        calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
        reset() {
          for (const state of [requests, customers, charges, installmentRefunds, accounts]) state.length = 0;
          tokens.clear();
          failures.clear();
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;
