import { ADMISSION_GUIDE_PATH, ADMISSION_GUIDE_TITLE } from '../../../shared/domain/admission-guide-path.ts';
import { CONNECTION_CHECK_PATH } from '../../../shared/domain/connection-check.ts';
import { SIGN_IN_LINK_PATH } from '../../../shared/domain/sign-in-link.ts';
import { faq, landingCopy } from '../features/landing/landing-content.ts';
import type { LandingCopy } from '../features/landing/landing-data.ts';
import { genericSeoPage } from '../features/seo/ingreso-pages.ts';
import { regionalGuideDocuments, seoDocuments } from '../features/seo/seo-catalog.ts';
import type { SeoPageData } from '../features/seo/seo-page-data.ts';
import { trialPageMeta } from '../features/trial/trial-meta.ts';
import { canonicalUrl, organization, type PageMeta, SITE_URL } from './meta.ts';

export interface PrerenderedPage {
  /** The URL path the page is served at, and its canonical URL. */
  path: string;
  /** Written to this file instead of `<path>/index.html`. */
  file?: string;
  /** Rendered at this location instead of `path` (the 404 page must reach the router's catch-all). */
  renderAt?: string;
  meta: PageMeta;
  /** false for shells whose content depends on the visitor: written as HTML, rendered in the browser. */
  hydrate: boolean;
  /** An SEO page's copy, embedded in its HTML for hydration rather than shipped in the bundle. */
  seo?: SeoPageData;
  /** The landing's longer copy, embedded the same way. */
  landing?: LandingCopy;
}

/** Served by the CloudFront function for every keyword without a page of its own (path-rewrite.js). */
export const GENERIC_SEO_FILE = 'keyword.html';

const home: PrerenderedPage = {
  path: '/',
  hydrate: true,
  landing: landingCopy,
  meta: {
    title: 'Ingresá | Preparación para el ingreso a la UTN',
    description:
      'Prepará el ingreso a la UTN con ejercicios resueltos paso a paso, simuladores de examen, mini clases y un tutor con IA disponible a toda hora.',
    keywords: ['ingreso utn', 'preparación ingreso utn', 'simulador examen utn', 'curso ingreso utn'],
    structuredData: [
      {
        '@type': 'FAQPage',
        '@id': `${SITE_URL}/#faq`,
        inLanguage: 'es-AR',
        mainEntity: faq.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  },
};

function seoPage(path: string, seo: SeoPageData): PrerenderedPage {
  const { content } = seo;
  const url = canonicalUrl(path);
  const meta = { title: content.title, description: content.description, keywords: content.keywords };
  // The generic page is one file for every keyword without a page: no address belongs in its HTML.
  if (seo.generic) return { path, hydrate: true, seo, meta: { ...meta, noindex: true, canonical: false } };
  return {
    path,
    hydrate: true,
    seo,
    meta: {
      ...meta,
      structuredData: [
        {
          '@type': 'WebPage',
          '@id': `${url}#webpage`,
          url,
          name: content.title,
          headline: content.heroTitle,
          description: content.description,
          inLanguage: 'es-AR',
          isPartOf: { '@id': `${SITE_URL}/#website` },
          about: { '@id': organization['@id'] },
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${SITE_URL}/` },
              { '@type': 'ListItem', position: 2, name: content.heroTitle, item: url },
            ],
          },
        },
      ],
    },
  };
}

/** Every page written to static HTML at build time. */
export const prerenderedPages: PrerenderedPage[] = [
  home,
  {
    path: '/estado',
    hydrate: true,
    meta: {
      title: 'Estado del servicio | Ingresá',
      description: 'Comprobá que Ingresá funciona con normalidad.',
      noindex: true,
    },
  },
  {
    path: '/login',
    hydrate: true,
    meta: {
      title: 'Ingresar | Ingresá',
      description: 'Ingresá a tu cuenta de Ingresá con tu email y un código de 6 dígitos. Sin contraseñas.',
    },
  },
  {
    // A login e-mail's one-click link; its token, after "#", is read and posted in the browser.
    path: SIGN_IN_LINK_PATH,
    hydrate: true,
    meta: {
      title: 'Ingresando a tu cuenta | Ingresá',
      description: 'Ingresá a tu cuenta con el enlace que te enviamos por email.',
      noindex: true,
    },
  },
  {
    path: '/email-verification',
    hydrate: false,
    meta: {
      title: 'Verificá tu email | Ingresá',
      description: 'Ingresá el código que te enviamos por email.',
      noindex: true,
    },
  },
  {
    path: '/plans',
    hydrate: true,
    meta: {
      title: 'Planes y precios | Ingresá',
      description:
        'Plan Premium anual o Plan Semanal: simuladores ilimitados, tutor con IA, ejercicios resueltos y estadísticas para tu ingreso a la UTN. Pagás con Mercado Pago y cancelás cuando quieras.',
    },
  },
  {
    path: '/probar',
    hydrate: true,
    meta: trialPageMeta,
  },
  {
    path: '/privacidad',
    hydrate: true,
    meta: {
      title: 'Política de privacidad | Ingresá',
      description:
        'Qué datos guarda Ingresá, para qué, dónde y por cuánto tiempo, y cómo descargarlos o eliminar tu cuenta cuando quieras (Ley 25.326).',
    },
  },
  {
    path: ADMISSION_GUIDE_PATH,
    hydrate: true,
    meta: {
      title: `${ADMISSION_GUIDE_TITLE} | Ingresá`,
      description:
        'Qué es el curso de ingreso a la UTN, sus modalidades y fechas, cómo es el examen y con cuánto se aprueba, qué temas pesan más y cuándo empezar a prepararte.',
    },
  },
  {
    path: '/terminos',
    hydrate: true,
    meta: {
      title: 'Términos y condiciones | Ingresá',
      description:
        'Qué incluye la suscripción a Ingresá, los precios, la renovación automática, cómo cancelar y tu derecho de arrepentimiento de 10 días.',
    },
  },
  {
    path: '/arrepentimiento',
    hydrate: true,
    meta: {
      title: 'Botón de arrepentimiento | Ingresá',
      description:
        'Arrepentite de tu compra dentro de los 10 días corridos: te devolvemos todo por Mercado Pago. Sin iniciar sesión, con un código de identificación al instante (Ley 24.240).',
    },
  },
  {
    path: '/baja',
    hydrate: true,
    meta: {
      title: 'Botón de baja de servicio | Ingresá',
      description:
        'Cancelá tu suscripción a Ingresá sin iniciar sesión: no te cobramos más y seguís estudiando hasta que termine el período que pagaste.',
    },
  },
  {
    // The link mailed for a request made without the account's session; its token is read in the browser.
    path: '/confirmar-solicitud',
    hydrate: true,
    meta: {
      title: 'Confirmá tu pedido | Ingresá',
      description: 'Confirmá tu pedido de arrepentimiento o de baja de servicio.',
      noindex: true,
    },
  },
  {
    path: CONNECTION_CHECK_PATH,
    hydrate: true,
    meta: {
      title: 'Verificando tu conexión | Ingresá',
      description: 'Confirmamos que tu conexión es de una persona y te llevamos de vuelta.',
      noindex: true,
    },
  },
  {
    path: '/cuenta-eliminada',
    hydrate: true,
    meta: {
      title: 'Cuenta eliminada | Ingresá',
      description: 'Eliminamos tu cuenta de Ingresá y todos tus datos.',
      noindex: true,
    },
  },
  {
    // The daily reminder's way out: the token in its link is the visitor's own, read in the browser.
    path: '/recordatorios/baja',
    hydrate: false,
    meta: {
      title: 'Dejar de recibir recordatorios | Ingresá',
      description: 'Apagá el recordatorio diario de tu meta de ejercicios.',
      noindex: true,
    },
  },
  ...(['success', 'failure', 'pending'] as const).map((result) => ({
    path: `/subscription/${result}`,
    hydrate: false,
    meta: {
      title: 'Tu suscripción | Ingresá',
      description: 'El resultado de tu pago en Ingresá.',
      noindex: true,
    },
  })),
  {
    path: '/content',
    hydrate: false,
    meta: {
      title: 'Tu espacio de estudio | Ingresá',
      description: 'Tu espacio de estudio en Ingresá.',
      noindex: true,
    },
  },
  ...seoDocuments.map((document) => seoPage(document.path, { content: document.content, generic: false })),
  ...regionalGuideDocuments.map((document) =>
    seoPage(document.path, { content: document.content, generic: false }),
  ),
  {
    // Rendered once at a sample keyword, which appears nowhere in the file: it names no canonical
    // URL, and the browser adds the one of the address it is served at (seo-route.tsx).
    ...seoPage('/palabra-clave', { content: genericSeoPage, generic: true }),
    file: GENERIC_SEO_FILE,
  },
  {
    path: '/404',
    file: '404.html',
    renderAt: '/404/pagina-no-encontrada',
    hydrate: false,
    meta: {
      title: 'Página no encontrada | Ingresá',
      description: 'La página que buscás no existe.',
      noindex: true,
    },
  },
];

/** The pages search engines should list: sitemap.xml. */
export const indexablePaths: string[] = prerenderedPages
  .filter((page) => !page.meta.noindex && page.file === undefined)
  .map((page) => page.path);
