import * as z from 'zod';
import { zodResolver } from './zod-resolver';

const schema = z.object({
  name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
  age: z.string().regex(/^\d+$/, 'Digits only').transform(Number),
});
const options = { fields: {}, shouldUseNativeValidation: false };

test('valid values come back transformed, with no errors', async () => {
  expect(await zodResolver(schema)({ name: 'Asha', age: '12' }, undefined, options)).toEqual({ values: { name: 'Asha', age: 12 }, errors: {} });
});

test('each failing field gets the first of its messages', async () => {
  const result = await zodResolver(schema)({ name: '', age: 'x' }, undefined, options);
  expect(result.values).toEqual({});
  expect(result.errors).toEqual({
    name: { type: 'too_small', message: 'Name is required' },
    age: { type: 'invalid_format', message: 'Digits only' },
  });
});
