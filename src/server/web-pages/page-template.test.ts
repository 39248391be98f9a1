import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEAD_MARK, readPageTemplate } from './page-template.ts';

let webRoot: string;
const CSS = 'body{color:#111}@font-face{font-family:x;src:url(/assets/x.woff2)}';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"><title>A & "B"</title></svg>';

beforeEach(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-template-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-Ab1_-x.css'), CSS);
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), `${ICON}\n`);
  // As Vite writes it.
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Built</title>' +
      '<meta name="description" content="Built" />' +
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />' +
      '<script type="module" crossorigin src="/assets/index-Zz9.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Ab1_-x.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
});
afterEach(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('readPageTemplate', () => {
  it('carries the style sheet inside the page, allowed by its hash', () => {
    const template = readPageTemplate(webRoot);
    expect(template.html).toContain(`<style>${CSS}</style>`);
    expect(template.html).not.toContain('rel="stylesheet"');
    expect(template.inlineStyles).toEqual([hashOf(CSS)]);
  });

  it('carries the icon inside the page, so it costs no request beside the first paint', () => {
    const { html } = readPageTemplate(webRoot);
    const href = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
    expect(href).toBe(`data:image/svg+xml,${encodeURIComponent(ICON)}`);
    expect(decodeURIComponent(href?.replace('data:image/svg+xml,', '') ?? '')).toBe(ICON);
  });

  it('keeps the icon as a link where the web root has no icon file (the unbuilt app)', () => {
    fs.rmSync(path.join(webRoot, 'favicon.svg'));
    expect(readPageTemplate(webRoot).html).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    );
  });

  it('starts the app by a script allowed by its hash, after the paint where there is a page', () => {
    const template = readPageTemplate(webRoot);
    const start = /<script type="module">(.*?)<\/script>/.exec(template.html)?.[1] ?? '';
    expect(start).toBe(
      'const start=()=>import("/assets/index-Zz9.js");' +
        'document.querySelector("#root [data-page-loading]")||!document.querySelector("#root>*")' +
        '?start():PerformanceObserver.supportedEntryTypes?.includes("paint")' +
        '?new PerformanceObserver((list,observer)=>{' +
        'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}' +
        '}).observe({type:"paint",buffered:true})' +
        ':requestAnimationFrame(()=>setTimeout(start))',
    );
    expect(template.html).not.toContain('src="/assets/index-Zz9.js"');
    expect(template.inlineScripts).toEqual([hashOf(start)]);
  });

  it("makes way for each page's own title and description", () => {
    const { html } = readPageTemplate(webRoot);
    expect(html).toContain(`<head>${HEAD_MARK}`);
    expect(html).not.toContain('<title>');
    expect(html).not.toContain('name="description"');
  });
});
