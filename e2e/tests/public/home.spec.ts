import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/site';
import { expectNoA11yViolations } from '../../support/axe';
import { logInAsSchoolAdmin } from '../../support/school-admin';
import { expectPageShown } from '../../support/page-shown';

/** The home page's section headings below the banner: the notice board (issue 16), then the order of docs/product.md#home-page. */
const SECTIONS = ['Notice Board', 'Vision and Mission', 'Our Leadership', 'Our Top Performers', 'About the school', 'Photo Gallery', 'Useful Links'];

/** The external links of docs/product.md#home-page, by the site each leads to. */
const LINK_HOSTS = ['pmshri.education.gov.in', 'swayam.gov.in', 'diksha.gov.in', 'uk.gov.in', 'www.ncs.gov.in', 'ncert.nic.in'];

const banner = (page: Page) => page.getByRole('region', { name: /^Welcome to / });
const gallery = (page: Page) => page.getByRole('region', { name: 'Photo Gallery' });
const linksSection = (page: Page) => page.getByRole('region', { name: 'Useful Links' });
/** The carousels (WAI-ARIA APG: regions whose slides are groups named "2 of 5"). */
const bannerCarousel = (page: Page) => banner(page).getByRole('region', { name: 'Banner pictures' });
const linksRegion = (page: Page) => linksSection(page).getByRole('region', { name: 'Links to other websites' });

/** The "N" of a slide's name "N of M". */
const slideNumber = (label: string) => Number(label.split(' of ')[0]);

/** Which banner picture is on view, as its slide is named: "2 of 5". Slides out of view are hidden from the accessibility tree. */
async function bannerShown(page: Page): Promise<string> {
  return (await bannerCarousel(page).getByRole('group').getAttribute('aria-label')) ?? '';
}

/** Which of the five banner pictures is on view, 0 to 4. */
async function bannerIndex(page: Page): Promise<number> {
  return slideNumber(await bannerShown(page)) - 1;
}

/**
 * Times, inside the page, the next two changes of the slide on view (the leftmost, for the
 * links), as a screen reader or a user would notice them: which slides are no longer hidden.
 */
function nextTwoChanges(carousel: Locator): Promise<{ at: number; label: string }[]> {
  return carousel.evaluate(
    (region) =>
      new Promise<{ at: number; label: string }[]>((resolve) => {
        const leftmost = () =>
          [...region.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden="true"])')]
            .map((slide) => ({ x: slide.getBoundingClientRect().x, label: slide.getAttribute('aria-label') ?? '' }))
            .sort((a, b) => a.x - b.x)[0]?.label ?? '';
        const changes: { at: number; label: string }[] = [];
        let last = leftmost();
        new MutationObserver((_, observer) => {
          const label = leftmost();
          if (label === last) return;
          last = label;
          changes.push({ at: performance.now(), label });
          if (changes.length < 2) return;
          observer.disconnect();
          resolve(changes);
        }).observe(region, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
      }),
  );
}

/** The links carousel, once its section has been scrolled near and it has been started (its Pause button shows). */
async function linksCarousel(page: Page, { turning = true } = {}): Promise<Locator> {
  await linksSection(page).scrollIntoViewIfNeeded();
  const carousel = linksRegion(page);
  await expect(carousel).toBeVisible();
  if (turning) await expect(carousel.getByRole('button', { name: 'Pause the links' })).toBeVisible();
  return carousel;
}

/** Scrolls through the whole page, so every section that waits to be near loads. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('list').filter({ has: page.locator('.home-topper') })).toHaveCount(2);
  await expect(linksRegion(page).getByRole('button', { name: /^(Pause|Play) the links$/ })).toBeVisible();
}

/** The links on view (not hidden from the accessibility tree), by the site each leads to, left to right on screen. */
async function linksOnView(carousel: Locator): Promise<string[]> {
  const links = await carousel
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => ({ host: new URL((a as HTMLAnchorElement).href).hostname, x: a.getBoundingClientRect().x })));
  return links.sort((a, b) => a.x - b.x).map((link) => link.host);
}

/** The same links in the document's order, which Tab follows. */
async function linksInTabOrder(carousel: Locator): Promise<string[]> {
  return carousel.getByRole('link').evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).hostname));
}

/** Every link of the carousel, on view or not, in the order of the list (its slides' "N of 6"). */
async function allLinks(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) =>
    [...region.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => ({ n: Number(slide.getAttribute('aria-label')?.split(' of ')[0]), href: slide.querySelector('a')?.href ?? '' }))
      .sort((a, b) => a.n - b.n)
      .map((link) => new URL(link.href).hostname),
  );
}

/** Slides of the links carousel lying wholly inside its frame, hidden or not: those on view, and no other. */
async function fullyVisibleLinks(carousel: Locator): Promise<number> {
  return carousel.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    return [...element.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

/** Two boxes in the same place, give or take rounding. */
function expectSameBox(actual: { x: number; y: number; width: number; height: number } | null, expected: typeof actual): void {
  expect(actual).not.toBeNull();
  expect(expected).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((actual?.[side] ?? 0) - (expected?.[side] ?? 0))).toBeLessThanOrEqual(1);
}

for (const width of [375, 1280]) {
  test(`at ${width} px the banner's first picture is the school's upload, shown by the host while the home page's code loads, fetched once and drawn in the same box`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The content remote's files are held back until the host's placeholder has been seen.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${site.ports.content}/**`, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/');
    const placeholder = page.locator('.landing-placeholder img');
    await expect(placeholder).toHaveAttribute('src', /\/uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => placeholder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const picture = await placeholder.getAttribute('src');
    const placeholderBox = await placeholder.boundingBox();
    release();

    await expect(bannerCarousel(page)).toBeVisible();
    // Found by name whether or not it is still on view (the banner turns after three seconds).
    const first = bannerCarousel(page).getByRole('group', { name: '1 of 5', includeHidden: true }).getByRole('img', { includeHidden: true });
    // The banner's first picture takes the placeholder's place (measured at once, before the first
    // move): nothing shifts when the code arrives.
    expectSameBox(await first.boundingBox(), placeholderBox);
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(picture);
    expect(requests.filter((url) => url === picture)).toHaveLength(1);
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the home page stacks the banner and then its sections in the order of the spec', async ({ page }) => {
    const main = page.getByRole('main');
    const sections = main.getByRole('region');
    await expect(sections.first()).toHaveAccessibleName('Welcome to PM SHRI Government Inter College');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
    // Each heading sits lower on the page than the one before.
    const tops: number[] = [];
    for (const heading of await main.getByRole('heading', { level: 2 }).all()) {
      tops.push((await heading.boundingBox())?.y ?? Number.NaN);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test('the banner welcomes visitors by the scheme and the motto, word for word', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to PM SHRI Government Inter College');
    await expect(banner(page).getByText('Empowering Students , Shaping Future', { exact: true })).toBeVisible();
  });

  test('the banner holds five pictures 340 px high; the first loads at once with high priority', async ({ page }) => {
    await expect(bannerCarousel(page)).toBeVisible();
    const slides = bannerCarousel(page).getByRole('group', { includeHidden: true });
    await expect(slides).toHaveCount(5);
    const names = await slides.evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')));
    expect(names.sort()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    const picture = (name: string) => bannerCarousel(page).getByRole('group', { name, includeHidden: true }).getByRole('img', { includeHidden: true });
    const first = picture('1 of 5');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('width', /^\d+$/);
    await expect(first).toHaveAttribute('height', /^\d+$/);
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await first.boundingBox())?.height).toBe(340);
    await expect(picture('5 of 5')).toHaveAttribute('loading', 'lazy');
  });

  test('the banner moves on by itself about every three seconds, sliding for a second', async ({ page }) => {
    await expect(bannerCarousel(page)).toBeVisible();
    // Two changes it makes by itself, timed inside the page: a timer never fires early, but on a
    // busy machine it may fire late, so only the lower bound is tight.
    const [first, second] = await nextTwoChanges(bannerCarousel(page));
    expect(slideNumber(second?.label ?? '')).toBe((slideNumber(first?.label ?? '') % 5) + 1);
    const interval = (second?.at ?? 0) - (first?.at ?? 0);
    expect(interval).toBeGreaterThan(2500);
    expect(interval).toBeLessThan(9000);
    expect(await bannerCarousel(page).getByRole('group').evaluate((slide) => getComputedStyle(slide).transitionDuration)).toBe('1s');
  });

  test('the arrows show only while the pointer is over the banner, and step through the loop', async ({ page }) => {
    await expect(bannerCarousel(page)).toBeVisible();
    const previous = banner(page).getByRole('button', { name: 'Previous slide' });
    const next = banner(page).getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveCSS('opacity', '0');
    await expect(next).toHaveCSS('opacity', '0');

    await banner(page).hover();
    await expect(previous).toHaveCSS('opacity', '1');
    await expect(next).toHaveCSS('opacity', '1');

    // Stop the clock so that only the arrows move the slides.
    await banner(page).getByRole('button', { name: 'Pause the slideshow' }).click();
    const start = await bannerIndex(page);
    await next.click();
    await expect.poll(() => bannerIndex(page)).toBe((start + 1) % 5);
    await previous.click();
    await expect.poll(() => bannerIndex(page)).toBe(start);
    for (let step = 0; step <= start; step += 1) {
      await previous.click();
    }
    // Before the first picture comes the fifth: the slider loops.
    await expect.poll(() => bannerIndex(page)).toBe(4);
    await expect(bannerCarousel(page).getByRole('group')).toHaveAccessibleName('5 of 5');

    await page.getByRole('heading', { name: 'Vision and Mission' }).hover();
    await expect(previous).toHaveCSS('opacity', '0');
  });

  test('a keyboard user reaches the hidden controls, which show while focused: Pause first, then the arrows', async ({ page }) => {
    await expect(bannerCarousel(page)).toBeVisible();
    const pause = banner(page).getByRole('button', { name: 'Pause the slideshow' });
    await expect(pause).toHaveCSS('opacity', '0');
    // The menu's last entry comes just before the banner in the Tab order.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).focus();
    await page.keyboard.press('Tab');
    await expect(pause).toBeFocused();
    await expect(pause).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await expect(banner(page).getByRole('button', { name: 'Previous slide' })).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Next slide' })).toBeFocused();
  });

  test('the banner holds still while the pointer is over it or the keyboard is in it, and goes on after', async ({ page }) => {
    await expect(bannerCarousel(page)).toBeVisible();
    await banner(page).hover();
    const hovered = await bannerShown(page);
    await page.waitForTimeout(4500); // proving a thing does not happen takes its interval
    expect(await bannerShown(page)).toBe(hovered);
    await page.getByRole('heading', { name: 'Vision and Mission' }).hover();
    await expect.poll(() => bannerShown(page), { timeout: 6000 }).not.toBe(hovered);

    // The pointer out of the way: the focus below scrolls the banner back to where it rests.
    await page.mouse.move(0, 0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).focus();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Pause the slideshow' })).toBeFocused();
    const focused = await bannerShown(page);
    await page.waitForTimeout(4500);
    expect(await bannerShown(page)).toBe(focused);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => bannerShown(page), { timeout: 6000 }).not.toBe(focused);
  });

  test('the pause button stops the slideshow for good and the play button starts it again at once', async ({ page }) => {
    await expect(bannerCarousel(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Pause the slideshow' }).click();
    // The pointer off the banner, which would hold it too.
    await page.getByRole('heading', { name: 'Vision and Mission' }).hover();
    const paused = await bannerShown(page);
    await page.waitForTimeout(4500);
    expect(await bannerShown(page)).toBe(paused);
    // Play means now, though the pointer is over the banner again to press it.
    await banner(page).getByRole('button', { name: 'Play the slideshow' }).click();
    await expect.poll(() => bannerShown(page), { timeout: 6000 }).not.toBe(paused);
  });

  test('Vision and Mission shows two cards; the mission counts more than 14,500 exemplar schools', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Vision and Mission' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('heading')).toHaveText(['Our Vision', 'Our Mission']);
    await expect(cards.nth(1)).toContainText('more than 14,500 exemplar schools');
  });

  test('four dignitaries show with their picture, name and title', async ({ page }) => {
    const cards = page.getByRole('region', { name: 'Our Leadership' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S/);
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
      await expect(card.getByRole('paragraph')).toHaveText(/\S/);
    }
  });

  test('the About section has one About School tab with a picture, a video on demand and an About text', async ({
    page,
  }) => {
    const about = page.getByRole('region', { name: 'About the school' });
    await expect(about).toHaveAttribute('id', 'AboutPmShri');
    const tabs = about.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveCount(1);
    const tab = tabs.getByRole('tab', { name: 'About School' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = about.getByRole('tabpanel', { name: 'About School' });
    await expect(panel.getByRole('img')).toHaveAttribute('alt', /\S/);
    await expect(panel).toContainText('Uttarakhand');
    await expect(about.getByRole('heading', { level: 3, name: 'About', exact: true })).toBeVisible();
  });

  test('the gallery shows the first eight of its pictures', async ({ page }) => {
    const section = gallery(page);
    await expect(section).toHaveAttribute('id', 'gallery');
    const pictures = section.getByRole('listitem').getByRole('img');
    await expect(pictures).toHaveCount(8);
    const alts = await pictures.evaluateAll((images) => images.map((img) => img.getAttribute('alt')));
    expect(new Set(alts).size).toBe(8);
  });

  test('a gallery picture opens full screen; the close button closes it and focus returns', async ({ page }) => {
    const opener = gallery(page).getByRole('listitem').getByRole('link').first();
    const name = await opener.getByRole('img').getAttribute('alt');
    await opener.click();
    const viewer = page.getByRole('dialog', { name: name ?? '' });
    await expect(viewer).toBeVisible();
    expect(await viewer.evaluate((dialog: HTMLDialogElement) => dialog.matches(':modal'))).toBe(true);
    await expect(viewer.getByRole('img', { name: name ?? '' })).toBeVisible();
    // It fills the screen.
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
    const close = viewer.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await close.click();
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the viewer also closes on a click on the backdrop, and on Escape', async ({ page }) => {
    const opener = gallery(page).getByRole('listitem').getByRole('link').nth(2);
    await opener.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    // A click on the picture itself keeps the viewer open.
    await viewer.getByRole('img').click();
    await expect(viewer).toBeVisible();
    await viewer.click({ position: { x: 20, y: 450 } });
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('View More leads to the photo gallery page', async ({ page, site }) => {
    await gallery(page).getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(`${site.url}/photos`);
    await expect(gallery(page)).toHaveCount(0);
  });

  test('the six external links open in a new tab', async ({ page }) => {
    const carousel = linksRegion(page);
    expect(await allLinks(carousel)).toEqual(LINK_HOSTS);
    const links = carousel.getByRole('link', { includeHidden: true });
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    for (const link of await carousel.getByRole('link').all()) {
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  test('the links carousel moves by itself every two seconds, backwards through the list', async ({ page }) => {
    const carousel = await linksCarousel(page);
    const [first, second] = await nextTwoChanges(carousel);
    // The link coming in on the left is the one before the leftmost: the list passes by backwards.
    expect(slideNumber(second?.label ?? '')).toBe(((slideNumber(first?.label ?? '') + 4) % 6) + 1);
    const interval = (second?.at ?? 0) - (first?.at ?? 0);
    expect(interval).toBeGreaterThan(1500);
    expect(interval).toBeLessThan(6000);
  });

  test('on the home page there is no WCAG 2.1 A/AA violation, with the viewer closed or open', async ({ page }) => {
    await scrollThrough(page);
    await expectNoA11yViolations(page);
    await gallery(page).getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('the links carousel shows as many links as the width allows', () => {
  for (const [width, perView] of [
    [320, 2],
    [375, 2],
    [480, 2],
    [768, 3],
    [1024, 4],
    [1280, 5],
  ] as const) {
    test(`${perView} at ${width} px`, async ({ page }) => {
      // Held still, so that no slide is caught half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const carousel = await linksCarousel(page, { turning: false });
      await expect(carousel.getByRole('link')).toHaveCount(perView);
      expect(await fullyVisibleLinks(carousel)).toBe(perView);
    });
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px a keyboard user tabs through the links on view in their order on screen, brings in the others with Next, and the carousel holds still meanwhile`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = await linksCarousel(page);
    const perView = width === 375 ? 2 : 5;
    const hostOfFocused = () => page.evaluate(() => new URL((document.activeElement as HTMLAnchorElement).href).hostname);

    await gallery(page).getByRole('link', { name: 'View More' }).focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Pause the links' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Previous link' })).toBeFocused();
    await page.keyboard.press('Tab');
    const next = carousel.getByRole('button', { name: 'Next link' });
    await expect(next).toBeFocused();

    // Once a move has ended (a second), the links stand in the document in their order on screen.
    await expect.poll(async () => JSON.stringify(await linksInTabOrder(carousel)) === JSON.stringify(await linksOnView(carousel))).toBe(true);
    const onView = await linksOnView(carousel);
    expect(onView).toHaveLength(perView);
    const tabbed: string[] = [];
    for (let step = 0; step < perView; step += 1) {
      await page.keyboard.press('Tab');
      tabbed.push(await hostOfFocused());
    }
    expect(tabbed).toEqual(onView);
    // Tab leaves after the last link on view: the links out of view are inert.
    await page.keyboard.press('Tab');
    await expect(carousel.locator(':focus')).toHaveCount(0);

    // With the keyboard in it, the carousel holds still (it turns every two seconds otherwise).
    await next.focus();
    const held = await linksOnView(carousel);
    await page.waitForTimeout(2500);
    expect(await linksOnView(carousel)).toEqual(held);
    // Next brings the others in, one at a time: every link can be reached.
    const seen = new Set([...onView, ...held]);
    for (let step = 0; step < 6 - perView; step += 1) {
      await next.press('Enter');
      for (const host of await linksOnView(carousel)) seen.add(host);
    }
    expect([...seen].sort()).toEqual([...LINK_HOSTS].sort());

    // Once the focus has gone, the carousel turns on its own again.
    await page.getByRole('heading', { name: 'Useful Links' }).click();
    await expect(carousel.locator(':focus')).toHaveCount(0);
    const before = await linksOnView(carousel);
    await expect.poll(() => linksOnView(carousel), { timeout: 5000 }).not.toEqual(before);
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the top performers load only when scrolled near, with scores and the seniors’ streams', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/');
    await expectPageShown(page);
    expect(fetched.filter((url) => url.includes('toppers-list'))).toEqual([]);

    const section = page.getByRole('region', { name: 'Our Top Performers' });
    await section.scrollIntoViewIfNeeded();
    const students = section.getByRole('listitem');
    await expect(students).toHaveCount(6);
    expect(fetched.filter((url) => url.includes('toppers-list'))).toHaveLength(1);
    for (const student of await students.all()) {
      await expect(student.getByRole('heading', { level: 4 })).toHaveText(/\S/);
      await expect(student.getByRole('img')).toHaveAttribute('alt', /\S/);
      await expect(student.getByText(/^\d{1,3}(\.\d+)?%$/)).toHaveCount(1);
    }
    const seniors = section.getByRole('list').filter({ has: page.getByText(/^Stream: /) });
    await expect(seniors.getByText(/^Stream: /)).toHaveText(['Stream: Science', 'Stream: Commerce', 'Stream: Arts']);
  });

  test('nothing on the home page moves while it loads and is scrolled through', async ({ page }) => {
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          // The page's own content; the footer moving down as the remote replaces the host's
          // loading line is the shell's business.
          const main = document.querySelector('main');
          if (!entry.hadRecentInput && entry.sources.some((source) => source.node && main?.contains(source.node))) {
            shifts.push(entry.value);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  });

  test('on the home page there is no WCAG 2.1 A/AA violation, with the viewer closed or open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expectNoA11yViolations(page);
    await gallery(page).getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('a video the school adds on its About page reaches YouTube only when a visitor asks for it', async ({ page, site }) => {
  await logInAsSchoolAdmin(page, site.url, '/Manage-Pages/about');
  await page.getByLabel('YouTube video').fill('abcdefghijk');
  await page.getByLabel('Title of the video (English)').fill('A walk round the school');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Home: About the school saved')).toBeVisible();

  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.endsWith('localhost')) thirdParty.push(request.url());
  });
  // The closed network here has no YouTube; the page only has to ask for it.
  await page.route(/youtube/, (route) => route.abort());
  await page.goto('/');
  const about = page.getByRole('region', { name: 'About the school' });
  await about.scrollIntoViewIfNeeded();
  await expect(about.getByRole('link', { name: /^Play video/ })).toBeVisible();
  await expect(about.locator('iframe')).toHaveCount(0);
  await expectPageShown(page);
  expect(thirdParty).toEqual([]);

  await about.getByRole('link', { name: /^Play video/ }).click();
  const player = about.locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/);
  await expect(player).toHaveAttribute('title', 'A walk round the school');
  await expect(player).toBeFocused();
  await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});
