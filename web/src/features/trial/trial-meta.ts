/** The /probar page's title and description: prerendered (web/src/app/pages.ts) and kept on navigation. */
export const trialPageMeta = {
  title: 'Simulador de ingreso UTN gratis: probá 5 preguntas | Ingresá',
  description:
    'Hacé gratis un mini simulacro del ingreso a la UTN: 5 preguntas de Matemática, Física o Química, 10 minutos y la explicación paso a paso de cada respuesta. Sin registrarte.',
  keywords: [
    'simulador ingreso utn gratis',
    'simulacro ingreso utn',
    'examen ingreso utn online',
    'prueba ingreso utn',
  ],
};
