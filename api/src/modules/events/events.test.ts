import type { TestApi } from '../../test-support/test-api';
import { addedByForm, bytesFile, expectRefusal, formOf, PNG_BYTES, seedFile, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import { DEMO_EVENTS } from '../../seed/demo-content';

let api: TestApi, tokens: Tokens, schoolA: number;
let schoolBEvent: number;

const IMAGE_MESSAGE = 'Only JPEG, PNG, or WebP images are allowed.';
const VIDEO_MESSAGE = 'Only MP4 or WebM videos are allowed, and each must be less than 100MB.';

const images = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`Img${index + 1}File`, seedFile(`events/science-${(index % 4) + 1}.jpg`)]),
  );

/** The multipart form of the event dialog (docs/product.md#api-calls). */
function eventForm(fields: Record<string, string | number> = {}, files: Record<string, File> = images(3)) {
  const now = new Date().toISOString();
  return formOf(
    {
      Title: 'Republic Day Parade',
      Description: 'The school band led the march past the flag.',
      ActivityDate: '2026-01-26T09:00:00.000Z',
      Active: 'true',
      SchoolId: schoolA,
      SchoolCode: '83181',
      CreatedBy: 1,
      LastModifiedBy: 1,
      CreatedDate: now,
      LastModifiedDate: now,
      ...fields,
    },
    files,
  );
}

const addEvent = (fields: Record<string, string | number> = {}, files?: Record<string, File>) => addedByForm(api, '/School/Activity/Add', eventForm(fields, files), tokens.schoolA);

const rowOf = (id: number) => api.database.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();

beforeAll(async () => {
  ({ api, tokens, schoolA } = await startWithSchools());
  schoolBEvent = (await addedByForm(api, '/School/Activity/Add', eventForm({ Title: 'Event of 83190' }), tokens.schoolB)).Id;
});
afterAll(() => api.close());

describe('POST /School/Activity/GetAll', () => {
  test('anyone gets a school’s events, newest first, with every field of its record (docs/product.md#record-fields)', async () => {
    const answer = await api.post('/School/Activity/GetAll', { active: true, schoolcode: '83181' });
    expect(answer.status).toBe(200);
    const dates = answer.body.map((event: { activityDate: string }) => event.activityDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const sports = answer.body.find((event: { title: string }) => event.title === DEMO_EVENTS[0]!.title);
    expect(sports).toEqual({
      activityGalleryid: expect.any(Number),
      title: DEMO_EVENTS[0]!.title,
      activityDate: DEMO_EVENTS[0]!.activity_date,
      description: DEMO_EVENTS[0]!.description,
      img1: expect.stringMatching(/^uploads\/school\.\d+\/events\/.+\.jpg$/),
      img2: expect.any(String),
      img3: expect.any(String),
      img4: expect.any(String),
      img5: null,
      img6: null,
      img7: null,
      img8: null,
      video1: expect.stringMatching(/^uploads\/school\.\d+\/events\/.+\.mp4$/),
      video2: null,
      video3: null,
      video4: null,
      active: true,
      schoolId: schoolA,
      schoolCode: '83181',
      createdBy: expect.any(Number),
      lastModifiedBy: expect.any(Number),
      createdDate: expect.any(String),
      lastModifiedDate: expect.any(String),
    });
  });

  test('the list holds only the named school’s events', async () => {
    const a = await api.post('/School/Activity/GetAll', { active: true, schoolcode: '83181' });
    const b = await api.post('/School/Activity/GetAll', { active: true, schoolcode: '83190' });
    expect(a.body.map((event: { activityGalleryid: number }) => event.activityGalleryid)).not.toContain(schoolBEvent);
    expect(b.body.map((event: { activityGalleryid: number }) => event.activityGalleryid)).toEqual([schoolBEvent]);
  });

  test('an unknown school code is a 404 and a missing one a 400', async () => {
    expectRefusal(await api.post('/School/Activity/GetAll', { active: true, schoolcode: 'nope' }), 404, 'No school has the code nope');
    expectRefusal(await api.post('/School/Activity/GetAll', { active: true }), 400, /schoolcode/);
  });
});

describe('POST /School/Activity/GetById', () => {
  test('a school admin gets one of its events', async () => {
    const added = await addEvent();
    const answer = await api.post('/School/Activity/GetById', { activityGalleryid: added.Id }, { token: tokens.schoolA });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      activityGalleryid: added.Id,
      title: 'Republic Day Parade',
      activityDate: '2026-01-26T09:00:00.000Z',
      img1: added.Img1,
      img2: added.Img2,
      img3: added.Img3,
      img4: null,
      schoolCode: '83181',
    });
  });
});

describe('POST /School/Activity/Add', () => {
  test('adds an event with three images and a video and answers what the client reads back', async () => {
    const body = await addEvent({}, { ...images(3), Video1File: seedFile('video/assembly.mp4') });
    expect(body).toEqual({
      Id: expect.any(Number),
      // Pictures are re-encoded to WebP (uploads/reencode.ts); videos are stored as they came.
      Img1: expect.stringMatching(/^uploads\/school\.\d+\/events\/[0-9a-f-]{36}\.webp$/),
      Img2: expect.stringMatching(/\.webp$/),
      Img3: expect.stringMatching(/\.webp$/),
      Img4: null,
      Img5: null,
      Img6: null,
      Video1: expect.stringMatching(/^uploads\/school\.\d+\/events\/[0-9a-f-]{36}\.mp4$/),
      Video2: null,
      message: 'Event added successfully!',
    });
    for (const stored of [body.Img1, body.Img2, body.Img3, body.Video1]) expect(storedExists(api, stored)).toBe(true);
    const row = await rowOf(body.Id);
    expect(row).toMatchObject({ school_id: schoolA, title: 'Republic Day Parade', active: 1 });
  });

  test('six images of the three kinds and two videos of both kinds are accepted', async () => {
    const body = await addEvent(
      {},
      {
        Img1File: seedFile('events/sports-1.jpg'),
        Img2File: seedFile('events/plantation-1.webp'),
        Img3File: bytesFile(PNG_BYTES, 'tiny.png', 'image/png'),
        Img4File: seedFile('events/sports-2.jpg'),
        Img5File: seedFile('events/plantation-2.webp'),
        Img6File: seedFile('events/sports-3.jpg'),
        Video1File: seedFile('video/assembly.mp4'),
        Video2File: seedFile('video/assembly.webm'),
      },
    );
    const kept = [body.Img1, body.Img2, body.Img3, body.Img4, body.Img5, body.Img6, body.Video1, body.Video2];
    expect(kept.map((stored: string) => stored.split('.').pop())).toEqual(['webp', 'webp', 'webp', 'webp', 'webp', 'webp', 'mp4', 'webm']);
  });

  test('a new event needs at least three images', async () => {
    expectRefusal(await api.postForm('/School/Activity/Add', eventForm({}, images(2)), tokens.schoolA), 400, 'Please upload at least 3 image(s).');
  });

  test('more than six images are refused', async () => {
    expectRefusal(await api.postForm('/School/Activity/Add', eventForm({}, images(7)), tokens.schoolA), 400, 'You can only upload up to 6 images.');
  });

  test('more than two videos are refused', async () => {
    const video = seedFile('video/assembly.mp4');
    const answer = await api.postForm('/School/Activity/Add', eventForm({}, { ...images(3), Video1File: video, Video2File: video, Video3File: video }), tokens.schoolA);
    expectRefusal(answer, 400, 'You can only upload up to 2 videos.');
  });

  test('a video in an image field, or an image in a video field, is refused with the form’s message', async () => {
    const videoAsImage = await api.postForm('/School/Activity/Add', eventForm({}, { ...images(2), Img3File: seedFile('video/assembly.mp4', 'x.jpg') }), tokens.schoolA);
    expectRefusal(videoAsImage, 400, IMAGE_MESSAGE);
    const imageAsVideo = await api.postForm('/School/Activity/Add', eventForm({}, { ...images(3), Video1File: seedFile('events/sports-1.jpg', 'x.mp4') }), tokens.schoolA);
    expectRefusal(imageAsVideo, 400, VIDEO_MESSAGE);
  });

  test('title, date and description are required, with the form’s messages', async () => {
    expectRefusal(await api.postForm('/School/Activity/Add', eventForm({ Title: '' }), tokens.schoolA), 400, 'Title is required');
    expectRefusal(await api.postForm('/School/Activity/Add', eventForm({ ActivityDate: '' }), tokens.schoolA), 400, 'Date is required');
    expectRefusal(await api.postForm('/School/Activity/Add', eventForm({ Description: ' ' }), tokens.schoolA), 400, 'Description is required');
    expectRefusal(await api.postForm('/School/Activity/Add', eventForm({ ActivityDate: 'someday' }), tokens.schoolA), 400, 'ActivityDate: not a date');
  });

  test('a new event cannot claim media paths as kept ones', async () => {
    const other = await addEvent();
    const answer = await api.postForm('/School/Activity/Add', eventForm({ Img4: other.Img1 }), tokens.schoolA);
    expectRefusal(answer, 400, 'A kept image or video is not one of this event’s own');
  });
});

describe('POST /School/Activity/Update', () => {
  test('updates the text and keeps the media sent back as paths, adding new files after them', async () => {
    const added = await addEvent();
    const answer = await api.postForm(
      '/School/Activity/Update',
      eventForm(
        { activityGalleryid: added.Id, Title: 'Republic Day Parade 2026', Img1: added.Img1, Img2: added.Img2, Img3: added.Img3 },
        { Img4File: seedFile('events/plantation-3.webp'), Video1File: seedFile('video/assembly.webm') },
      ),
      tokens.schoolA,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Id: added.Id,
      Img1: added.Img1,
      Img2: added.Img2,
      Img3: added.Img3,
      Img4: expect.stringMatching(/\.webp$/),
      Video1: expect.stringMatching(/\.webm$/),
      message: 'Event updated successfully!',
    });
    const fetched = await api.post('/School/Activity/GetById', { activityGalleryid: added.Id }, { token: tokens.schoolA });
    expect(fetched.body.title).toBe('Republic Day Parade 2026');
  });

  test('the three-image minimum does not apply when editing', async () => {
    const added = await addEvent();
    const answer = await api.postForm('/School/Activity/Update', eventForm({ activityGalleryid: added.Id, Img1: added.Img1 }, {}), tokens.schoolA);
    expect(answer.status).toBe(200);
    expect([answer.body.Img1, answer.body.Img2]).toEqual([added.Img1, null]);
  });

  test('kept and new images together may not pass six', async () => {
    const added = await addEvent();
    const kept = { Img1: added.Img1, Img2: added.Img2, Img3: added.Img3 };
    const answer = await api.postForm('/School/Activity/Update', eventForm({ activityGalleryid: added.Id, ...kept }, images(4)), tokens.schoolA);
    expectRefusal(answer, 400, 'You can only upload up to 6 images.');
    expect(await rowOf(added.Id)).toMatchObject({ img1: added.Img1, img4: null });
  });

  test('kept and new videos together may not pass two', async () => {
    const added = await addEvent({}, { ...images(3), Video1File: seedFile('video/assembly.mp4'), Video2File: seedFile('video/assembly.mp4') });
    const answer = await api.postForm(
      '/School/Activity/Update',
      eventForm({ activityGalleryid: added.Id, Video1: added.Video1, Video2: added.Video2 }, { Video3File: seedFile('video/assembly.mp4') }),
      tokens.schoolA,
    );
    expectRefusal(answer, 400, 'You can only upload up to 2 videos.');
  });

  test('a kept path of another event is refused', async () => {
    const mine = await addEvent();
    const other = await addEvent();
    const answer = await api.postForm('/School/Activity/Update', eventForm({ activityGalleryid: mine.Id, Img1: other.Img1 }, {}), tokens.schoolA);
    expectRefusal(answer, 400, 'A kept image or video is not one of this event’s own');
  });
});
