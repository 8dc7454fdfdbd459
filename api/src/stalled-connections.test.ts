import net from 'node:net';
import { startTestApi, type TestApi } from './test-support/test-api';

/**
 * Sockets that stop sending are closed: 2,000 with unfinished headers stayed open for 10
 * minutes. The limits are settings; here they are short so the test is quick.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ HEADERS_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '2' });
});
afterAll(() => api.close());

/** Opens a socket, sends `text`, and resolves with the milliseconds until the server closes it. */
function stalled(text: string): Promise<number> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => resolve(Date.now() - opened));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a stalled socket open for 15 s'));
    }, 15_000).unref();
  });
}

test('200 sockets whose headers never finish are all closed within the header timeout', async () => {
  const closedAfter = await Promise.all(Array.from({ length: 200 }, () => stalled('POST /api/School/Staff/GetAll HTTP/1.1\r\nHost: x\r\nX-Slow: ')));
  expect(Math.max(...closedAfter)).toBeLessThan(6_000);
});

test('a body that stops arriving is cut off after the idle timeout', async () => {
  const closedAfter = await stalled(
    'POST /api/School/Staff/GetAll HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"schoolCode":',
  );
  expect(closedAfter).toBeGreaterThanOrEqual(1_900);
  expect(closedAfter).toBeLessThan(6_000);
});

test('a slow client that keeps sending, as a phone on 2G does, is answered', async () => {
  const { hostname, port } = new URL(api.url);
  const body = JSON.stringify({ active: true, schoolCode: '83181' });
  const request = `POST /api/School/Staff/GetAll HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
  const answer = await new Promise<string>((resolve) => {
    let text = '';
    const socket = net.connect(Number(port), hostname, async () => {
      // The headers over 0.3 s and the body over 1.5 s: every pause shorter than the limits.
      const split = request.indexOf('\r\n\r\n') + 4;
      for (const [part, pause] of [[request.slice(0, split), 50], [request.slice(split), 250]] as const) {
        for (let index = 0; index < part.length; index += Math.ceil(part.length / 6)) {
          socket.write(part.slice(index, index + Math.ceil(part.length / 6)));
          await new Promise((wait) => setTimeout(wait, pause));
        }
      }
    });
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
});
