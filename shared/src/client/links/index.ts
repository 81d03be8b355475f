export * from './trackedLink';
