import { NEW_NOTICE_ID, storedFileBytes } from '@school/shared';
import type { Attachment, Notice, NoticeInput, PublicNotice } from '@school/shared/contracts/notices';

/** A file a draft names that the notice it changes does not have: its format by its name, its size as the server stores it. */
async function storedFile(path: string): Promise<Pick<Attachment, 'format' | 'bytes'>> {
  // The one request the preview makes: the public pages show a file's size, which the draft does not keep.
  const bytes = await storedFileBytes(path);
  if (bytes === null) throw new Error('An attachment of the draft could not be found. Upload it again in the draft.');
  return { format: path.endsWith('.pdf') ? 'PDF' : 'WebP', bytes };
}

/**
 * The notice a draft would publish (decision 013), as the public pages draw it: the draft's
 * fields; the number, and when it was first published, of the notice it changes (a new circular
 * gets its number only when it is published, so its preview shows none); each attachment's
 * format and size from the notice it changes, else from the stored file. `now` stands for the
 * moment of publishing.
 */
export async function noticeAsPublished(input: NoticeInput, noticeId: number | null, current: Notice | null, now: string): Promise<PublicNotice> {
  const attachments = await Promise.all(
    input.attachments.map(async ({ title, path }) => {
      const kept = current?.attachments.find((attachment) => attachment.path === path);
      return { title: { en: title.en, hi: title.hi ?? '' }, path, ...(kept ? { format: kept.format, bytes: kept.bytes } : await storedFile(path)) };
    }),
  );
  return {
    id: noticeId ?? NEW_NOTICE_ID,
    category: input.category,
    title: { en: input.title.en, hi: input.title.hi ?? '' },
    body: { en: input.body.en ?? '', hi: input.body.hi ?? '' },
    date: input.date,
    publishFrom: input.publishFrom,
    expireOn: input.expireOn,
    attachments,
    status: 'published',
    circularNumber: current?.circularNumber ?? null,
    circularYear: current?.circularYear ?? null,
    updatedAt: now,
    publishedAt: current?.publishedAt ?? now,
  };
}
