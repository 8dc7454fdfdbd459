import type { Page } from '@playwright/test';
import { answerAt, stack } from '../../support/stack';

/** A save the API acknowledged: the staff member's name, and when the answer came. */
export type Save = { name: string; at: number };

/** An API call from the admin's page with its token, as the admin screens make one. */
const fromAdmin = <T>(admin: Page, token: string, call: string, body: Record<string, unknown>, form = false) =>
  admin.evaluate(
    async ([api, bearer, path, fields, asForm]) => {
      let sent: BodyInit = JSON.stringify(fields);
      const headers: Record<string, string> = { Authorization: `Bearer ${bearer}` };
      if (asForm) {
        const data = new FormData();
        for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
        sent = data;
      } else headers['Content-Type'] = 'application/json';
      const answer = await fetch(`${api}${path}`, { method: 'POST', headers, body: sent });
      return { status: answer.status, body: (answer.headers.get('content-type')?.includes('json') ? await answer.json() : null) as unknown };
    },
    [stack.apiUrl, token, call, body, form] as const,
  ) as Promise<{ status: number; body: T }>;

/** Adds a staff member as the admin's Add screen does: the API's status (0: no answer). */
export const addStaffMember = async (admin: Page, token: string, fullName: string) =>
  (await fromAdmin(admin, token, '/School/Staff/Add', { fullName, designation: 'Teacher' }, true).catch(() => ({ status: 0 }))).status;

/** The active staff of the stack's school as the API lists them: name and id. */
export async function listedStaff(admin: Page, token: string): Promise<{ fullName: string; schoolStaffId: number }[]> {
  const { status, body } = await fromAdmin<{ fullName: string; schoolStaffId: number }[]>(admin, token, '/School/Staff/GetAll', { active: true, schoolCode: stack.schoolCode });
  if (status !== 200) throw new Error(`GetAll answered ${status}`);
  return body;
}

/** Deletes a staff member as the admin's list does: the API's status. */
export const deleteStaffMember = async (admin: Page, token: string, schoolStaffId: number) =>
  (await fromAdmin(admin, token, '/School/Staff/Delete', { schoolStaffId })).status;

/**
 * Two visitors reading the public staff page again and again, and the admin adding staff members
 * one after another (named `run` and a count), until `stop()`, which answers what they met: each
 * page view's status (0: no answer; negative: an answer that was not the page), the slowest view,
 * the saves the API acknowledged, and how many it answered as failed (the admin is told, and sends
 * them again).
 */
export function traffic(admin: Page, token: string, run: string) {
  let streaming = true;
  let slowestViewMs = 0;
  let failedSaves = 0;
  const reader = async () => {
    const statuses: number[] = [];
    while (streaming) {
      const started = Date.now();
      statuses.push(await answerAt(`${stack.url}/staffDetail`).then((answer) => (/<h1/.test(answer.body.toString()) ? answer.status : -answer.status), () => 0));
      slowestViewMs = Math.max(slowestViewMs, Date.now() - started);
    }
    return statuses;
  };
  const saver = async () => {
    const acknowledged: Save[] = [];
    for (let count = 0; streaming; count++) {
      const name = `${run} ${count}`;
      if ((await addStaffMember(admin, token, name)) === 201) acknowledged.push({ name, at: Date.now() });
      else failedSaves++;
    }
    return acknowledged;
  };
  const streams = Promise.all([reader(), reader(), saver()]);
  return {
    async stop() {
      streaming = false;
      const [first, second, saves] = await streams;
      return { views: [...first, ...second], slowestViewMs, saves, failedSaves };
    },
  };
}

/**
 * How long the admin had no save acknowledged around `from` (a kill, a failover): the longest
 * wait before a save acknowledged after it, since the save before (or `from`, for the first).
 */
export function longestWait(saves: Save[], from: number): number {
  const waits = saves.map((save, index) => save.at - (saves[index - 1]?.at ?? from)).filter((_wait, index) => saves[index]!.at > from);
  return Math.max(0, ...waits);
}
