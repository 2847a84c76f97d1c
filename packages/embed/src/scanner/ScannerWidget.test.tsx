import { createFakeScanner } from '@bilheteria/ui/scanner';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORAGE_KEYS, tokenStore } from '../session/token-store';
import { fakeApi, json, TEST_API_BASE } from '../testing/fake-api';
import { mountScanner } from './mount-scanner';
import { ScannerWidget } from './ScannerWidget';

vi.setConfig({ testTimeout: 30_000 });

const organizer = { _id: 'u2', name: 'Olga Organizadora', email: 'olga@example.com', role: 'USER' };

const checkIn = {
  status: 'checked_in',
  checkedInAt: '2030-12-06T22:10:00Z',
  ticket: { _id: 'k1', code: 'cod-1', ticketTypeName: 'PISTA — Lote 1 — Inteira' },
  attendee: { name: 'Rafaela Nogueira', email: 'rafaela@example.com' },
  event: {
    _id: 'e1',
    title: 'Noite do Forró',
    eventDate: '2030-12-06T23:00:00Z',
    venue: 'Arena',
    city: 'Recife',
  },
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function serve() {
  const api = fakeApi({
    'POST /auth/login': () => json({ token: 'tok-org', user: organizer }),
    'GET /auth/me': () => json(organizer),
    'POST /tickets/scan': ({ body }) => {
      const { code } = body as { code: string };
      if (code === 'qr-1') return json(checkIn);
      return json(
        { message: 'Ingresso já utilizado', code: 'TICKET_USED', checkedInAt: '2030-12-06T22:10:00Z' },
        409,
      );
    },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

describe('the embedded scanner', () => {
  it('logs the organizer in inline, checks a ticket in, then shows that the next one was already used', async () => {
    const api = serve();
    const camera = createFakeScanner();
    const onScan = vi.fn();
    render(
      <ScannerWidget
        apiBase={TEST_API_BASE}
        tokens={tokenStore(DEFAULT_STORAGE_KEYS.scanner)}
        onScan={onScan}
        engine={camera.engine}
      />,
    );
    const type = userEvent.setup();

    // No camera before the login.
    const form = await screen.findByRole('form', { name: 'Entrar' });
    expect(camera.active).toBe(0);
    await type.type(within(form).getByLabelText('E-mail'), organizer.email);
    await type.type(within(form).getByLabelText('Senha'), 'senha-segura-123');
    await type.click(within(form).getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Leitor de Ingressos' })).toBeVisible();
    expect(localStorage.getItem(DEFAULT_STORAGE_KEYS.scanner)).toBe('tok-org');
    await waitFor(() => expect(camera.active).toBe(1));

    act(() => camera.decode('qr-1'));
    const result = screen.getByRole('region', { name: 'Resultado' });
    expect(await within(result).findByRole('heading', { name: 'Check-in confirmado' })).toBeVisible();
    expect(within(result).getByText('Rafaela Nogueira')).toBeVisible();
    expect(onScan).toHaveBeenCalledWith(checkIn);
    expect(api.sentTo('POST', '/tickets/scan')[0]).toMatchObject({
      authorization: 'Bearer tok-org',
      body: { code: 'qr-1' },
    });

    act(() => camera.decode('qr-2'));
    const failure = await within(result).findByRole('alert');
    expect(failure).toHaveTextContent('Ingresso já utilizado');
    expect(failure).toHaveTextContent(/Check-in feito em \d{2}\/\d{2}\/\d{4}/);
    // The earlier result stays below the error (spec §8).
    expect(within(result).getByRole('heading', { name: 'Check-in confirmado' })).toBeVisible();
    expect(onScan).toHaveBeenCalledTimes(1);

    // "Sair" ends the session and turns the camera off.
    await type.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('form', { name: 'Entrar' })).toBeVisible();
    expect(localStorage.getItem(DEFAULT_STORAGE_KEYS.scanner)).toBeNull();
    await waitFor(() => expect(camera.active).toBe(0));
  });

  it('registers inline and then asks for the login, as the site does', async () => {
    const api = fakeApi({ 'POST /auth/register': () => json({ ...organizer, _id: 'u3' }, 201) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    render(
      <ScannerWidget apiBase={TEST_API_BASE} tokens={tokenStore('k')} engine={createFakeScanner().engine} />,
    );
    const type = userEvent.setup();

    await type.click(await screen.findByRole('link', { name: 'Criar conta' }));
    const form = await screen.findByRole('form', { name: 'Cadastrar' });
    await type.type(within(form).getByLabelText('Nome'), 'Olga');
    await type.type(within(form).getByLabelText('E-mail'), organizer.email);
    await type.type(within(form).getByLabelText('Senha'), 'senha-segura-123');
    await type.click(within(form).getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByRole('form', { name: 'Entrar' })).toBeVisible();
    expect(screen.getByText('Conta criada com sucesso! Entre para continuar.')).toBeVisible();
    expect(api.sentTo('POST', '/auth/register')[0]?.body).toEqual({
      name: 'Olga',
      email: organizer.email,
      password: 'senha-segura-123',
    });
  });

  it("shows the server's message when the login is refused, without ending anything", async () => {
    const api = fakeApi({ 'POST /auth/login': () => json({ message: 'E-mail ou senha inválidos.' }, 401) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    render(
      <ScannerWidget apiBase={TEST_API_BASE} tokens={tokenStore('k')} engine={createFakeScanner().engine} />,
    );
    const type = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Entrar' });
    await type.type(within(form).getByLabelText('E-mail'), 'x@example.com');
    await type.type(within(form).getByLabelText('Senha'), 'errada');
    await type.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeVisible();
  });

  it('mountScanner keeps its session apart from the checkout and removes only what it added', async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.checkout, 'tok-comprador');
    vi.stubGlobal('fetch', vi.fn(fakeApi({}).fetch));
    const host = document.createElement('div');
    host.innerHTML = '<p>Conteúdo do site</p>';
    document.body.append(host);
    const handle = mountScanner(host, { apiBase: TEST_API_BASE });
    // The buyer signed in to the checkout is not the door operator: the scanner asks for its own login.
    expect(await within(host).findByRole('form', { name: 'Entrar' })).toBeVisible();
    act(() => handle.unmount());
    expect(host.innerHTML).toBe('<p>Conteúdo do site</p>');
    host.remove();
  });
});
