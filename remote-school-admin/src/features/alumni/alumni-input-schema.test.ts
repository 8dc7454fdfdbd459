import * as z from 'zod/mini';
import { ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { AlumnusInputSchema, EMPTY_ALUMNUS_INPUT, type AlumnusInput } from './alumni-input-schema';

const valid: AlumnusInput = { ...EMPTY_ALUMNUS_INPUT, alumniName: 'Asha Bisht' };

function refusals(input: AlumnusInput): Record<string, string> {
  const result = z.safeParse(AlumnusInputSchema, input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('AlumnusInputSchema', () => {
  it('takes an alumnus with only a name', () => {
    expect(refusals(valid)).toEqual({});
  });

  it('requires the name, with the spec’s message, and nothing else', () => {
    expect(refusals(EMPTY_ALUMNUS_INPUT)).toEqual({ alumniName: 'Name is required' });
    expect(refusals({ ...EMPTY_ALUMNUS_INPUT, alumniName: '   ' })).toEqual({ alumniName: 'Name is required' });
  });

  it('checks an e-mail address only when one is given', () => {
    expect(refusals({ ...valid, email: 'asha@' })).toEqual({ email: 'Enter a valid email address' });
    expect(refusals({ ...valid, email: 'asha@alumni.example' })).toEqual({});
  });

  it('takes the pass-out year as free text', () => {
    expect(refusals({ ...valid, passOutYear: '2019-20' })).toEqual({});
  });

  it('refuses a photo over the API’s limit before upload, with the API’s message', () => {
    const big = new File([new Uint8Array(ALUMNI_PHOTO.maxBytes + 1)], 'big.webp', { type: 'image/webp' });
    expect(refusals({ ...valid, picture: big })).toEqual({ picture: ALUMNI_PHOTO.refusal });
  });

  it('refuses a photo that is not an image', () => {
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(refusals({ ...valid, picture: pdf })).toEqual({ picture: 'Only JPEG, PNG, or WebP images are allowed.' });
    const photo = new File(['...'], 'asha.webp', { type: 'image/webp' });
    expect(refusals({ ...valid, picture: photo })).toEqual({});
  });
});
