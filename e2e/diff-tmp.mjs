import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '/work/main/tooling/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => { window.__server = document.getElementById('main').cloneNode(true); }));
await page.goto('http://localhost:8080' + (process.env.ROUTE ?? '/'));
await page.waitForSelector('html[data-page-shown]');
const diffs = await page.evaluate(() => {
  const norm = (root) => {
    const out = [];
    const walk = (node, depth) => {
      if (node.nodeType === 3) { if (node.data.trim()) out.push(' '.repeat(depth) + '#text ' + node.data.trim().slice(0, 60)); return; }
      if (node.nodeType !== 1) return;
      const attrs = [...node.attributes].map((a) => `${a.name}=${a.name === 'style' ? a.value.replace(/[\s;]/g, '') : a.value.replace(/_[Rr]_\w+_/g, 'ID').slice(0, 40)}`).sort().join(' ');
      out.push(' '.repeat(depth) + node.tagName + ' ' + attrs);
      node.childNodes.forEach((c) => walk(c, depth + 1));
    };
    walk(root, 0);
    return out;
  };
  const a = norm(window.__server), b = norm(document.getElementById('main'));
  let i = 0; while (i < a.length && a[i] === b[i]) i++;
  return { at: i, server: a.slice(Math.max(0, i - 4), i + 3), client: b.slice(Math.max(0, i - 4), i + 3) };
});
console.log(JSON.stringify(diffs, null, 1));
await browser.close();
