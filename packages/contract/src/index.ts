export * from './messages.js';
export * from './common.js';
export * from './auth.js';
export * from './access-control.js';
export * from './partners.js';
export * from './users.js';
export * from './services.js';
export * from './tariffs.js';
