import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { session, setConfig } from '@school/shared';
import type { Draft, DraftSummary } from '@school/shared/contracts/drafts';
import type { StaffRecord } from '@school/shared/contracts/records';
import { getStaffMember } from '../api/get-staff-member';
import { getDraft } from '../../../ui/drafts/get-draft';
import { listDrafts } from '../../../ui/drafts/list-drafts';
import { postRecordForm } from '../../../ui/drafts/save-record-draft';
import { StaffRowActions } from './staff-controls';

jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('../api/get-staff-member', () => ({ ...jest.requireActual('../api/get-staff-member'), getStaffMember: jest.fn() }));
jest.mock('../../../ui/drafts/list-drafts', () => ({ listDrafts: jest.fn() }));
jest.mock('../../../ui/drafts/get-draft', () => ({ getDraft: jest.fn() }));
jest.mock('../../../ui/drafts/save-record-draft', () => ({ ...jest.requireActual('../../../ui/drafts/save-record-draft'), postRecordForm: jest.fn() }));
const post = jest.mocked(postRecordForm);

const member: StaffRecord = {
  schoolStaffId: 12,
  fullName: 'Asha Verma',
  designation: 'TGT (Science)',
  qualification: null,
  phone1: null,
  email: null,
  roles: null,
  dob: null,
  staffType: 'null',
  active: true,
  profilePicUrl: null,
  schoolId: 3,
  category: null,
};
const summary: DraftSummary = { id: 40, type: 'staff', target: '12', title: 'Asha Verma', state: 'returned', comment: 'Say which subject', authorId: 5, authorName: 'Editor', authorRole: 'editor', updatedAt: '2026-11-26T10:00:00.000Z' };

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  jest.mocked(getStaffMember).mockResolvedValue(member);
  jest.mocked(listDrafts).mockResolvedValue({ items: [summary], approvalRequired: true });
  jest.mocked(getDraft).mockResolvedValue({
    ...summary,
    change: { type: 'staff', recordId: 12, fields: { fullName: 'Asha Verma', designation: 'PGT (Biology)', active: 'true', category: '' }, files: [] },
    current: member,
  } satisfies Draft);
  post.mockImplementation(async (_route, _form, draft) => draft?.saving.saved({ ...summary, state: 'draft' }));
});

const sessionOf = (role: 'editor' | 'publisher') => session.startSchoolSession({ token: 't', schoolId: 3, schoolCode: '83181', userId: 5, role });

test('an editor’s Edit opens their draft of the member, saves it as a draft and leaves the list; no Delete', async () => {
  const user = userEvent.setup();
  const reload = jest.fn();
  sessionOf('editor');
  render(<StaffRowActions item={member} reload={reload} />);
  expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Asha Verma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Staff' });
  expect(within(dialog).getByLabelText(/Designation/)).toHaveValue('PGT (Biology)');
  await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your change to “Asha Verma” is saved as a draft. Submit it for approval on the Drafts screen.', expect.anything()));
  expect(screen.queryByRole('dialog', { name: 'Edit Staff' })).not.toBeInTheDocument();
  const [route, form, draft] = post.mock.calls[0]!;
  expect(route).toBe('/School/Staff/Update');
  expect(form.get('schoolStaffId')).toBe('12');
  expect(form.get('designation')).toBe('PGT (Biology)');
  // No draft id: the server changes the editor's open draft of the member.
  expect(draft?.type).toBe('staff');
  expect(draft?.saving.id).toBeUndefined();
  expect(reload).not.toHaveBeenCalled();
});

test('a publisher’s Edit opens the member as stored and saves it directly, with Delete offered', async () => {
  const user = userEvent.setup();
  const reload = jest.fn();
  sessionOf('publisher');
  render(<StaffRowActions item={member} reload={reload} />);
  expect(screen.getByRole('button', { name: 'Delete Asha Verma' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Asha Verma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Staff' });
  expect(within(dialog).getByLabelText(/Designation/)).toHaveValue('TGT (Science)');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));

  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(post.mock.calls[0]![2]).toBeUndefined();
  expect(listDrafts).not.toHaveBeenCalled();
});
