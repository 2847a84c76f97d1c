export { OnSalesRoute as Component } from '../../features/queue/on-sales-route';
