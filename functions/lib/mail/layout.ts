const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

export interface BrandedMail {
  to: string;
  subject: string;
  heading: string;
  /** Plain sentences; each becomes a paragraph (escaped) and a block of the text part. */
  paragraphs: string[];
  /** Steps shown as a list, e.g. what to do after a failed payment. */
  steps?: string[];
  action?: { label: string; url: string };
  footnote?: string;
  siteUrl: string;
}

/**
 * The card every product e-mail sits in: the wordmark, a heading, the content and the signature, which
 * links to the site unless `siteUrl` is null (the login code e-mail's only link is its sign-in link).
 */
export function mailFrame(heading: string, contentHtml: string, siteUrl: string | null): string {
  const signature =
    siteUrl === null
      ? '— El equipo de Ingresá'
      : `— El equipo de Ingresá · <a href="${escapeHtml(siteUrl)}" style="color:#0842b8">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a>`;
  return `<!doctype html>
<html lang="es-AR">
  <body style="margin:0;padding:24px;background:#f7f9fc;font-family:Arial,Helvetica,sans-serif;color:#14213d">
    <table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td>
        <p style="margin:0 0 8px;font-weight:bold;color:#0b5cff;font-size:18px">Ingresá</p>
        <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
        ${contentHtml}
        <p style="margin:0;color:#4a5568;font-size:13px">${signature}</p>
      </td></tr>
    </table>
  </body>
</html>`;
}

/** The product's e-mail: one card with the wordmark, short paragraphs and one button, plus the text part. */
export function brandedEmail(mail: BrandedMail) {
  const { to, subject, heading, paragraphs, steps = [], action, footnote, siteUrl } = mail;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(steps.length ? [...steps.map((step) => `- ${step}`), ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '— El equipo de Ingresá',
    siteUrl,
  ].join('\n');
  const p = (content: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content)}</p>`;
  const content = [
    ...paragraphs.map(p),
    steps.length
      ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`
      : '',
    action
      ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b5cff;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>`
      : '',
    footnote ? `<p style="margin:0 0 24px;color:#4a5568;font-size:14px">${escapeHtml(footnote)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n        ');
  const html = mailFrame(heading, content, siteUrl);
  return { to, subject, html, text };
}
