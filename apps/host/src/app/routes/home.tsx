export { HomeRoute as Component } from '../../features/catalogue/home-route';
