import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, sortRows, type DataTableColumn } from './data-table';

interface Pupil {
  id: number;
  name: string;
  score: number | null;
}

const columns: DataTableColumn<Pupil>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'score', header: 'Score', cell: (row) => row.score ?? 'NA', sortValue: (row) => row.score },
  { id: 'action', header: 'Action', cell: (row) => <button type="button">Edit {row.name}</button> },
];

/** Pupil 1 … Pupil n, scores going down so the score order is the reverse of the id order. */
const pupils = (count: number): Pupil[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Pupil ${index + 1}`, score: 1000 - index }));

function renderTable(rows: Pupil[]) {
  return render(<DataTable caption="Pupils" columns={columns} rows={rows} rowKey={(row) => row.id} />);
}

/** The body rows as [S No, Name] pairs, in the order shown. */
function shownRows(): string[][] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent ?? ''));
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pupils pages' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

const currentPage = () =>
  within(screen.getByRole('navigation', { name: 'Pupils pages' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;

test('an empty table says No record found and reads page 1 of 1 with nowhere to go', () => {
  renderTable([]);
  expect(screen.getByRole('cell', { name: 'No record found' })).toHaveAttribute('colspan', '4');
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
    expect(screen.getByRole('button', { name })).toBeDisabled();
  }
});

test('the first column is S No and the page size defaults to 20', () => {
  renderTable(pupils(45));
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['S No', 'Name', 'Score', 'Action']);
  expect(screen.getByLabelText(/^Show/)).toHaveValue('20');
  expect(within(screen.getByLabelText(/^Show/)).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '30']);
  expect(shownRows()).toHaveLength(20);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
});

test('S No runs on across pages', async () => {
  renderTable(pupils(45));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(shownRows()[0]).toEqual(['21', 'Pupil 21']);
  expect(shownRows()[19]).toEqual(['40', 'Pupil 40']);

  await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
  expect(shownRows()).toEqual([
    ['41', 'Pupil 41'],
    ['42', 'Pupil 42'],
    ['43', 'Pupil 43'],
    ['44', 'Pupil 44'],
    ['45', 'Pupil 45'],
  ]);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'First page' }));
  expect(shownRows()[0]).toEqual(['1', 'Pupil 1']);
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
});

test('changing the page size re-pages the rows and goes back to the first page', async () => {
  renderTable(pupils(45));
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await userEvent.selectOptions(screen.getByLabelText(/^Show/), '10');
  expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
  expect(shownRows()).toHaveLength(10);
  expect(shownRows()[9]).toEqual(['10', 'Pupil 10']);

  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(shownRows()[0]).toEqual(['21', 'Pupil 21']);

  await userEvent.selectOptions(screen.getByLabelText(/^Show/), '30');
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(shownRows()).toHaveLength(30);
});

test('a header sorts ascending, then descending, then back to the original order', async () => {
  const rows = [
    { id: 1, name: 'Chandra', score: 70 },
    { id: 2, name: 'arjun', score: null },
    { id: 3, name: 'Bela', score: 95 },
    { id: 4, name: 'Deepa', score: 8 },
  ];
  renderTable(rows);
  const scoreHeader = screen.getByRole('columnheader', { name: 'Score' });
  const sortScore = within(scoreHeader).getByRole('button', { name: 'Score' });
  const names = () => shownRows().map(([, name]) => name);
  const icon = () => scoreHeader.querySelector('svg')?.getAttribute('data-direction');

  expect(scoreHeader).toHaveAttribute('aria-sort', 'none');
  expect(icon()).toBe('none');
  expect(screen.getByRole('columnheader', { name: 'Action' })).not.toHaveAttribute('aria-sort');
  expect(within(screen.getByRole('columnheader', { name: 'Action' })).queryByRole('button')).toBeNull();

  await userEvent.click(sortScore);
  expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(icon()).toBe('asc');
  // Numbers by value (8 before 70), the missing score last.
  expect(names()).toEqual(['Deepa', 'Chandra', 'Bela', 'arjun']);
  // S No is the position shown, not the row's identity.
  expect(shownRows().map(([sno]) => sno)).toEqual(['1', '2', '3', '4']);

  await userEvent.click(sortScore);
  expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
  expect(icon()).toBe('desc');
  expect(names()).toEqual(['Bela', 'Chandra', 'Deepa', 'arjun']);

  await userEvent.click(sortScore);
  expect(scoreHeader).toHaveAttribute('aria-sort', 'none');
  expect(icon()).toBe('none');
  expect(names()).toEqual(['Chandra', 'arjun', 'Bela', 'Deepa']);

  // Text ignores case; another header starts its own cycle and the first one is unsorted again.
  const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
  await userEvent.click(within(scoreHeader).getByRole('button'));
  await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
  expect(names()).toEqual(['arjun', 'Bela', 'Chandra', 'Deepa']);
  expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(scoreHeader).toHaveAttribute('aria-sort', 'none');
});

test('sorting goes back to the first page and sorts every row, not only the page shown', async () => {
  renderTable(pupils(45));
  await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Score' }));
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  // Pupil 45 has the lowest score of all 45.
  expect(shownRows()[0]).toEqual(['1', 'Pupil 45']);
});

describe('the page-number buttons', () => {
  // 10 rows a page, 95 rows: 10 pages.
  async function tenPages() {
    renderTable(pupils(95));
    await userEvent.selectOptions(screen.getByLabelText(/^Show/), '10');
    expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
  }

  /** The page-number buttons shown, which is current, and the status line that says so. */
  function expectPages(shown: string[], current: number) {
    expect(pageButtons()).toEqual(shown);
    expect(currentPage()).toBe(String(current));
    expect(screen.getByText(`Page ${current} of 10`)).toBeInTheDocument();
  }
  const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

  test('at the first page show pages 1 to 5', async () => {
    await tenPages();
    expectPages(['1', '2', '3', '4', '5'], 1);
  });

  test('in the middle keep the current page centred as it moves', async () => {
    await tenPages();
    await click('Page 5');
    expectPages(['3', '4', '5', '6', '7'], 5);
    await click('Next page');
    expectPages(['4', '5', '6', '7', '8'], 6);
    await click('Previous page');
    await click('Previous page');
    expectPages(['2', '3', '4', '5', '6'], 4);
  });

  test('at the last page show the last 5 pages', async () => {
    await tenPages();
    await click('Last page');
    expectPages(['6', '7', '8', '9', '10'], 10);
    expect(shownRows()).toEqual([
      ['91', 'Pupil 91'],
      ['92', 'Pupil 92'],
      ['93', 'Pupil 93'],
      ['94', 'Pupil 94'],
      ['95', 'Pupil 95'],
    ]);
  });

  test('fewer pages than 5 show one button for each', async () => {
    renderTable(pupils(45));
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });
});

test('a reload with fewer rows moves a page past the end back to the last page', async () => {
  const { rerender } = renderTable(pupils(45));
  await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
  rerender(<DataTable caption="Pupils" columns={columns} rows={pupils(25)} rowKey={(row) => row.id} />);
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(shownRows()[0]).toEqual(['21', 'Pupil 21']);
});

test('an unpaged table shows every row, with no pager, and its naming column as row headers', () => {
  const named: DataTableColumn<Pupil>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true }, columns[1]!];
  render(<DataTable caption="Pupils" columns={named} rows={pupils(45)} rowKey={(row) => row.id} paged={false} serialHeader={null} />);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Score']);
  const [, body] = screen.getAllByRole('rowgroup');
  expect(within(body!).getAllByRole('row')).toHaveLength(45);
  expect(screen.getByRole('rowheader', { name: 'Pupil 45' })).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Pupil 7\b/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['994']);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Show/)).not.toBeInTheDocument();
});

test('the running number column takes the header it is given', () => {
  render(<DataTable caption="Pupils" columns={columns} rows={pupils(3)} rowKey={(row) => row.id} paged={false} serialHeader="SL NO" />);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['SL NO', 'Name', 'Score', 'Action']);
  expect(shownRows()).toEqual([
    ['1', 'Pupil 1'],
    ['2', 'Pupil 2'],
    ['3', 'Pupil 3'],
  ]);
});

test('a screen may keep the sort: the table starts in its order, and each header’s click is told to it', async () => {
  const onSort = jest.fn();
  const rows = [
    { id: 1, name: 'Asha', score: 20 },
    { id: 2, name: 'Ravi', score: 10 },
    { id: 3, name: 'Mina', score: null },
  ];
  const { rerender } = render(<DataTable caption="Pupils" columns={columns} rows={rows} rowKey={(row) => row.id} sort={{ columnId: 'score', direction: 'asc' }} onSort={onSort} />);
  expect(shownRows()).toEqual([['1', 'Ravi'], ['2', 'Asha'], ['3', 'Mina']]);
  expect(screen.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'ascending');
  expect(sortRows(rows, columns, { columnId: 'name', direction: 'desc' }).map((row) => row.name)).toEqual(['Ravi', 'Mina', 'Asha']);

  await userEvent.click(screen.getByRole('button', { name: 'Score' }));
  expect(onSort).toHaveBeenCalledWith({ columnId: 'score', direction: 'desc' });
  rerender(<DataTable caption="Pupils" columns={columns} rows={rows} rowKey={(row) => row.id} sort={null} onSort={onSort} />);
  expect(shownRows()).toEqual([['1', 'Asha'], ['2', 'Ravi'], ['3', 'Mina']]);
});
