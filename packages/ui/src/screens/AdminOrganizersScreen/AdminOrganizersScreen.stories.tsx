import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogueDescription } from '../../catalogue/docs';
import { AdminOrganizersScreen, type OrganizerItem } from './AdminOrganizersScreen';

const organizers: OrganizerItem[] = [
  {
    id: 'o1',
    name: 'Forró Produções LTDA',
    email: 'contato@forro.example.com',
    events: 4,
    accountStatus: 'approved',
    sales: 48210.5,
    platformRevenue: 4102.35,
    commissionPercent: 7.5,
    customCommission: true,
    blocked: false,
  },
  {
    id: 'o2',
    name: 'Ana Souza',
    email: 'ana.souza.com.um.email.bem.comprido@exemplo.com.br',
    events: 1,
    accountStatus: 'documents_required',
    sales: 0,
    platformRevenue: 0,
    commissionPercent: 5,
    customCommission: false,
    blocked: false,
  },
  {
    id: 'o3',
    name: 'Festas do Interior',
    email: 'festas@exemplo.com.br',
    events: 2,
    accountStatus: 'approved',
    sales: 1200,
    platformRevenue: 60,
    commissionPercent: 5,
    customCommission: false,
    blocked: true,
  },
];

const meta = {
  title: 'Screens/AdminOrganizersScreen',
  component: AdminOrganizersScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('AdminOrganizersScreen') } },
  },
  args: {
    access: 'granted',
    status: 'success',
    organizers,
    defaultCommissionPercent: 5,
    onSaveCommission: fn(),
    onSetBlocked: fn(),
  },
} satisfies Meta<typeof AdminOrganizersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back to the top after the clicks, so the screenshot starts at the title. */
const scrollToTop = (canvasElement: HTMLElement) => canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('listitem', { name }));

/** Each organizer: account, sales, the platform's revenue, commission and block. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const forro = card(canvasElement, 'Forró Produções LTDA');
    await expect(forro.getByText('Conta aprovada')).toBeVisible();
    await expect(forro.getByText('R$ 48.210,50')).toBeVisible();
    await expect(forro.getByText('R$ 4.102,35')).toBeVisible();
    const commission = forro.getByRole('textbox', { name: 'Comissão (%)' });
    await userEvent.clear(commission);
    await userEvent.type(commission, '12,5');
    await userEvent.click(forro.getByRole('button', { name: 'Salvar comissão' }));
    await expect(args.onSaveCommission).toHaveBeenCalledWith('o1', 12.5);
    await userEvent.click(forro.getByRole('button', { name: 'Usar o padrão' }));
    await expect(args.onSaveCommission).toHaveBeenLastCalledWith('o1', null);
    await userEvent.click(forro.getByRole('button', { name: 'Bloquear vendas pagas' }));
    await expect(args.onSetBlocked).toHaveBeenCalledWith('o1', true);
    const blocked = card(canvasElement, 'Festas do Interior');
    await expect(blocked.getByText('Bloqueado')).toBeVisible();
    await userEvent.click(blocked.getByRole('button', { name: 'Desbloquear' }));
    await expect(args.onSetBlocked).toHaveBeenLastCalledWith('o3', false);
    scrollToTop(canvasElement);
  },
};

/** A commission outside 0–50 % is refused before it is sent. */
export const InvalidCommission: Story = {
  play: async ({ canvasElement, args }) => {
    const ana = card(canvasElement, 'Ana Souza');
    const commission = ana.getByRole('textbox', { name: 'Comissão (%)' });
    await userEvent.clear(commission);
    await userEvent.type(commission, '60');
    await userEvent.click(ana.getByRole('button', { name: 'Salvar comissão' }));
    await expect(
      ana.getByText('A comissão deve ficar entre 0 % e 50 %, com até duas casas decimais.'),
    ).toBeVisible();
    await expect(args.onSaveCommission).not.toHaveBeenCalled();
    scrollToTop(canvasElement);
  },
};

/** The server refused a change: its message on that organizer's card. */
export const SaveError: Story = {
  args: { saveError: { id: 'o2', message: 'Organizador não encontrado.' } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Ana Souza').getByRole('alert')).toHaveTextContent(
      'Organizador não encontrado.',
    );
  },
};

export const Saving: Story = {
  args: { savingId: 'o1' },
  play: async ({ canvasElement }) => {
    const forro = card(canvasElement, 'Forró Produções LTDA');
    await expect(forro.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { organizers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum organizador ainda.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', organizers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', organizers: [], loadError: 'Não foi possível carregar os organizadores.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os organizadores.',
    );
  },
};

export const NotAdmin: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acesso restrito ao ADMIN.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
