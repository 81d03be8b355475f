import { SLOT_SYMBOL_ART, SYMBOL_VIEWBOX } from './slotSymbolArt';

/** One slot symbol as inline SVG (decorative: the reels and the pay table name it in text). */
export function SlotSymbolIcon({
  symbol,
  size = '1em',
}: {
  symbol: keyof typeof SLOT_SYMBOL_ART;
  size?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${SYMBOL_VIEWBOX} ${SYMBOL_VIEWBOX}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-symbol={symbol}
    >
      {SLOT_SYMBOL_ART[symbol].map((shape, index) => (
        <path
          key={index}
          d={shape.d}
          fill={shape.fill ?? 'none'}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
