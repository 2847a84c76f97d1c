/*
 * What other modules may use of the door (#17): the operations a door device's token may call (the security
 * handler routes device tokens to `app.door.identifyDevice`).
 */
export { deviceOperations } from './door-plugin';
