export { OutboxRoute as Component } from '../../features/mail/outbox-route';
