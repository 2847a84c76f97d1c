import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MeiaEntradaFields, type MeiaEntradaValue } from './MeiaEntradaFields';

/** Holds the value as the screens do, so a story can be filled in. */
function Controlled({ initial, error }: { initial: MeiaEntradaValue; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MeiaEntradaFields
      name="meiaEntrada"
      value={value}
      error={error}
      onChange={(field, next) => setValue((current) => ({ ...current, [field]: next }))}
    />
  );
}

const meta = {
  title: 'Components/MeiaEntradaFields',
  component: Controlled,
  args: { initial: { tipo: '', documento: '' } },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the law's general note. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Tipo de meia-entrada' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Número do documento' })).toBeVisible();
    await expect(canvas.getByText(/Lei 12\.933\/2013/)).toBeVisible();
  },
};

/** Choosing who is entitled names the document and says what the door will ask for. */
export const Estudante: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Tipo de meia-entrada' }),
      'estudante',
    );
    const documento = canvas.getByRole('textbox', { name: 'Número da CIE' });
    await userEvent.type(documento, '12345');
    await expect(documento).toHaveValue('12345');
    await expect(canvas.getByText(/Carteira de Identificação Estudantil/)).toBeVisible();
  },
};

/** A refused beneficiary: the rule's message under the document, the field marked. */
export const WithError: Story = {
  args: {
    initial: { tipo: 'idoso', documento: '1' },
    error: 'Informe um número de documento válido para a meia-entrada (de 4 a 30 letras ou números).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const documento = canvas.getByRole('textbox', { name: 'Número do documento (CPF ou RG)' });
    await expect(documento).toBeInvalid();
    await expect(documento).toHaveAccessibleDescription(/de 4 a 30 letras ou números/);
  },
};
