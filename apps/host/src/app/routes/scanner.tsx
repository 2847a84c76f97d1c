// The door app's code (and the QR decoder, loaded when the camera starts) stays out of every other page.
export { DoorRoute as Component } from '../../features/door/door-route';
