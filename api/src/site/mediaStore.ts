import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import mongoose from 'mongoose';
import { logger } from '../log/logger';

/**
 * Uploaded media live in the database (GridFS, bucket "media"), so that every API instance on the
 * database serves them; a file's GridFS name is its path under /media (e.g.
 * "review-images/<hash>.png"). MongoDB and FerretDB both serve GridFS.
 */
const BUCKET_NAME = 'media';

export const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export interface StoredMediaFile {
  _id: mongoose.Types.ObjectId;
  filename: string;
  length: number;
  uploadDate: Date;
}

function bucket(): mongoose.mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new mongoose.Error('The database is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET_NAME });
}

export function mediaContentType(name: string): string {
  return MEDIA_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

export async function findMediaFile(name: string): Promise<StoredMediaFile | null> {
  const [file] = await bucket().find({ filename: name }).limit(1).toArray();
  return (file as StoredMediaFile | undefined) ?? null;
}

export function openMediaFile(file: StoredMediaFile): Readable {
  return bucket().openDownloadStream(file._id);
}

/** Store `bytes` as `name` unless a file of that name exists (names are content hashes). */
export async function saveMediaFile(name: string, bytes: Buffer): Promise<void> {
  if (await findMediaFile(name)) return;
  await new Promise<void>((resolve, reject) => {
    const upload = bucket().openUploadStream(name, {
      metadata: { contentType: mediaContentType(name) },
    });
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(bytes);
  });
}

function filesUnder(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.isFile()
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

/**
 * Copy files uploaded before media moved to GridFS (<dataDir>/uploads) into GridFS, so their
 * /media URLs keep working on every instance. Files already there are skipped.
 */
export async function importLegacyUploads(dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  let imported = 0;
  for (const name of filesUnder(root)) {
    if (await findMediaFile(name)) continue;
    await saveMediaFile(name, fs.readFileSync(path.join(root, name)));
    imported += 1;
  }
  if (imported) logger.info({ imported }, 'uploaded media copied into the database');
  return imported;
}
