import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', docs: { description: { component: catalogueDescription('Footer') } } },
  args: { year: 2025 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Institucional' }));
    await expect(nav.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    await expect(nav.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos');
    await expect(nav.getByRole('link', { name: 'Política de cancelamento' })).toHaveAttribute(
      'href',
      '/cancelamento',
    );

    const social = within(canvas.getByRole('region', { name: 'Redes sociais' }));
    await expect(social.getByText('Instagram')).toBeVisible();
    await expect(social.queryAllByRole('link')).toHaveLength(0);

    await expect(canvas.getByText('Site seguro')).toBeVisible();
    await expect(canvas.getByText('© 2025 Bilheteria. Todos os direitos reservados.')).toBeVisible();

    await userEvent.click(nav.getByRole('link', { name: 'Termos de uso' }));
  },
};
