export * from './ticket-type-name';
export * from './event-end';
export * from './quantity';
