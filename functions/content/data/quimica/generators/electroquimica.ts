import { atomicMasses } from '../../../../lib/science/atomic-masses.ts';
import { FARADAY as F } from '../../../../lib/science/constants.ts';
import { galvanicCell } from '../../../figures/cells.ts';
import { fmtNum, placeOptions, round, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, fmtAuto, fmtSigned, pickNumericDistractors, texAuto, texSig } from '../util.ts';

// ── Fem de una pila a partir de potenciales estándar ───────────────────

interface Semicelda {
  metal: string;
  nombre: string;
  /** charge of the cation */
  z: number;
  /** standard reduction potential, V */
  e: number;
}

const SUPER = ['', '⁺', '²⁺', '³⁺'];

const SEMICELDAS: Semicelda[] = [
  { metal: 'Mg', nombre: 'magnesio', z: 2, e: -2.37 },
  { metal: 'Al', nombre: 'aluminio', z: 3, e: -1.66 },
  { metal: 'Zn', nombre: 'zinc', z: 2, e: -0.76 },
  { metal: 'Cr', nombre: 'cromo', z: 3, e: -0.74 },
  { metal: 'Fe', nombre: 'hierro', z: 2, e: -0.44 },
  { metal: 'Cd', nombre: 'cadmio', z: 2, e: -0.4 },
  { metal: 'Ni', nombre: 'níquel', z: 2, e: -0.25 },
  { metal: 'Sn', nombre: 'estaño', z: 2, e: -0.14 },
  { metal: 'Pb', nombre: 'plomo', z: 2, e: -0.13 },
  { metal: 'Cu', nombre: 'cobre', z: 2, e: 0.34 },
  { metal: 'Ag', nombre: 'plata', z: 1, e: 0.8 },
  { metal: 'Au', nombre: 'oro', z: 3, e: 1.5 },
];

const ion = (s: Semicelda) => `${s.metal}${SUPER[s.z]}`;
const ionTex = (s: Semicelda) => `\\mathrm{${s.metal}^{${s.z === 1 ? '' : s.z}+}}`;
const volts = (x: number) => `${fmtSigned(x, 2)} V`;

function mcd(a: number, b: number): number {
  return b === 0 ? a : mcd(b, a % b);
}

interface FemParams {
  i: number;
  j: number;
  plantilla: 0 | 1 | 2;
}

const fem: Generator<FemParams> = {
  id: 'qui-electroquimica-gen-fem',
  subject: 'quimica',
  topic: 'electroquimica',
  difficulty: 'medio',
  subtopic: 'electroquimica.pilas-potenciales',
  figure({ i, j }) {
    const [A, B] = [SEMICELDAS[i]!, SEMICELDAS[j]!];
    return galvanicCell({
      left: { metal: A.metal, ion: ion(A) },
      right: { metal: B.metal, ion: ion(B) },
      alt: `Una pila con un electrodo de ${A.nombre} en una solución de ${ion(A)} y otro de ${B.nombre} en una solución de ${ion(B)}, unidos por un puente salino y por un cable con un voltímetro.`,
    });
  },
  params(rng) {
    const i = rng.int(0, SEMICELDAS.length - 1);
    let j = rng.int(0, SEMICELDAS.length - 2);
    if (j >= i) j += 1;
    return { i, j, plantilla: rng.int(0, 2) as 0 | 1 | 2 };
  },
  build({ i, j, plantilla }, rng) {
    const A = SEMICELDAS[i]!;
    const B = SEMICELDAS[j]!;
    const [anodo, catodo] = A.e < B.e ? [A, B] : [B, A];
    const e = round(catodo.e - anodo.e, 2);
    const datos = `E°(${ion(A)}/${A.metal}) = ${volts(A.e)}; E°(${ion(B)}/${B.metal}) = ${volts(B.e)}`;
    const preguntas = [
      `Se arma una pila con un electrodo de ${A.nombre} sumergido en una solución 1 M de ${ion(A)} y otro de ${B.nombre} en una solución 1 M de ${ion(B)}, unidas por un puente salino. ¿Cuál es la fem estándar de la pila? (${datos})`,
      `¿Qué fem estándar entrega la pila formada por las semiceldas ${A.metal} | ${ion(A)} y ${B.metal} | ${ion(B)}? (${datos})`,
      `En el laboratorio conectás una semicelda de ${A.nombre} (${A.metal} en ${ion(A)} 1 M) con una de ${B.nombre} (${B.metal} en ${ion(B)} 1 M). ¿Qué valor de fem estándar esperás medir con el voltímetro? (${datos})`,
    ];
    const m = (anodo.z * catodo.z) / mcd(anodo.z, catodo.z);
    const cAnodo = m / anodo.z;
    const cCatodo = m / catodo.z;
    const coef = (c: number) => (c === 1 ? '' : `${c}\\,`);
    const correcta = volts(e);
    const candidatos = [
      volts(catodo.e + anodo.e),
      volts(-e),
      volts(cCatodo * catodo.e - cAnodo * anodo.e),
      volts(Math.abs(catodo.e) - Math.abs(anodo.e)),
      volts(Math.abs(catodo.e) + Math.abs(anodo.e)),
    ];
    const distractores = pickNumericDistractors(correcta, candidatos, (k) =>
      volts(e + (k % 2 === 0 ? 0.1 * k : -0.1 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    const pasos = [
      `PASO 1: El cátodo es la semicelda de mayor potencial de reducción: ${catodo.metal} (${volts(catodo.e)}). Allí se reduce el ${ion(catodo)}. El ánodo es el ${anodo.nombre} (${volts(anodo.e)}), que se oxida.`,
      `PASO 2: Semirreacciones: ánodo $\\mathrm{${anodo.metal}} \\rightarrow ${ionTex(anodo)} + ${anodo.z === 1 ? '' : anodo.z}\\,e^{-}$; cátodo $${ionTex(catodo)} + ${catodo.z === 1 ? '' : catodo.z}\\,e^{-} \\rightarrow \\mathrm{${catodo.metal}}$. Balanceando electrones: $${coef(cAnodo)}\\mathrm{${anodo.metal}} + ${coef(cCatodo)}${ionTex(catodo)} \\rightarrow ${coef(cAnodo)}${ionTex(anodo)} + ${coef(cCatodo)}\\mathrm{${catodo.metal}}$.`,
      `PASO 3: $E^\\circ_{\\text{pila}} = E^\\circ_{\\text{cátodo}} - E^\\circ_{\\text{ánodo}} = ${texNum(catodo.e)} - (${texNum(anodo.e)}) = ${texNum(e)}$ V. Los potenciales no se multiplican por los coeficientes de la ecuación.`,
    ];
    return {
      question: preguntas[plantilla]!,
      options,
      correctAnswer,
      explanation: [
        ...pasos,
        `RESULTADO: La fem estándar es ${fmtNum(e)} V; es positiva, así que la reacción es espontánea.`,
      ].join('\n'),
    };
  },
  solve({ i, j }) {
    const potenciales = [SEMICELDAS[i]!.e, SEMICELDAS[j]!.e];
    // The spontaneous direction always gives the larger minus the smaller potential.
    return Math.max(...potenciales) - Math.min(...potenciales);
  },
};

// ── Ley de Faraday ──────────────────────────────────────────────────────

const METALES = [
  { metal: 'Cu', nombre: 'cobre', medio: 'una solución de sulfato cúprico', z: 2, masa: atomicMasses.Cu },
  { metal: 'Ag', nombre: 'plata', medio: 'una solución de nitrato de plata', z: 1, masa: atomicMasses.Ag },
  { metal: 'Zn', nombre: 'zinc', medio: 'una solución de sulfato de zinc', z: 2, masa: atomicMasses.Zn },
  {
    metal: 'Ni',
    nombre: 'níquel',
    medio: 'una solución de sulfato de níquel(II)',
    z: 2,
    masa: atomicMasses.Ni,
  },
  {
    metal: 'Cr',
    nombre: 'cromo',
    medio: 'una solución de sulfato de cromo(III)',
    z: 3,
    masa: atomicMasses.Cr,
  },
  { metal: 'Au', nombre: 'oro', medio: 'una solución de cloruro de oro(III)', z: 3, masa: atomicMasses.Au },
  { metal: 'Al', nombre: 'aluminio', medio: 'alúmina (Al₂O₃) fundida', z: 3, masa: atomicMasses.Al },
  {
    metal: 'Sn',
    nombre: 'estaño',
    medio: 'una solución de cloruro de estaño(II)',
    z: 2,
    masa: atomicMasses.Sn,
  },
];

/** Decimals that show a mass with four significant figures (the student reads this value). */
function decimalesCuatroCifras(x: number): number {
  return Math.max(0, 3 - Math.floor(Math.log10(Math.abs(x))));
}

interface FaradayParams {
  metal: number;
  corriente: number;
  minutos: number;
  modo: 'masa' | 'tiempo';
}

const faraday: Generator<FaradayParams> = {
  id: 'qui-electroquimica-gen-faraday',
  subject: 'quimica',
  topic: 'electroquimica',
  difficulty: 'dificil',
  subtopic: 'electroquimica.electrolisis-faraday',
  params(rng) {
    return {
      metal: rng.int(0, METALES.length - 1),
      corriente: rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 10]),
      minutos: rng.pick([5, 10, 15, 20, 30, 40, 45, 60, 90, 120]),
      modo: rng.next() < 0.65 ? 'masa' : 'tiempo',
    };
  },
  build({ metal, corriente, minutos, modo }, rng) {
    const { metal: simbolo, nombre, medio, z, masa: M } = METALES[metal]!;
    const t = minutos * 60;
    const Q = corriente * t;
    const ne = Q / F;
    const nMetal = ne / z;
    const masa = nMetal * M;
    const semi = `${simbolo}${SUPER[z]} + ${z === 1 ? '' : `${z} `}e⁻ → ${simbolo}`;
    const datos = `(${semi}; ${simbolo} = ${fmtNum(M)}; F = 96.500 C/mol)`;
    if (modo === 'masa') {
      const op = (x: number) => `${fmtAuto(x)} g`;
      const correcta = op(masa);
      const candidatos = [op(masa / 60), op(masa * z), op(masa / z), op(nMetal)];
      const distractores = pickNumericDistractors(correcta, candidatos, (k) => op(masa * (1 + 0.3 * k)));
      const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
      return {
        question: `Se hace circular una corriente de ${fmtNum(corriente)} A durante ${minutos} minutos a través de ${medio}. ¿Qué masa de ${nombre} se deposita en el cátodo? ${datos}`,
        options,
        correctAnswer,
        explanation: [
          `PASO 1: Pasá el tiempo a segundos: $${minutos}\\ \\text{min} \\cdot 60 = ${texNum(t)}$ s.`,
          `PASO 2: Carga: $Q = I \\cdot t = ${texNum(corriente)} \\cdot ${texNum(t)} = ${texNum(Q)}$ C.`,
          `PASO 3: Moles de electrones: $n_{e^-} = \\dfrac{${texNum(Q)}}{96\\,500} \\approx ${texSig(ne)}$ mol.`,
          `PASO 4: Según la semirreacción, cada mol de ${simbolo} necesita ${z} mol de electrones: $n_{\\mathrm{${simbolo}}} = \\dfrac{${texSig(ne)}}{${z}} \\approx ${texSig(nMetal)}$ mol.`,
          `PASO 5: Masa: $m = ${texSig(nMetal)} \\cdot ${texNum(M)} \\approx ${texAuto(masa)}$ g.`,
          `RESULTADO: Se depositan ${fmtAuto(masa)} g de ${nombre}.`,
        ].join('\n'),
      };
    }
    const decimalesMasa = decimalesCuatroCifras(masa);
    const masaDada = round(masa, decimalesMasa);
    const nDado = masaDada / M;
    const neDado = nDado * z;
    const QDado = neDado * F;
    const tSeg = QDado / corriente;
    const tMin = tSeg / 60;
    const op = (x: number) => `${fmtNum(x, 1)} min`;
    const correcta = op(tMin);
    const candidatos = [op(tSeg), op(tMin / z), op(tMin * z), op(QDado / 60)];
    const distractores = pickNumericDistractors(correcta, candidatos, (k) => op(tMin * (1 + 0.3 * k)));
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return {
      question: `¿Cuánto tiempo tiene que circular una corriente de ${fmtNum(corriente)} A por ${medio} para depositar ${fmtNum(masaDada, decimalesMasa)} g de ${nombre}? ${datos}`,
      options,
      correctAnswer,
      explanation: [
        `PASO 1: Moles de ${nombre}: $n = \\dfrac{${texNum(masaDada, decimalesMasa)}}{${texNum(M)}} \\approx ${texSig(nDado)}$ mol.`,
        `PASO 2: Moles de electrones (${z} por cada ${simbolo}): $${texSig(nDado)} \\cdot ${z} \\approx ${texSig(neDado)}$ mol.`,
        `PASO 3: Carga: $Q = ${texSig(neDado)} \\cdot 96\\,500 \\approx ${texNum(QDado, 0)}$ C.`,
        `PASO 4: Tiempo: $t = \\dfrac{Q}{I} = \\dfrac{${texNum(QDado, 0)}}{${texNum(corriente)}} = ${texNum(tSeg, 0)}$ s, que en minutos son $${texNum(tSeg, 0)} / 60 = ${texNum(tMin, 1)}$ min.`,
        `RESULTADO: Tiene que circular durante ${fmtNum(tMin, 1)} minutos (${fmtNum(tSeg, 0)} s).`,
      ].join('\n'),
    };
  },
  solve({ metal, corriente, minutos, modo }) {
    const { z, masa: M } = METALES[metal]!;
    // Faraday's law in one line: m = I·t·M / (z·F).
    const masa = (corriente * minutos * 60 * M) / (z * F);
    if (modo === 'masa') return masa;
    const masaDada = round(masa, decimalesCuatroCifras(masa));
    return (masaDada * z * F) / (M * corriente) / 60;
  },
};

export const generators: Generator[] = [fem as Generator, conRedondeo(faraday) as Generator];
