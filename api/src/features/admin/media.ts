import { MAX_UPLOAD_BYTES } from '@sweepscout/shared';
import { createHash } from 'node:crypto';
import { saveMediaFile } from '../../site/mediaStore';

/**
 * Uploaded review images live in the database (GridFS, shared by every API instance) under
 * review-images/<hash>.<ext> and are served under /media.
 */
export const UPLOAD_SUBDIR = 'review-images';
export const UPLOAD_URL_PREFIX = `/media/${UPLOAD_SUBDIR}/`;

const SIGNATURES: { type: string; ext: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    ext: 'png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/jpeg',
    ext: 'jpg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/gif',
    ext: 'gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const UPLOAD_TYPE_MESSAGE = 'Images must be PNG, JPEG, WebP or GIF files';
export const UPLOAD_SIZE_MESSAGE = `Images must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

export interface DecodedImage {
  bytes: Buffer;
  ext: string;
}

/**
 * Decode a base64 data URL and check it really is an allowed image: the declared type and the
 * file's own signature must agree (an SVG or a script renamed .png is refused). Returns an error
 * message instead of throwing.
 */
export function decodeImageDataUrl(dataUrl: string): DecodedImage | { error: string } {
  const match = /^data:([a-z0-9.+/-]+);base64,([a-z0-9+/=\s]*)$/i.exec(dataUrl);
  if (!match) return { error: 'Images must be sent as base64 data URLs' };
  const declared = match[1].toLowerCase();
  const signature = SIGNATURES.find((s) => s.type === declared);
  if (!signature) return { error: UPLOAD_TYPE_MESSAGE };
  const bytes = Buffer.from(match[2].replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) return { error: 'The image is empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { error: UPLOAD_SIZE_MESSAGE };
  if (!signature.matches(bytes)) return { error: UPLOAD_TYPE_MESSAGE };
  return { bytes, ext: signature.ext };
}

/**
 * Store a checked image in the database under its content hash (the same image is stored once);
 * returns its URL.
 */
export async function storeImage(image: DecodedImage): Promise<string> {
  const name = `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${image.ext}`;
  await saveMediaFile(`${UPLOAD_SUBDIR}/${name}`, image.bytes);
  return `${UPLOAD_URL_PREFIX}${name}`;
}

const URL_OR_PATH = /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i;

/**
 * The review's image list as stored URLs: data URLs are decoded, checked and stored;
 * other entries must be http(s) URLs or site paths. All are checked before anything is written.
 */
export async function resolveReviewImages(
  images: string[],
): Promise<{ urls: string[] } | { error: { path: string; message: string } }> {
  const prepared: (string | DecodedImage)[] = [];
  for (const [index, value] of images.entries()) {
    const entry = value.trim();
    if (entry.toLowerCase().startsWith('data:')) {
      const decoded = decodeImageDataUrl(entry);
      if ('error' in decoded)
        return { error: { path: `reviewImages.${index}`, message: decoded.error } };
      prepared.push(decoded);
    } else if (URL_OR_PATH.test(entry) && entry.length <= 2048) {
      prepared.push(entry);
    } else {
      return {
        error: {
          path: `reviewImages.${index}`,
          message: 'Each image must be a URL, a site path or an uploaded image',
        },
      };
    }
  }
  const urls: string[] = [];
  for (const item of prepared) urls.push(typeof item === 'string' ? item : await storeImage(item));
  return { urls };
}
