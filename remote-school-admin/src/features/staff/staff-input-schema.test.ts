import * as z from 'zod/mini';
import { STAFF_PICTURE } from '@school/shared/contracts/staff';
import { refusals } from '../../test-support/refusals';
import { EMPTY_STAFF_INPUT, StaffInputSchema, type StaffInput } from './staff-input-schema';

const valid: StaffInput = { ...EMPTY_STAFF_INPUT, fullName: 'Jane Doe', designation: 'TGT (Science)' };
const check = (input: StaffInput) => refusals(StaffInputSchema, input);
const bothRequired = { fullName: 'Full name is required', designation: 'Designation is required' };

describe('StaffInputSchema', () => {
  it('takes a member with only a full name and a designation, Active by default', () => {
    expect(check(valid)).toEqual({});
    expect(EMPTY_STAFF_INPUT.active).toBe(true);
  });

  it('requires the full name and the designation, with the spec’s messages, and takes blanks as empty', () => {
    expect(check(EMPTY_STAFF_INPUT)).toEqual(bothRequired);
    expect(check({ ...valid, fullName: '  ', designation: '\t' })).toEqual(bothRequired);
  });

  it('checks an e-mail address only when one is given', () => {
    expect(check({ ...valid, email: 'jane.school.example' })).toEqual({ email: 'Enter a valid email address' });
    expect(check({ ...valid, email: 'jane@school.example' })).toEqual({});
  });

  it('refuses a picture over the API’s limit before upload, with the API’s message (ui/person-input.test.ts checks the rest)', () => {
    const big = new File([new Uint8Array(STAFF_PICTURE.maxBytes + 1)], 'big.png', { type: 'image/png' });
    expect(check({ ...valid, picture: big })).toEqual({ picture: STAFF_PICTURE.refusal });
  });

  it('leaves the other fields optional and trims what it submits', () => {
    const parsed = z.parse(StaffInputSchema, { ...valid, fullName: ' Jane Doe ', qualification: ' M.Sc. ', phone: ' 98765 43210 ' });
    expect(parsed).toMatchObject({ fullName: 'Jane Doe', qualification: 'M.Sc.', phone: '98765 43210', active: true });
  });
});
