import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMessage } from '../../components/StateMessage';
import { Footer } from '../Footer';
import { TopBar } from '../TopBar';
import { PageLayout } from './PageLayout';
import { catalogueDescription } from '../../catalogue/docs';

const topBar = (
  <TopBar
    user={null}
    locationLabel="Qualquer lugar"
    onSearch={fn()}
    onOpenLocation={fn()}
    onLogout={fn()}
    onLogoutEverywhere={fn()}
  />
);

const meta = {
  title: 'Shell/PageLayout',
  component: PageLayout,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: catalogueDescription('PageLayout') } },
  },
  args: {
    topBar,
    footer: <Footer year={2025} />,
    children: (
      <StateMessage
        className="mx-auto max-w-3xl px-4 py-16"
        headingLevel="h1"
        title="Meus ingressos"
        description="Seus ingressos aparecerão aqui."
      />
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'conteudo');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Meus ingressos' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#conteudo');
  },
};
