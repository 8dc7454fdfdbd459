import { getConfig } from '../config/runtime-config';

/**
 * The name a call sends the school code under. It cannot be made one: each call's spelling is
 * part of its contract. The original clients' calls keep theirs (docs/product.md#api-calls):
 * `schoolCode` (staff list), `schoolcode` (event list), `SchoolCode` (alumni list, login, the
 * multipart saves of staff, alumni and events); the API's own public calls, under /Site, name it
 * `school` (docs/decisions/002-api.md).
 */
export type SchoolParam = 'school' | 'SchoolCode' | 'schoolcode' | 'schoolCode';

/**
 * This page's school code (the one its address belongs to: runtime-config.ts) under the call's
 * name: as an object to spread into a JSON body or to make a query from, or appended to a
 * multipart form.
 */
export function withSchool<K extends SchoolParam>(name: K): Record<K, string>;
export function withSchool(name: SchoolParam, form: FormData): FormData;
export function withSchool(name: SchoolParam, form?: FormData): Record<string, string> | FormData {
  const code = getConfig().SchoolCode;
  if (!form) return { [name]: code };
  form.append(name, code);
  return form;
}
