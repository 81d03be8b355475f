/** Small helpers shared by the game engines. */

/**
 * Clamps a requested bet to whole credits in [min, max] and never above the credits held
 * (rounded down). The lower bound wins when the credits are below it: the bet then exceeds the
 * credits and the game refuses to play it with its "not enough credits" message.
 */
export function clampBet(requested: number, min: number, max: number, credits: number): number {
  const upper = Math.max(min, Math.min(max, Math.floor(credits)));
  const whole = Number.isFinite(requested) ? Math.round(requested) : min;
  return Math.min(upper, Math.max(min, whole));
}

/** part / whole as a percentage (0 to 100, unrounded); 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** A percentage for display with at most one decimal: 0 -> '0%', 33.333 -> '33.3%'. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** Per-game tally of rounds that pay out a stake-based win (slot spins, roulette spins). */
export interface RoundStats {
  spins: number;
  /** Rounds that paid anything. */
  wins: number;
  /** Credits paid out over all rounds. */
  totalWon: number;
}

export const EMPTY_ROUND_STATS: RoundStats = { spins: 0, wins: 0, totalWon: 0 };

/** Stats after one more round that paid `payout` credits (0 for a loss). */
export function addRound(stats: RoundStats, payout: number): RoundStats {
  return {
    spins: stats.spins + 1,
    wins: stats.wins + (payout > 0 ? 1 : 0),
    totalWon: stats.totalWon + payout,
  };
}
