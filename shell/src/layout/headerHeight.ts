/** The sticky header's rows: its bar (brand, menu, search) and the state strip under it. */
export const HEADER_BAR_MIN_HEIGHT_PX = 64;
export const STATE_STRIP_MIN_HEIGHT_PX = 44;

/**
 * Where anchors and focused controls scrolled into view land, from the top of the screen: below
 * the whole sticky header (its rows, its border, and a few pixels for a strip that wraps on the
 * narrowest phones), not under it.
 */
export const CLEAR_OF_HEADER_PX = HEADER_BAR_MIN_HEIGHT_PX + STATE_STRIP_MIN_HEIGHT_PX + 12;
