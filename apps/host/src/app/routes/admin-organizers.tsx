export { AdminOrganizersRoute as Component } from '../../features/payouts/admin-organizers-route';
