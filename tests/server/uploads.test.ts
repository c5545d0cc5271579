import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskStorage, INVALID_FILE_MESSAGE, MAX_UPLOAD_BYTES } from '../../server/lib/uploads.ts';
import { sniffFile } from '../../server/lib/upload-files.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');

describe('uploads', () => {
  it('knows images and PDFs by their bytes, whatever the name says', () => {
    expect(sniffFile(PNG)?.mime).toBe('image/png');
    expect(sniffFile(PDF)?.mime).toBe('application/pdf');
    expect(sniffFile(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
  });

  it('stores under a random name in DATA_DIR/uploads and reads it back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const storage = createDiskStorage(dir);
    const stored = await storage.save(new File([PDF], '../../etc/passwd.pdf', { type: 'application/pdf' }));
    expect(stored.key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(readdirSync(join(dir, 'uploads'))).toEqual([stored.key]);
    expect(await new Response((await storage.read(stored.key)).body).text()).toBe(Buffer.from(PDF).toString());
    await expect(storage.read('../jwt-secret')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a fake image with the catalogue message and a huge file with 413, writing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const storage = createDiskStorage(dir);
    await expect(
      storage.save(new File(['not really a png'], 'photo.png', { type: 'image/png' })),
    ).rejects.toMatchObject({
      status: 415,
      message: INVALID_FILE_MESSAGE,
    });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    await expect(storage.save(new File([big], 'big.png'))).rejects.toMatchObject({ status: 413 });
    expect(() => readdirSync(join(dir, 'uploads'))).toThrow();
  });
});
