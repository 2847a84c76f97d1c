export { PayoutAccountRoute as Component } from '../../features/payouts/payout-account-route';
