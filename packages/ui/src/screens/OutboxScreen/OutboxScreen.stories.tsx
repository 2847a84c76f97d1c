import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OutboxScreen, type OutboxDetail, type OutboxItem } from './OutboxScreen';
import { catalogueDescription } from '../../catalogue/docs';

const messages: OutboxItem[] = [
  {
    id: 'm1',
    recipient: 'ana@exemplo.com.br',
    subject: 'Pedido confirmado: Forró da Conceição',
    status: 'sent',
    attempts: 1,
    createdAt: '2030-06-01T15:02:00Z',
  },
  {
    id: 'm2',
    recipient: 'bruno@exemplo.com.br',
    subject: 'Pix gerado: pague até 12:10 para garantir seus ingressos',
    status: 'retry',
    attempts: 2,
    createdAt: '2030-06-01T15:00:00Z',
    lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  },
  {
    id: 'm3',
    recipient: 'carla@exemplo.com.br',
    subject: 'Redefinição de senha da Bilheteria',
    status: 'waiting',
    attempts: 0,
    createdAt: '2030-06-01T14:58:00Z',
  },
];

const selected: OutboxDetail = {
  ...messages[0]!,
  html:
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial;margin:0">' +
    '<div style="background:#4f46e5;color:#fff;padding:16px;font-weight:bold">BILHETERIA</div>' +
    '<div style="padding:16px"><h1>Pagamento confirmado!</h1><p>Olá, Ana! Recebemos o pagamento de R$ 160,00.</p>' +
    '<script>document.body.innerHTML = "executado"</script></div></body></html>',
  text: 'Pagamento confirmado!\n\nOlá, Ana! Recebemos o pagamento de R$ 160,00.',
  attachments: [
    { index: 0, filename: 'ingresso-forro-da-conceicao-ABCDEFGH.pdf', contentType: 'application/pdf' },
    { index: 1, filename: 'evento.ics', contentType: 'text/calendar' },
  ],
};

const meta = {
  title: 'Screens/OutboxScreen',
  component: OutboxScreen,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('OutboxScreen') } },
  },
  args: {
    access: 'granted',
    status: 'success',
    messages,
    selected: null,
    onOpen: fn(),
    onClose: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof OutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Caixa de saída' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('Nova tentativa')).toBeVisible();
    await expect(canvas.getByText('2 tentativas')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Abrir: Pedido confirmado: Forró da Conceição' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('m1');
  },
};

export const Opened: Story = {
  args: { selected },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle('Conteúdo da mensagem, como o destinatário vê');
    await expect(frame).toHaveAttribute('sandbox', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar evento.ics' }));
    await expect(args.onDownload).toHaveBeenCalledWith('m1', 1, 'evento.ics');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar mensagem' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

const skipped: OutboxDetail = {
  id: 'm4',
  recipient: 'davi@exemplo.com.br',
  subject: 'Pix gerado: pague até 15:20 para garantir seus ingressos',
  status: 'skipped',
  attempts: 0,
  createdAt: '2030-06-01T15:05:00Z',
  lastError: 'Não enviado: o pedido foi pago antes do envio.',
  html: '<!doctype html><html lang="pt-BR"><body style="font-family:Arial"><h1>Seu Pix está pronto</h1></body></html>',
  text: 'Seu Pix está pronto',
  attachments: [],
};

/** A Pix message dropped because the order was paid before it went out: why, without the look of a failure. */
export const OpenedSkipped: Story = {
  args: { messages: [skipped, ...messages], selected: skipped },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Dispensado')).toHaveLength(2);
    const note = canvas.getByText('Não enviado: o pedido foi pago antes do envio.');
    await expect(note).toBeVisible();
    await expect(note).not.toHaveClass('text-danger');
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum e-mail ainda.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
    await expect(within(canvasElement).queryByText('Nenhum e-mail ainda.')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', messages: [], loadError: 'Não foi possível carregar a caixa de saída.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Não foi possível carregar');
  },
};

export const Denied: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Acesso restrito ao ADMIN.');
  },
};
