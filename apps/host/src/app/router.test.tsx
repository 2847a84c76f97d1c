import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../lib/browser';
import { currentUrl, jsonResponse, renderApp } from '../testing/render-app';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

vi.mock('../lib/browser', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  fetchMock.mockImplementation(async () => jsonResponse({ message: 'Não autenticado' }, 401));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
});

const guardedPaths = [
  '/organizer',
  '/organizer/new',
  '/organizer/edit/e1',
  '/organizer/reports/e1',
  '/admin/slides',
  '/meus-ingressos',
  '/meus-ingressos/o1',
  '/meus-pedidos',
  '/meus-pedidos/o1',
  '/organizer/portaria/e1',
];

describe('guards', () => {
  it('sends /organizer without a token to /login?next=%2Forganizer', async () => {
    const { router } = renderApp('/organizer');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Forganizer'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it.each(guardedPaths)('sends %s without a token to login, carrying path and query', async (path) => {
    const { router } = renderApp(`${path}?from=2024-01-01`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${path}?from=2024-01-01`);
  });

  it('opens a guarded page when a token is stored', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockImplementation(async () =>
      jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'USER' }),
    );
    const { router } = renderApp('/organizer');
    expect(await screen.findByRole('heading', { name: 'Meus Eventos' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/organizer');
  });

  it('guards again on the next navigation once the token is gone', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockImplementation(async () =>
      jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'USER' }),
    );
    const { router } = renderApp('/organizer');
    await screen.findByRole('heading', { name: 'Meus Eventos' });
    localStorage.removeItem('token');
    await router.navigate('/organizer/new');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Forganizer%2Fnew'));
  });
});

describe('routes', () => {
  it('redirects an unknown path to /', async () => {
    const { router } = renderApp('/nao-existe/mesmo?x=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
  });

  it.each([
    ['/event/e1', 'Evento não encontrado'],
    ['/checkout/e1', 'Ingressos'],
    ['/success/o1', 'Compra concluída com sucesso!'],
    ['/politica-de-privacidade', 'Política de privacidade'],
    ['/termos', 'Termos de uso'],
    ['/cancelamento', 'Política de cancelamento e reembolso'],
  ])('opens %s without a token', async (path, title) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(path);
  });

  it("moves focus to the new page's main content after a navigation, not on first load", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/termos');
    expect(await screen.findByRole('heading', { name: 'Termos de uso' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Política de privacidade' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/politica-de-privacidade'));
    expect(await screen.findByRole('heading', { name: 'Política de privacidade' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('shows the splash while the first page loads', () => {
    renderApp('/');
    expect(screen.getByText('Inicializando Sistema')).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('shows "Qualquer lugar" when no state is chosen', async () => {
    renderApp('/');
    expect((await screen.findAllByText('Qualquer lugar')).length).toBeGreaterThan(0);
  });

  it('shows the chosen state name', async () => {
    localStorage.setItem('selectedUF', 'CE');
    renderApp('/');
    expect((await screen.findAllByText('Ceará')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Qualquer lugar')).not.toBeInTheDocument();
  });

  it('searches with q, and goes to / alone when the search is blank', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/event/e1');
    const search = await screen.findByRole('searchbox');
    await user.type(search, '  rock in rio {Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/?q=rock%20in%20rio'));
    // The field shows the trimmed query once the home page has it.
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('rock in rio'));

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('"Filtrar" stores the chosen UF and reloads; clearing removes it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click((await screen.findAllByRole('button', { name: /Qualquer lugar/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'SP');
    await user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    expect(localStorage.getItem('selectedUF')).toBe('SP');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('removes selectedUF when "Todos os estados" is applied', async () => {
    localStorage.setItem('selectedUF', 'SP');
    const user = userEvent.setup();
    renderApp('/');
    await user.click((await screen.findAllByRole('button', { name: /São Paulo/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    expect(localStorage.getItem('selectedUF')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the signed-in user from /auth/me and keeps localStorage user in sync', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ name: 'Nome antigo' }));
    fetchMock.mockImplementation(async () =>
      jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'ADMIN' }),
    );
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Minha conta (Ana)' })).length).toBeGreaterThan(0);
    const request = fetchMock.mock.calls
      .map(([call]) => call)
      .find((call) => new URL(call.url).pathname === '/api/auth/me')!;
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Ana', role: 'ADMIN' });
  });

  it('"Sair" removes token and user and goes to /', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockImplementation(async () =>
      jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'USER' }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/meus-pedidos');
    await screen.findByRole('heading', { name: 'Histórico' });
    await user.click(await screen.findByRole('button', { name: 'Conta' }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect((await screen.findAllByRole('link', { name: 'ENTRAR' })).length).toBeGreaterThan(0);
    // The session also ends on the server, with the token that was just forgotten here.
    const logout = fetchMock.mock.calls
      .map(([call]) => call)
      .find((call) => call.method === 'POST' && new URL(call.url).pathname === '/api/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('"Sair de todos os dispositivos" ends every session on the server, then here', async () => {
    localStorage.setItem('token', 'tok');
    let ended = false;
    fetchMock.mockImplementation(async (request) => {
      if (new URL(request.url).pathname === '/api/auth/logout-all') {
        ended = request.method === 'POST' && request.headers.get('Authorization') === 'Bearer tok';
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'USER' });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/meus-pedidos');
    await screen.findByRole('heading', { name: 'Histórico' });
    await user.click(await screen.findByRole('button', { name: 'Conta' }));
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    // Nothing ends before the organizer has read what it does and confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos?' });
    expect(dialog).toHaveTextContent('celulares da portaria');
    expect(ended).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(ended).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('"Sair de todos os dispositivos" keeps this session and says so when the server cannot be reached', async () => {
    localStorage.setItem('token', 'tok');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fetchMock.mockImplementation(async (request) => {
      if (new URL(request.url).pathname === '/api/auth/logout-all') throw new TypeError('Failed to fetch');
      return jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'USER' });
    });
    const user = userEvent.setup();
    renderApp('/meus-pedidos');
    await screen.findByRole('heading', { name: 'Histórico' });
    await user.click(await screen.findByRole('button', { name: 'Conta' }));
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await user.click(await screen.findByRole('button', { name: 'Sair de todos' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Não foi possível sair de todos os dispositivos. Tente novamente.'),
    );
    expect(localStorage.getItem('token')).toBe('tok');
    alert.mockRestore();
  });

  it('drops the session when the API answers 401', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', JSON.stringify({ name: 'Ana' }));
    renderApp('/');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    expect((await screen.findAllByRole('link', { name: 'ENTRAR' })).length).toBeGreaterThan(0);
  });
});
