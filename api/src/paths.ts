import path from 'node:path';

/**
 * Folders the API reads at run time, located from the package root so that the same code works
 * from src/ (tests) and dist/ (the built server) without copying assets.
 */
export const API_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const EMBEDDED_DB_SOURCE = path.join(API_ROOT, 'embedded-db');
export const EMBEDDED_DB_BINARY = path.join(API_ROOT, '.bin', 'embedded-db');
export const MEDIA_ASSETS = path.join(API_ROOT, 'assets', 'media');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
