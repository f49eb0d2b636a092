import { elements } from '../../../../lib/science/elements.ts';
import { fmtNum, placeOptions, type Rng, round, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { pickNumericDistractors } from '../util.ts';

interface Nuclido {
  simbolo: string;
  nombre: string;
  z: number;
  masas: number[];
  cargas: number[];
}

/** Common nuclides and the ions they usually form (charge 0 = neutral atom). */
const NUCLIDOS: Nuclido[] = [
  { simbolo: 'Li', nombre: elements.Li.name, z: elements.Li.z, masas: [6, 7], cargas: [0, 1] },
  { simbolo: 'N', nombre: elements.N.name, z: elements.N.z, masas: [14, 15], cargas: [0, -3] },
  { simbolo: 'O', nombre: elements.O.name, z: elements.O.z, masas: [16, 17, 18], cargas: [0, -2] },
  { simbolo: 'F', nombre: elements.F.name, z: elements.F.z, masas: [19], cargas: [0, -1] },
  { simbolo: 'Na', nombre: elements.Na.name, z: elements.Na.z, masas: [23], cargas: [0, 1] },
  { simbolo: 'Mg', nombre: elements.Mg.name, z: elements.Mg.z, masas: [24, 25, 26], cargas: [0, 2] },
  { simbolo: 'Al', nombre: elements.Al.name, z: elements.Al.z, masas: [27], cargas: [0, 3] },
  { simbolo: 'P', nombre: elements.P.name, z: elements.P.z, masas: [31], cargas: [0, -3] },
  { simbolo: 'S', nombre: elements.S.name, z: elements.S.z, masas: [32, 33, 34], cargas: [0, -2] },
  { simbolo: 'Cl', nombre: elements.Cl.name, z: elements.Cl.z, masas: [35, 37], cargas: [0, -1] },
  { simbolo: 'K', nombre: elements.K.name, z: elements.K.z, masas: [39, 41], cargas: [0, 1] },
  { simbolo: 'Ca', nombre: elements.Ca.name, z: elements.Ca.z, masas: [40, 42, 44], cargas: [0, 2] },
  { simbolo: 'Fe', nombre: elements.Fe.name, z: elements.Fe.z, masas: [54, 56, 57], cargas: [0, 2, 3] },
  { simbolo: 'Cu', nombre: elements.Cu.name, z: elements.Cu.z, masas: [63, 65], cargas: [0, 1, 2] },
  { simbolo: 'Zn', nombre: elements.Zn.name, z: elements.Zn.z, masas: [64, 66, 68], cargas: [0, 2] },
  { simbolo: 'Br', nombre: elements.Br.name, z: elements.Br.z, masas: [79, 81], cargas: [0, -1] },
  { simbolo: 'Ag', nombre: elements.Ag.name, z: elements.Ag.z, masas: [107, 109], cargas: [0, 1] },
  { simbolo: 'Sn', nombre: elements.Sn.name, z: elements.Sn.z, masas: [118, 120], cargas: [0, 2, 4] },
  { simbolo: 'I', nombre: elements.I.name, z: elements.I.z, masas: [127], cargas: [0, -1] },
  { simbolo: 'Ba', nombre: elements.Ba.name, z: elements.Ba.z, masas: [137, 138], cargas: [0, 2] },
  { simbolo: 'Pb', nombre: elements.Pb.name, z: elements.Pb.z, masas: [206, 208], cargas: [0, 2, 4] },
];

type Pregunta = 'todas' | 'neutrones' | 'electrones';

interface ParticulasParams {
  indice: number;
  a: number;
  carga: number;
  pregunta: Pregunta;
}

function cargaTex(carga: number): string {
  if (carga === 0) return '';
  const valor = Math.abs(carga) === 1 ? '' : String(Math.abs(carga));
  return `^{${valor}${carga > 0 ? '+' : '-'}}`;
}

function pasoElectrones(z: number, carga: number): string {
  const n = Math.abs(carga);
  const plural = n === 1 ? '' : 'es';
  if (carga === 0)
    return `PASO 3: Electrones: el átomo es neutro, así que tiene tantos electrones como protones: ${z}.`;
  if (carga > 0) {
    return `PASO 3: Electrones: la carga ${n}+ indica que el átomo perdió ${n} electrón${plural}, así que quedan $${z} - ${n} = ${z - carga}$.`;
  }
  return `PASO 3: Electrones: la carga ${n}− indica que el átomo ganó ${n} electrón${plural}, así que tiene $${z} + ${n} = ${z - carga}$.`;
}

const particulas: Generator<ParticulasParams> = {
  id: 'qui-estructura-atomica-gen-particulas',
  subject: 'quimica',
  topic: 'estructura-atomica',
  difficulty: 'facil',
  subtopic: 'estructura-atomica.particulas-isotopos',
  params(rng: Rng) {
    const indice = rng.int(0, NUCLIDOS.length - 1);
    const nuclido = NUCLIDOS[indice]!;
    return {
      indice,
      a: rng.pick(nuclido.masas),
      carga: rng.pick(nuclido.cargas),
      pregunta: rng.pick(['todas', 'neutrones', 'electrones'] as const),
    };
  },
  build({ indice, a, carga, pregunta }, rng) {
    const { simbolo, nombre, z } = NUCLIDOS[indice]!;
    const n = a - z;
    const e = z - carga;
    const especie = `$^{${a}}_{${z}}\\mathrm{${simbolo}${cargaTex(carga)}}$`;
    const sujeto = carga === 0 ? `el átomo de ${nombre} ${especie}` : `el ion de ${nombre} ${especie}`;
    const paso1 = `PASO 1: Protones: son el número atómico, $Z = ${z}$.${carga === 0 ? '' : ' Formar un ion no cambia el núcleo: sólo cambian los electrones.'}`;
    const paso2 = `PASO 2: Neutrones: $N = A - Z = ${a} - ${z} = ${n}$. Fijate que los neutrones no dependen de la carga.`;
    const pasos =
      pregunta === 'todas'
        ? [paso1, paso2, pasoElectrones(z, carga)]
        : pregunta === 'neutrones'
          ? [paso1, paso2]
          : [paso1, pasoElectrones(z, carga).replace('PASO 3', 'PASO 2')];
    let enunciado: string;
    let correcta: string;
    let candidatos: string[];
    let fallback: (k: number) => string;
    let resultado: string;
    if (pregunta === 'todas') {
      const texto = (p: number, nn: number, ee: number) =>
        `${p} protones, ${nn} neutrones y ${ee} electrones`;
      enunciado = `¿Cuántos protones, neutrones y electrones tiene ${sujeto}?`;
      correcta = texto(z, n, e);
      candidatos = [texto(z, n, z + carga), texto(z, a, e), texto(e, a - e, e), texto(z, a + z, e)];
      fallback = (k) => texto(z, n + k, e + (k % 2 === 0 ? 1 : -1) * k);
      resultado = `RESULTADO: ${correcta}.`;
    } else if (pregunta === 'neutrones') {
      enunciado = `¿Cuántos neutrones tiene ${sujeto}?`;
      correcta = `${n} neutrones`;
      candidatos = [`${a} neutrones`, `${a + z} neutrones`, `${a - e} neutrones`, `${z} neutrones`];
      fallback = (k) => `${n + (k % 2 === 0 ? k : -k)} neutrones`;
      resultado = `RESULTADO: Tiene ${n} neutrones.`;
    } else {
      enunciado = `¿Cuántos electrones tiene ${sujeto}?`;
      correcta = `${e} electrones`;
      candidatos = [`${z + carga} electrones`, `${z} electrones`, `${n} electrones`, `${a} electrones`];
      fallback = (k) => `${e + (k % 2 === 0 ? k : -k)} electrones`;
      resultado = `RESULTADO: Tiene ${e} electrones.`;
    }
    const distractores = pickNumericDistractors(correcta, candidatos, fallback);
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return {
      question: enunciado,
      options,
      correctAnswer,
      explanation: [...pasos, resultado].join('\n'),
    };
  },
  solve({ indice, a, carga, pregunta }) {
    const z = NUCLIDOS[indice]!.z;
    const protones = z;
    const electrones = protones - carga;
    const neutrones = a - protones;
    if (pregunta === 'todas') return [protones, neutrones, electrones];
    return pregunta === 'neutrones' ? neutrones : electrones;
  },
};

interface MasaPromedioParams {
  modo: 'directo' | 'inverso';
  a1: number;
  delta: number;
  /** abundance of the lighter isotope, in % */
  p1: number;
}

const masaPromedio: Generator<MasaPromedioParams> = {
  id: 'qui-estructura-atomica-gen-masa-promedio',
  subject: 'quimica',
  topic: 'estructura-atomica',
  difficulty: 'medio',
  subtopic: 'estructura-atomica.particulas-isotopos',
  params(rng) {
    const p1 = rng.pick([10, 15, 20, 25, 30, 35, 65, 70, 75, 80, 85, 90]);
    return {
      modo: rng.next() < 0.6 ? 'directo' : 'inverso',
      a1: rng.int(6, 70),
      delta: rng.int(2, 4),
      p1,
    };
  },
  build({ modo, a1, delta, p1 }, rng) {
    const a2 = a1 + delta;
    const p2 = 100 - p1;
    const x1 = p1 / 100;
    const x2 = p2 / 100;
    const media = round(a1 * x1 + a2 * x2, 2);
    if (modo === 'directo') {
      const correcta = `${fmtNum(media)} u`;
      const candidatos = [
        `${fmtNum((a1 + a2) / 2)} u`,
        `${fmtNum(a1 * x2 + a2 * x1)} u`,
        `${fmtNum(a1 + a2)} u`,
        `${fmtNum(p1 > 50 ? a1 : a2)} u`,
      ];
      const distractores = pickNumericDistractors(
        correcta,
        candidatos,
        (k) => `${fmtNum(media + k * 0.3)} u`,
      );
      const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
      return {
        question: `Un elemento X tiene dos isótopos naturales: X-${a1}, con una abundancia de ${p1} %, y X-${a2}, con ${p2} %. Tomando la masa de cada isótopo igual a su número másico, ¿cuál es la masa atómica promedio de X?`,
        options,
        correctAnswer,
        explanation: [
          `PASO 1: La masa atómica es el promedio de las masas de los isótopos ponderado por su abundancia: $\\bar{M} = m_1 x_1 + m_2 x_2$, con las abundancias en tanto por uno.`,
          `PASO 2: Pasá los porcentajes a tanto por uno: $x_1 = ${texNum(x1)}$ y $x_2 = ${texNum(x2)}$.`,
          `PASO 3: Reemplazá: $\\bar{M} = ${a1} \\cdot ${texNum(x1)} + ${a2} \\cdot ${texNum(x2)} = ${texNum(a1 * x1)} + ${texNum(a2 * x2)} = ${texNum(media)}$ u.`,
          `PASO 4: Controlá: el resultado tiene que quedar entre ${a1} y ${a2} y más cerca del isótopo más abundante (X-${p1 > 50 ? a1 : a2}).`,
          `RESULTADO: La masa atómica promedio de X es ${fmtNum(media)} u.`,
        ].join('\n'),
      };
    }
    const correcta = `${p1} %`;
    const candidatos = [`${p2} %`, `${fmtNum(x1)} %`, '50 %', `${fmtNum(((a2 - media) / a2) * 100)} %`];
    const distractores = pickNumericDistractors(
      correcta,
      candidatos,
      (k) => `${p1 + (k % 2 === 0 ? 5 * k : -5 * k)} %`,
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return {
      question: `Un elemento X tiene dos isótopos, X-${a1} y X-${a2}, y su masa atómica promedio es ${fmtNum(media)} u. Tomando la masa de cada isótopo igual a su número másico, ¿qué porcentaje de los átomos de X corresponde al isótopo X-${a1}?`,
      options,
      correctAnswer,
      explanation: [
        `PASO 1: Llamá $x$ a la fracción del isótopo X-${a1}; la del X-${a2} es $1 - x$ porque entre los dos suman el 100 %.`,
        `PASO 2: Planteá el promedio ponderado: $${a1}\\,x + ${a2}\\,(1 - x) = ${texNum(media)}$.`,
        `PASO 3: Despejá: $${a2} - ${delta}\\,x = ${texNum(media)}$, entonces $x = \\dfrac{${a2} - ${texNum(media)}}{${delta}} = \\dfrac{${texNum(a2 - media)}}{${delta}} = ${texNum(x1)}$.`,
        `PASO 4: Pasalo a porcentaje: $${texNum(x1)} \\cdot 100 = ${p1}$ %. Controlá: como la masa promedio está más cerca de ${p1 > 50 ? a1 : a2}, el isótopo X-${p1 > 50 ? a1 : a2} es el más abundante.`,
        `RESULTADO: El ${p1} % de los átomos corresponde al isótopo X-${a1}.`,
      ].join('\n'),
    };
  },
  solve({ modo, a1, delta, p1 }) {
    const a2 = a1 + delta;
    // Weighted mean written as "heavy isotope minus the deficit of the light one".
    const media = a2 - (delta * p1) / 100;
    if (modo === 'directo') return media;
    const mediaMostrada = round(media, 2);
    return ((a2 - mediaMostrada) / (a2 - a1)) * 100;
  },
};

export const generators: Generator[] = [particulas as Generator, masaPromedio as Generator];
