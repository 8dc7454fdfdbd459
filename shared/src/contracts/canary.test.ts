import { createHash } from 'node:crypto';
import { canaryBucket, chosenRelease, releaseFor } from './canary';
import type { SiteRemote } from './remote-releases';

/**
 * The canary's statistics, proven here over many browsers; the deploy suite proves only that the
 * page loads what this function chooses (e2e/tests/deploy/release-channels.spec.ts).
 */
const none: SiteRemote = { stable: null, canary: null, pin: null, off: false, revision: 0 };
const v1 = { version: 'v1', integrity: 'sha384-one' };
const v2 = { version: 'v2', integrity: 'sha384-two' };
const channel = (share: number): SiteRemote => ({ ...none, stable: v1, canary: { ...v2, share } });

/**
 * 100,000 ids shaped as the host makes them (four random 32-bit numbers joined by dashes), drawn
 * from a hash of their index: as good as random, and the same every run, so no run fails by chance.
 */
const ids = Array.from({ length: 100_000 }, (_, index) => {
  const bytes = createHash('sha256').update(`browser ${index}`).digest();
  return [0, 4, 8, 12].map((at) => bytes.readUInt32LE(at)).join('-');
});
const onV2 = (share: number) => ids.filter((id) => releaseFor(channel(share), id, 'content')?.version === 'v2');

describe('the canary reaches its share of 100,000 browsers', () => {
  // n p ± 3 √(n p (1 − p)): what a fair draw per browser stays inside but for about 3 sets of ids in 1,000.
  test.each([
    [1, 1_000, 30],
    [20, 20_000, 380],
    [50, 50_000, 475],
    [99, 99_000, 30],
  ])('at %i %%: %i ± %i', (share, expected, bound) => {
    const count = onV2(share).length;
    expect(count).toBeGreaterThanOrEqual(expected - bound);
    expect(count).toBeLessThanOrEqual(expected + bound);
  });

  test('at 0 % none, at 100 % every one', () => {
    expect(onV2(0)).toHaveLength(0);
    expect(onV2(100)).toHaveLength(ids.length);
  });

  test('raising the share keeps every browser already in it', () => {
    const at50 = new Set(onV2(50));
    expect(onV2(20).filter((id) => !at50.has(id))).toEqual([]);
  });

  test('the buckets are spread evenly: each tenth of them holds 10,000 ± 285 browsers', () => {
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const id of ids) tenths[Math.floor(canaryBucket(id, 'content') / 1000)]! += 1;
    for (const count of tenths) expect(Math.abs(count - 10_000)).toBeLessThanOrEqual(285);
  });
});

test('a browser keeps its bucket on every visit, and each remote draws its own', () => {
  expect(ids.slice(0, 1000).every((id) => canaryBucket(id, 'content') === canaryBucket(id, 'content'))).toBe(true);
  // Independent draws agree 1 time in 10,000; of 1,000 browsers, a handful at most.
  const same = ids.slice(0, 1000).filter((id) => canaryBucket(id, 'content') === canaryBucket(id, 'schoolAdmin'));
  expect(same.length).toBeLessThan(5);
});

test('similar ids land apart: consecutive numbers are not in consecutive buckets', () => {
  const buckets = Array.from({ length: 1000 }, (_, index) => canaryBucket(`browser-${index}`, 'content'));
  const inCanary = buckets.filter((bucket) => bucket < 2000).length;
  expect(inCanary).toBeGreaterThanOrEqual(200 - 38);
  expect(inCanary).toBeLessThanOrEqual(200 + 38);
});

test('the school’s pin comes first, then the canary within its share, then stable, then none', () => {
  const both = channel(20);
  expect(chosenRelease(both, 1999)).toEqual({ ...v2, share: 20 });
  expect(chosenRelease(both, 2000)).toEqual(v1);
  expect(chosenRelease({ ...both, pin: v1 }, 0)).toEqual(v1);
  expect(chosenRelease({ ...none, canary: { ...v2, share: 20 } }, 5000)).toBeUndefined();
  expect(chosenRelease(none, 0)).toBeUndefined();
});
