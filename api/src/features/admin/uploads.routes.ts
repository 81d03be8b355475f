import { imageUploadSchema, type UploadResponse } from '@sweepscout/shared';
import { Router } from 'express';
import { validate } from '../../http/validate';
import { decodeImageDataUrl, storeImage } from './media';
import { sendBadRequest } from './http';

/** POST /api/admin/uploads: one review image (data URL) stored as a media file; answers its URL. */
export function uploadsAdminRouter(): Router {
  const router = Router();
  const input = validate({ body: imageUploadSchema });
  router.post('/', input, async (_req, res) => {
    const decoded = decodeImageDataUrl(input.input(res).body.dataUrl);
    if ('error' in decoded) return sendBadRequest(res, 'dataUrl', decoded.error);
    const body: UploadResponse = { url: await storeImage(decoded) };
    res.status(201).json(body);
  });
  return router;
}
