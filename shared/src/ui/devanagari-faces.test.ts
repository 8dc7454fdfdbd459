/** The Devanagari faces: on a Hindi page added together once both are loaded (one layout of the page), elsewhere as they are. */

type Settle = () => void;

let settles: Settle[];
class FakeFontFace {
  status = 'unloaded';
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load = jest.fn(() => new Promise<this>((resolve) => settles.push(() => resolve(Object.assign(this, { status: 'loaded' })))));
}

beforeEach(() => {
  settles = [];
  jest.resetModules();
  Object.assign(globalThis, { FontFace: FakeFontFace });
});

const fontSet = () => {
  const added: FakeFontFace[] = [];
  return { added, fonts: { add: (face: FakeFontFace) => added.push(face) } as unknown as FontFaceSet };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('on a Hindi page both faces are loaded first and added together, once', async () => {
  const { addDevanagariFaces } = await import('./devanagari-faces');
  const { added, fonts } = fontSet();
  const done = addDevanagariFaces(true, fonts);
  expect(settles).toHaveLength(2);
  settles[1]?.();
  await flush();
  expect(added).toEqual([]);
  settles[0]?.();
  await done;
  expect(added.map((face) => [face.family, face.descriptors.weight, face.status])).toEqual([
    ['Site Devanagari', '400', 'loaded'],
    ['Site Devanagari', '700', 'loaded'],
  ]);
  expect(added[0]?.source).toMatch(/^url\(.+\) format\('woff2'\)$/);
  expect(added[0]?.descriptors).toMatchObject({ style: 'normal', display: 'swap', unicodeRange: expect.stringContaining('U+0900-097F') });
  await addDevanagariFaces(true, fonts);
  expect(added).toHaveLength(2);
});

test('elsewhere they are added unloaded, for the browser to fetch only if some text uses them', async () => {
  const { addDevanagariFaces } = await import('./devanagari-faces');
  const { added, fonts } = fontSet();
  await addDevanagariFaces(false, fonts);
  expect(added.map((face) => face.status)).toEqual(['unloaded', 'unloaded']);
  expect(added.every((face) => face.load.mock.calls.length === 0)).toBe(true);
});

test('a face that cannot load is still added: the text stays in the device’s face', async () => {
  const { addDevanagariFaces } = await import('./devanagari-faces');
  const { added, fonts } = fontSet();
  const failing = class extends FakeFontFace {
    override load = jest.fn(() => Promise.reject(new Error('offline')));
  };
  Object.assign(globalThis, { FontFace: failing });
  await addDevanagariFaces(true, fonts);
  expect(added).toHaveLength(2);
});
