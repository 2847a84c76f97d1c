export { StatementScreen } from './StatementScreen';
export type { StatementScreenProps } from './StatementScreen';
