/** A QR code's module matrix (row-major, 1 = dark), as the `qrcode` package's `create()` gives it. */
export interface QrModules {
  size: number;
  data: ArrayLike<number>;
}

/**
 * The dark modules of a QR code as one SVG path in module units (runs of dark modules on a row become one
 * rectangle), offset by a `quiet` zone of light modules on every side. Returns the path and the full side length.
 */
export function qrModulesToPath(modules: QrModules, quiet = 4): { path: string; side: number } {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.data[row * modules.size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.data[row * modules.size + column]) column++;
      parts.push(`M${start + quiet} ${row + quiet}h${column - start}v1h${start - column}z`);
    }
  }
  return { path: parts.join(''), side: modules.size + 2 * quiet };
}
