import { act } from '@testing-library/react';

/** Makes navigator.onLine answer `online` and fires the matching window event, as a browser does. */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
