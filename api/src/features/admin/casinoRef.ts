import { InvalidReferenceError } from '../../domain/errors';
import { CasinoModel } from '../casinos/model';

/** A review, game or pair must point to an existing casino: refused otherwise (400, nothing written). */
export async function requireCasino(casinoId: string, path = 'casinoId'): Promise<void> {
  if (await CasinoModel.exists({ _id: casinoId })) return;
  throw new InvalidReferenceError(path, 'No casino with this id exists');
}
