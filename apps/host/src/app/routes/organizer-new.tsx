export { NewEventRoute as Component } from '../../features/catalogue/event-form-route';
