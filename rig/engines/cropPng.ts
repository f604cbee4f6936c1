import { PNG } from 'pngjs';

/** A rectangle in an image, in pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the PNG `png` inside `rect` (clipped to the image), as a PNG. */
export function cropPng(png: Buffer, rect: PixelRect): Buffer {
  const image = PNG.sync.read(png);
  const x = Math.max(0, Math.floor(rect.x));
  const y = Math.max(0, Math.floor(rect.y));
  const width = Math.min(image.width - x, Math.ceil(rect.width));
  const height = Math.min(image.height - y, Math.ceil(rect.height));
  const cropped = new PNG({ width, height });
  PNG.bitblt(image, cropped, x, y, width, height, 0, 0);
  return PNG.sync.write(cropped);
}
