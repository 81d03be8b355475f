export { recordAudit, recordUserChange, type AuditActor } from './recordAudit';
export { auditAdminRouter } from './routes';
