import { inclinedPlane } from '../../../figures/incline.ts';
import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, numericOptions, pasos, texSig } from '../helpers.ts';

const r = String.raw;
const G = 10;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

interface PlanoParams {
  m: number;
  angulo: number;
  d: number;
  mu: number;
  f: number;
  pregunta: 'neto' | 'rapidez';
}

const ANGULOS = [15, 20, 25, 30, 35, 40, 45];

/** A block pushed up an incline from rest: the net work of all the forces, or the speed it reaches. */
const trabajoPlano: Generator<PlanoParams> = {
  id: 'fis-mecanica-gen-trabajo-plano',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'dificil',
  subtopic: 'mecanica.trabajo-plano-inclinado',
  figure: ({ m, angulo, d, mu, f }) =>
    inclinedPlane({
      angle: angulo,
      block: `${m} kg`,
      forces: {
        weight: 'P',
        normal: 'N',
        ...(mu === 0 ? {} : { friction: 'f' }),
        applied: { label: `F = ${f} N`, direction: 'up' },
      },
      length: `${d} m`,
      alt: `Un bloque de ${m} kg empujado ${d} m plano arriba por una fuerza F de ${f} N paralela a un plano inclinado ${angulo}°${mu === 0 ? ' sin rozamiento' : `, con coeficiente de rozamiento ${fmtNum(mu)}`}.`,
    }),
  params: (rng) => {
    const m = rng.int(2, 20);
    const angulo = rng.pick(ANGULOS);
    const mu = rng.int(0, 8) / 20;
    const resiste = m * G * (Math.sin(rad(angulo)) + mu * Math.cos(rad(angulo)));
    return {
      m,
      angulo,
      d: rng.int(2, 10),
      mu,
      f: 5 * Math.ceil(resiste / 5) + 5 * rng.int(1, 6),
      pregunta: rng.next() < 0.5 ? 'neto' : 'rapidez',
    };
  },
  build: ({ m, angulo, d, mu, f, pregunta }, rng) => {
    const sen = Math.sin(rad(angulo));
    const cos = Math.cos(rad(angulo));
    const wF = f * d;
    const wP = -m * G * d * sen;
    const normal = m * G * cos;
    const wR = -mu * normal * d;
    const neto = wF + wP + wR;
    const rapidez = Math.sqrt((2 * neto) / m);
    const value = pregunta === 'neto' ? neto : rapidez;
    const unidad = pregunta === 'neto' ? 'J' : 'm/s';
    const candidatos =
      pregunta === 'neto'
        ? [wF, wF + wP, wF - wP - wR, wF - m * G * d * cos - mu * m * G * sen * d]
        : [Math.sqrt(neto / m), Math.sqrt((2 * wF) / m), Math.sqrt((2 * (wF + wP)) / m), (2 * neto) / m];
    const { options, correctAnswer } = numericOptions(
      rng,
      value,
      candidatos.filter((c) => Number.isFinite(c) && c > 0),
      (x) => `${fmtSig(x)} ${unidad}`,
    );
    const roce =
      mu === 0
        ? 'No hay rozamiento.'
        : `El coeficiente de rozamiento cinético entre el bloque y el plano es ${fmtNum(mu)}.`;
    const pide =
      pregunta === 'neto'
        ? '¿Cuál es el trabajo neto sobre el bloque en ese tramo?'
        : '¿Qué rapidez tiene el bloque al final de ese tramo?';
    return {
      question: `Un bloque de ${m} kg está en reposo al pie de un plano inclinado ${angulo}°. Lo empujás ${d} m plano arriba con una fuerza constante de ${f} N paralela al plano. ${roce} ${pide} (Usá g = 10 m/s².)`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`Fuerza aplicada, a favor del movimiento: $W_F = ${f} \cdot ${d} = ${wF}$ J. Normal, perpendicular al plano: $W_N = 0$.`,
          r`Peso: solo trabaja su componente paralela, que se opone a la subida: $W_P = -${m} \cdot 10 \cdot ${d} \cdot \operatorname{sen} ${angulo}^\circ ${eqSig(wP)} ${texSig(wP)}$ J.`,
          mu === 0
            ? 'Rozamiento: no hay, así que no resta trabajo.'
            : r`Rozamiento: $N = ${m} \cdot 10 \cdot \cos ${angulo}^\circ ${eqSig(normal)} ${texSig(normal)}$ N y $W_f = -${texNum(mu)} \cdot ${texSig(normal)} \cdot ${d} ${eqSig(wR)} ${texSig(wR)}$ J.`,
          r`Trabajo neto: $W_{neto} = W_F + W_P + W_N + W_f ${eqSig(neto)} ${texSig(neto)}$ J.`,
          pregunta === 'neto'
            ? 'Errores típicos: contar solo el trabajo de tu fuerza, olvidar el rozamiento o darle trabajo positivo al peso.'
            : r`Desde el reposo, $W_{neto} = \frac{1}{2} m v^2 \Rightarrow v = \sqrt{\dfrac{2 \cdot ${texSig(neto)}}{${m}}} ${eqSig(rapidez)} ${texSig(rapidez)}$ m/s. Error típico: olvidar el 1/2 de la energía cinética o la raíz.`,
        ],
        `${fmtSig(value)} ${unidad}.`,
      ),
    };
  },
  solve: ({ m, angulo, d, mu, f, pregunta }) => {
    // Newton's second law along the plane, then v² = 2·a·d; the work comes back as ½·m·v².
    const a = (f - m * G * Math.sin(rad(angulo)) - mu * m * G * Math.cos(rad(angulo))) / m;
    const v2 = 2 * a * d;
    return pregunta === 'neto' ? 0.5 * m * v2 : Math.sqrt(v2);
  },
};

/** Work of several forces on an incline (#31). */
export const generators: Generator[] = [conRedondeo(trabajoPlano)];
