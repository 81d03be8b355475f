export * from './trackedLink';
export * from './ShowAllStatesLink';
