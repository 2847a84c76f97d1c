import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CHECKOUT_STEPS, Stepper } from './Stepper';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: CHECKOUT_STEPS, current: 0 },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Etapas da compra' });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(
      [...CHECKOUT_STEPS].map((s, i) => `${i + 1}${s}`),
    );
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const Identification: Story = {
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Ingressos (concluída)');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('Identificação');
  },
};

export const Payment: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement)
      .getAllByRole('listitem')
      .filter((step) => step.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Pagamento');
  },
};
