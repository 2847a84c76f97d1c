import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalScreen } from './LegalScreen';
import { cancellationPolicy, privacyPolicy, termsOfUse } from './documents';
import { catalogueDescription } from '../../catalogue/docs';

const meta = {
  title: 'Screens/LegalScreen',
  component: LegalScreen,
  parameters: { docs: { description: { component: catalogueDescription('LegalScreen') } } },
  args: { document: privacyPolicy, path: '/politica-de-privacidade' },
} satisfies Meta<typeof LegalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No text may leave the column: long e-mails and law names wrap inside the page's width. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const article = canvasElement.querySelector<HTMLElement>('[data-slot="legal-screen"]');
  await expect(article).not.toBeNull();
  await expect(article!.scrollWidth).toBeLessThanOrEqual(article!.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const Privacy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
    await expect(canvas.queryByText('Em breve')).toBeNull();
    for (const collected of ['CPF ou CNPJ', 'WhatsApp', 'Participantes', 'Asaas']) {
      await expect(canvas.getAllByText(new RegExp(collected)).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('heading', { name: '5. Seus direitos (LGPD art. 18)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacidade@bilheteria.com.br' })).toHaveAttribute(
      'href',
      'mailto:privacidade@bilheteria.com.br',
    );
    const seeAlso = within(canvas.getByRole('navigation', { name: 'Veja também' }));
    await expect(seeAlso.queryByRole('link', { name: 'Política de privacidade' })).toBeNull();
    await expect(seeAlso.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos');
    await expectNoOverflow(canvasElement);
  },
};

export const Terms: Story = {
  args: { document: termsOfUse, path: '/termos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
    await expect(canvas.getByText(/reservados por 15 minutos/)).toBeVisible();
    await expect(canvas.getByText(/^Meia-entrada:/)).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

export const Cancellation: Story = {
  args: { document: cancellationPolicy, path: '/cancelamento' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Política de cancelamento e reembolso' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: '2. Direito de arrependimento (CDC art. 49)' }),
    ).toBeVisible();
    await expect(canvas.getByText(/em até 7 dias corridos/)).toBeVisible();
    await expect(canvas.getByText(/Se o organizador cancelar o evento/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'atendimento@bilheteria.com.br' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** A phone: the 390-px column the issue asked to be readable. */
export const CancellationMobile: Story = {
  args: { document: cancellationPolicy, path: '/cancelamento' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(420);
    await expectNoOverflow(canvasElement);
  },
};
