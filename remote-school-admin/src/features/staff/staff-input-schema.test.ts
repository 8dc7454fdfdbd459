import * as z from 'zod/mini';
import { STAFF_PICTURE } from '@school/shared/contracts/staff';
import { EMPTY_STAFF_INPUT, StaffInputSchema, type StaffInput } from './staff-input-schema';

const valid: StaffInput = { ...EMPTY_STAFF_INPUT, fullName: 'Jane Doe', designation: 'TGT (Science)' };

/** The message of each field the schema refuses. */
function refusals(input: StaffInput): Record<string, string> {
  const result = z.safeParse(StaffInputSchema, input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('StaffInputSchema', () => {
  it('takes a member with only a full name and a designation', () => {
    expect(refusals(valid)).toEqual({});
  });

  it('requires the full name and the designation, with the spec’s messages', () => {
    expect(refusals(EMPTY_STAFF_INPUT)).toEqual({
      fullName: 'Full name is required',
      designation: 'Designation is required',
    });
  });

  it('takes blanks as empty', () => {
    expect(refusals({ ...valid, fullName: '  ', designation: '\t' })).toEqual({
      fullName: 'Full name is required',
      designation: 'Designation is required',
    });
  });

  it('checks an e-mail address only when one is given', () => {
    expect(refusals({ ...valid, email: 'jane.school.example' })).toEqual({ email: 'Enter a valid email address' });
    expect(refusals({ ...valid, email: 'jane@school.example' })).toEqual({});
  });

  it('refuses a picture over the API’s limit before upload, with the API’s message (the same constant as the API’s test)', () => {
    const big = new File([new Uint8Array(STAFF_PICTURE.maxBytes + 1)], 'big.png', { type: 'image/png' });
    expect(refusals({ ...valid, picture: big })).toEqual({ picture: STAFF_PICTURE.refusal });
    const fits = new File([new Uint8Array(STAFF_PICTURE.maxBytes)], 'fits.png', { type: 'image/png' });
    expect(refusals({ ...valid, picture: fits })).toEqual({});
  });

  it('refuses a profile picture that is not an image', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(refusals({ ...valid, picture: text })).toEqual({ picture: 'Only JPEG, PNG, or WebP images are allowed.' });
    const photo = new File(['...'], 'jane.png', { type: 'image/png' });
    expect(refusals({ ...valid, picture: photo })).toEqual({});
  });

  it('leaves the other fields optional and trims what it submits', () => {
    const parsed = z.parse(StaffInputSchema, { ...valid, fullName: ' Jane Doe ', qualification: ' M.Sc. ', phone: ' 98765 43210 ' });
    expect(parsed).toMatchObject({ fullName: 'Jane Doe', qualification: 'M.Sc.', phone: '98765 43210', active: true });
  });
});
