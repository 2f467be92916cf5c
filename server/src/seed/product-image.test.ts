import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { productImagePng } from './product-image.ts';

describe('productImagePng', () => {
  it('writes a valid PNG of the asked size with a disc in the middle', () => {
    const png = productImagePng(210, 64);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(64); // IHDR width
    expect(png.readUInt32BE(20)).toBe(64); // IHDR height
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    expect(rows.length).toBe(64 * (1 + 64 * 3));
    const pixel = (x: number, y: number) => [
      ...rows.subarray(y * 193 + 1 + x * 3, y * 193 + 4 + x * 3),
    ];
    expect(pixel(0, 0)).not.toEqual(pixel(32, 32));
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('draws another picture for each view of a product', () => {
    const views = [0, 1, 2].map((view) => productImagePng(210, 64, view).toString('hex'));
    expect(new Set(views).size).toBe(3);
    expect(productImagePng(210, 64)).toEqual(productImagePng(210, 64, 0));
  });
});
