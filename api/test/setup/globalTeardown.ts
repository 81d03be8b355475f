import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const running = globalThis.__SWEEPSCOUT_TEST_DB__;
  if (!running) return;
  await running.db.stop();
  fs.rmSync(running.dataDir, { recursive: true, force: true });
}
