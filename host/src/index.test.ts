// The host's start-up runs in steps, each in a task of its own (index.ts): what each step runs is
// recorded here in place of the real modules.
const ran: string[] = [];
jest.mock('react-dom/client', () => void ran.push('react-dom/client'));
jest.mock('@school/shared', () => void ran.push('@school/shared'));
jest.mock('./bootstrap', () => void ran.push('bootstrap'));

/** Runs the task the start-up has queued, and the promise callbacks that follow it. */
async function nextTask() {
  jest.advanceTimersToNextTimer();
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

test('React DOM, @school/shared and the app each run in a task of their own, in that order', async () => {
  jest.useFakeTimers();
  await import('./index');
  expect(ran).toEqual([]);
  await nextTask();
  expect(ran).toEqual(['react-dom/client']);
  await nextTask();
  expect(ran).toEqual(['react-dom/client', '@school/shared']);
  await nextTask();
  expect(ran).toEqual(['react-dom/client', '@school/shared', 'bootstrap']);
});
