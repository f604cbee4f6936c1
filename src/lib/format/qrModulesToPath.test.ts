import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrModulesToPath } from './qrModulesToPath.ts';

describe('qrModulesToPath', () => {
  it('draws runs of dark modules as rectangles inside a quiet zone', () => {
    const modules = { size: 3, data: [1, 1, 0, 0, 0, 0, 0, 1, 1] };
    expect(qrModulesToPath(modules, 4)).toEqual({ path: 'M4 4h2v1h-2zM5 6h2v1h-2z', side: 11 });
  });

  it('covers every dark module of a real code exactly once', () => {
    const { modules } = QRCode.create('ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@1', {
      errorCorrectionLevel: 'M',
    });
    const { path, side } = qrModulesToPath(modules, 0);
    expect(side).toBe(modules.size);
    const covered = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].reduce(
      (sum, match) => sum + Number(match[3]),
      0,
    );
    expect(covered).toBe([...modules.data].filter(Boolean).length);
  });
});
