export * from './questionnaire';
export * from './engine';
export * from './sign-out';
export * from './api';
export * from './protocols/index';
export * from './report';
export * from './her2';
export * from './suggest';
