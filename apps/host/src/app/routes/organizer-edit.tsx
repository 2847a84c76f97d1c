export { EditEventRoute as Component } from '../../features/catalogue/event-form-route';
