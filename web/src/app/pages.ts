import type { PageMeta } from './meta.ts';

export interface PrerenderedPage {
  path: string;
  meta: PageMeta;
  /** false for shells whose content depends on the visitor: written as HTML, rendered in the browser. */
  hydrate: boolean;
}

/** Every page written to static HTML at build time. */
export const prerenderedPages: PrerenderedPage[] = [
  {
    path: '/',
    hydrate: true,
    meta: {
      title: 'Ingresá | Preparación para el ingreso a la UTN',
      description:
        'Prepará el ingreso a la UTN con ejercicios resueltos paso a paso, simuladores de examen, mini clases y un tutor con IA disponible a toda hora.',
    },
  },
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
  {
    path: '/404',
    hydrate: false,
    meta: {
      title: 'Página no encontrada | Ingresá',
      description: 'La página que buscás no existe.',
      noindex: true,
    },
  },
];
