export * from './seat-map';
export * from './grid';
export * from './seat-text';
export * from './best-seats';
