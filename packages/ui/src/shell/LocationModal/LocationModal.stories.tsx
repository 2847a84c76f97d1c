import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BRAZILIAN_STATES } from '../../lib/states';
import { LocationModal } from './LocationModal';

const meta = {
  title: 'Shell/LocationModal',
  component: LocationModal,
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { open: true, value: null, onOpenChange: fn(), onApply: fn() },
} satisfies Meta<typeof LocationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Onde você quer curtir?' }));
    const select = dialog.getByRole('combobox', { name: 'Estado' });
    await expect(select).toHaveValue('');
    const options = dialog.getAllByRole('option');
    await expect(options).toHaveLength(BRAZILIAN_STATES.length + 1);
    await expect(options[0]).toHaveTextContent('Todos os estados');
    await expect(options[1]).toHaveTextContent('Acre (AC)');

    await userEvent.selectOptions(select, 'CE');
    await userEvent.click(dialog.getByRole('button', { name: 'Filtrar' }));
    await expect(args.onApply).toHaveBeenCalledWith('CE');
  },
};

export const WithState: Story = {
  args: { value: 'SP' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const select = dialog.getByRole('combobox', { name: 'Estado' });
    await expect(select).toHaveValue('SP');
    await expect(select).toHaveDisplayValue('São Paulo (SP)');

    await userEvent.click(dialog.getByRole('button', { name: 'Limpar' }));
    await expect(select).toHaveValue('');
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Filtrar' }));
    await expect(args.onApply).toHaveBeenCalledWith(null);
  },
};

export const Closing: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
