export * from './catalog';
export * from './content';
export * from './admin';
export * from './games';
export * from './storage';
export * from './routes';
export * from './glossary';
export * from './states';
