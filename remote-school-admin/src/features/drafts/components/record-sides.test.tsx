import { render, screen, within } from '@testing-library/react';
import { setConfig } from '@school/shared';
import type { ShownField } from '../../../ui/drafts/record-draft-fields';
import { RecordSides } from './record-sides';

const now: ShownField[] = [
  { label: 'Photo', text: '', pictures: [{ path: 'media/83181/alumni/a.jpg', alt: 'Photo of Meera' }] },
  { label: 'Name', text: 'Meera' },
  { label: 'Description', text: 'Engineer' },
];
const drafted: ShownField[] = [
  { label: 'Photo', text: '', pictures: [{ path: 'media/83181/alumni/b.jpg', alt: 'Photo of Meera' }] },
  { label: 'Name', text: 'Meera' },
  { label: 'Description', text: 'Engineer at ISRO' },
];

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));

test('a changed record: each field the draft changes under its label, what visitors see now beside the draft; then what it leaves', () => {
  render(<RecordSides current={now} drafted={drafted} newText="A new alumnus." />);
  const differ = screen.getByRole('list', { name: 'Fields that differ: 2' });
  expect(within(differ).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Photo', 'Description']);
  expect(within(screen.getByRole('region', { name: 'Photo: What visitors see now' })).getByRole('img', { name: 'Photo of Meera' })).toHaveAttribute('src', expect.stringMatching(/alumni\/a\.jpg$/));
  expect(within(screen.getByRole('region', { name: 'Photo: This draft' })).getByRole('img', { name: 'Photo of Meera' })).toHaveAttribute('src', expect.stringMatching(/alumni\/b\.jpg$/));
  expect(screen.getByRole('region', { name: 'Description: What visitors see now' })).toHaveTextContent('Engineer');
  expect(screen.getByRole('region', { name: 'Description: This draft' })).toHaveTextContent('Engineer at ISRO');
  expect(screen.getByRole('heading', { name: 'Unchanged' })).toBeInTheDocument();
  expect(screen.getByRole('term')).toHaveTextContent('Name');
  expect(screen.queryByText('A new alumnus.')).not.toBeInTheDocument();
});

test('a new record: said so, and the draft’s every field', () => {
  render(<RecordSides current={null} drafted={drafted} newText="Visitors see nothing of it yet: this is a new alumnus." />);
  expect(screen.getByText('Visitors see nothing of it yet: this is a new alumnus.')).toBeInTheDocument();
  const fields = screen.getByRole('region', { name: 'This draft' });
  expect(within(fields).getAllByRole('term').map((term) => term.textContent)).toEqual(['Photo', 'Name', 'Description']);
  expect(within(fields).getAllByRole('definition')[2]).toHaveTextContent('Engineer at ISRO');
  expect(within(fields).getByRole('img', { name: 'Photo of Meera' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /What visitors see now/ })).not.toBeInTheDocument();
});

test('a draft that changes nothing says so', () => {
  render(<RecordSides current={now} drafted={now} newText="" />);
  expect(screen.getByText('The draft holds the same as what visitors see now.')).toBeInTheDocument();
});
