/*
 * What other modules may use of the door (#17): the operations a door device's token may call (the security
 * handler asks `app.door.deviceOf` whether a token is a device's).
 */
export { deviceOperations } from './door-service';
