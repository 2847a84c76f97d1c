export { EventDoorRoute as Component } from '../../features/door/organizer-door-route';
