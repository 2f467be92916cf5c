import { type LanguageCode, languageOf } from '@commerce/client/i18n/languages';
import { fill, stringsOf, type TemplateKey } from './strings.ts';

/** An email ready to send: a subject, an HTML and a text part, and the link it carries. */
export interface RenderedEmail {
  language: LanguageCode;
  subject: string;
  html: string;
  text: string;
  link: string;
}

export interface EmailContent {
  template: TemplateKey;
  /** The values of the template's placeholders (plain text). */
  values: Record<string, string>;
  /** Optional lines of the template shown after its body (e.g. `tracking`), by key. */
  lines: string[];
  /** The absolute link of the message's button. */
  link: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Renders one message in a language. Every string (translation and interpolated values
 * alike) is escaped as a whole, so a store name or an email address cannot add markup.
 */
export function renderEmail(language: LanguageCode, content: EmailContent): RenderedEmail {
  const strings = stringsOf(language);
  const words = strings[content.template] as Record<string, string>;
  const say = (key: string) => fill(words[key] ?? '', content.values);
  const common = (key: keyof typeof strings.common) => fill(strings.common[key], content.values);
  const { link } = content;
  const subject = say('subject');
  const paragraphs = [say('body'), ...content.lines.map(say)];
  const { dir, htmlLang } = languageOf(language);

  const text = [
    say('heading'),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${say('action')}: ${link}`,
    '',
    common('notYou'),
    '',
    `-- ${common('signature')}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const muted = 'color:#555;font-size:13px';
  const html = `<!doctype html>
<html lang="${e(htmlLang)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;background:#f6f6f6;font-family:system-ui,sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
<h1 style="font-size:20px">${e(say('heading'))}</h1>
${paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
<p><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;text-decoration:none;border-radius:6px">${e(say('action'))}</a></p>
<p style="${muted}">${e(common('linkHelp'))}<br><a href="${e(link)}">${e(link)}</a></p>
<p style="${muted}">${e(common('notYou'))}</p>
<p style="${muted}">${e(common('signature'))}</p>
</div>
</body>
</html>
`;
  return { language, subject, html, text, link };
}
