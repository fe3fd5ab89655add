export * from './audit';
export * from './cases';
export * from './documents';
export * from './records';
export * from './users';
export * from './shell';
export * from './results';
