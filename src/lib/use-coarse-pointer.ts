import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True on a touch screen (the main pointer is a finger): nobody drags a file onto a phone, so
 * upload areas say "Tap to choose" there and keep "drag and drop" for a mouse.
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
