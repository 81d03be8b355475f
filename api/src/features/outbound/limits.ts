/** Clicks recorded per client (shared store); beyond it the visitor is still sent on, unrecorded. */
export const OUTBOUND_LIMIT = { windowMs: 60 * 1000, limit: 30 } as const;
