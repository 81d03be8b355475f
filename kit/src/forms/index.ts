export * from './formEcho';
export * from './SelectOptions';
