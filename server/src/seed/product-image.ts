import { deflateSync } from 'node:zlib';

/** Where a picture's disc sits and how big it is, as fractions of the side: one per view. */
const VIEWS = [
  { x: 0.5, y: 0.5, radius: 0.32 },
  { x: 0.38, y: 0.42, radius: 0.22 },
  { x: 0.6, y: 0.62, radius: 0.42 },
] as const;

/**
 * A small PNG per demo product: a tinted square with a darker disc, in the product's hue;
 * `view` 1 and 2 move and resize the disc, so a product's gallery shows pictures that differ.
 * Written by hand (PNG is a few chunks around deflated rows) so seeding needs no image
 * library and no network.
 */
export function productImagePng(hue: number, size = 256, view = 0): Buffer {
  const background = hslToRgb(hue, 0.45, 0.88);
  const disc = hslToRgb(hue, 0.4, 0.62);
  const shape = VIEWS[view % VIEWS.length] ?? VIEWS[0];
  const radius = size * shape.radius;
  const centerX = size * shape.x;
  const centerY = size * shape.y;
  // Each row: a filter byte (0 = none), then RGB triples.
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const rowStart = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = (x - centerX) ** 2 + (y - centerY) ** 2 <= radius ** 2;
      const [r, g, b] = inside ? disc : background;
      rows.set([r, g, b], rowStart + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, default compression/filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}
