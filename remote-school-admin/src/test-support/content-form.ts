import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setConfig } from '@school/shared';

/**
 * What the tests of a form drawn with ContentFields (the page editor, the settings) need
 * before they render it: the config that media addresses are built from, and object URLs.
 */
export function setUpContentFormTests(): void {
  beforeAll(() => {
    setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
    // jsdom has no object URLs: the picker's preview of a chosen file.
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
}

/** A promise the test settles when it chooses: an upload still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A picture file as the browser hands it over: only its first bytes, which the mocked upload never reads. */
export const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/**
 * Adds a link to the form's only list of links, types an address that is not one and saves:
 * the link block's rule refuses it under its field. The caller checks that nothing was saved.
 */
export async function saveABadLink(user: UserEvent, saveLabel: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Add link' }));
  await user.type(screen.getByLabelText('Address (URL)'), 'not a web address');
  await user.click(screen.getByRole('button', { name: saveLabel }));
  expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
}
