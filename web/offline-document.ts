import { INSTALL_LINKS } from './install-links.ts';

/**
 * The page the service worker answers for an address never opened on the device while the network is
 * gone (ADR 0094). Static, with no script: it is served at the address asked for, which the worker
 * writes into "Probar de nuevo" in place of `RETRY_PLACEHOLDER`. Not a page of the router: the
 * public entry and the CloudFront function (10 KB) would each carry it.
 */
export const OFFLINE_DOCUMENT = 'sin-conexion.html';

export const RETRY_PLACEHOLDER = '/__probar-de-nuevo__';

/** `styles`: the `<style>` blocks every page carries (the entry's stylesheet, inlined). */
export function offlineDocument(styles: string): string {
  return [
    '<!doctype html><html lang="es-AR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#0b5cff"><meta name="robots" content="noindex">',
    '<title>Sin conexión | Ingresá</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    INSTALL_LINKS,
    styles,
    '</head><body><div id="root"><main class="result"><div class="result__card">',
    '<a href="/" class="brand result__brand">Ingresá</a>',
    '<h1>Sin conexión</h1>',
    '<p class="lead">Esta página todavía no está guardada en tu dispositivo. Cuando vuelva la conexión, la abrimos.</p>',
    '<p>Mientras tanto, tu panel, tu plan, tus estadísticas y las mini clases que ya abriste siguen acá.</p>',
    '<div class="actions">',
    `<a class="button button--primary" href="${RETRY_PLACEHOLDER}">Probar de nuevo</a>`,
    '<a class="button" href="/content/dashboard">Ir a tu panel</a>',
    '</div></div></main></div></body></html>',
  ].join('');
}
