/**
 * An air bubble rising from the bottom of a lake, as exam pages ask it: the absolute pressure at the
 * bottom (the atmosphere's plus the water's), the same in atm, and the bubble's volume at the surface by
 * the gas law between the bottom's pressure and temperature and the surface's (T = t + 273). One question
 * at a time; every number must be one of the data read. Tried by the hydrostatics declaration.
 */
import type { SolverReply } from './declaration.ts';
import { foldedStatement, num, questionOf, readDensities, readGravity, Taken } from './fluids-floating.ts';
import { fmt, relation } from './numbers.ts';
import { workedReply } from './reply.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const eq = (value: number) => `${relation(value)} ${fmt(value)}`;

export function solveRisingBubble(problem: string): SolverReply | undefined {
  const folded = foldedStatement(problem);
  if (!/burbuja/.test(folded) || !/\blago\b|\bmar\b|estanque|pileta/.test(folded)) return undefined;
  const question = questionOf(folded);
  if (!question) return undefined;
  const byAtmospheres = boyleByAtmospheres(folded, question);
  if (byAtmospheres) return byAtmospheres;
  const taken = new Taken(folded);
  const g = readGravity(taken);
  const densities = readDensities(taken);
  const atmosphere = taken.take(
    new RegExp(`presion atmosferica(?: es)?(?: de)? ${NUM}\\s*pa(?: \\(1 atm\\))?`),
  );
  const oneAtm = taken.take(new RegExp(`1 atm\\s*=\\s*${NUM}\\s*pa`));
  const depth = taken.take(new RegExp(`(?:de|a) ${NUM}\\s*m de profundidad`));
  const temps = taken.take(new RegExp(`(?:esta|se encuentra) a ${NUM}\\s*°\\s*c`));
  const volume = taken.take(new RegExp(`burbuja (?:de aire )?de ${NUM}\\s*(cm³|cm3|mm³|ml)`));
  const [p0m] = atmosphere;
  const [hm] = depth;
  if (!taken.allRead || g === undefined || atmosphere.length !== 1 || !p0m || depth.length !== 1 || !hm)
    return undefined;
  // The statement must say the atmosphere is 1 atm, either way.
  const p0 = num(p0m[1]);
  const statedAtm = /\(1 atm\)/.test(p0m[0]) || (oneAtm.length === 1 && num(oneAtm[0]?.[1]) === p0);
  if (densities.length > 1 || (densities[0] && !densities[0].liquid)) return undefined;
  const rho = densities[0]?.value ?? 1000;
  if (rho !== 1000 && !densities[0]) return undefined;
  if (/\bmar\b/.test(folded) && !densities[0]) return undefined;
  const h = num(hm[1]);
  const p = p0 + rho * g * h;
  const data = [`h = ${fmt(h)} m`, `p₀ = ${fmt(p0)} Pa`, `ρ = ${fmt(rho)} kg/m³`, `g = ${fmt(g)} m/s²`];
  const pressureSteps = [
    `Presión del agua en el fondo: ρ · g · h = ${fmt(rho)} · ${fmt(g)} · ${fmt(h)} ${eq(rho * g * h)} Pa.`,
    `Absoluta: p = p₀ + ρ · g · h = ${fmt(p0)} + ${fmt(rho * g * h)} ${eq(p)} Pa.`,
  ];
  let steps: string[];
  let answer: string;
  if (/volumen/.test(question) && /superficie/.test(question)) {
    const [vm] = volume;
    if (temps.length !== 2 || volume.length !== 1 || !vm) return undefined;
    const t1 = num(temps[0]?.[1]) + 273;
    const t2 = num(temps[1]?.[1]) + 273;
    const v1 = num(vm[1]);
    const v2 = v1 * (p / p0) * (t2 / t1);
    const unit = vm[2] === 'cm3' ? 'cm³' : vm[2] === 'ml' ? 'mL' : vm[2];
    data.push(
      `V₁ = ${fmt(v1)} ${unit} a ${temps[0]?.[1]} °C en el fondo`,
      `${temps[1]?.[1]} °C en la superficie`,
    );
    steps = [
      ...pressureSteps,
      `En kelvin: T₁ = ${fmt(t1)} K (fondo), T₂ = ${fmt(t2)} K (superficie); arriba la presión es p₀.`,
      `La misma masa de aire: p · V₁ / T₁ = p₀ · V₂ / T₂, así que V₂ = ${fmt(v1)} · (${fmt(p)} / ${fmt(p0)}) · (${fmt(t2)} / ${fmt(t1)}) ${eq(v2)} ${unit}.`,
    ];
    answer = `**V₂ ${eq(v2)} ${unit}**`;
  } else if (/presion|expres/.test(question) && /atm/.test(question) && !/\bpa\b/.test(question)) {
    if (!statedAtm || /superficie/.test(question)) return undefined;
    steps = [
      ...pressureSteps,
      `En atmósferas (1 atm = ${fmt(p0)} Pa): ${fmt(p)} / ${fmt(p0)} ${eq(p / p0)} atm.`,
    ];
    answer = `**p ${eq(p / p0)} atm**`;
  } else if (/presion/.test(question) && /absoluta/.test(question) && /fondo/.test(question)) {
    steps = pressureSteps;
    answer = `**p ${eq(p)} Pa**`;
  } else return undefined;
  return {
    text: workedReply({
      title: 'Burbuja que sube en un lago',
      data: data.join('; '),
      steps,
      answer,
      closing: '¿Por qué la burbuja se agranda al subir, aunque no entre aire?',
    }),
    certain: true,
  };
}

const VOLUME_UNITS: Record<string, string> = {
  cm3: 'cm³',
  ml: 'mL',
  dm3: 'dm³',
  m3: 'm³',
  l: 'L',
  litros: 'L',
  litro: 'L',
};

/**
 * «A 20 m de profundidad … cada 10 m de agua la presión aumenta 1 atm; la atmosférica es 1 atm»: the
 * pressure at the depth in atm, p = p₀ + (h/d)·Δp, and, the temperature said constant, the bubble's volume at
 * the surface by Boyle–Mariotte, V₂ = V₁·p/p₀. Every number is one of these.
 */
function boyleByAtmospheres(folded: string, question: string): SolverReply | undefined {
  if (!/volumen/.test(question) || !/superficie/.test(question)) return undefined;
  if (!/temperatura constante|constante la temperatura|isoterm/.test(folded)) return undefined;
  const taken = new Taken(folded);
  const rule = taken.take(
    new RegExp(
      `cada ${NUM}\\s*m(?: de (?:agua|profundidad))?,? la presion (?:aumenta|crece|sube)(?: en)? ${NUM}\\s*atm`,
    ),
  );
  const atmosphere = taken.take(new RegExp(`presion atmosferica (?:es |vale )?(?:de )?${NUM}\\s*atm`));
  const depth = taken.take(new RegExp(`(?:a|de) ${NUM}\\s*m de profundidad`));
  const volume = taken.take(
    new RegExp(`burbuja (?:de aire )?de ${NUM}\\s*(cm³|cm3|ml|dm³|dm3|m³|m3|litros?|l)(?![a-z])`),
  );
  const [r] = rule;
  const [a] = atmosphere;
  const [d] = depth;
  const [v] = volume;
  if (
    !taken.allRead ||
    rule.length !== 1 ||
    atmosphere.length !== 1 ||
    depth.length !== 1 ||
    volume.length !== 1
  )
    return undefined;
  if (!r || !a || !d || !v) return undefined;
  const [step, rise, p0, h, v1] = [num(r[1]), num(r[2]), num(a[1]), num(d[1]), num(v[1])];
  if (!(step > 0 && rise > 0 && p0 > 0 && h > 0 && v1 > 0)) return undefined;
  const p = p0 + (h / step) * rise;
  const v2 = (v1 * p) / p0;
  // Checked back: the product p·V is the same at the depth and at the surface.
  if (Math.abs(p * v1 - p0 * v2) > 1e-9 * p * v1) return undefined;
  const unit = VOLUME_UNITS[(v[2] ?? '').replace('³', '3')] ?? v[2] ?? '';
  return {
    certain: true,
    text: workedReply({
      title: 'Burbuja que sube: Boyle–Mariotte',
      data: `h = ${fmt(h)} m; V₁ = ${fmt(v1)} ${unit}; p₀ = ${fmt(p0)} atm; la presión sube ${fmt(rise)} atm cada ${fmt(step)} m; temperatura constante`,
      steps: [
        `Presión absoluta a ${fmt(h)} m: p = p₀ + (${fmt(h)}/${fmt(step)}) · ${fmt(rise)} atm ${eq(p)} atm.`,
        `A temperatura constante, p · V no cambia: p · V₁ = p₀ · V₂, así que V₂ = ${fmt(v1)} · ${fmt(p)} / ${fmt(p0)} ${eq(v2)} ${unit}.`,
      ],
      answer: `**V₂ ${eq(v2)} ${unit}**`,
      closing: '¿Por qué es peligroso que un buzo suba conteniendo la respiración?',
    }),
  };
}
