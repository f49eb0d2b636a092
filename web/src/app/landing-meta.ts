import { faq, landingCopy } from '../features/landing/landing-copy.ts';
import type { LandingCopy } from '../features/landing/landing-data.ts';
import { type PageMeta, SITE_URL } from './meta.ts';

/** The landing's `<head>`: found for the exam's searches, its FAQ as structured data. */
const meta: PageMeta = {
  title: 'Ingresá | Preparación para el ingreso a la UTN',
  description:
    'Prepará el ingreso a la UTN con ejercicios resueltos paso a paso, simuladores de examen, mini clases y un tutor con IA disponible a toda hora.',
  keywords: ['ingreso utn', 'preparación ingreso utn', 'simulador examen utn', 'curso ingreso utn'],
  structuredData: [
    {
      '@type': 'FAQPage',
      '@id': `${SITE_URL}/#faq`,
      inLanguage: 'es-AR',
      mainEntity: /* @__PURE__ */ faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ],
};

/** What the landing's prerender needs beside its route: its head, and its longer copy embedded in the HTML. */
export const landingBuild: { meta: PageMeta; landing: LandingCopy } = { meta, landing: landingCopy };
