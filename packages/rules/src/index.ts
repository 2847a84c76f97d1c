export * from './ticket-type-name';
export * from './event-end';
export * from './quantity';
export * from './person';
export * from './meia-entrada';
export * from './door';
export * from './coupon-lots';
export * from './uploads';
