import { fn } from 'storybook/test';
import {
  DEFAULT_INSTALLMENT_POLICY,
  installmentLine,
  installmentOptions,
  type InstallmentOption,
} from '@bilheteria/rules';
import type { CardFormProps, CardValues } from './CardForm';

/** The installments of a R$ 200,00 order as the server's quote gives them (interest-free up to 3x, 1,99% beyond). */
export const storyInstallments = installmentOptions(20_000, DEFAULT_INSTALLMENT_POLICY).map(
  (option: InstallmentOption) => ({
    count: option.count,
    label: installmentLine(option),
    interestFree: option.interestFree,
    total: option.totalCents / 100,
  }),
);

export const emptyCard: CardValues = {
  nomeTitular: '',
  numero: '',
  validade: '',
  cvv: '',
  cpfCnpj: '',
  telefone: '',
  cep: '',
  numeroEndereco: '',
};

export const filledCard: CardValues = {
  nomeTitular: 'ANA SOUZA',
  numero: '4242 4242 4242 4242',
  validade: '12/29',
  cvv: '123',
  cpfCnpj: '52998224725',
  telefone: '85999990000',
  cep: '60160230',
  numeroEndereco: '120',
};

export const storyCard = (overrides: Partial<CardFormProps> = {}): CardFormProps => ({
  values: emptyCard,
  onChange: fn(),
  errors: {},
  brand: null,
  installments: storyInstallments,
  parcelas: 1,
  onParcelasChange: fn(),
  savedCards: [],
  savedCardToken: null,
  onSavedCardChange: fn(),
  submitting: false,
  onSubmit: fn(),
  status: 'idle',
  message: null,
  simulateAvailable: false,
  simulating: false,
  onSimulate: fn(),
  ...overrides,
});
