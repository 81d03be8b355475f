export * from './access';
export * from './loginRateLimit';
export * from './password';
export * from './session';
export * from './clientKey';
export * from './confirmPassword';
