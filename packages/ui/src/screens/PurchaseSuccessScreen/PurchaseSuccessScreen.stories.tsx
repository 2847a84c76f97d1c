import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PurchaseSuccessScreen } from './PurchaseSuccessScreen';
import { catalogueDescription } from '../../catalogue/docs';

const orderId = '0b7e4f1c-93a2-4d55-9a0e-7f3a9c2e41b8';

const meta = {
  title: 'Screens/PurchaseSuccessScreen',
  component: PurchaseSuccessScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('PurchaseSuccessScreen') } },
  },
  args: {
    orderId,
    tickets: [],
    homeHref: '/',
    myTicketsHref: '/meus-ingressos',
  },
} satisfies Meta<typeof PurchaseSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTickets: Story = {
  args: {
    tickets: [
      {
        id: 't1',
        code: 'Qk9xR2c4dFZ1bW5hX1BJU1RB',
        ticketTypeName: 'PISTA — Lote 1 — Inteira',
        attendeeName: 'Ana Souza',
        pdfHref: '/api/tickets/Qk9xR2c4dFZ1bW5hX1BJU1RB/pdf',
      },
      {
        id: 't2',
        code: 'c2VndW5kb19pbmdyZXNzb19NRUlB',
        ticketTypeName: 'PISTA — Lote 1 — Meia',
        attendeeName: 'Clara Souza',
        pdfHref: '/api/tickets/c2VndW5kb19pbmdyZXNzb19NRUlB/pdf',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Compra concluída com sucesso!' }),
    ).toBeVisible();
    await expect(canvas.getByText(`Pedido: ${orderId}`)).toBeVisible();
    await expect(canvas.getByText('PISTA — Lote 1 — Meia')).toBeVisible();
    // Brazilian Portuguese: "Participante", not European "Utilizador".
    await expect(canvas.getByText('Participante: Ana Souza')).toBeVisible();
    await expect(canvas.getAllByText('Código:', { exact: false })).toHaveLength(2);
    const pdfs = canvas.getAllByRole('link', { name: /^Baixar PDF/ });
    await expect(pdfs).toHaveLength(2);
    await expect(pdfs[0]).toHaveAttribute('href', '/api/tickets/Qk9xR2c4dFZ1bW5hX1BJU1RB/pdf');
    await expect(pdfs[0]).toHaveAttribute('target', '_blank');
    await expect(pdfs[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};

export const WithoutTickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Compra concluída com sucesso!' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Seus ingressos foram gerados/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute(
      'href',
      '/meus-ingressos',
    );
    await expect(canvas.queryByRole('link', { name: /Baixar PDF/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};
