import { session, setConfig } from '@school/shared';
import type { EventRecord } from '@school/shared/contracts/records';
import { changeOfSentForm } from '../../test-support/record-draft';
import { eventFormData } from './api/save-event';
import { eventOfDraft, eventShown } from './event-draft';
import type { EventInput } from './event-input-schema';

const file = (name: string, type = 'image/jpeg') => ({ kind: 'new' as const, file: new File(['x'], name, { type }) });
const now = new Date('2026-05-01T10:00:00.000Z');

const stored = {
  activityGalleryid: 42,
  title: 'Annual Day',
  activityDate: '2026-03-01T00:00:00',
  description: 'Songs and prizes',
  img1: 'media/83181/events/a.jpg',
  img2: 'media/83181/events/b.jpg',
  img3: null,
  img4: null,
  img5: null,
  img6: null,
  img7: null,
  img8: null,
  video1: 'media/83181/events/clip.mp4',
  video2: null,
  video3: null,
  video4: null,
  active: true,
  schoolId: 3,
  schoolCode: '83181',
  createdBy: 7,
  lastModifiedBy: 7,
  createdDate: '2026-01-01T00:00:00.000Z',
  lastModifiedDate: '2026-01-02T00:00:00.000Z',
} satisfies EventRecord;

beforeEach(() => {
  setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
  session.startSchoolSession({ token: 't', schoolId: 3, schoolCode: '83181' });
});

describe('an event’s draft', () => {
  it('of a stored event holds its kept media, then the files it brought, in the slots the form sent them in', () => {
    const input: EventInput = { title: 'Annual Day 2026', date: '2026-03-02', description: 'Songs', images: [{ kind: 'kept', path: 'media/83181/events/b.jpg' }, file('c.jpg')], videos: [] };
    const event = eventOfDraft(changeOfSentForm('event', eventFormData(input, stored, now), 42), stored);
    expect(event).toMatchObject({
      activityGalleryid: 42,
      title: 'Annual Day 2026',
      activityDate: '2026-03-02',
      description: 'Songs',
      img1: 'media/83181/events/b.jpg',
      img2: 'media/83181/event/c.jpg',
      img3: null,
      video1: null,
      createdBy: 7,
      createdDate: '2026-01-01T00:00:00.000Z',
    });
    // Saved again from the dialog, the draft's form names the same event and keeps every picture.
    const again = [...eventFormData({ ...input, images: [{ kind: 'kept', path: event.img1! }, { kind: 'kept', path: event.img2! }] }, event, now).entries()];
    expect(again).toEqual(expect.arrayContaining([['activityGalleryid', '42'], ['Img1', 'media/83181/events/b.jpg'], ['Img2', 'media/83181/event/c.jpg'], ['CreatedBy', '7']]));
  });

  it('of a new event has no id, and its videos in their slots', () => {
    const input: EventInput = { title: 'Sports Day', date: '2026-04-10', description: '', images: [file('1.jpg'), file('2.jpg'), file('3.jpg')], videos: [file('run.mp4', 'video/mp4')] };
    const event = eventOfDraft(changeOfSentForm('event', eventFormData(input, null, now), null), null);
    expect(event).toMatchObject({ activityGalleryid: 0, schoolId: 3, img3: 'media/83181/event/3.jpg', img4: null, video1: 'media/83181/event/run.mp4' });
  });

  it('shows each field under the form’s label, each picture with its alt text and the videos by name', () => {
    expect(eventShown(stored)).toEqual([
      { label: 'Title', text: 'Annual Day' },
      { label: 'Date', text: '01-03-2026' },
      { label: 'Description', text: 'Songs and prizes' },
      {
        label: 'Images',
        text: '',
        pictures: [
          { path: 'media/83181/events/a.jpg', alt: 'Image 1 of 2 of Annual Day' },
          { path: 'media/83181/events/b.jpg', alt: 'Image 2 of 2 of Annual Day' },
        ],
      },
      { label: 'Videos', text: 'clip.mp4' },
    ]);
  });
});
