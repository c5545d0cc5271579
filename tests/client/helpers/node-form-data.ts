import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom's FormData, File and Blob are not the ones Node's fetch (undici) can send: a jsdom File
 * goes out empty with the wrong Content-Length and the request fails. Multipart tests swap in
 * Node's classes, as a browser would have its own native ones, and restore jsdom's afterwards.
 */
export function useNodeFormData(): void {
  beforeAll(async () => {
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
