import { createDecipheriv, randomBytes } from 'node:crypto';
import { setConfig } from '@school/shared';
import { decryptPassword, encryptPassword } from './password-cipher';

const key = randomBytes(32).toString('hex');
const iv = randomBytes(16).toString('hex');

beforeEach(() =>
  setConfig({
    API_URL: 'http://localhost:4000/api',
    SchoolCode: '83181',
    remotes: { content: '', schoolAdmin: '', providerAdmin: '' },
    PASSWORD_CIPHER: { key, iv },
  }),
);

test('the password goes out encrypted and the server can read it with standard AES-256-CBC', () => {
  const sent = encryptPassword('S3cret pässword');
  expect(sent).not.toContain('S3cret');

  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  const read = Buffer.concat([decipher.update(Buffer.from(sent, 'base64')), decipher.final()]).toString('utf8');
  expect(read).toBe('S3cret pässword');
});

test('what is encrypted decrypts to the same text', () => {
  expect(decryptPassword(encryptPassword('another one'))).toBe('another one');
});

test('without a configured cipher nothing is sent in clear text', () => {
  setConfig({ API_URL: '', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
  expect(() => encryptPassword('x')).toThrow('The login cipher is not configured.');
});
