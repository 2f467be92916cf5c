import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language.ts';
import { renderEmail } from './render.ts';

describe('renderEmail', () => {
  const hostile = {
    template: 'invite' as const,
    values: { store: '<img src=x onerror=alert(1)> & Co', email: '"quoted"@example.com' },
    lines: [],
    link: 'https://shop.example/app/invite?token=a&b="c"',
  };

  it('escapes every interpolated value and the link in the HTML part', () => {
    const { html, text, subject } = renderEmail('en', hostile);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(html).toContain('&quot;quoted&quot;@example.com');
    expect(html).toContain('href="https://shop.example/app/invite?token=a&amp;b=&quot;c&quot;"');
    // The text part and the subject are plain text: shown as written.
    expect(subject).toBe('You are invited to join <img src=x onerror=alert(1)> & Co');
    expect(text).toContain('Accept the invitation: https://shop.example/app/invite?token=a&b="c"');
  });

  it('declares the language and its direction on the HTML', () => {
    expect(renderEmail('ar', hostile).html).toContain('<html lang="ar" dir="rtl">');
    expect(renderEmail('pt', hostile).html).toContain('<html lang="pt-BR" dir="ltr">');
  });
});

describe('languageFromHeader', () => {
  it('takes the first supported language by weight', () => {
    expect(languageFromHeader('nl-NL,nl;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(languageFromHeader('en;q=0.2, ja;q=0.8')).toBe('ja');
    expect(languageFromHeader('zh-Hans-CN')).toBe('zh');
    expect(languageFromHeader('tm')).toBe('ta');
  });

  it('ignores refused, wildcard and unknown ranges', () => {
    expect(languageFromHeader('de;q=0, *')).toBeUndefined();
    expect(languageFromHeader('nl, xx-YY')).toBeUndefined();
    expect(languageFromHeader(undefined)).toBeUndefined();
  });
});
