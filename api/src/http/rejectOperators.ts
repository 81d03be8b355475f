import type { NextFunction, Request, Response } from 'express';

const MAX_DEPTH = 20;

/** The path of the first key that could act as a MongoDB operator or a dotted path, else null. */
export function findOperatorKey(value: unknown, path = '', depth = 0): string | null {
  if (depth > MAX_DEPTH) return path || '(root)';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findOperatorKey(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('$') || key.includes('.')) return childPath;
      const found = findOperatorKey(child, childPath, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Reject any body or query key containing '$' or '.' ($where, $gt, 'a.b', 'x[$ne]'): such keys are
 * never valid input and must never reach a query.
 */
export function rejectOperatorKeys(req: Request, res: Response, next: NextFunction): void {
  for (const part of ['query', 'body'] as const) {
    const key = findOperatorKey(req[part]);
    if (key) {
      const message = `Invalid ${part}: "${key}" is not an allowed field name`;
      res.status(400).json({ message, issues: [{ path: key, message }] });
      return;
    }
  }
  next();
}
