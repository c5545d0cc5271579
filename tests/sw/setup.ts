import 'fake-indexeddb/auto';
import { vi } from 'vitest';

/** Notifications shown through the fake registration, like Chromium's list. */
export type ShownNotification = { title: string; options: NotificationOptions; close: () => void };

/**
 * A stand-in for ServiceWorkerGlobalScope, installed as `self` before the worker's modules load:
 * events, registration (notifications), clients, location and the Badging API.
 */
export class FakeWorkerScope extends EventTarget {
  readonly location = new URL('https://app.test/sw.js');
  readonly shown: ShownNotification[] = [];
  readonly registration = {
    showNotification: vi.fn(async (title: string, options: NotificationOptions = {}) => {
      const entry: ShownNotification = {
        title,
        options,
        close: () => this.shown.splice(this.shown.indexOf(entry), 1),
      };
      this.shown.push(entry);
    }),
  };
  readonly clients = {
    matchAll: vi.fn(async (): Promise<unknown[]> => []),
    openWindow: vi.fn(async (_url: string): Promise<unknown> => null),
  };
  readonly navigator = {
    setAppBadge: vi.fn(async (_count?: number) => undefined),
    clearAppBadge: vi.fn(async () => undefined),
  };
}

export const scope = new FakeWorkerScope();
Object.assign(globalThis, { self: scope });
