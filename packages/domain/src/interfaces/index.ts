export * from './mapping';
export * from './api';
