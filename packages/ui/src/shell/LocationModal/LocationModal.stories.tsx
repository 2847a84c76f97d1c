import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { BRAZILIAN_STATES } from '../../lib/states';
import { LocationModal, type LocationModalProps } from './LocationModal';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Shell/LocationModal',
  component: LocationModal,
  parameters: {
    docs: {
      description: { component: catalogueDescription('LocationModal') },
      story: { inline: false, iframeHeight: 420 },
    },
  },
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

/** The top bar's location button and the modal it opens, as the app wires them. */
function WithOpener({ onOpenChange, ...props }: LocationModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Qualquer lugar
      </Button>
      <LocationModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

/**
 * Keyboard only: Enter on the opener moves focus into the modal; Tab and Shift+Tab, pressed more times than
 * there are controls, stay inside; Escape closes it without applying and focus goes back to the opener.
 */
export const KeyboardFocusTrap: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Qualquer lugar' });
    (document.activeElement as HTMLElement | null)?.blur();
    for (let presses = 0; presses < 20 && document.activeElement !== opener; presses++) await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Onde você quer curtir?' });
    // The first control, the state select, takes focus.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveFocus());
    const controls = [...dialog.querySelectorAll('button, select')];
    await expect(controls).toHaveLength(4);

    for (const shift of [false, true]) {
      const visited = new Set<Element>();
      for (let presses = 0; presses < controls.length * 2 + 1; presses++) {
        await userEvent.tab({ shift });
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
        visited.add(document.activeElement!);
      }
      await expect(visited.size).toBe(controls.length);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onApply).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    // Open again and apply with the keyboard alone: Enter in the form submits "Filtrar".
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Onde você quer curtir?' });
    const select = within(reopened).getByRole('combobox', { name: 'Estado' });
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.selectOptions(select, 'PE');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(reopened).getByRole('button', { name: 'Filtrar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('PE');
  },
};
