import type { Page } from '@playwright/test';
import { expect, storeGet, storeUrl, test } from './fixtures';

/** `HTMLMediaElement.HAVE_CURRENT_DATA`: the browser has decoded a frame it can show. */
const HAVE_CURRENT_DATA = 2;

/** Every answer for a file under /videos/ the page asked for, with its status. */
function videoAnswers(page: Page): { url: string; status: number }[] {
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/videos/')) {
      answers.push({ url: response.url(), status: response.status() });
    }
  });
  return answers;
}

const drieluikVideo = (page: Page) => page.locator('[data-block="drieluik"] video');

for (const [store, path] of [
  ['nl-nl', '/heren-home/'],
  ['de-de', '/herren-home/'],
] as const) {
  test(`the drieluik video on the men's home plays in Chromium (${store})`, async ({ page, visit }) => {
    const answers = videoAnswers(page);
    await visit(storeUrl(store, path));
    const video = drieluikVideo(page);
    await expect(video).toHaveCount(1);
    // Its poster is the image of its column, from the image service.
    await expect(video).toHaveAttribute('poster', /^\/images\//);
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      source: new URL(element.currentSrc).pathname,
      error: element.error?.code ?? null,
      width: element.videoWidth,
      height: element.videoHeight,
    }));
    expect(state).toEqual({ source: '/videos/drieluik-men.mp4', error: null, width: 480, height: 640 });
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
    expect(answers.some((answer) => answer.url.endsWith('/videos/drieluik-men.mp4'))).toBe(true);
  });
}

test('a video is served in ranges and cached', async ({ request }) => {
  const whole = await storeGet(request, 'nl-nl', '/videos/drieluik-men.mp4');
  expect(whole.status()).toBe(200);
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  expect(whole.headers()['cache-control']).toMatch(/max-age=\d+/);
  const size = (await whole.body()).length;
  const part = await request.get(storeUrl('nl-nl', '/videos/drieluik-men.mp4'), {
    headers: { range: 'bytes=100-199' },
  });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${size}`);
  expect((await part.body()).length).toBe(100);
});

test('with reduced motion the video does not start: its poster stays', async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Checked by axe too: with reduced motion the usps block's marquee stands still and wraps (it once became a
  // scrollable row of text, which no keyboard could reach).
  await visit(storeUrl('fr-be', '/accueil-homme/'));
  const video = drieluikVideo(page);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('data-autoplay', 'off');
  await expect(video).toHaveAttribute('poster', /^\/images\//);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test('a video that cannot be loaded leaves its poster and a note instead of an empty box', async ({ page, visit }) => {
  await page.route('**/videos/drieluik-men.mp4', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await visit(storeUrl('de-de', '/herren-home/'));
  const block = page.locator('[data-block="drieluik"]');
  const fallback = block.locator('[data-video-fallback]');
  await expect(fallback).toHaveCount(1);
  await expect(block.locator('video')).toHaveCount(0);
  await expect(fallback.getByRole('img')).toHaveAttribute('src', /^\/images\//);
  await expect(fallback).toContainText('kann hier nicht abgespielt werden');
});
