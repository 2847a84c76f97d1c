import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from './TopBar';
import { catalogueDescription } from '../../catalogue/docs';

// The account links and the location button live in the bar from tablet width up, and in the
// drawer below it: each story shows one of the two layouts.
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: { component: catalogueDescription('TopBar') },
      story: { inline: false, iframeHeight: 160 },
    },
  },
  args: {
    user: null,
    locationLabel: 'Qualquer lugar',
    onSearch: fn(),
    onOpenLocation: fn(),
    onLogout: fn(),
    onLogoutEverywhere: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  globals: desktop,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bilheteria' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'ENTRAR' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'CADASTRAR' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('link', { name: 'Meus ingressos' })).not.toBeInTheDocument();
    // Hidden on wide screens: not exposed to assistive technology either.
    await expect(canvas.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Localização: Qualquer lugar' }));
    await expect(args.onOpenLocation).toHaveBeenCalledOnce();
  },
};

/** Keyboard focus on the dark bar uses the light ring (brand-300): brand-600 would be 2.5:1 there. */
export const KeyboardFocus: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const logo = canvas.getByRole('link', { name: 'Bilheteria' });
    await expect(logo).toHaveFocus();
    const ring = getComputedStyle(logo);
    await expect(ring.outlineStyle).toBe('solid');
    // brand-300, #bd94fe.
    await expect(ring.outlineColor).toBe('rgb(189, 148, 254)');
  },
};

export const LoggedIn: Story = {
  globals: desktop,
  args: { user: { name: 'Ana' }, locationLabel: 'Ceará' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
    await expect(canvas.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/meus-pedidos');
    await expect(canvas.getByRole('link', { name: 'Minha conta (Ana)' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
    await expect(canvas.getByRole('button', { name: 'Localização: Ceará' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'ENTRAR' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('link', { name: 'Meus pedidos' }));
    // The ways out are in the account menu, in words: no bare icon beside "Sair" ends every session.
    await expect(canvas.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Sair de todos os dispositivos' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Conta' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Conta' })).toHaveAttribute('aria-expanded', 'false');
    // A buyer without events of their own is offered no organizer screens.
    await expect(canvas.queryByRole('button', { name: 'Gerenciar' })).not.toBeInTheDocument();
  },
};

/** A user with events of their own who is also ADMIN: "Gerenciar" lists Meus Eventos, the scanner and Slides. */
export const ManageMenuOpen: Story = {
  globals: desktop,
  args: { user: { name: 'Olga', organizer: true, admin: true }, locationLabel: 'Ceará' },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  // Room below the bar, so the open menu is inside the story (and its screenshot).
  decorators: [
    (Story) => (
      <div className="min-h-120">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const manage = canvas.getByRole('button', { name: 'Gerenciar' });
    await expect(manage).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Meus Eventos' })).not.toBeInTheDocument();
    await userEvent.click(manage);
    await expect(manage).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Meus Eventos' })).toHaveAttribute('href', '/organizer');
    await expect(canvas.getByRole('link', { name: 'Recebimentos' })).toHaveAttribute(
      'href',
      '/organizer/recebimentos',
    );
    await expect(canvas.getByRole('link', { name: 'Extrato' })).toHaveAttribute('href', '/organizer/extrato');
    await expect(canvas.getByRole('link', { name: 'Leitor de Ingressos' })).toHaveAttribute(
      'href',
      '/scanner',
    );
    await expect(canvas.getByRole('link', { name: 'Slides' })).toHaveAttribute('href', '/admin/slides');
    await expect(canvas.getByRole('link', { name: 'Caixa de saída' })).toHaveAttribute(
      'href',
      '/admin/caixa-de-saida',
    );
    await expect(canvas.getByRole('link', { name: 'Estornos' })).toHaveAttribute('href', '/admin/estornos');
    await expect(canvas.getByRole('link', { name: 'Organizadores' })).toHaveAttribute(
      'href',
      '/admin/organizadores',
    );
    await expect(canvas.getByRole('link', { name: 'Aberturas de vendas' })).toHaveAttribute(
      'href',
      '/admin/aberturas',
    );
    await userEvent.keyboard('{Escape}');
    await expect(manage).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(manage);
  },
};

/** The account menu open: "Sair" and "Sair de todos os dispositivos", each in words. */
export const AccountMenuOpen: Story = {
  globals: desktop,
  args: { user: { name: 'Ana' }, locationLabel: 'Ceará' },
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
  decorators: [
    (Story) => (
      <div className="min-h-44">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: 'Conta' });
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sair de todos os dispositivos' })).toBeVisible();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await expect(args.onLogoutEverywhere).not.toHaveBeenCalled();
  },
};

/**
 * "Sair de todos os dispositivos" only asks: the dialog says what it does (the door phones too); "Continuar
 * conectado" does nothing, "Sair de todos" ends every session.
 */
export const LogoutEverywhereConfirm: Story = {
  globals: desktop,
  args: { user: { name: 'Olga', organizer: true }, locationLabel: 'Ceará' },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: 'Conta' });
    await userEvent.click(account);
    await userEvent.click(canvas.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos?' });
    await expect(dialog).toHaveTextContent('inclusive deste e dos celulares da portaria');
    await expect(args.onLogoutEverywhere).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onLogoutEverywhere).not.toHaveBeenCalled();

    await userEvent.click(account);
    await userEvent.click(canvas.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
    await expect(args.onLogoutEverywhere).toHaveBeenCalledOnce();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Left open, for the screenshot: the question as the organizer reads it.
    await userEvent.click(account);
    await userEvent.click(canvas.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await expect(await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos?' })).toBeVisible();
  },
};

export const Searching: Story = {
  args: { search: 'forró' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    const field = within(form).getByRole('searchbox', { name: 'Buscar eventos' });
    await expect(field).toHaveValue('forró');

    await userEvent.clear(field);
    await userEvent.type(field, '  festival de rock  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('festival de rock');

    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const LongLocation: Story = {
  globals: desktop,
  args: { user: { name: 'Maria Eduarda' }, locationLabel: 'Rio Grande do Norte' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Localização: Rio Grande do Norte' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Buscar eventos' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'ENTRAR' })).not.toBeInTheDocument();
  },
};

export const MobileDrawerOpen: Story = {
  globals: mobile,
  args: { user: { name: 'Ana' }, locationLabel: 'Ceará' },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  play: async ({ canvasElement, args }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const drawer = await screen.findByRole('dialog', { name: 'Olá, Ana' });
    const inDrawer = within(drawer);
    await expect(inDrawer.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
    await expect(inDrawer.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute(
      'href',
      '/meus-pedidos',
    );
    await expect(inDrawer.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(inDrawer.getByRole('button', { name: 'Localização: Ceará' })).toBeVisible();

    await userEvent.click(inDrawer.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // On the phone too, "Sair de todos os dispositivos" asks first.
    await userEvent.click(menuButton);
    const again = within(await screen.findByRole('dialog', { name: 'Olá, Ana' }));
    await userEvent.click(again.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos?' });
    await expect(args.onLogoutEverywhere).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sair de todos' }));
    await expect(args.onLogoutEverywhere).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Leave the drawer open: that is the state this story shows.
    await userEvent.click(menuButton);
    await expect(await screen.findByRole('dialog', { name: 'Olá, Ana' })).toBeVisible();
  },
};

/** The drawer of a user with events (not ADMIN): Meus Eventos and the scanner, no Slides. */
export const MobileDrawerOrganizer: Story = {
  globals: mobile,
  args: { user: { name: 'Olga', organizer: true }, locationLabel: 'Ceará' },
  parameters: { docs: { story: { inline: false, iframeHeight: 620 } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Olá, Olga' }));
    await expect(drawer.getByRole('link', { name: 'Meus Eventos' })).toHaveAttribute('href', '/organizer');
    await expect(drawer.getByRole('link', { name: 'Recebimentos' })).toHaveAttribute(
      'href',
      '/organizer/recebimentos',
    );
    await expect(drawer.getByRole('link', { name: 'Extrato' })).toHaveAttribute('href', '/organizer/extrato');
    await expect(drawer.getByRole('link', { name: 'Leitor de Ingressos' })).toHaveAttribute(
      'href',
      '/scanner',
    );
    await expect(drawer.queryByRole('link', { name: 'Slides' })).not.toBeInTheDocument();
  },
};

export const MobileDrawerLoggedOut: Story = {
  globals: mobile,
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'ENTRAR' })).toHaveAttribute('href', '/login');
    await expect(drawer.getByRole('link', { name: 'CADASTRAR' })).toHaveAttribute('href', '/register');

    await userEvent.click(drawer.getByRole('button', { name: 'Localização: Qualquer lugar' }));
    await expect(args.onOpenLocation).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
