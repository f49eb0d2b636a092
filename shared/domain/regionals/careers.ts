/** The UTN's engineering careers the regional declarations name, by their usual title. */
export const careerNames = {
  sistemas: 'Ingeniería en Sistemas de Información',
  civil: 'Ingeniería Civil',
  electrica: 'Ingeniería Eléctrica',
  'energia-electrica': 'Ingeniería en Energía Eléctrica',
  electronica: 'Ingeniería Electrónica',
  electromecanica: 'Ingeniería Electromecánica',
  industrial: 'Ingeniería Industrial',
  mecanica: 'Ingeniería Mecánica',
  quimica: 'Ingeniería Química',
  aeronautica: 'Ingeniería Aeronáutica',
  aeroespacial: 'Ingeniería Aeroespacial',
  ferroviaria: 'Ingeniería Ferroviaria',
} as const;

export type CareerId = keyof typeof careerNames;

/** Pure: every bundle imports it through the user entity's profile schema, few read it (ADR 0093). */
export const careerIds = /* @__PURE__ */ Object.keys(careerNames) as CareerId[];

export function isCareerId(value: string): value is CareerId {
  return Object.hasOwn(careerNames, value);
}
