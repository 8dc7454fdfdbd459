import * as z from 'zod/mini';
import type { PictureLimit } from '@school/shared/contracts/field-rules';
import { refusals } from '../test-support/refusals';
import { emptyPersonInput, personFields } from './person-input';

const LIMIT: PictureLimit = { maxBytes: 1000, refusal: 'The picture must be an image of at most 1 kB.' };
const Schema = z.object({ name: z.string(), ...personFields(LIMIT) });
const valid = emptyPersonInput({ name: z.string() });

describe('the picture of a person’s form (staff, alumni)', () => {
  it('starts empty: no text, no date of birth, no picture', () => {
    expect(valid).toEqual({ name: '', dob: '', picture: undefined, keptPicture: '' });
    expect(refusals(Schema, valid)).toEqual({});
  });

  it('refuses a picture over its record’s limit before upload, with the limit’s message', () => {
    const big = new File([new Uint8Array(LIMIT.maxBytes + 1)], 'big.png', { type: 'image/png' });
    expect(refusals(Schema, { ...valid, picture: big })).toEqual({ picture: LIMIT.refusal });
    const fits = new File([new Uint8Array(LIMIT.maxBytes)], 'fits.png', { type: 'image/png' });
    expect(refusals(Schema, { ...valid, picture: fits })).toEqual({});
  });

  it('refuses a file that is not an image', () => {
    for (const type of ['text/plain', 'application/pdf']) {
      const file = new File(['hello'], 'notes', { type });
      expect(refusals(Schema, { ...valid, picture: file })).toEqual({ picture: 'Only JPEG, PNG, or WebP images are allowed.' });
    }
    const photo = new File(['...'], 'jane.webp', { type: 'image/webp' });
    expect(refusals(Schema, { ...valid, picture: photo })).toEqual({});
  });
});
