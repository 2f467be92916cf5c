import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes.ts';

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

describe('the CSP hashes of a page', () => {
  it('hashes each inline script a browser runs, and no file or data block', () => {
    const html = [
      '<html><head><script type="application/ld+json">{"@type":"Product"}</script>',
      '<script nonce="abc" data-tsr>self.$R=[]</script>',
      '<script type="module" src="/assets/entry.js" async></script></head>',
      '<body><script type=module>import("/a.js")</script>',
      '<script type="text/javascript">x()</script>',
      "<script type='application/json' id=data>{}</script>",
      '<SCRIPT>y()</SCRIPT ></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('self.$R=[]'),
      sha256('import("/a.js")'),
      sha256('x()'),
      sha256('y()'),
    ]);
  });

  it('hashes the text as the browser reads it: line ends as LF, each script once', () => {
    const html = '<script>a();\r\nb();\rc()</script><script>a();\nb();\nc()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a();\nb();\nc()')]);
  });

  it('gives none for a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/x.js"></script>')).toEqual([]);
  });
});
