export { SeatMapRoute as Component } from '../../features/seating/seat-map-route';
