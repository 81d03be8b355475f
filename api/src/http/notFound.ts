import type { Response } from 'express';

/** 404 `{ message: '<Thing> not found' }`. */
export function sendNotFound(res: Response, thing: string): void {
  res.status(404).json({ message: `${thing} not found` });
}
