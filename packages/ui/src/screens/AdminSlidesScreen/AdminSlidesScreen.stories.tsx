import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { slides as carousel } from '../../fixtures/catalogue';
import {
  AdminSlidesScreen,
  newSlideFormValues,
  slideFormValues,
  type AdminSlide,
  type AdminSlidesScreenProps,
} from './AdminSlidesScreen';
import { catalogueDescription } from '../../catalogue/docs';

const slides: AdminSlide[] = [
  {
    id: 's1',
    imageUrl: carousel[0]!.imageUrl,
    linkUrl: '/event/e1',
    title: 'Festival Sertanejo de Barretos',
    order: 0,
    active: true,
    startAt: null,
    endAt: null,
  },
  {
    id: 's2',
    imageUrl: carousel[1]!.imageUrl,
    linkUrl: 'https://exemplo.com.br/salvador-fest',
    title: 'Salvador Fest — Axé de Verão',
    order: 1,
    active: false,
    startAt: '2025-11-01T13:00:00Z',
    endAt: '2025-12-01T02:59:00Z',
  },
  {
    id: 's3',
    imageUrl: carousel[2]!.imageUrl,
    linkUrl: null,
    title: null,
    order: 2,
    active: true,
    startAt: '2025-12-01T03:00:00Z',
    endAt: null,
  },
  {
    id: 's4',
    imageUrl: carousel[0]!.imageUrl,
    linkUrl: '/event/e4',
    title: 'Réveillon passado',
    order: 3,
    active: true,
    startAt: '2025-01-01T03:00:00Z',
    endAt: '2025-01-02T03:00:00Z',
  },
];

/** The stories' clock: 15/11/2025, so the third slide is scheduled and the fourth expired. */
const NOW = Date.parse('2025-11-15T15:00:00Z');

/** Keeps the form values the way the host's form state does, so typing works in the story. */
function StatefulScreen(props: AdminSlidesScreenProps) {
  const [values, setValues] = useState(props.values);
  const [editing, setEditing] = useState(props.editing ?? null);
  return (
    <AdminSlidesScreen
      {...props}
      values={values}
      editing={editing}
      onChange={(next) => {
        props.onChange(next);
        setValues(next);
      }}
      onEdit={(slide) => {
        props.onEdit(slide);
        setEditing(slide);
        setValues(slideFormValues(slide));
      }}
      onCancelEdit={() => {
        props.onCancelEdit();
        setEditing(null);
        setValues(newSlideFormValues());
      }}
    />
  );
}

const meta = {
  title: 'Screens/AdminSlidesScreen',
  component: AdminSlidesScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: { component: catalogueDescription('AdminSlidesScreen') },
      story: { inline: false, iframeHeight: 700 },
    },
  },
  args: {
    access: 'granted',
    status: 'success',
    slides,
    values: newSlideFormValues(),
    creating: false,
    onChange: fn(),
    onCreate: fn(),
    onMove: fn(),
    onToggle: fn(),
    onRemove: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
    now: NOW,
  },
  argTypes: { loadError: { control: 'text' }, createError: { control: 'text' } },
  render: (args) => <StatefulScreen {...args} />,
} satisfies Meta<typeof AdminSlidesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slides (Admin)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Todos os slides' })).toBeVisible();

    const [first, second, third, fourth] = items(canvasElement);
    await expect(first!.getByText('Festival Sertanejo de Barretos')).toBeVisible();
    await expect(first!.getByText('ativo')).toBeVisible();
    await expect(first!.getByText('Ordem: 0')).toBeVisible();
    await expect(first!.getByRole('link', { name: '/event/e1' })).toHaveAttribute('target', '_blank');
    await expect(first!.getByText(/sem período definido/)).toBeVisible();
    await expect(first!.getByRole('button', { name: 'Mover para cima' })).toBeDisabled();
    await expect(second!.getByText('inativo')).toBeVisible();
    await expect(second!.getByText(/de 01\/11\/2025 10:00 até 30\/11\/2025 23:59/)).toBeVisible();
    await expect(third!.getByText('Sem título')).toBeVisible();
    await expect(third!.getByText(/sem link/)).toBeVisible();
    await expect(third!.getByText(/a partir de 01\/12\/2025 00:00/)).toBeVisible();
    // Active but not on the home page yet, or no more: the badge says so instead of "ativo".
    await expect(third!.getByText('agendado')).toBeVisible();
    await expect(fourth!.getByText('expirado')).toBeVisible();
    await expect(fourth!.getByRole('button', { name: 'Mover para baixo' })).toBeDisabled();

    await userEvent.click(second!.getByRole('button', { name: 'Mover para cima' }));
    await expect(args.onMove).toHaveBeenCalledWith('s2', 'up');
    await userEvent.click(second!.getByRole('button', { name: 'Mover para baixo' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('s2', 'down');
    await userEvent.click(second!.getByRole('button', { name: 'Ativar' }));
    await expect(args.onToggle).toHaveBeenCalledWith('s2', true);
    await userEvent.click(first!.getByRole('button', { name: 'Desativar' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('s1', false);
  },
};

/** Issue #13 point 15: "Editar" fills the form with the slide; the dates fit their fields at 1280 px. */
export const EditSlide: Story = {
  play: async ({ canvasElement, args }) => {
    const second = items(canvasElement)[1]!;
    await userEvent.click(second.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 's2' }));
    const form = within(canvasElement.querySelector<HTMLElement>('[data-slot="slide-form"]')!);
    await expect(form.getByRole('heading', { name: 'Editar slide' })).toBeVisible();
    await expect(form.getByText('Editando: Salvador Fest — Axé de Verão')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue('Salvador Fest — Axé de Verão');
    await expect(form.getByRole('textbox', { name: /Link ao clicar/ })).toHaveValue(
      'https://exemplo.com.br/salvador-fest',
    );
    const start = form.getByLabelText('Início');
    const end = form.getByLabelText('Fim');
    await expect(start).toHaveValue('2025-11-01T10:00');
    await expect(end).toHaveValue('2025-11-30T23:59');
    await expect(form.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
    // "11/25/2026, 07" was all a side-by-side pair showed at 1280 px: each date gets the column's width.
    for (const field of [start, end]) await expect(field.getBoundingClientRect().width).toBeGreaterThan(250);

    await userEvent.click(form.getByRole('button', { name: 'Salvar alterações' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Cancelar edição' }));
    await expect(args.onCancelEdit).toHaveBeenCalled();
    await expect(form.getByRole('heading', { name: 'Novo slide' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue('');
  },
};

export const CreateSlide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Novo slide' }));
    await expect(form.getByRole('spinbutton', { name: 'Ordem' })).toHaveValue(0);
    await expect(form.getByRole('checkbox', { name: 'Ativo' })).toBeChecked();

    await userEvent.type(
      form.getByRole('textbox', { name: 'Imagem do slide ou cole um endereço' }),
      'https://exemplo.com.br/banner.png',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Título' }), 'Réveillon');
    await userEvent.click(form.getByRole('checkbox', { name: 'Ativo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...newSlideFormValues(),
      imageUrl: 'https://exemplo.com.br/banner.png',
      title: 'Réveillon',
      active: false,
    });
    await userEvent.click(form.getByRole('button', { name: 'Salvar slide' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const InvalidSlide: Story = {
  args: { submitCount: 1, errors: { imageUrl: 'Informe a URL da imagem.' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Imagem do slide ou cole um endereço' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Informe a URL da imagem.');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), '{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const NotAdmin: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Acesso restrito ao ADMIN.');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const CheckingAccess: Story = {
  args: { access: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByText('Acesso restrito ao ADMIN.')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', slides: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.getByRole('form', { name: 'Novo slide' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum slide cadastrado.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', slides: [], loadError: 'Falha ao carregar' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Falha ao carregar');
    await expect(alert).toHaveClass('text-danger');
  },
};

export const CreateError: Story = {
  args: { createError: 'Erro ao criar slide' },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Novo slide' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Erro ao criar slide');
  },
};

export const ConfirmRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const second = items(canvasElement)[1]!;
    await userEvent.click(second.getByRole('button', { name: 'Remover' }));
    const body = within(document.body);
    let dialog = within(await body.findByRole('dialog', { name: 'Remover slide' }));
    await expect(dialog.getByText('Remover este slide?')).toBeVisible();
    await expect(dialog.getByText('Salvador Fest — Axé de Verão')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRemove).not.toHaveBeenCalled();

    await userEvent.click(second.getByRole('button', { name: 'Remover' }));
    dialog = within(await body.findByRole('dialog', { name: 'Remover slide' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('s2');
  },
};

export const ActionError: Story = {
  args: { busyId: 's2', actionError: 'Slide não encontrado.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Slide não encontrado.');
    const second = items(canvasElement)[1]!;
    await expect(second.getByRole('button', { name: 'Ativar' })).toBeDisabled();
  },
};
