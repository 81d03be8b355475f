import { randomBytes } from 'node:crypto';
import { Schema, model } from 'mongoose';

/**
 * Secrets every API instance must share (e.g. the key that signs unsubscribe links): taken from
 * the environment when set, else generated once and kept in the database.
 */
interface SecretRecord {
  _id: string;
  value: string;
}

const SecretModel = model<SecretRecord>(
  'SiteSecret',
  new Schema<SecretRecord>(
    { _id: { type: String, required: true }, value: { type: String, required: true } },
    { versionKey: false, collection: 'siteSecrets' },
  ),
);

const loaded = new Map<string, Promise<string>>();

export function sharedSecret(name: string, envValue: string | undefined): Promise<string> {
  if (envValue && envValue.trim()) return Promise.resolve(envValue.trim());
  let secret = loaded.get(name);
  if (!secret) {
    secret = SecretModel.findOneAndUpdate(
      { _id: name },
      { $setOnInsert: { value: randomBytes(32).toString('base64url') } },
      { upsert: true, returnDocument: 'after' },
    )
      .lean<SecretRecord>()
      .then((doc) => {
        if (!doc) throw new Error(`Secret ${name} could not be stored`);
        return doc.value;
      });
    // A failure (no database) is retried at the next call.
    secret.catch(() => loaded.delete(name));
    loaded.set(name, secret);
  }
  return secret;
}
