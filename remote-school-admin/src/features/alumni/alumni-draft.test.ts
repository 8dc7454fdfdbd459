import type { AlumnusRecord } from '@school/shared/contracts/records';
import { photo } from '../../test-support/content-form';
import { draftedChange, setUpRecordDraftTests } from '../../test-support/record-draft';
import { saveAlumnus } from './api/save-alumnus';
import { toAlumnusInput } from './api/get-alumnus';
import { alumnusOfDraft, alumnusShown } from './alumni-draft';
import type { AlumnusInput } from './alumni-input-schema';

jest.mock('../../ui/drafts/save-record-draft', () => ({ ...jest.requireActual('../../ui/drafts/save-record-draft'), postRecordForm: jest.fn() }));

const stored: AlumnusRecord = {
  alumniId: 8,
  alumniName: 'Meera Nair',
  email: 'meera@example.org',
  dob: '1995-11-20',
  passOutYear: '2012',
  description: 'Engineer',
  phone: '9000000001',
  photo: 'media/83181/alumni/meera.jpg',
  schoolId: 3,
  active: true,
};

/** The form an editor's alumni dialog sends as a draft, as the API keeps it. */
const drafted = (input: AlumnusInput, alumniId?: number) =>
  draftedChange('alumni', { add: '/School/Alumni/Add', update: '/School/Alumni/Update' }, (saving) => saveAlumnus(input, alumniId, saving), alumniId);

setUpRecordDraftTests();

describe('an alumnus’s draft', () => {
  it('of a new alumnus opens in the alumni form as its author left it, the photo it brought now kept', async () => {
    const input: AlumnusInput = { ...toAlumnusInput(stored), alumniName: 'Kiran Rao', picture: photo('kiran.jpg'), keptPicture: '' };
    const change = await drafted(input);
    expect(toAlumnusInput(alumnusOfDraft(change, null))).toEqual({ ...input, picture: undefined, keptPicture: 'media/83181/alumni/kiran.jpg' });
  });

  it('saved again keeps the photo it holds, as a kept photo, also for a new alumnus', async () => {
    const input: AlumnusInput = { ...toAlumnusInput(stored), keptPicture: 'media/83181/alumni/kiran.jpg' };
    const change = await drafted(input);
    expect(change.fields.photo).toBe('media/83181/alumni/kiran.jpg');
    expect(toAlumnusInput(alumnusOfDraft(change, null)).keptPicture).toBe('media/83181/alumni/kiran.jpg');
  });

  it('of a stored alumnus keeps its id; a removed photo stays removed', async () => {
    const input: AlumnusInput = { ...toAlumnusInput(stored), description: 'Engineer at ISRO', keptPicture: '' };
    const alumnus = alumnusOfDraft(await drafted(input, 8), stored);
    expect(alumnus).toMatchObject({ alumniId: 8, schoolId: 3, photo: '/photo' });
    expect(toAlumnusInput(alumnus)).toEqual(input);
    expect(alumnusShown(alumnus)[0]).toEqual({ label: 'Photo', text: 'None', pictures: [] });
  });

  it('shows each field under the form’s label, the photo with its alt text', () => {
    expect(alumnusShown(stored)).toEqual([
      { label: 'Photo', text: '', pictures: [{ path: 'media/83181/alumni/meera.jpg', alt: 'Photo of Meera Nair' }] },
      { label: 'Name', text: 'Meera Nair' },
      { label: 'Email', text: 'meera@example.org' },
      { label: 'Date of Birth', text: '20-11-1995' },
      { label: 'Pass Out Year', text: '2012' },
      { label: 'Description', text: 'Engineer' },
      { label: 'Phone Number', text: '9000000001' },
    ]);
  });
});
