import { expect, type Locator } from '@playwright/test';

/**
 * Every picture inside `scope` has alt text, a width and height, and has loaded a real image:
 * the site's own from its AVIF source (Chromium supports AVIF, so it must pick it over WebP), a
 * school's upload as the WebP the API made of it (or one of its narrower copies). Lazy pictures are scrolled into view first.
 */
export async function expectPicturesLoaded(scope: Locator, count: number): Promise<void> {
  const images = scope.locator('picture img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const hasAvif = await image.evaluate((img: HTMLImageElement) => img.parentElement?.querySelector('source[type="image/avif"]') !== null);
    // An upload's file is the picture or, as its srcset lets the browser choose, a narrower copy of it.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(hasAvif ? /\.avif$/ : /\/uploads\/[^/]+\/pages\/[0-9a-f-]{36}(-\d+w)?\.webp$/);
  }
}
