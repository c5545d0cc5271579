import type { Server, ServerResponse } from 'node:http';

export type Drainer = {
  /** True once draining started: every answer from then on closes its connection. */
  readonly draining: boolean;
  /** Stops accepting, lets in-flight requests answer, closes kept-alive connections; resolves when none is left or after `limitMs`. */
  drain: (limitMs: number) => Promise<{ forced: number }>;
};

/**
 * Graceful close of a Node HTTP server that has keep-alive clients. server.close() alone waits
 * for every connection to end, and a busy keep-alive client never ends its own: it keeps sending
 * requests, which keep being served. So once draining, every answer whose head is not written yet
 * says `Connection: close` (Node then ends the socket after it), idle sockets are closed at once
 * and again whenever an answer finishes, and after `limitMs` whatever is left is cut.
 */
export function createDrainer(server: Server): Drainer {
  let draining = false;
  const open = new Set<ServerResponse>();
  server.on('request', (_req, res) => {
    open.add(res);
    // The app's listener runs first but awaits the handler, so the head is not out yet here.
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      open.delete(res);
      if (draining) server.closeIdleConnections();
    });
  });
  return {
    get draining() {
      return draining;
    },
    drain: (limitMs) =>
      new Promise((resolve) => {
        draining = true;
        for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
        const timer = setTimeout(() => {
          const forced = open.size;
          server.closeAllConnections();
          resolve({ forced });
        }, limitMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve({ forced: 0 });
        });
        server.closeIdleConnections();
      }),
  };
}
