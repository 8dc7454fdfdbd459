import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { checkNginx, renderNginx } from '../../support/nginx-site';

/** The values docker-compose.yml gives the host's image. */
const HOST_ENV = {
  NGINX_PORT: '80',
  NGINX_ROOT: '/usr/share/nginx/html',
  HOST_CONFIG_DIR: '/etc/school',
  API_ORIGIN: 'https://api.school.example.org',
  // Compose's http://api:4000 resolves only inside its network; nginx -t resolves it here.
  API_UPSTREAM: 'http://127.0.0.1:4000',
  REMOTE_ORIGINS: 'https://content.example.org https://school-admin.example.org https://provider.example.org',
  // What the image's start reads from the build it serves (its inline-scripts.csp).
  INLINE_SCRIPT_HASHES: "'sha256-ZQTJOLZgFo/T/UDRFxM+LHJKCTleH+v//Ve+cmAqIcI='",
  PRERENDER_DIR: '/var/lib/school/prerendered',
  MEDIA_DIR: '/var/lib/school/media',
};

/** The values docker-compose.yml gives each image, as the images' start renders them. */
const CONFIGS = {
  host: { template: 'host', env: HOST_ENV },
  // STORAGE=s3: /uploads/ reads the API's bucket (write-media-source.sh).
  'host on a bucket': { template: 'host', env: { ...HOST_ENV, STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:7480', S3_BUCKET: 'school-media' } },
  remote: { template: 'remote', env: { NGINX_PORT: '80', NGINX_ROOT: '/usr/share/nginx/html', HOST_ORIGIN: 'https://school.example.org' } },
} as const;

for (const [name, { template, env }] of Object.entries(CONFIGS)) {
  test(`the ${name} nginx configuration passes nginx -t`, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'school-nginx-t-'));
    try {
      expect(() => checkNginx(renderNginx(dir, template, env))).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('a template whose origin is missing from the environment is refused at start-up', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-nginx-t-'));
  try {
    expect(() => renderNginx(dir, 'host', { ...CONFIGS.host.env, API_ORIGIN: '' })).toThrow(/needs API_ORIGIN/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
