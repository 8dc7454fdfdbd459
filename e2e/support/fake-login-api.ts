import type { Page } from '@playwright/test';

/** What the login form posts to /Auth/Admin/Login (spec section 7). */
export interface LoginRequestBody {
  username: string;
  password: string;
  userType: string;
  SchoolCode: string;
}

/**
 * Stands in for the API's POST /Auth/Admin/Login until the API issue lands: answers every login
 * with `answer`, and keeps the bodies the page posted. The API lives on another origin than the
 * host, so the answer carries CORS headers and the JSON post's preflight is answered too.
 */
export async function fakeLoginApi(page: Page, answer: Record<string, unknown>): Promise<LoginRequestBody[]> {
  const posted: LoginRequestBody[] = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization',
  };
  await page.route('**/api/Auth/Admin/Login', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    posted.push(request.postDataJSON() as LoginRequestBody);
    await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  return posted;
}
