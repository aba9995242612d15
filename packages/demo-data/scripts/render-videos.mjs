// Renders the demo world's videos (DEMO_VIDEOS in src/videos.ts) into apps/storefront/public/videos/, the storefront's
// static files, each with its first frame as a JPEG still beside it. Each frame is an SVG of the demo product drawings; ffmpeg rasterises them (librsvg) and encodes H.264
// that every browser plays: Constrained Baseline, yuv420p, the index (moov) at the front so playback starts before
// the whole file is there (faststart), no audio. The results are committed; only this script needs ffmpeg
// (Debian: `apt-get install -y ffmpeg`).
//
//   pnpm --filter @shop/demo-data render:videos [name ...]      (all videos when no name is given)
//
// Output directory: VIDEOS_DIR, else apps/storefront/public/videos. The run is deterministic for a given ffmpeg
// (x264 single-threaded, no encoder tag): re-running without changes gives the same bytes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The package's sources import each other without extensions (bundler style); Node needs them spelled out.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.')) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

const { DEMO_VIDEOS, VIDEO_FPS, demoVideoFrameCount, renderVideoFrame } = await import('../src/videos.ts');

/** The budget per file: the issue asks for at most 300 KB. */
const MAX_BYTES = 300 * 1024;
const root = path.resolve(import.meta.dirname, '../../..');
const outDir = path.resolve(process.env.VIDEOS_DIR ?? path.join(root, 'apps/storefront/public/videos'));

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !Object.hasOwn(DEMO_VIDEOS, name));
if (unknown.length) {
  console.error(`Unknown video(s): ${unknown.join(', ')}. Known: ${Object.keys(DEMO_VIDEOS).join(', ')}`);
  process.exit(2);
}
const ffmpeg = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
if (ffmpeg.status !== 0) {
  console.error('ffmpeg is needed to render the demo videos (Debian: apt-get install -y ffmpeg).');
  process.exit(2);
}

mkdirSync(outDir, { recursive: true });
let failed = false;
for (const [name, video] of Object.entries(DEMO_VIDEOS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const frameDir = mkdtempSync(path.join(tmpdir(), `video-${name}-`));
  try {
    const frames = demoVideoFrameCount(video);
    for (let index = 0; index < frames; index += 1) {
      writeFileSync(path.join(frameDir, `${String(index).padStart(4, '0')}.svg`), renderVideoFrame(video, index));
    }
    const target = path.join(outDir, `${name}.mp4`);
    const result = spawnSync(
      'ffmpeg',
      [
        ['-hide_banner', '-loglevel', 'error', '-y'],
        ['-framerate', String(VIDEO_FPS), '-i', path.join(frameDir, '%04d.svg')],
        ['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '26', '-threads', '1'],
        ['-profile:v', 'baseline', '-level:v', '3.0', '-pix_fmt', 'yuv420p'],
        // A key frame every two seconds: a seek (or a range request from the middle) never waits long.
        ['-g', String(VIDEO_FPS * 2), '-movflags', '+faststart', '-an'],
        ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
        [target],
      ].flat(),
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(result.stderr || `ffmpeg exited with ${result.status}`);
    // The first frame as a still: a poster for blocks that have no image of their own beside the video.
    const still = path.join(outDir, `${name}.jpg`);
    const poster = spawnSync(
      'ffmpeg',
      [
        ['-hide_banner', '-loglevel', 'error', '-y', '-i', path.join(frameDir, '0000.svg')],
        ['-frames:v', '1', '-q:v', '4', '-pix_fmt', 'yuvj420p', '-map_metadata', '-1', '-fflags', '+bitexact'],
        ['-flags:v', '+bitexact', still],
      ].flat(),
      { encoding: 'utf8' },
    );
    if (poster.status !== 0) throw new Error(poster.stderr || `ffmpeg exited with ${poster.status}`);
    const bytes = statSync(target).size;
    const over = bytes > MAX_BYTES;
    failed ||= over;
    console.log(
      `${over ? 'TOO BIG ' : ''}${path.relative(root, target)}: ${video.width}x${video.height}, ` +
        `${video.seconds} s, ${(bytes / 1024).toFixed(1)} KB (still ${(statSync(still).size / 1024).toFixed(1)} KB)`,
    );
  } finally {
    rmSync(frameDir, { recursive: true, force: true });
  }
}
if (failed) {
  console.error(`Some videos are over ${MAX_BYTES / 1024} KB: lower their size, length or quality in src/videos.ts.`);
  process.exit(1);
}
