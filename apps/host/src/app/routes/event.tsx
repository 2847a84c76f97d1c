export { EventRoute as Component } from '../../features/catalogue/event-route';
