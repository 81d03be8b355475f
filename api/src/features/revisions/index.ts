export { lastRevision, recordRevision, snapshotOf } from './recordRevision';
export { revisionRoutes } from './routes';
