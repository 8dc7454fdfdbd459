import type { StaffRecord } from '@school/shared/contracts/records';
import { photo } from '../../test-support/content-form';
import { draftedChange, setUpRecordDraftTests } from '../../test-support/record-draft';
import { saveStaffMember } from './api/save-staff-member';
import { toStaffInput } from './api/get-staff-member';
import { staffOfDraft, staffShown } from './staff-draft';
import type { StaffInput } from './staff-input-schema';

jest.mock('../../ui/drafts/save-record-draft', () => ({ ...jest.requireActual('../../ui/drafts/save-record-draft'), postRecordForm: jest.fn() }));

const stored: StaffRecord = {
  schoolStaffId: 12,
  fullName: 'Asha Verma',
  designation: 'TGT (Science)',
  qualification: 'M.Sc.',
  phone1: '9876500000',
  email: 'asha@example.org',
  roles: null,
  dob: '1980-04-02',
  staffType: 'null',
  active: true,
  profilePicUrl: 'media/83181/staff/asha.jpg',
  schoolId: 3,
  category: 'tgt',
};

/** The form an editor's staff dialog sends as a draft, as the API keeps it. */
const drafted = (input: StaffInput, schoolStaffId?: number) =>
  draftedChange('staff', { add: '/School/Staff/Add', update: '/School/Staff/Update' }, (saving) => saveStaffMember(input, schoolStaffId, saving), schoolStaffId);

setUpRecordDraftTests();

describe('a staff member’s draft', () => {
  it('opens in the staff form as its author left it, the picture it brought now kept', async () => {
    const input: StaffInput = { ...toStaffInput(stored), fullName: 'Ravi Kumar', category: 'pgt', active: false, picture: photo('ravi.jpg'), keptPicture: '' };
    const change = await drafted(input);
    const member = staffOfDraft(change, null);
    expect(member.schoolStaffId).toBe(0);
    expect(toStaffInput(member)).toEqual({ ...input, picture: undefined, keptPicture: 'media/83181/staff/ravi.jpg' });
  });

  it('of a stored member keeps its id, its kept picture and what the form has no say over', async () => {
    const input: StaffInput = { ...toStaffInput(stored), designation: 'PGT (Physics)', qualification: '', dob: '' };
    const member = staffOfDraft(await drafted(input, 12), stored);
    expect(member).toMatchObject({ schoolStaffId: 12, schoolId: 3, staffType: 'null', profilePicUrl: stored.profilePicUrl, qualification: null, dob: null });
    expect(toStaffInput(member)).toEqual(input);
  });

  it('shows each field under the form’s label, the picture with its alt text', () => {
    expect(staffShown(stored)).toEqual([
      { label: 'Profile Picture', text: '', pictures: [{ path: 'media/83181/staff/asha.jpg', alt: 'Profile picture of Asha Verma' }] },
      { label: 'Full Name', text: 'Asha Verma' },
      { label: 'Designation', text: 'TGT (Science)' },
      { label: 'Qualification', text: 'M.Sc.' },
      { label: 'Date of Birth', text: '02-04-1980' },
      { label: 'Email', text: 'asha@example.org' },
      { label: 'Phone', text: '9876500000' },
      { label: 'Category', text: 'TGT (Trained Graduate Teacher)' },
      { label: 'Active', text: 'Yes' },
    ]);
    const bare = staffShown({ ...stored, profilePicUrl: null, qualification: null, dob: null, category: null, active: false });
    expect(bare.map((field) => field.text)).toEqual(['None', 'Asha Verma', 'TGT (Science)', 'None', 'None', 'asha@example.org', '9876500000', 'None', 'No']);
  });
});
