export { QueueRoute as Component } from '../../features/queue/queue-route';
