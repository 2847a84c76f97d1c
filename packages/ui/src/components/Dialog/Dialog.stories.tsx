import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  // Open dialogs cover the page: show each story in its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="danger">Excluir</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir evento</DialogTitle>
          <DialogDescription>Excluir este evento? Esta ação é irreversível.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          <Button variant="danger">Excluir</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir evento' });
    await expect(dialog).toHaveAccessibleDescription('Excluir este evento? Esta ação é irreversível.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Tab order inside an element, as the trap sees it. */
function focusables(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')].filter(
    (element) => !element.hasAttribute('disabled'),
  );
}

/**
 * Keyboard only (APG dialog pattern): Enter on the trigger opens it with focus inside; Tab and Shift+Tab,
 * pressed more times than there are controls, cycle through all of them without leaving; Escape closes
 * it and focus goes back to the trigger.
 */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Excluir' });
    (document.activeElement as HTMLElement | null)?.blur();
    for (let presses = 0; presses < 20 && document.activeElement !== trigger; presses++)
      await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Excluir evento' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const controls = focusables(dialog);
    await expect(controls).toHaveLength(3);

    for (const shift of [false, true]) {
      const visited = new Set<Element>();
      for (let presses = 0; presses < controls.length * 2 + 1; presses++) {
        await userEvent.tab({ shift });
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
        visited.add(document.activeElement!);
      }
      // Cycling, not stuck: every control was reached.
      await expect(visited.size).toBe(controls.length);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Excluir evento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SideSheet: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent side="right" aria-describedby={undefined}>
        <DialogTitle>Menu</DialogTitle>
        <p>Conteúdo da gaveta lateral.</p>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await expect(within(sheet).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};
