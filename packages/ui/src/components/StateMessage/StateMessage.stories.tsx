import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX2, CloudOff } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { LoadingState, StateMessage } from './StateMessage';

const meta = {
  title: 'Components/StateMessage',
  component: StateMessage,
  args: {
    icon: <CalendarX2 />,
    title: 'Você ainda não criou eventos.',
    description: 'Crie o primeiro e ele aparece aqui.',
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof StateMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Você ainda não criou eventos.')).toBeVisible();
  },
};

export const Failure: Story = {
  args: {
    role: 'alert',
    tone: 'danger',
    icon: <CloudOff />,
    title: 'Não foi possível carregar os eventos.',
    description: 'Verifique sua conexão e tente novamente.',
  },
  render: (args) => {
    const onRetry = fn();
    return <StateMessage {...args} action={<Button onClick={onRetry}>Tentar novamente</Button>} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
  },
};

export const WithHeading: Story = {
  args: { headingLevel: 'h1', title: 'Evento não encontrado', icon: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Evento não encontrado',
    );
  },
};

export const Loading: Story = {
  render: () => <LoadingState />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};
