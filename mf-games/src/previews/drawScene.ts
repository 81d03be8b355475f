/** Canvas drawing of the preview scenes (600 × 400), one frame for an elapsed time `t`. */
import { PREVIEW_CANVAS } from '@sweepscout/shared';
import { ROULETTE_WHEEL_ORDER, SLOT_SYMBOL_IDS, pocketColor, type SlotSymbolId } from '../engines';
import { SLOT_SYMBOL_ART, SYMBOL_VIEWBOX } from '../common/slotSymbolArt';
import {
  BINGO_LETTERS,
  CARDS_CYCLE_MS,
  POKER_CYCLE_MS,
  ROULETTE_CYCLE_MS,
  ROULETTE_SPIN_MS,
  bingoCalled,
  bingoCell,
  bingoLetter,
  cardPosition,
  clamp01,
  cycleTime,
  rouletteBallAngle,
  rouletteWheelAngle,
  slotAllStopped,
  slotLineAt,
  slotLineText,
  slotReelOffset,
  slotSymbolAt,
  type Point,
  type SceneKind,
} from './sceneMath';
import { POCKET_COLOURS } from '../common/colours';

const { width: W, height: H } = PREVIEW_CANVAS;
type Ctx = CanvasRenderingContext2D;

function background(ctx: Ctx, top: string, bottom: string): void {
  const gradient = ctx.createLinearGradient(0, 0, 0, H);
  gradient.addColorStop(0, top);
  gradient.addColorStop(1, bottom);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
}

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Starts a path holding one full circle. */
function circle(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
}

function disc(ctx: Ctx, x: number, y: number, r: number, colour: string): void {
  circle(ctx, x, y, r);
  ctx.fillStyle = colour;
  ctx.fill();
}

/** The line under a scene that says what is happening. */
function caption(ctx: Ctx, text: string, y: number): void {
  ctx.fillStyle = '#e5e7eb';
  ctx.font = '600 18px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(text, W / 2, y);
}

function title(ctx: Ctx, text: string, y = 34): void {
  ctx.fillStyle = '#fde68a';
  ctx.font = '700 22px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, W / 2, y);
}

// --- Slot ---
const STRIP = SLOT_SYMBOL_IDS;
// The line's text only changes once per round: keep it rather than evaluate it every frame.
let lastLine = { key: '', text: '' };
const SPRITE_SIZE = 72;
const sprites = new Map<SlotSymbolId, HTMLCanvasElement>();

/**
 * A symbol drawn once into a small bitmap and reused: copying a bitmap is cheaper than filling
 * its paths, so each frame costs little however many symbols it shows. Vector shapes, not emoji,
 * so the reels look the same on a machine without an emoji font.
 */
function symbolSprite(symbol: SlotSymbolId): HTMLCanvasElement {
  let sprite = sprites.get(symbol);
  if (!sprite) {
    sprite = document.createElement('canvas');
    sprite.width = SPRITE_SIZE;
    sprite.height = SPRITE_SIZE;
    const ctx = sprite.getContext('2d');
    if (ctx) {
      const scale = (SPRITE_SIZE - 8) / SYMBOL_VIEWBOX;
      ctx.translate(4, 4);
      ctx.scale(scale, scale);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      for (const shape of SLOT_SYMBOL_ART[symbol]) {
        const path = new Path2D(shape.d);
        if (shape.fill) {
          ctx.fillStyle = shape.fill;
          ctx.fill(path);
        }
        if (shape.stroke) {
          ctx.strokeStyle = shape.stroke;
          ctx.lineWidth = shape.strokeWidth ?? 1;
          ctx.stroke(path);
        }
      }
    }
    sprites.set(symbol, sprite);
  }
  return sprite;
}

function drawSlot(ctx: Ctx, t: number, name: string): void {
  background(ctx, '#3b0764', '#111827');
  title(ctx, name);
  const reelW = 140;
  const reelH = 240;
  const gap = 24;
  const left = (W - (reelW * 3 + gap * 2)) / 2;
  const top = 80;
  const cell = reelH / 3;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let reel = 0; reel < 3; reel += 1) {
    const x = left + reel * (reelW + gap);
    roundRect(ctx, x, top, reelW, reelH, 14);
    ctx.fillStyle = '#f9fafb';
    ctx.fill();
    ctx.save();
    roundRect(ctx, x, top, reelW, reelH, 14);
    ctx.clip();
    const offset = slotReelOffset(t, reel);
    const fraction = offset - Math.floor(offset);
    for (let row = -1; row <= 3; row += 1) {
      const index = slotSymbolAt(Math.floor(offset) - row + 1, STRIP.length);
      const y = top + (row + fraction) * cell + cell / 2;
      ctx.drawImage(symbolSprite(STRIP[index]), x + (reelW - SPRITE_SIZE) / 2, y - SPRITE_SIZE / 2);
    }
    ctx.restore();
  }
  // The pay line.
  const won = slotAllStopped(t);
  ctx.strokeStyle = won ? '#facc15' : 'rgba(250, 204, 21, 0.55)';
  ctx.lineWidth = won ? 5 : 3;
  ctx.beginPath();
  ctx.moveTo(left - 12, top + reelH / 2);
  ctx.lineTo(W - left + 12, top + reelH / 2);
  ctx.stroke();
  let text = 'Spinning...';
  if (won) {
    const line = slotLineAt(t);
    const key = line.join(',');
    if (lastLine.key !== key) lastLine = { key, text: slotLineText(line) };
    text = lastLine.text;
  }
  caption(ctx, text, 360);
}

// --- Cards ---
const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;

function drawCard(
  ctx: Ctx,
  at: Point,
  faceUp: boolean,
  label: string,
  red: boolean,
  highlight = false,
): void {
  const w = 64;
  const h = 92;
  roundRect(ctx, at.x - w / 2, at.y - h / 2, w, h, 8);
  ctx.fillStyle = faceUp ? '#ffffff' : '#6d28d9';
  ctx.fill();
  ctx.lineWidth = highlight ? 4 : 2;
  ctx.strokeStyle = highlight ? '#facc15' : '#e5e7eb';
  ctx.stroke();
  if (faceUp) {
    ctx.fillStyle = red ? '#b91c1c' : '#111827';
    ctx.font = `700 ${label.length > 2 ? 20 : 24}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, at.x, at.y);
  }
}

/** A card's face for slot `index` of round `round` (varies per round, stable within it). */
function cardFace(round: number, index: number): { label: string; red: boolean } {
  const suit = SUITS[(round + index * 3) % SUITS.length];
  const rank = RANKS[(round * 5 + index * 7) % RANKS.length];
  return { label: `${rank}${suit}`, red: suit === '♥' || suit === '♦' };
}

function drawCards(ctx: Ctx, t: number, name: string): void {
  background(ctx, '#166534', '#052e16');
  title(ctx, name);
  const round = Math.floor(t / CARDS_CYCLE_MS);
  const local = cycleTime(t, CARDS_CYCLE_MS);
  const shoe = { x: 540, y: 70 };
  // Player, dealer, player, dealer, then the dealer's third card.
  const places: Point[] = [
    { x: 265, y: 290 },
    { x: 265, y: 140 },
    { x: 335, y: 290 },
    { x: 335, y: 140 },
    { x: 405, y: 140 },
  ];
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  ctx.font = '600 16px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.fillText('Dealer', 60, 140);
  ctx.fillText('Player', 60, 290);
  drawCard(ctx, shoe, false, '', false);
  places.forEach((to, index) => {
    const position = cardPosition(local, index, shoe, to);
    if (position.progress <= 0) return;
    const face = cardFace(round, index);
    const hole = index === 3 && local < 4 * 550 + 600;
    drawCard(ctx, position, position.progress >= 1 && !hole, face.label, face.red);
  });
  if (local > 4000) {
    ctx.fillStyle = '#fde68a';
    ctx.font = '700 24px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.globalAlpha = clamp01((local - 4000) / 300);
    ctx.fillText('Dealer stands on all 17s', W / 2, 372);
    ctx.globalAlpha = 1;
  }
}

function drawPoker(ctx: Ctx, t: number, name: string): void {
  background(ctx, '#1e3a8a', '#0b1120');
  title(ctx, name);
  const round = Math.floor(t / POKER_CYCLE_MS);
  const local = cycleTime(t, POKER_CYCLE_MS);
  const deck = { x: 300, y: -60 };
  const held = local > 3500;
  for (let index = 0; index < 5; index += 1) {
    const to = { x: 140 + index * 80, y: 200 };
    const position = cardPosition(local, index, deck, to);
    if (position.progress <= 0) continue;
    const face = cardFace(round + 1, index);
    const isHeld = held && index % 2 === 0;
    drawCard(ctx, position, position.progress >= 1, face.label, face.red, isHeld);
    if (isHeld) {
      ctx.fillStyle = '#facc15';
      ctx.font = '700 14px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText('HELD', to.x, 266);
    }
  }
  caption(ctx, held ? 'Hold and draw: Jacks or Better' : 'Dealing...', 340);
}

// --- Roulette ---

function drawRoulette(ctx: Ctx, t: number, name: string): void {
  background(ctx, '#14532d', '#052e16');
  title(ctx, name);
  const cx = W / 2;
  const cy = 215;
  const outer = 150;
  const inner = 95;
  const angle = rouletteWheelAngle(t);
  const slice = (2 * Math.PI) / ROULETTE_WHEEL_ORDER.length;
  disc(ctx, cx, cy, outer + 14, '#854d0e');
  ROULETTE_WHEEL_ORDER.forEach((pocket, index) => {
    const start = angle + index * slice;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, outer, start, start + slice);
    ctx.closePath();
    ctx.fillStyle = POCKET_COLOURS[pocketColor(pocket)];
    ctx.fill();
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(start + slice / 2);
    ctx.fillStyle = '#f9fafb';
    ctx.font = '700 11px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(pocket, outer - 16, 0);
    ctx.restore();
  });
  disc(ctx, cx, cy, inner, '#a16207');
  disc(ctx, cx, cy, 20, '#fde68a');
  const local = cycleTime(t, ROULETTE_CYCLE_MS);
  const settled = local >= ROULETTE_SPIN_MS;
  const ballRadius = settled ? outer - 36 : outer - 8 - 28 * clamp01(local / ROULETTE_SPIN_MS);
  const ballAngle = rouletteBallAngle(t);
  disc(
    ctx,
    cx + Math.cos(ballAngle) * ballRadius,
    cy + Math.sin(ballAngle) * ballRadius,
    8,
    '#ffffff',
  );
  caption(ctx, settled ? 'No more bets: the ball has landed' : 'Wheel spinning...', 388);
}

// --- Bingo (75 numbers) ---
function drawBingo(ctx: Ctx, t: number, name: string): void {
  background(ctx, '#312e81', '#0f172a');
  title(ctx, name, 28);
  const { called, sinceLastCall } = bingoCalled(t);
  const calledSet = new Set(called);
  const latest = called[called.length - 1];
  const left = 24;
  const top = 92;
  const cellW = 24;
  const cellH = 19;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  BINGO_LETTERS.forEach((letter, column) => {
    ctx.fillStyle = '#fde68a';
    ctx.font = '800 16px system-ui, sans-serif';
    ctx.fillText(letter, left + column * (cellW + 4) + cellW / 2, top - 16);
  });
  for (let number = 1; number <= 75; number += 1) {
    const { column, row } = bingoCell(number);
    const x = left + column * (cellW + 4);
    const y = top + row * cellH;
    const on = calledSet.has(number);
    roundRect(ctx, x, y, cellW, cellH - 3, 4);
    ctx.fillStyle = number === latest ? '#facc15' : on ? '#7c3aed' : 'rgba(255,255,255,0.1)';
    ctx.fill();
    ctx.fillStyle = number === latest ? '#111827' : on ? '#ffffff' : 'rgba(255,255,255,0.55)';
    ctx.font = '600 10px system-ui, sans-serif';
    ctx.fillText(String(number), x + cellW / 2, y + (cellH - 3) / 2);
  }
  // The ball just called, popping in.
  const pop = 0.7 + 0.3 * clamp01(sinceLastCall / 200);
  const bx = 400;
  const by = 190;
  circle(ctx, bx, by, 78 * pop);
  ctx.fillStyle = '#f9fafb';
  ctx.fill();
  ctx.lineWidth = 10;
  ctx.strokeStyle = '#7c3aed';
  ctx.stroke();
  ctx.fillStyle = '#111827';
  ctx.font = `800 ${Math.round(30 * pop)}px system-ui, sans-serif`;
  ctx.fillText(bingoLetter(latest), bx, by - 26 * pop);
  ctx.font = `800 ${Math.round(54 * pop)}px system-ui, sans-serif`;
  ctx.fillText(String(latest), bx, by + 16 * pop);
  ctx.fillStyle = '#e5e7eb';
  ctx.font = '600 17px system-ui, sans-serif';
  ctx.fillText(`${called.length} of 75 numbers called`, bx, 318);
}

/** Draws one frame of the scene at time `t` (ms of animation). */
export function drawScene(ctx: Ctx, kind: SceneKind, t: number, name: string): void {
  ctx.clearRect(0, 0, W, H);
  switch (kind) {
    case 'slot':
      return drawSlot(ctx, t, name);
    case 'cards':
      return drawCards(ctx, t, name);
    case 'poker':
      return drawPoker(ctx, t, name);
    case 'roulette':
      return drawRoulette(ctx, t, name);
    case 'bingo':
      return drawBingo(ctx, t, name);
    default:
      return undefined;
  }
}

/** A still moment worth showing when motion is reduced: the result of a round. */
export const STILL_FRAME_MS: Readonly<Record<SceneKind, number>> = {
  slot: 3000,
  cards: 5000,
  poker: 5000,
  roulette: 4800,
  bingo: 650 * 20,
};
