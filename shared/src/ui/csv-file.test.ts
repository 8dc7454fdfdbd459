import { csvText, downloadText } from './csv-file';

test('quotes every cell, doubles its quotes, ends lines with CRLF and starts with a BOM', () => {
  expect(csvText([['Name', 'Score'], ['St. "Mary’s", Pune', 72], ['Empty', null]])).toBe('\uFEFF"Name","Score"\r\n"St. ""Mary’s"", Pune","72"\r\n"Empty",""\r\n');
});

test('a cell that a spreadsheet would run as a formula is made text', () => {
  expect(csvText([['=HYPERLINK("x")', '-1', '+a', '@b', 'plain']])).toBe('\uFEFF"\'=HYPERLINK(""x"")","\'-1","\'+a","\'@b","plain"\r\n');
});

test('downloads the text as a file by a temporary link', () => {
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('health.csv');
    expect(this.getAttribute('href')).toBe('blob:csv');
  });
  downloadText('a,b', 'health.csv');
  expect(click).toHaveBeenCalledTimes(1);
  expect(document.querySelector('a[download]')).toBeNull();
});
