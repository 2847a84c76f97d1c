import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvBlob, downloadBlob } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadBlob', () => {
  it('clicks a temporary link to an object URL named for the file, then releases the URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:report');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['x']);

    downloadBlob(blob, 'daily-e1-2025-10-16_to_2025-11-15.png');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('blob:report');
    expect(clicked[0]!.download).toBe('daily-e1-2025-10-16_to_2025-11-15.png');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:report');
  });
});

describe('csvBlob', () => {
  it('is UTF-8 CSV: a byte-order mark (for Excel), then the text unchanged', async () => {
    const blob = csvBlob('"day"\r\n"ação"\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFF"day"\r\n"ação"\r\n');
  });
});
