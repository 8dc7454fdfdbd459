import { session, setConfig } from '@school/shared';
import type { EventRecord } from '@school/shared/contracts/records';
import type { EventInput } from '../event-input-schema';
import { eventFormData, saveFailureMessage } from './save-event';

const photo = (name: string) => ({ kind: 'new' as const, file: new File(['x'], name, { type: 'image/jpeg' }) });
const now = new Date('2026-05-01T10:00:00.000Z');

const input: EventInput = {
  title: 'Annual Day',
  date: '2026-03-01',
  description: 'Songs and prizes',
  images: [{ kind: 'kept', path: 'media/83181/events/a.jpg' }, photo('new-1.jpg'), { kind: 'kept', path: 'media/83181/events/b.jpg' }, photo('new-2.jpg')],
  videos: [{ kind: 'new', file: new File(['v'], 'clip.mp4', { type: 'video/mp4' }) }],
};

const stored = { activityGalleryid: 42, createdBy: 7, createdDate: '2026-01-01T00:00:00.000Z' } as EventRecord;

/** The form's text fields and the names of its files, in order. */
const entries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);

beforeEach(() => {
  setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
  session.startSchoolSession({ token: 't', schoolId: 3, schoolCode: '83181' });
});

describe('the event save form', () => {
  it('sends a new event’s fields and its files, with no id', () => {
    expect(entries(eventFormData({ ...input, images: [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')] }, null, now))).toEqual([
      ['Title', 'Annual Day'],
      ['Description', 'Songs and prizes'],
      ['ActivityDate', '2026-03-01'],
      ['Active', 'true'],
      ['SchoolId', '3'],
      ['SchoolCode', '83181'],
      ['CreatedBy', '1'],
      ['LastModifiedBy', '1'],
      ['CreatedDate', '2026-05-01T10:00:00.000Z'],
      ['LastModifiedDate', '2026-05-01T10:00:00.000Z'],
      ['Img1File', 'file:1.jpg'],
      ['Img2File', 'file:2.jpg'],
      ['Img3File', 'file:3.jpg'],
      ['Video1File', 'file:clip.mp4'],
    ]);
  });

  it('on update sends the id, kept media as paths and new ones as files in the following slots', () => {
    const sent = entries(eventFormData(input, stored, now));
    expect(sent).toContainEqual(['activityGalleryid', '42']);
    expect(sent).toContainEqual(['CreatedBy', '7']);
    expect(sent).toContainEqual(['CreatedDate', '2026-01-01T00:00:00.000Z']);
    expect(sent.filter(([name]) => /^(Img|Video)/.test(name!))).toEqual([
      ['Img1', 'media/83181/events/a.jpg'],
      ['Img2', 'media/83181/events/b.jpg'],
      ['Img3File', 'file:new-1.jpg'],
      ['Img4File', 'file:new-2.jpg'],
      ['Video1File', 'file:clip.mp4'],
    ]);
  });
});

describe('the save failure message', () => {
  const httpError = (data: unknown) => Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { data } });

  it('is the server’s Message (or message) field', () => {
    expect(saveFailureMessage(httpError({ Message: 'Title is required' }))).toBe('Title is required');
    expect(saveFailureMessage(httpError({ message: 'You can only upload up to 6 images.' }))).toBe('You can only upload up to 6 images.');
  });

  it('falls back to “Failed to save event” for an HTTP failure without one', () => {
    expect(saveFailureMessage(httpError(''))).toBe('Failed to save event');
    expect(saveFailureMessage(Object.assign(new Error('Network Error'), { isAxiosError: true }))).toBe('Failed to save event');
  });

  it('calls anything else unexpected', () => {
    expect(saveFailureMessage(new TypeError('x is undefined'))).toBe('An unexpected error occurred.');
  });
});
