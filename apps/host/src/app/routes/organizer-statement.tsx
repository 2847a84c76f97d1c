export { StatementRoute as Component } from '../../features/payouts/statement-route';
