let prefersDark = false;
let coarsePointer = false;
let wide = true;

/** Controls what `matchMedia('(prefers-color-scheme: dark)')` answers in jsdom. */
export function setSystemPrefersDark(value: boolean): void {
  prefersDark = value;
}

/** Controls what `matchMedia('(pointer: coarse)')` answers in jsdom: true acts as a touch phone. Read when a component subscribes. */
export function setCoarsePointer(value: boolean): void {
  coarsePointer = value;
}

/**
 * Controls what min-width queries (the md breakpoint) answer in jsdom: wide by default, as jsdom has
 * no layout and the tests read everything the page renders; false acts as a phone.
 */
export function setViewportWide(value: boolean): void {
  wide = value;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: query.includes('prefers-color-scheme: dark')
        ? prefersDark
        : query.includes('pointer: coarse')
          ? coarsePointer
          : query.includes('min-width')
            ? wide
            : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
