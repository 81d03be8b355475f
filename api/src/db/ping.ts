import mongoose from 'mongoose';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One MongoDB ping; resolves true when the server answers. */
export async function pingOnce(uri: string, timeoutMs = 1000): Promise<boolean> {
  const client = new mongoose.mongo.MongoClient(uri, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * Ping until the server answers or the deadline passes. `alive` lets the caller stop early when
 * the process it started has already exited.
 */
export async function waitForPing(
  uri: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    if (await pingOnce(uri, 1000)) return true;
    await sleep(150);
  }
  return false;
}
