export * from './documentHead';
