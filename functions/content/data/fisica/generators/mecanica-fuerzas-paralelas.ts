import { beamFigure } from '../../../figures/mechanisms.ts';
import { texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, numericOptions, pasos, texSig } from '../helpers.ts';

const r = String.raw;

interface ParalelasParams {
  f1: number;
  f2: number;
  d: number;
  sentido: 'mismo' | 'opuesto';
}

/** Two parallel forces a distance apart, same or opposite sense: where their resultant acts. */
const fuerzasParalelas: Generator<ParalelasParams> = {
  id: 'fis-mecanica-gen-fuerzas-paralelas',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.fuerzas-paralelas',
  figure: ({ f1, f2, d, sentido }) =>
    beamFigure({
      forces: [
        { at: 0.15, label: `${f1} N` },
        { at: 0.85, label: `${f2} N`, up: sentido === 'opuesto' },
      ],
      distances: [{ from: 0.15, to: 0.85, label: `${d} cm` }],
      alt: `Una barra con dos fuerzas paralelas ${sentido === 'mismo' ? 'del mismo sentido' : 'de sentidos opuestos'}, de ${f1} N y ${f2} N, aplicadas a ${d} cm una de otra.`,
    }),
  params: (rng) => {
    const sentido = rng.next() < 0.5 ? 'mismo' : 'opuesto';
    for (;;) {
      const f1 = 10 * rng.int(1, 12);
      const f2 = 10 * rng.int(1, 12);
      if (sentido === 'mismo' || Math.abs(f1 - f2) >= 20) {
        return { f1, f2, d: 10 * rng.int(2, 12), sentido };
      }
    }
  },
  build: ({ f1, f2, d, sentido }, rng) => {
    const mismo = sentido === 'mismo';
    const resultante = mismo ? f1 + f2 : Math.abs(f1 - f2);
    const x = mismo ? (d * f2) / (f1 + f2) : (d * f2) / Math.abs(f1 - f2);
    const comoMismo = (d * f2) / (f1 + f2);
    const comoOpuesto = (d * f2) / Math.abs(f1 - f2 || 1);
    const { options, correctAnswer } = numericOptions(
      rng,
      x,
      [Math.abs(d - x), mismo ? comoOpuesto : comoMismo, (d * f1) / (f1 + f2), d / 2],
      (value) => `${fmtSig(value)} cm`,
    );
    const mayor = `la fuerza de ${Math.max(f1, f2)} N`;
    const pasoUbicacion = mismo
      ? r`Está entre las dos, más cerca de la mayor: $${f1}\,x = ${f2}\,(${d} - x) \Rightarrow x = \dfrac{${d} \cdot ${f2}}{${f1} + ${f2}} ${eqSig(x)} ${texSig(x)}$ cm de la fuerza de ${f1} N.`
      : r`Está fuera del segmento, del lado de la mayor (${mayor}). Con la regla $F_1\,d_1 = F_2\,d_2$ y las distancias medidas desde ese punto: $x = \dfrac{${d} \cdot ${f2}}{|${f1} - ${f2}|} ${eqSig(x)} ${texSig(x)}$ cm de la fuerza de ${f1} N.`;
    return {
      question: `Dos fuerzas paralelas ${mismo ? 'del mismo sentido' : 'de sentidos opuestos'}, de ${f1} N y ${f2} N, están aplicadas sobre una barra a ${d} cm una de otra. ¿A qué distancia de la fuerza de ${f1} N está aplicada la resultante?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          mismo
            ? `Mismo sentido: la resultante vale R = ${f1} + ${f2} = ${resultante} N.`
            : `Sentidos opuestos: la resultante vale R = |${f1} − ${f2}| = ${resultante} N, con el sentido de la mayor.`,
          pasoUbicacion,
          r`Control con Varignon, tomando momentos respecto de la fuerza de ${f1} N: la resultante por su distancia tiene que dar lo mismo que la otra fuerza por la suya, $${resultante} \cdot ${texSig(x)} ${eqSig(x)} ${f2} \cdot ${d} = ${texNum(f2 * d, 0)}$ N·cm.`,
          mismo
            ? 'Error típico: ubicar la resultante más cerca de la fuerza menor, o medir desde la otra fuerza.'
            : 'Error típico: ponerla entre las dos fuerzas, como si tuvieran el mismo sentido.',
        ],
        `A ${fmtSig(x)} cm de la fuerza de ${f1} N.`,
      ),
    };
  },
  solve: ({ f1, f2, d, sentido }) => {
    // Varignon with signed forces: origin at F1, F2 at x = d.
    const s2 = sentido === 'mismo' ? f2 : -f2;
    return Math.abs((s2 * d) / (f1 + s2));
  },
};

/** Parallel forces (#31). */
export const generators: Generator[] = [conRedondeo(fuerzasParalelas)];
