import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, jsonResponse, renderApp, requestOf } from '../../testing/render-app';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const ana = {
  _id: '5b1f7c1e-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  role: 'USER',
};

/** Answers the auth endpoints the way the server does. */
function api({ login = 200, register = 201 }: { login?: number; register?: number } = {}) {
  return async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/auth/login') {
      return login === 200
        ? jsonResponse({ token: 'new-token', user: ana })
        : jsonResponse({ message: 'E-mail ou senha inválidos.' }, login);
    }
    if (pathname === '/api/auth/register') {
      return register === 201
        ? jsonResponse(ana, 201)
        : jsonResponse({ message: 'E-mail já cadastrado.' }, register);
    }
    if (pathname === '/api/auth/me') return jsonResponse(ana);
    return jsonResponse({ message: 'Não encontrado' }, 404);
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(api());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

async function fillLogin() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('stores the token and user, clears the saved redirect and goes to next', async () => {
    sessionStorage.setItem('postAuthRedirect', '/meus-pedidos');
    const { router } = renderApp('/login?next=%2Forganizer');
    await fillLogin();

    await waitFor(() => expect(currentUrl(router)).toBe('/organizer'));
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(ana);
    expect(sessionStorage.getItem('postAuthRedirect')).toBeNull();
    const login = requestOf(fetchMock, 0);
    expect(login.method).toBe('POST');
    expect(login.path).toBe('/auth/login');
    expect(await login.request.json()).toEqual({ email: 'ana@example.com', password: 'segredo123' });
    expect(await screen.findByRole('heading', { name: 'Meus Eventos' })).toBeInTheDocument();
  });

  it('goes to the saved post-auth redirect when there is no next', async () => {
    sessionStorage.setItem('postAuthRedirect', '/meus-pedidos');
    const { router } = renderApp('/login');
    await fillLogin();
    await waitFor(() => expect(currentUrl(router)).toBe('/meus-pedidos'));
    expect(sessionStorage.getItem('postAuthRedirect')).toBeNull();
  });

  it('goes to / without next or saved redirect', async () => {
    const { router } = renderApp('/login');
    await fillLogin();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it.each(['//evil.example', 'https://evil.example/login', '/\\evil.example'])(
    'ignores the unsafe next %s',
    async (next) => {
      const { router } = renderApp(`/login?next=${encodeURIComponent(next)}`);
      await fillLogin();
      await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
      await waitFor(() => expect(currentUrl(router)).toBe('/'));
    },
  );

  it("shows the server's message and stays on the page", async () => {
    fetchMock.mockImplementation(api({ login: 401 }));
    const { router } = renderApp('/login?next=%2Forganizer');
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(currentUrl(router)).toBe('/login?next=%2Forganizer');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows "Erro" when the server gives no message', async () => {
    fetchMock.mockImplementation(async () => new Response('boom', { status: 500 }));
    renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erro$/);
  });

  it('shows "Erro" when the network fails', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erro$/);
  });

  it('links to register carrying next', async () => {
    renderApp('/login?next=%2Forganizer');
    expect(await screen.findByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/register?next=%2Forganizer',
    );
  });
});

describe('register', () => {
  it('links "Já tenho conta" to /login?next={encoded next}', async () => {
    renderApp('/register?next=%2Fmeus-pedidos');
    expect(await screen.findByRole('link', { name: 'Já tenho conta' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmeus-pedidos',
    );
  });

  it('resolves next as login does: the saved redirect when the query has none', async () => {
    sessionStorage.setItem('postAuthRedirect', '/meus-pedidos');
    renderApp('/register');
    expect(await screen.findByRole('link', { name: 'Já tenho conta' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmeus-pedidos',
    );
  });

  it('creates the account, then goes to login with next and the notice', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/register?next=%2Fmeus-pedidos');
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Fmeus-pedidos'));
    expect(await screen.findByText('Conta criada com sucesso! Entre para continuar.')).toBeInTheDocument();
    const register = requestOf(fetchMock, 0);
    expect(register.path).toBe('/auth/register');
    expect(await register.request.json()).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'segredo123',
    });
    expect(localStorage.getItem('token')).toBeNull();

    await fillLogin();
    await waitFor(() => expect(currentUrl(router)).toBe('/meus-pedidos'));
  });

  it("shows the server's message when registering fails", async () => {
    fetchMock.mockImplementation(api({ register: 409 }));
    const user = userEvent.setup();
    const { router } = renderApp('/register');
    await user.type(await screen.findByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail já cadastrado.');
    expect(currentUrl(router)).toBe('/register');
  });
});

describe('confirmar e-mail (issue #25)', () => {
  const verified = { ...ana, emailVerified: true };

  it('asks for the account first: the link alone confirms nothing', async () => {
    const { router } = renderApp('/confirmar-email?token=abc');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/login?next=${encodeURIComponent('/confirmar-email?token=abc')}`),
    );
    expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname)).not.toContain(
      '/api/auth/verify-email',
    );
  });

  it('sends the link’s token once with the session, then says so and links to Meus ingressos', async () => {
    localStorage.setItem('token', 'tok');
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/verify-email') {
        bodies.push(await request.json());
        return jsonResponse(verified);
      }
      return api()(request);
    });
    renderApp('/confirmar-email?token=abc');
    expect(
      await screen.findByText(
        /E-mail confirmado! Os ingressos transferidos para você aparecem em Meus ingressos./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
    expect(bodies).toEqual([{ token: 'abc' }]);
    const sent = fetchMock.mock.calls
      .map(([request]) => request)
      .find((request) => new URL(request.url).pathname === '/api/auth/verify-email');
    expect(sent?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('shows why a link did not work and sends a new one', async () => {
    localStorage.setItem('token', 'tok');
    let resent = 0;
    fetchMock.mockImplementation(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/verify-email')
        return jsonResponse(
          {
            message: 'Este link de confirmação expirou (vale por 24 horas). Peça um novo link.',
            code: 'VERIFY_TOKEN_EXPIRED',
          },
          400,
        );
      if (pathname === '/api/auth/verify-email/resend') {
        resent += 1;
        return jsonResponse(
          { message: 'Enviamos um link de confirmação para o seu e-mail. Confira também a caixa de spam.' },
          202,
        );
      }
      return api()(request);
    });
    const user = userEvent.setup();
    renderApp('/confirmar-email?token=velho');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link de confirmação expirou');
    await user.click(screen.getByRole('button', { name: 'Enviar um novo link' }));
    expect(await screen.findByText(/Enviamos um link de confirmação/)).toBeInTheDocument();
    expect(resent).toBe(1);
  });
});
