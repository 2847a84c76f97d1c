export { MyEventsRoute as Component } from '../../features/catalogue/my-events-route';
