// Prints benchmark figures beside their budgets and remembers whether any budget was missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/**
 * @param {string} title
 * @param {{ name: string, value: number, unit: string, budget?: number, better?: 'lower' | 'higher' }[]} rows
 */
export function report(title, rows) {
  console.log(`\n${title}`);
  let missed = 0;
  for (const row of rows) {
    // A figure the tool could not produce (e.g. Lighthouse found no LCP) is shown as n/a and
    // misses its budget, instead of stopping the whole run.
    const known = Number.isFinite(row.value);
    const value = !known ? 'n/a' : Number.isInteger(row.value) ? row.value : row.value.toFixed(1);
    let verdict = '';
    if (row.budget !== undefined) {
      const ok =
        known && (row.better === 'higher' ? row.value >= row.budget : row.value <= row.budget);
      if (!ok) missed += 1;
      verdict = `  budget ${row.better === 'higher' ? '≥' : '≤'} ${row.budget} ${row.unit}  ${ok ? 'OK' : 'OVER BUDGET'}`;
    }
    console.log(`  ${row.name.padEnd(44)} ${String(value).padStart(10)} ${row.unit}${verdict}`);
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ title, at: new Date().toISOString(), rows }, null, 2));
  if (missed) process.exitCode = 1;
  return missed;
}
