export * from './tokens';
export * from './themeStore';
