import type { Page } from '@playwright/test';

/** A datetime-local value `seconds` from now, in the browser's own clock (as the form reads it). */
export const localIn = (page: Page, seconds: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);
