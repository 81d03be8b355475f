import type { Response } from 'express';
import { CasinoModel } from '../../models';
import { sendBadRequest } from './http';

/** A review or game must point to an existing casino: 400 otherwise (nothing is written). */
export async function requireCasino(res: Response, casinoId: string): Promise<boolean> {
  if (await CasinoModel.exists({ _id: casinoId })) return true;
  sendBadRequest(res, 'casinoId', 'No casino with this id exists');
  return false;
}
