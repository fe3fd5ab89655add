export * from './live';
export * from './presence';
export * from './mail';
export * from './chat';
export * from './tasks';
export * from './calendar';
