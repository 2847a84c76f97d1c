import type { Schemas } from '@bilheteria/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../testing/render-app';

type Handler = (request: Request) => Response | Promise<Response>;

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
let handlers: Record<string, Handler> = {};
let role = 'ADMIN';

const slide = (overrides: Partial<Schemas['Slide']>): Schemas['Slide'] => ({
  _id: 's1',
  imageUrl: '/banner-1.svg',
  linkUrl: '/event/e1',
  title: 'Festival Sertanejo',
  order: 0,
  active: true,
  startAt: null,
  endAt: null,
  ...overrides,
});

const slides = [
  slide({}),
  slide({ _id: 's2', imageUrl: '/banner-2.svg', title: 'Salvador Fest', order: 1, active: false }),
];

/** Requests the app made, as "METHOD /path" (after /api). */
function calls(method: string) {
  return fetchMock.mock.calls
    .map(([request]) => `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`)
    .filter((call) => call.startsWith(`${method} `));
}

function bodyOf(method: string, path: string, index = 0) {
  const call = fetchMock.mock.calls.filter(
    ([request]) => request.method === method && new URL(request.url).pathname === `/api${path}`,
  )[index];
  return call![0].clone().json();
}

beforeEach(() => {
  role = 'ADMIN';
  localStorage.setItem('token', 'tok');
  handlers = {
    'GET /auth/me': () => jsonResponse({ _id: 'u1', name: 'Ana', email: 'ana@example.com', role }),
    'GET /slides/all': () => jsonResponse(slides),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (request) => {
    const handler = handlers[`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`];
    return handler ? handler(request) : jsonResponse({ message: 'Não encontrado' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const items = () =>
  within(screen.getByRole('list', { name: 'Todos os slides' }))
    .getAllByRole('listitem')
    .map((item) => within(item));

describe('admin slides', () => {
  it('restricts a non-admin once /auth/me answers, even when the stored user says ADMIN', async () => {
    role = 'USER';
    localStorage.setItem('user', JSON.stringify({ name: 'Ana', role: 'ADMIN' }));
    renderApp('/admin/slides');
    expect(await screen.findByText('Acesso restrito ao ADMIN.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls('GET')).not.toContain('GET /slides/all');
    expect(screen.queryByRole('form', { name: 'Novo slide' })).not.toBeInTheDocument();
  });

  it('lists every slide for the ADMIN', async () => {
    renderApp('/admin/slides');
    expect(await screen.findByText('Salvador Fest', {}, { timeout: 5000 })).toBeInTheDocument();
    const [first, second] = items();
    expect(first!.getByText('ativo')).toBeInTheDocument();
    expect(second!.getByText('inativo')).toBeInTheDocument();
    expect(second!.getByText('Ordem: 1')).toBeInTheDocument();
    expect(screen.queryByText('Acesso restrito ao ADMIN.')).not.toBeInTheDocument();
  });

  it('creates a slide, then clears the form and reloads the list', { timeout: 20_000 }, async () => {
    let list = slides;
    handlers['GET /slides/all'] = () => jsonResponse(list);
    handlers['POST /slides'] = () => {
      list = [...slides, slide({ _id: 's3', title: 'Réveillon', order: 2 })];
      return jsonResponse(list[2], 201);
    };
    const user = userEvent.setup();
    renderApp('/admin/slides');
    const form = within(await screen.findByRole('form', { name: 'Novo slide' }, { timeout: 5000 }));

    await user.click(form.getByRole('button', { name: 'Salvar slide' }));
    expect(await form.findByText('Informe a URL da imagem.')).toBeInTheDocument();
    expect(calls('POST')).toEqual([]);

    await user.type(form.getByRole('textbox', { name: 'Imagem do slide ou cole um endereço' }), '/r.svg');
    await user.type(form.getByRole('textbox', { name: 'Título' }), 'Réveillon');
    await user.clear(form.getByRole('spinbutton', { name: 'Ordem' }));
    await user.type(form.getByRole('spinbutton', { name: 'Ordem' }), '2');
    await user.click(form.getByRole('button', { name: 'Salvar slide' }));

    expect(await screen.findByText('Réveillon')).toBeInTheDocument();
    expect(await bodyOf('POST', '/slides')).toEqual({
      imageUrl: '/r.svg',
      linkUrl: null,
      title: 'Réveillon',
      order: 2,
      active: true,
      startAt: null,
      endAt: null,
    });
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Imagem do slide ou cole um endereço' })).toHaveValue(''),
    );
  });

  it(
    'edits an existing slide: "Editar" fills the form, saving PATCHes it, then the form is new again',
    { timeout: 20_000 },
    async () => {
      handlers['PATCH /slides/s2'] = () => jsonResponse({ ...slides[1], title: 'Salvador Fest 2026' });
      const user = userEvent.setup();
      renderApp('/admin/slides');
      await screen.findByText('Salvador Fest', {}, { timeout: 5000 });

      await user.click(items()[1]!.getByRole('button', { name: 'Editar' }));
      const form = within(await screen.findByRole('form', { name: 'Editar slide' }));
      expect(form.getByRole('textbox', { name: 'Imagem do slide ou cole um endereço' })).toHaveValue(
        '/banner-2.svg',
      );
      expect(form.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
      await user.clear(form.getByRole('textbox', { name: 'Título' }));
      await user.type(form.getByRole('textbox', { name: 'Título' }), 'Salvador Fest 2026');
      await user.click(form.getByRole('button', { name: 'Salvar alterações' }));

      await waitFor(() => expect(calls('PATCH')).toEqual(['PATCH /slides/s2']));
      expect(calls('POST')).toEqual([]);
      expect(await bodyOf('PATCH', '/slides/s2')).toEqual({
        imageUrl: '/banner-2.svg',
        linkUrl: '/event/e1',
        title: 'Salvador Fest 2026',
        order: 1,
        active: false,
        startAt: null,
        endAt: null,
      });
      expect(await screen.findByRole('form', { name: 'Novo slide' })).toBeInTheDocument();
    },
  );

  it('shows "Erro ao criar slide" when the create fails without a message', async () => {
    handlers['POST /slides'] = () => new Response('boom', { status: 400 });
    const user = userEvent.setup();
    renderApp('/admin/slides');
    const form = within(await screen.findByRole('form', { name: 'Novo slide' }, { timeout: 5000 }));
    await user.type(form.getByRole('textbox', { name: 'Imagem do slide ou cole um endereço' }), '/r.svg');
    await user.click(form.getByRole('button', { name: 'Salvar slide' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Erro ao criar slide');
  });

  it('toggles, moves and removes (after confirming) a slide', async () => {
    handlers['PATCH /slides/s2'] = () => jsonResponse(slides[1]);
    handlers['PATCH /slides/s1'] = () => jsonResponse(slides[0]);
    handlers['DELETE /slides/s2'] = () => new Response(null, { status: 204 });
    const user = userEvent.setup();
    renderApp('/admin/slides');
    await screen.findByText('Salvador Fest', {}, { timeout: 5000 });

    await user.click(items()[1]!.getByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(await bodyOf('PATCH', '/slides/s2')).toEqual({ active: true });

    await user.click(items()[0]!.getByRole('button', { name: 'Mover para baixo' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(2));
    expect(await bodyOf('PATCH', '/slides/s1')).toEqual({ order: 'down' });

    await user.click(items()[1]!.getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover slide' });
    expect(dialog).toHaveTextContent('Remover este slide?');
    expect(calls('DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(calls('DELETE')).toEqual(['DELETE /slides/s2']));
    // Every change reloads the list.
    await waitFor(() => expect(calls('GET').filter((call) => call === 'GET /slides/all')).toHaveLength(4));
  });

  it('shows a failed load in red: the server message, else "Falha ao carregar"', async () => {
    handlers['GET /slides/all'] = () => new Response('boom', { status: 400 });
    renderApp('/admin/slides');
    expect(await screen.findByText('Falha ao carregar', {}, { timeout: 5000 })).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
