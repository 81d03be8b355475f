import { randomBytes } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import type { ServerFragments } from '@sweepscout/kit';
import type { PageStyleSheet, StyleUse } from './serverStyles';

/** A fragment's HTML as rendered once, and the class names it used. */
interface KeptFragment {
  html: string;
  styles: readonly StyleUse[];
}

/**
 * Beyond this many characters of kept HTML and keys the oldest fragments go (a header is about
 * 7,800; a compare row about 2,300, and its key, which holds the row's data, about 1,500).
 */
const MAX_KEPT_CHARACTERS = 1_000_000;

/**
 * The fragments kept for one build of the shell and the remotes: a new build starts afresh (the
 * caller keys it so). Bounded, oldest first, so that a crawl of every casino page (each its own
 * pathname) cannot grow it.
 */
export class FragmentCache {
  private readonly kept = new Map<string, KeptFragment>();
  private characters = 0;

  get(key: string): KeptFragment | undefined {
    return this.kept.get(key);
  }

  set(key: string, fragment: KeptFragment): void {
    this.delete(key);
    const size = key.length + fragment.html.length;
    for (const oldest of this.kept.keys()) {
      if (this.characters + size <= MAX_KEPT_CHARACTERS) break;
      this.delete(oldest);
    }
    this.kept.set(key, fragment);
    this.characters += size;
  }

  private delete(key: string): void {
    const fragment = this.kept.get(key);
    if (!fragment) return;
    this.characters -= key.length + fragment.html.length;
    this.kept.delete(key);
  }
}

/**
 * Marks the page server puts in a render and takes out of it: a `<template>` element (React writes
 * it as it is, and no text of the page can be one: text is escaped). The process's own random
 * part keeps a rich text body written to look like one from being taken for it.
 */
const MARK_ATTRIBUTE = 'data-server-fragment';
const PROCESS_MARK = randomBytes(6).toString('hex');
const markHtml = (mark: string) => `<template ${MARK_ATTRIBUTE}="${mark}"></template>`;
/** Any of this process's marks: reused (r), or the start (s) or end (e) of a recorded fragment. */
const ANY_MARK = new RegExp(markHtml(`${PROCESS_MARK}-([rse])(\\d+)`), 'g');

/**
 * A fragment's first and last characters: an element, not text (see ServerMemo); or nothing at
 * all (a part that only writes styles, as the page's global style does).
 */
const TEXT_SEPARATOR = '<!-- -->';
function keepable(html: string): boolean {
  if (html === '') return true;
  return (
    html.startsWith('<') &&
    html.endsWith('>') &&
    !html.startsWith(TEXT_SEPARATOR) &&
    !html.endsWith(TEXT_SEPARATOR)
  );
}

/**
 * The text in memory of its own: V8 makes a part of a string (slice) point into the whole, so a
 * kept fragment would hold its page (about 90 KB) for as long as it is kept.
 */
function ownCopy(text: string): string {
  return Buffer.from(text).toString();
}

/**
 * Whether React's separator goes where a mark was taken out: React separates two texts next to
 * each other with an empty comment (the browser would read them as one), and the mark between
 * them kept it from writing one. Text never begins with `<` or ends with `>` (React escapes both).
 */
function textsMeet(left: string, right: string): boolean {
  return left !== '' && right !== '' && !left.endsWith('>') && !right.startsWith('<');
}

/**
 * The fragments of one render pass of one page (React's string renderer, which renders the tree
 * in order, in one go): which kept fragments it reuses, which ones it renders and records. After
 * the render, `finish` puts the kept HTML in place of the marks and keeps what was recorded.
 */
export class PageFragments implements ServerFragments {
  private readonly reused: string[] = [];
  private readonly recorded: { key: string; styles?: readonly StyleUse[] }[] = [];

  constructor(
    private readonly cache: FragmentCache,
    private readonly sheet: PageStyleSheet,
  ) {}

  reuse(key: string): ReactElement | null {
    const kept = this.cache.get(key);
    // Its styles go into the page here, where its components would have added them.
    if (!kept || !this.sheet.reuse(kept.styles)) return null;
    const index = this.reused.push(kept.html) - 1;
    return createElement('template', { [MARK_ATTRIBUTE]: `${PROCESS_MARK}-r${index}` });
  }

  record(key: string): { start: ReactElement; end: ReactElement } {
    const index = this.recorded.push({ key }) - 1;
    const entry = this.recorded[index];
    const mark = (side: 's' | 'e', onRender: () => void) =>
      createElement(RecordingMark, { mark: `${PROCESS_MARK}-${side}${index}`, onRender });
    return {
      start: mark('s', () => this.sheet.startRecording()),
      end: mark('e', () => {
        entry.styles = this.sheet.stopRecording();
      }),
    };
  }

  /**
   * The rendered page with every mark replaced, in pieces that follow one another; what was
   * recorded is kept for the next pages. One pass over the page, in order: a fragment inside
   * another ends first, so it is out of the outer one's HTML before that is kept. (Cutting the
   * page once per fragment made a copy of the whole page each time: ten new rows, ten copies of
   * the page to collect.) The pieces are not joined: the page is written as bytes piece by piece,
   * and one string of them was a copy of the page (about 45 KB) for every render.
   */
  finish(html: string): string[] {
    const pieces: string[] = [];
    let last = '';
    let markTakenOut = false;
    const append = (piece: string) => {
      if (piece === '') return;
      // Two texts that a mark kept apart would read as one: React's separator between them.
      if (markTakenOut && textsMeet(last, piece)) pieces.push(TEXT_SEPARATOR);
      pieces.push(piece);
      last = piece;
      markTakenOut = false;
    };
    const open: { index: number; from: number }[] = [];
    let at = 0;
    for (const mark of html.matchAll(ANY_MARK)) {
      append(html.slice(at, mark.index));
      at = mark.index + mark[0].length;
      const [, side, number] = mark;
      const index = Number(number);
      if (side === 'r') {
        // A kept part of no HTML leaves only its mark's place: texts on both sides may meet.
        if (this.reused[index] === '') markTakenOut = true;
        else append(this.reused[index]);
        continue;
      }
      markTakenOut = true;
      if (side === 's') {
        open.push({ index, from: pieces.length });
        continue;
      }
      const started = open.pop();
      if (started?.index !== index) this.marksMissing(index);
      const { key, styles } = this.recorded[index];
      const fragment = pieces.slice(started.from).join('');
      if (styles && keepable(fragment)) {
        this.cache.set(key, { html: ownCopy(fragment), styles });
      }
    }
    append(html.slice(at));
    const unclosed = open.pop();
    if (unclosed) this.marksMissing(unclosed.index);
    return pieces;
  }

  private marksMissing(index: number): never {
    throw new Error(`fragment ${this.recorded[index].key}: its marks are not in the page`);
  }
}

/** Renders a mark and, while React renders it, what the fragment's recording needs. */
function RecordingMark({ mark, onRender }: { mark: string; onRender: () => void }) {
  onRender();
  return createElement('template', { [MARK_ATTRIBUTE]: mark });
}
