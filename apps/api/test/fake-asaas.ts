import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';

/*
 * A local stand-in for Asaas API v3 speaking its documented shapes (customers, payments, pixQrCode, errors as
 * `{ errors: [{ code, description }] }`), with failures injected per route: an HTTP status, or no answer at all.
 */

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
              (!query.get('status') || charge.status === query.get('status')),
          ),
        ),
      ];
    }
    if (method === 'POST' && path === '/v3/payments') {
      if (!customers.some((customer) => customer.id === body?.customer))
        return [400, rejected('invalid_customer', 'Cliente inválido ou não informado.')];
      const charge = {
        object: 'payment',
        id: `pay_${randomBytes(6).toString('hex')}`,
        dateCreated: '2030-06-01',
        status: 'PENDING',
        netValue: Number(body?.value) - 0.99,
        invoiceUrl: 'https://sandbox.asaas.com/i/123',
        deleted: false,
        ...body,
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
      charge.status = 'REFUNDED';
      return [200, charge];
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
        customers,
        fail: (route, ...next) => failures.set(route, next),
        calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
        reset() {
          for (const state of [requests, customers, charges, accounts]) state.length = 0;
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
