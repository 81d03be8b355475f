import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, setting } from '../../src/config';
import { configurationMarkdown } from '../../src/configDocs';

const DOCS = path.resolve(__dirname, '../../../docs/configuration.md');

describe('the configuration schema', () => {
  it('is what docs/configuration.md says (run `npm run docs:config` after changing a setting)', () => {
    expect(fs.readFileSync(DOCS, 'utf8')).toBe(configurationMarkdown());
  });

  it('documents SITE_URL and GTM_ID', () => {
    expect(configurationMarkdown()).toMatch(/^\| `SITE_URL` \|/m);
    expect(configurationMarkdown()).toMatch(/^\| `GTM_ID` \|/m);
  });

  it('applies the defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.mongodbUri).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.analyticsRetentionDays).toBe(395);
    expect(config.warmUpMs).toBe(20_000);
    expect(config.warmUpRenders).toBe(1500);
    expect(setting('SSR', {})).toBe(true);
    expect(setting('LOG_LEVEL', {})).toBeUndefined();
  });

  it('reads and converts what is set', () => {
    const config = loadConfig({ PORT: '4321', MONGODB_URI: ' mongodb://db:27017/site ' });
    expect(config.port).toBe(4321);
    expect(config.mongodbUri).toBe('mongodb://db:27017/site');
    expect(loadConfig({ WARM_UP_MS: '0' }).warmUpMs).toBe(0);
    expect(setting('SSR', { SSR: 'off' })).toBe(false);
    expect(setting('SITE_URL', { SITE_URL: 'https://www.example.com/path' })).toBe(
      'https://www.example.com',
    );
    expect(setting('LOG_LEVEL', { LOG_LEVEL: 'DEBUG' })).toBe('debug');
  });

  it('refuses an invalid value at start, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT is invalid/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/^SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ WARM_UP_MS: '-1' })).toThrow(/^WARM_UP_MS/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('ignores a value that cannot be a URL or level, as if unset', () => {
    expect(setting('SITE_URL', { SITE_URL: 'not a url' })).toBeUndefined();
    expect(setting('LOG_LEVEL', { LOG_LEVEL: 'loud' })).toBeUndefined();
  });
});
