/**
 * For the glossary's tests: its tooltip measures its anchor (Radix), and jsdom has no
 * ResizeObserver. A stand-in that observes nothing.
 */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
