import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeiaEntradaDocuments } from './MeiaEntradaDocuments';

const meta = {
  title: 'Components/MeiaEntradaDocuments',
  component: MeiaEntradaDocuments,
  decorators: [(Story) => <div className="max-w-2xl p-4">{Story()}</div>],
} satisfies Meta<typeof MeiaEntradaDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue #30: every `tipo` with the document that proves it, before the sale. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Documentos aceitos para a meia-entrada' }),
    ).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const definitions = canvas.getAllByRole('definition').map((definition) => definition.textContent);
    await expect(terms).toEqual([
      'Estudante',
      'Pessoa com deficiência',
      'Acompanhante de pessoa com deficiência',
      'Jovem de baixa renda (15 a 29 anos)',
      'Pessoa idosa (60 anos ou mais)',
    ]);
    await expect(definitions).toEqual([
      'Carteira de Identificação Estudantil (CIE)',
      'cartão do BPC ou documento do INSS que comprove a deficiência',
      'documento com foto, junto com a pessoa com deficiência',
      'Identidade Jovem (ID Jovem)',
      'documento com foto',
    ]);
  },
};
