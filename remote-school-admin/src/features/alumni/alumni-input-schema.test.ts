import { ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { refusals } from '../../test-support/refusals';
import { AlumnusInputSchema, EMPTY_ALUMNUS_INPUT, type AlumnusInput } from './alumni-input-schema';

const valid: AlumnusInput = { ...EMPTY_ALUMNUS_INPUT, alumniName: 'Asha Bisht' };
const check = (input: AlumnusInput) => refusals(AlumnusInputSchema, input);

describe('AlumnusInputSchema', () => {
  it('takes an alumnus with only a name', () => {
    expect(check(valid)).toEqual({});
  });

  it('requires the name, with the spec’s message, and nothing else', () => {
    expect(check(EMPTY_ALUMNUS_INPUT)).toEqual({ alumniName: 'Name is required' });
    expect(check({ ...EMPTY_ALUMNUS_INPUT, alumniName: '   ' })).toEqual({ alumniName: 'Name is required' });
  });

  it('checks an e-mail address only when one is given', () => {
    expect(check({ ...valid, email: 'asha@' })).toEqual({ email: 'Enter a valid email address' });
    expect(check({ ...valid, email: 'asha@alumni.example' })).toEqual({});
  });

  it('takes the pass-out year as free text', () => {
    expect(check({ ...valid, passOutYear: '2019-20' })).toEqual({});
  });

  it('refuses a photo over the API’s limit before upload, with the API’s message (ui/person-input.test.ts checks the rest)', () => {
    const big = new File([new Uint8Array(ALUMNI_PHOTO.maxBytes + 1)], 'big.webp', { type: 'image/webp' });
    expect(check({ ...valid, picture: big })).toEqual({ picture: ALUMNI_PHOTO.refusal });
  });
});
