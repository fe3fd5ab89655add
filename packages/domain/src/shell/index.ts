export * from './bookmarks';
export * from './notifications';
export * from './page-catalogue';
export * from './search';
export * from './theme';
export * from './tag-colors';
export * from './showcase';
