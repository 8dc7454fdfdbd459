import { changeToStore, difference } from './difference';

const LONG = 'x'.repeat(65);

test('an update keeps what changed, inside nested records too, and its short unchanged fields; never unchanged text, lists or records', () => {
  const before = { id: 3, kind: 'vision', version: 4, note: null, body: LONG, tags: ['a'], content: { en: 'Old', hi: 'पुराना', extra: { deep: 1 } } };
  const after = { id: 3, kind: 'vision', version: 5, note: null, body: LONG, tags: ['a'], content: { en: 'New', hi: 'पुराना', extra: { deep: 1 } } };
  expect(difference(before, after)).toEqual([
    { id: 3, kind: 'vision', version: 4, note: null, content: { en: 'Old' } },
    { id: 3, kind: 'vision', version: 5, note: null, content: { en: 'New' } },
  ]);
});

test('a changed list is kept whole; a field one side lacks is on the other alone; equal records keep only their short fields', () => {
  expect(difference({ tags: ['a', 'b'], gone: 'x' }, { tags: ['a'], added: LONG })).toEqual([{ tags: ['a', 'b'], gone: 'x' }, { tags: ['a'], added: LONG }]);
  expect(difference({ id: 1, body: LONG }, { id: 1, body: LONG })).toEqual([{ id: 1 }, { id: 1 }]);
});

test('a create or a delete is stored whole', () => {
  expect(changeToStore(undefined, { id: 1, body: LONG })).toEqual([undefined, { id: 1, body: LONG }]);
  expect(changeToStore({ id: 1 }, null)).toEqual([{ id: 1 }, null]);
});
