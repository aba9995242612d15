import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoContent } from '../src/content';
import { renderProductImage } from '../src/images';
import { DEMO_VIDEOS, type DemoVideo, demoVideoDrawings, demoVideoFrameCount, renderVideoFrame } from '../src/videos';
import { generateDemoWorld } from '../src/world';

/** Where the render script writes them and the storefront serves them from (/videos/...). */
const videosDir = new URL('../../../apps/storefront/public/videos/', import.meta.url);
const MAX_BYTES = 300 * 1024;

interface Mp4Facts {
  /** Top-level boxes in file order. */
  boxes: string[];
  codec: string;
  /** AVCProfileIndication of the avcC box (66: Baseline) and its constraint flags. */
  profile: number;
  constraints: number;
  width: number;
  height: number;
  seconds: number;
}

/** Reads what the browser needs to know from an MP4 file (ISO BMFF), without ffmpeg. */
function mp4Facts(bytes: Buffer): Mp4Facts {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  const find = (type: string, from = 0) => {
    const at = bytes.indexOf(type, from, 'latin1');
    if (at < 0) throw new Error(`no ${type} box`);
    return at; // the position of the type: the box's payload starts 4 bytes later
  };
  const mvhd = find('mvhd');
  const version = bytes.readUInt8(mvhd + 4);
  const timescale = version === 1 ? bytes.readUInt32BE(mvhd + 24) : bytes.readUInt32BE(mvhd + 16);
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(mvhd + 28)) : bytes.readUInt32BE(mvhd + 20);
  // The sample description's entry (the file type box names avc1 too, as a compatible brand).
  const avc1 = find('avc1', find('stsd'));
  const avcC = find('avcC');
  return {
    boxes,
    codec: bytes.toString('latin1', avc1, avc1 + 4),
    // Visual sample entry: 6 reserved, 2 data reference index, 16 pre-defined and reserved, then width and height.
    width: bytes.readUInt16BE(avc1 + 4 + 8 + 16),
    height: bytes.readUInt16BE(avc1 + 4 + 8 + 18),
    profile: bytes.readUInt8(avcC + 5),
    constraints: bytes.readUInt8(avcC + 6),
    seconds: duration / timescale,
  };
}

const entries = Object.entries(DEMO_VIDEOS) as [string, DemoVideo][];

describe('the demo videos', () => {
  it('every video and still the demo content names is a file the storefront serves', () => {
    const content = JSON.stringify(generateDemoContent(generateDemoWorld({ productCount: 400 })));
    const named = new Set([...content.matchAll(/"\/videos\/([^"]+)"/g)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(0);
    const files = new Set(readdirSync(videosDir));
    expect([...named].filter((name) => !files.has(name))).toEqual([]);
    // Among them the two a shopper met as 404s.
    expect(named).toContain('drieluik-men.mp4');
    expect(named).toContain('hero-campaign.mp4');
  });

  it('the folder holds exactly the rendered videos and their stills', () => {
    const expected = entries.flatMap(([name]) => [`${name}.jpg`, `${name}.mp4`]).sort();
    expect(readdirSync(videosDir).sort()).toEqual(expected);
  });

  it.each(entries)('%s.mp4 is small H.264 Baseline, index first, of its declared size and length', (name, video) => {
    const bytes = readFileSync(new URL(`${name}.mp4`, videosDir));
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const facts = mp4Facts(bytes);
    expect(facts.codec).toBe('avc1');
    expect(facts.profile).toBe(66);
    // constraint_set1 (0x40): Constrained Baseline, which every browser's decoder takes.
    expect(facts.constraints & 0x40).toBe(0x40);
    expect(facts.boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(facts.boxes.indexOf('moov')).toBeLessThan(facts.boxes.indexOf('mdat'));
    expect([facts.width, facts.height]).toEqual([video.width, video.height]);
    expect(facts.seconds).toBeCloseTo(video.seconds, 1);
    // Its still is a JPEG.
    expect(readFileSync(new URL(`${name}.jpg`, videosDir)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('frames are SVG documents of the video size, drawn from renderable product drawings with unique ids', () => {
    for (const [name, video] of entries) {
      expect(video.width % 2, name).toBe(0);
      expect(video.height % 2, name).toBe(0);
      for (const key of demoVideoDrawings(video)) expect(renderProductImage(key), key).not.toBeNull();
      for (const index of [0, Math.floor(demoVideoFrameCount(video) / 2), demoVideoFrameCount(video) - 1]) {
        const frame = renderVideoFrame(video, index);
        expect(frame.startsWith(`<svg xmlns="http://www.w3.org/2000/svg"`), name).toBe(true);
        expect(frame).toContain(`width="${video.width}" height="${video.height}"`);
        const ids = [...frame.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
        expect(new Set(ids).size, `${name} frame ${index}`).toBe(ids.length);
        for (const match of frame.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
          expect(ids).toContain(match[1] ?? match[2]);
        }
      }
    }
  });
});
