import express from 'express';
import { listenOnPort } from '../../src/http/entrance';

describe("listenOnPort: a process's own origin (where its warm-up goes)", () => {
  it.each(['0.0.0.0', '127.0.0.1'])(
    'listening on %s, its own origin is on loopback and reaches its app',
    async (host) => {
      const app = express().get('/whoami', (_req, res) => res.send(`pid ${process.pid}`));
      const entrance = await listenOnPort(app, { port: 0, host });
      try {
        expect(entrance.ownOrigin).toBe(`http://127.0.0.1:${entrance.port}`);
        const response = await fetch(`${entrance.ownOrigin}/whoami`);
        expect(await response.text()).toBe(`pid ${process.pid}`);
      } finally {
        entrance.server.closeAllConnections();
        await entrance.drain();
      }
    },
  );
});
