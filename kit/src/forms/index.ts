export * from './formEcho';
