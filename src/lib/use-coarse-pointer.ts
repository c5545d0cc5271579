import { useMediaQuery } from './use-media-query.ts';

/**
 * True on a touch screen (the main pointer is a finger): nobody drags a file onto a phone, so
 * upload areas say "Tap to choose" there and keep "drag and drop" for a mouse.
 */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)', false);
}
