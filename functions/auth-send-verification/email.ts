import { CODE_VALIDITY_MINUTES } from './limits.ts';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The login-code e-mail, in HTML and plain text. */
export function loginCodeEmail(to: string, code: string, siteUrl: string) {
  const subject = `${code} es tu código para ingresar a Ingresá`;
  const text = [
    'Hola:',
    '',
    'Tu código para ingresar a Ingresá es:',
    '',
    `    ${code}`,
    '',
    `Vale por ${CODE_VALIDITY_MINUTES} minutos y sirve una sola vez.`,
    'Si no fuiste vos, ignorá este mensaje: nadie puede entrar a tu cuenta sin este código.',
    '',
    '— El equipo de Ingresá',
    siteUrl,
  ].join('\n');
  const html = `<!doctype html>
<html lang="es-AR">
  <body style="margin:0;padding:24px;background:#f7f9fc;font-family:Arial,Helvetica,sans-serif;color:#14213d">
    <table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td>
        <p style="margin:0 0 8px;font-weight:bold;color:#0b5cff;font-size:18px">Ingresá</p>
        <h1 style="margin:0 0 16px;font-size:22px">Tu código para ingresar</h1>
        <p style="margin:0 0 16px">Usá este código para entrar a tu cuenta:</p>
        <p style="margin:0 0 16px;font-size:40px;font-weight:bold;letter-spacing:10px;text-align:center;background:#eef3ff;border-radius:8px;padding:16px" aria-label="Código ${escapeHtml(code.split('').join(' '))}">${escapeHtml(code)}</p>
        <p style="margin:0 0 8px">Vale por <strong>${CODE_VALIDITY_MINUTES} minutos</strong> y sirve una sola vez.</p>
        <p style="margin:0 0 24px;color:#4a5568">Si no fuiste vos, ignorá este mensaje: nadie puede entrar a tu cuenta sin este código.</p>
        <p style="margin:0;color:#4a5568;font-size:13px">— El equipo de Ingresá · <a href="${escapeHtml(siteUrl)}" style="color:#0842b8">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a></p>
      </td></tr>
    </table>
  </body>
</html>`;
  return { to, subject, html, text };
}
