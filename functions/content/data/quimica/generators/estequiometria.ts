import { AVOGADRO, MOLAR_VOLUME } from '../../../../lib/science/constants.ts';
import { fmtNum, placeOptions, round, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import {
  composicion,
  conRedondeo,
  datosMasas,
  type Elemento,
  fmtAuto,
  formulaTex,
  MASA_ATOMICA,
  masaMolarDe,
  masaMolarSinSubindices,
  masaMolarTex,
  pickNumericDistractors,
  sciTex,
  texAuto,
} from '../util.ts';

// ── Conversiones masa ⇄ moles ⇄ partículas ⇄ volumen ─────────────────────

interface Sustancia {
  formula: string;
  nombre: string;
  gas: boolean;
  /** moléculas for molecular substances, unidades fórmula for ionic compounds */
  particula: 'moléculas' | 'unidades fórmula';
}

const SUSTANCIAS: Sustancia[] = [
  { formula: 'H₂O', nombre: 'agua', gas: false, particula: 'moléculas' },
  { formula: 'CO₂', nombre: 'dióxido de carbono', gas: true, particula: 'moléculas' },
  { formula: 'NH₃', nombre: 'amoníaco', gas: true, particula: 'moléculas' },
  { formula: 'CH₄', nombre: 'metano', gas: true, particula: 'moléculas' },
  { formula: 'O₂', nombre: 'oxígeno', gas: true, particula: 'moléculas' },
  { formula: 'N₂', nombre: 'nitrógeno', gas: true, particula: 'moléculas' },
  { formula: 'Cl₂', nombre: 'cloro', gas: true, particula: 'moléculas' },
  { formula: 'SO₂', nombre: 'dióxido de azufre', gas: true, particula: 'moléculas' },
  { formula: 'C₃H₈', nombre: 'propano', gas: true, particula: 'moléculas' },
  { formula: 'H₂SO₄', nombre: 'ácido sulfúrico', gas: false, particula: 'moléculas' },
  { formula: 'HNO₃', nombre: 'ácido nítrico', gas: false, particula: 'moléculas' },
  { formula: 'C₆H₁₂O₆', nombre: 'glucosa', gas: false, particula: 'moléculas' },
  { formula: 'C₂H₅OH', nombre: 'etanol', gas: false, particula: 'moléculas' },
  { formula: 'NaCl', nombre: 'cloruro de sodio', gas: false, particula: 'unidades fórmula' },
  { formula: 'CaCO₃', nombre: 'carbonato de calcio', gas: false, particula: 'unidades fórmula' },
  { formula: 'NaOH', nombre: 'hidróxido de sodio', gas: false, particula: 'unidades fórmula' },
  { formula: 'Ca(OH)₂', nombre: 'hidróxido de calcio', gas: false, particula: 'unidades fórmula' },
  { formula: 'Fe₂O₃', nombre: 'óxido férrico', gas: false, particula: 'unidades fórmula' },
  { formula: 'MgO', nombre: 'óxido de magnesio', gas: false, particula: 'unidades fórmula' },
  { formula: 'Al₂O₃', nombre: 'óxido de aluminio', gas: false, particula: 'unidades fórmula' },
];

const MOLES = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 1.2, 1.25, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6];

type ModoConversion =
  | 'masa-moles'
  | 'moles-masa'
  | 'masa-particulas'
  | 'particulas-masa'
  | 'masa-volumen'
  | 'volumen-masa'
  | 'masa-atomos';

interface ConversionParams {
  sustancia: number;
  modo: ModoConversion;
  moles: number;
}

const conversiones: Generator<ConversionParams> = {
  id: 'qui-estequiometria-gen-conversiones',
  subject: 'quimica',
  topic: 'estequiometria',
  difficulty: 'facil',
  subtopic: 'estequiometria.mol-masa-molar',
  params(rng) {
    const sustancia = rng.int(0, SUSTANCIAS.length - 1);
    const gas = SUSTANCIAS[sustancia]!.gas;
    const modos: ModoConversion[] = [
      'masa-moles',
      'moles-masa',
      'masa-particulas',
      'particulas-masa',
      'masa-atomos',
    ];
    if (gas) modos.push('masa-volumen', 'volumen-masa', 'masa-volumen');
    return { sustancia, modo: rng.pick(modos), moles: rng.pick(MOLES) };
  },
  build({ sustancia, modo, moles }, rng) {
    const { formula, nombre, particula } = SUSTANCIAS[sustancia]!;
    const tex = formulaTex(formula);
    const M = masaMolarDe(formula);
    const Mmal = masaMolarSinSubindices(formula);
    const masa = round(moles * M, 3);
    const datos = `(${datosMasas(formula)})`;
    const datosNA = `(${datosMasas(formula)}; $N_A = 6{,}02 \\cdot 10^{23}$)`;
    const pasoM = `PASO 1: Calculá la masa molar: $M(${tex}) = ${masaMolarTex(formula)}$ g/mol.`;
    let question: string;
    let correcta: string;
    let candidatos: string[];
    let fallback: (k: number) => string;
    let pasos: string[];
    let resultado: string;
    const molesDesdeMasa = `PASO 2: Pasá la masa a moles: $n = \\dfrac{m}{M} = \\dfrac{${texNum(masa, 3)}\\ \\text{g}}{${texNum(M)}\\ \\text{g/mol}} = ${texNum(moles, 3)}$ mol.`;
    switch (modo) {
      case 'masa-moles': {
        question = `¿Cuántos moles de ${nombre} (${formula}) hay en ${fmtNum(masa, 3)} g de esa sustancia? ${datos}`;
        const mol = (x: number) => `${fmtAuto(x)} mol`;
        correcta = mol(moles);
        candidatos = [mol(masa * M), mol(M / masa), mol(masa / Mmal)];
        fallback = (k) => mol(moles * (1 + 0.4 * k));
        pasos = [pasoM, molesDesdeMasa];
        resultado = `RESULTADO: Hay ${fmtAuto(moles)} mol de ${formula}.`;
        break;
      }
      case 'moles-masa': {
        question = `¿Qué masa tienen ${fmtNum(moles, 3)} mol de ${nombre} (${formula})? ${datos}`;
        const g = (x: number) => `${fmtAuto(x)} g`;
        correcta = g(masa);
        candidatos = [g(moles / M), g(M / moles), g(moles * Mmal)];
        fallback = (k) => g(masa * (1 + 0.5 * k));
        pasos = [
          pasoM,
          `PASO 2: Multiplicá los moles por la masa molar: $m = n \\cdot M = ${texNum(moles, 3)}\\ \\text{mol} \\cdot ${texNum(M)}\\ \\text{g/mol} = ${texAuto(masa)}$ g.`,
        ];
        resultado = `RESULTADO: La masa es ${fmtAuto(masa)} g.`;
        break;
      }
      case 'masa-particulas': {
        question = `¿Cuántas ${particula} hay en ${fmtNum(masa, 3)} g de ${nombre} (${formula})? ${datosNA}`;
        const atomos = Object.values(composicion(formula)).reduce((a, b) => a + (b ?? 0), 0);
        const s = (x: number) => `$${sciTex(x)}$ ${particula}`;
        const N = moles * AVOGADRO;
        correcta = s(N);
        candidatos = [
          s(masa * AVOGADRO),
          s((M / masa) * AVOGADRO),
          s(N * atomos),
          s((masa / Mmal) * AVOGADRO),
        ];
        fallback = (k) => s(N * 10 ** (k % 2 === 0 ? k / 2 : -(k + 1) / 2));
        pasos = [
          pasoM,
          molesDesdeMasa,
          `PASO 3: Multiplicá por el número de Avogadro: $N = ${texNum(moles, 3)} \\cdot 6{,}02 \\cdot 10^{23} = ${sciTex(N)}$ ${particula}.`,
        ];
        resultado = `RESULTADO: Hay $${sciTex(N)}$ ${particula}.`;
        break;
      }
      case 'particulas-masa': {
        const N = moles * AVOGADRO;
        question = `¿Qué masa de ${nombre} (${formula}) contiene $${sciTex(N, 3)}$ ${particula}? ${datosNA}`;
        const g = (x: number) => `${fmtAuto(x)} g`;
        correcta = g(masa);
        candidatos = [g(moles), g(moles / M), g(moles * Mmal), g(M)];
        fallback = (k) => g(masa * (1 + 0.5 * k));
        pasos = [
          `PASO 1: Pasá las ${particula} a moles: $n = \\dfrac{N}{N_A} = \\dfrac{${sciTex(N, 3)}}{6{,}02 \\cdot 10^{23}} = ${texNum(moles, 3)}$ mol.`,
          pasoM.replace('PASO 1', 'PASO 2'),
          `PASO 3: Masa: $m = n \\cdot M = ${texNum(moles, 3)} \\cdot ${texNum(M)} = ${texAuto(masa)}$ g.`,
        ];
        resultado = `RESULTADO: La masa es ${fmtAuto(masa)} g.`;
        break;
      }
      case 'masa-volumen': {
        const V = moles * MOLAR_VOLUME;
        question = `¿Qué volumen ocupan ${fmtNum(masa, 3)} g de ${nombre} (${formula}) gaseoso en CNPT? ${datos}`;
        const l = (x: number) => `${fmtAuto(x)} L`;
        correcta = l(V);
        candidatos = [
          l(masa * MOLAR_VOLUME),
          l(moles / MOLAR_VOLUME),
          l(masa),
          l((masa / Mmal) * MOLAR_VOLUME),
        ];
        fallback = (k) => l(V * (1 + 0.5 * k));
        pasos = [
          pasoM,
          molesDesdeMasa,
          `PASO 3: En CNPT cada mol de gas ocupa 22,4 L: $V = ${texNum(moles, 3)} \\cdot 22{,}4 = ${texAuto(V)}$ L.`,
        ];
        resultado = `RESULTADO: Ocupan ${fmtAuto(V)} L.`;
        break;
      }
      case 'volumen-masa': {
        const V = round(moles * MOLAR_VOLUME, 3);
        question = `Un recipiente contiene ${fmtNum(V, 3)} L de ${nombre} (${formula}) gaseoso medidos en CNPT. ¿Qué masa de gas contiene? ${datos}`;
        const g = (x: number) => `${fmtAuto(x)} g`;
        correcta = g(masa);
        candidatos = [g(V * M), g(moles), g(V), g(moles * Mmal)];
        fallback = (k) => g(masa * (1 + 0.5 * k));
        pasos = [
          `PASO 1: Pasá el volumen a moles (en CNPT, 22,4 L por mol): $n = \\dfrac{${texNum(V, 3)}}{22{,}4} = ${texNum(moles, 3)}$ mol.`,
          pasoM.replace('PASO 1', 'PASO 2'),
          `PASO 3: Masa: $m = n \\cdot M = ${texNum(moles, 3)} \\cdot ${texNum(M)} = ${texAuto(masa)}$ g.`,
        ];
        resultado = `RESULTADO: Contiene ${fmtAuto(masa)} g de ${formula}.`;
        break;
      }
      default: {
        const comp = composicion(formula);
        const elementos = Object.keys(comp) as Elemento[];
        const elemento = elementos.reduce(
          (best, e) => ((comp[e] ?? 0) > (comp[best] ?? 0) ? e : best),
          elementos[0]!,
        );
        const sub = comp[elemento] ?? 1;
        const total = Object.values(comp).reduce((a, b) => a + (b ?? 0), 0);
        const N = moles * sub * AVOGADRO;
        question = `¿Cuántos átomos de ${elemento} hay en ${fmtNum(masa, 3)} g de ${nombre} (${formula})? ${datosNA}`;
        const s = (x: number) => `$${sciTex(x)}$ átomos`;
        correcta = s(N);
        candidatos = [s(moles * AVOGADRO), s(moles * total * AVOGADRO), s(masa * sub * AVOGADRO), s(N * 10)];
        fallback = (k) => s(N * 10 ** (k % 2 === 0 ? k / 2 : -(k + 1) / 2));
        pasos = [
          pasoM,
          molesDesdeMasa,
          `PASO 3: Cada ${particula === 'moléculas' ? 'molécula' : 'unidad fórmula'} de ${formula} tiene ${sub} átomo${sub === 1 ? '' : 's'} de ${elemento}: $n(\\mathrm{${elemento}}) = ${texNum(moles, 3)} \\cdot ${sub} = ${texNum(moles * sub, 3)}$ mol.`,
          `PASO 4: Multiplicá por $N_A$: $${texNum(moles * sub, 3)} \\cdot 6{,}02 \\cdot 10^{23} = ${sciTex(N)}$ átomos.`,
        ];
        resultado = `RESULTADO: Hay $${sciTex(N)}$ átomos de ${elemento}.`;
      }
    }
    const distractores = pickNumericDistractors(correcta, candidatos, fallback);
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return { question, options, correctAnswer, explanation: [...pasos, resultado].join('\n') };
  },
  solve({ sustancia, modo, moles }) {
    const { formula } = SUSTANCIAS[sustancia]!;
    const comp = composicion(formula);
    // Molar mass summed atom by atom from the kernel's table, independent of masaMolarDe.
    const M = Object.entries(comp).reduce(
      (sum, [e, c]) => sum + (MASA_ATOMICA[e as Elemento] ?? Number.NaN) * (c ?? 0),
      0,
    );
    const masa = round(moles * M, 3);
    switch (modo) {
      case 'masa-moles':
        return masa / M;
      case 'moles-masa':
      case 'particulas-masa':
      case 'volumen-masa':
        return masa;
      case 'masa-particulas':
        return (masa / M) * AVOGADRO;
      case 'masa-volumen':
        return (masa / M) * MOLAR_VOLUME;
      default: {
        const max = Math.max(...Object.values(comp).map((c) => c ?? 0));
        return (masa / M) * max * AVOGADRO;
      }
    }
  },
};

// ── Relaciones masa-masa y masa-volumen ──────────────────────────────────

interface Participante {
  formula: string;
  coef: number;
  gas: boolean;
}

interface Reaccion {
  reactivos: Participante[];
  productos: Participante[];
}

const p = (coef: number, formula: string, gas = false): Participante => ({ coef, formula, gas });

const REACCIONES: Reaccion[] = [
  { reactivos: [p(2, 'H₂', true), p(1, 'O₂', true)], productos: [p(2, 'H₂O')] },
  { reactivos: [p(1, 'N₂', true), p(3, 'H₂', true)], productos: [p(2, 'NH₃', true)] },
  { reactivos: [p(1, 'CH₄', true), p(2, 'O₂', true)], productos: [p(1, 'CO₂', true), p(2, 'H₂O')] },
  { reactivos: [p(1, 'C₃H₈', true), p(5, 'O₂', true)], productos: [p(3, 'CO₂', true), p(4, 'H₂O')] },
  { reactivos: [p(2, 'C₂H₆', true), p(7, 'O₂', true)], productos: [p(4, 'CO₂', true), p(6, 'H₂O')] },
  { reactivos: [p(4, 'Al'), p(3, 'O₂', true)], productos: [p(2, 'Al₂O₃')] },
  { reactivos: [p(4, 'Fe'), p(3, 'O₂', true)], productos: [p(2, 'Fe₂O₃')] },
  { reactivos: [p(2, 'Mg'), p(1, 'O₂', true)], productos: [p(2, 'MgO')] },
  { reactivos: [p(2, 'Na'), p(1, 'Cl₂', true)], productos: [p(2, 'NaCl')] },
  { reactivos: [p(1, 'Zn'), p(2, 'HCl')], productos: [p(1, 'ZnCl₂'), p(1, 'H₂', true)] },
  { reactivos: [p(1, 'Mg'), p(2, 'HCl')], productos: [p(1, 'MgCl₂'), p(1, 'H₂', true)] },
  { reactivos: [p(2, 'Al'), p(6, 'HCl')], productos: [p(2, 'AlCl₃'), p(3, 'H₂', true)] },
  { reactivos: [p(1, 'Fe₂O₃'), p(3, 'CO', true)], productos: [p(2, 'Fe'), p(3, 'CO₂', true)] },
  { reactivos: [p(1, 'H₂SO₄'), p(2, 'NaOH')], productos: [p(1, 'Na₂SO₄'), p(2, 'H₂O')] },
  { reactivos: [p(1, 'C₆H₁₂O₆'), p(6, 'O₂', true)], productos: [p(6, 'CO₂', true), p(6, 'H₂O')] },
  { reactivos: [p(1, 'CaCO₃')], productos: [p(1, 'CaO'), p(1, 'CO₂', true)] },
  { reactivos: [p(2, 'KClO₃')], productos: [p(2, 'KCl'), p(3, 'O₂', true)] },
  { reactivos: [p(2, 'H₂O₂')], productos: [p(2, 'H₂O'), p(1, 'O₂', true)] },
];

function ecuacion(r: Reaccion): string {
  const lado = (ps: Participante[]) =>
    ps.map((x) => `${x.coef === 1 ? '' : `${x.coef} `}${x.formula}`).join(' + ');
  return `${lado(r.reactivos)} → ${lado(r.productos)}`;
}

function todas(r: Reaccion): string[] {
  return [...r.reactivos, ...r.productos].map((x) => x.formula);
}

interface MasaMasaParams {
  reaccion: number;
  reactivo: number;
  producto: number;
  moles: number;
  volumen: boolean;
  rendimiento: number;
}

const masaMasa: Generator<MasaMasaParams> = {
  id: 'qui-estequiometria-gen-masa-masa',
  subject: 'quimica',
  topic: 'estequiometria',
  difficulty: 'medio',
  subtopic: 'estequiometria.balanceo-relaciones',
  params(rng) {
    const reaccion = rng.int(0, REACCIONES.length - 1);
    const r = REACCIONES[reaccion]!;
    const reactivo = rng.int(0, r.reactivos.length - 1);
    const producto = rng.int(0, r.productos.length - 1);
    const gas = r.productos[producto]!.gas;
    return {
      reaccion,
      reactivo,
      producto,
      moles: rng.pick([0.2, 0.25, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2, 2.5, 3, 4, 5]),
      volumen: gas && rng.next() < 0.5,
      rendimiento: rng.next() < 0.35 ? rng.pick([60, 65, 70, 75, 80, 85, 90, 95]) : 100,
    };
  },
  build({ reaccion, reactivo, producto, moles, volumen, rendimiento }, rng) {
    const r = REACCIONES[reaccion]!;
    const A = r.reactivos[reactivo]!;
    const B = r.productos[producto]!;
    const MA = masaMolarDe(A.formula);
    const MB = masaMolarDe(B.formula);
    const masaA = round(moles * MA, 3);
    const nB = (moles * B.coef) / A.coef;
    const f = rendimiento / 100;
    const teorico = volumen ? nB * MOLAR_VOLUME : nB * MB;
    const real = teorico * f;
    const unidad = volumen ? 'L' : 'g';
    const op = (x: number) => `${fmtAuto(x)} ${unidad}`;
    const porUnidad = volumen ? MOLAR_VOLUME : MB;
    const otros = r.reactivos.filter((x) => x !== A);
    const exceso = otros.length > 0 ? ` con exceso de ${otros.map((x) => x.formula).join(' y ')}` : '';
    const pide = volumen
      ? `¿qué volumen de ${B.formula}, medido en CNPT, se obtiene`
      : `¿qué masa de ${B.formula} se obtiene`;
    const rendTexto = rendimiento < 100 ? ` El rendimiento de la reacción es del ${rendimiento} %.` : '';
    const question = `Para la reacción ${ecuacion(r)}, ${pide} a partir de ${fmtNum(masaA, 3)} g de ${A.formula}${exceso}?${rendTexto} (${datosMasas(...todas(r))})`;
    const candidatos = [
      op(moles * porUnidad * f),
      op(((moles * A.coef) / B.coef) * porUnidad * f),
      op(masaA * f),
      op(teorico),
      op(teorico / f),
    ];
    const correcta = op(real);
    const distractores = pickNumericDistractors(
      correcta,
      rendimiento < 100 ? [candidatos[3]!, ...candidatos] : candidatos,
      (k) => op(real * (1 + 0.35 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    const texA = formulaTex(A.formula);
    const texB = formulaTex(B.formula);
    const pasos = [
      `PASO 1: La ecuación ya está balanceada: ${A.coef} mol de ${A.formula} ${A.coef === 1 ? 'produce' : 'producen'} ${B.coef} mol de ${B.formula}.`,
      `PASO 2: Pasá el dato a moles: $M(${texA}) = ${masaMolarTex(A.formula)}$ g/mol, así que $n(${texA}) = \\dfrac{${texNum(masaA, 3)}}{${texNum(MA)}} = ${texNum(moles, 3)}$ mol.`,
      `PASO 3: Aplicá la relación de coeficientes: $n(${texB}) = ${texNum(moles, 3)} \\cdot \\dfrac{${B.coef}}{${A.coef}} = ${texAuto(nB)}$ mol.`,
      volumen
        ? `PASO 4: En CNPT cada mol de gas ocupa 22,4 L: $V = ${texAuto(nB)} \\cdot 22{,}4 = ${texAuto(teorico)}$ L.`
        : `PASO 4: Pasá a masa: $M(${texB}) = ${masaMolarTex(B.formula)}$ g/mol, así que $m = ${texAuto(nB)} \\cdot ${texNum(MB)} = ${texAuto(teorico)}$ g.`,
    ];
    if (rendimiento < 100) {
      pasos.push(
        `PASO 5: Ese es el valor teórico. Con un rendimiento del ${rendimiento} %: $${texAuto(teorico)} \\cdot ${texNum(f)} = ${texAuto(real)}$ ${unidad}.`,
      );
    }
    pasos.push(
      `RESULTADO: Se obtienen ${fmtAuto(real)} ${unidad} de ${B.formula}. Recordá que la relación de coeficientes se aplica a los moles, nunca directamente a los gramos.`,
    );
    return { question, options, correctAnswer, explanation: pasos.join('\n') };
  },
  solve({ reaccion, reactivo, producto, moles, volumen, rendimiento }) {
    const r = REACCIONES[reaccion]!;
    const A = r.reactivos[reactivo]!;
    const B = r.productos[producto]!;
    const masaA = round(moles * masaMolarDe(A.formula), 3);
    // Mass ratio route: grams of B per gram of A from the balanced equation.
    const gramosBporGramoA = (B.coef * masaMolarDe(B.formula)) / (A.coef * masaMolarDe(A.formula));
    const masaB = masaA * gramosBporGramoA * (rendimiento / 100);
    return volumen ? (masaB / masaMolarDe(B.formula)) * MOLAR_VOLUME : masaB;
  },
};

// ── Reactivo limitante ──────────────────────────────────────────────────

const CON_DOS_REACTIVOS = REACCIONES.map((r, i) => ({ r, i })).filter(({ r }) => r.reactivos.length === 2);

interface LimitanteParams {
  reaccion: number;
  limitante: 0 | 1;
  avance: number;
  exceso: number;
  producto: number;
  pregunta: 'producto' | 'sobrante';
}

const limitante: Generator<LimitanteParams> = {
  id: 'qui-estequiometria-gen-limitante',
  subject: 'quimica',
  topic: 'estequiometria',
  difficulty: 'dificil',
  subtopic: 'estequiometria.limitante-pureza-rendimiento',
  params(rng) {
    const { r, i } = rng.pick(CON_DOS_REACTIVOS);
    return {
      reaccion: i,
      limitante: rng.int(0, 1) as 0 | 1,
      avance: rng.pick([0.1, 0.2, 0.25, 0.4, 0.5, 1, 1.5, 2]),
      exceso: rng.pick([1.25, 1.5, 2, 2.5, 3]),
      producto: rng.int(0, r.productos.length - 1),
      pregunta: rng.next() < 0.6 ? 'producto' : 'sobrante',
    };
  },
  build({ reaccion, limitante: li, avance, exceso, producto, pregunta }, rng) {
    const r = REACCIONES[reaccion]!;
    const L = r.reactivos[li]!;
    const E = r.reactivos[1 - li]!;
    const [R0, R1] = r.reactivos as [Participante, Participante];
    const moles = (x: Participante) => (x === L ? avance * L.coef : avance * E.coef * exceso);
    const masa = (x: Participante) => round(moles(x) * masaMolarDe(x.formula), 3);
    const B = r.productos[producto]!;
    const MB = masaMolarDe(B.formula);
    const ME = masaMolarDe(E.formula);
    const nL = moles(L);
    const nE = moles(E);
    const tex = formulaTex;
    const datos = `(${datosMasas(...todas(r))})`;
    const g = (x: number) => `${fmtAuto(x)} g`;
    const enunciado = `Se mezclan ${fmtNum(masa(R0), 3)} g de ${R0.formula} con ${fmtNum(masa(R1), 3)} g de ${R1.formula}, que reaccionan según ${ecuacion(r)}.`;
    const pasos = [
      `PASO 1: Pasá cada reactivo a moles: $n(${tex(R0.formula)}) = \\dfrac{${texNum(masa(R0), 3)}\\ \\text{g}}{${texNum(masaMolarDe(R0.formula))}\\ \\text{g/mol}} = ${texAuto(moles(R0))}$ mol y $n(${tex(R1.formula)}) = \\dfrac{${texNum(masa(R1), 3)}\\ \\text{g}}{${texNum(masaMolarDe(R1.formula))}\\ \\text{g/mol}} = ${texAuto(moles(R1))}$ mol.`,
      `PASO 2: Dividí por los coeficientes: ${R0.formula}: $${texAuto(moles(R0))} / ${R0.coef} = ${texAuto(moles(R0) / R0.coef)}$; ${R1.formula}: $${texAuto(moles(R1))} / ${R1.coef} = ${texAuto(moles(R1) / R1.coef)}$. El menor cociente corresponde al ${L.formula}: es el reactivo limitante.`,
    ];
    let texto: string;
    let valor: number;
    let correcta: string;
    let candidatos: string[];
    let resultado: string;
    if (pregunta === 'producto') {
      const nB = avance * B.coef;
      const mB = nB * MB;
      texto = `${enunciado} ¿Qué masa de ${B.formula} se forma como máximo? ${datos}`;
      valor = mB;
      correcta = g(mB);
      candidatos = [
        g(avance * exceso * B.coef * MB),
        g(nL * MB),
        g(masa(R0) + masa(R1)),
        g(((nL * L.coef) / B.coef) * MB),
      ];
      pasos.push(
        `PASO 3: Calculá el producto con el limitante: $n(${tex(B.formula)}) = ${texAuto(nL)} \\cdot \\dfrac{${B.coef}}{${L.coef}} = ${texAuto(nB)}$ mol.`,
        `PASO 4: Pasá a masa: $m = ${texAuto(nB)} \\cdot ${texNum(MB)} = ${texAuto(mB)}$ g. Si usaras el ${E.formula}, que está en exceso, obtendrías más producto del que realmente se puede formar.`,
      );
      resultado = `RESULTADO: La masa máxima de ${B.formula} que se puede formar es ${fmtAuto(mB)} g.`;
    } else {
      const consumido = avance * E.coef;
      const sobra = (nE - consumido) * ME;
      texto = `${enunciado} ¿Qué masa del reactivo en exceso queda sin reaccionar? ${datos}`;
      valor = sobra;
      correcta = g(sobra);
      const unoAUno = (nE - nL) * ME;
      candidatos = [
        g(masa(E)),
        g(consumido * ME),
        ...(unoAUno > 0 ? [g(unoAUno)] : []),
        g((nE - (nL * L.coef) / E.coef) * ME),
      ];
      pasos.push(
        `PASO 3: Calculá cuánto ${E.formula} consume el limitante: $${texAuto(nL)} \\cdot \\dfrac{${E.coef}}{${L.coef}} = ${texAuto(consumido)}$ mol.`,
        `PASO 4: Restá de lo que había: $${texAuto(nE)} - ${texAuto(consumido)} = ${texAuto(nE - consumido)}$ mol, es decir, $${texAuto(nE - consumido)} \\cdot ${texNum(ME)} = ${texAuto(sobra)}$ g de ${E.formula}.`,
      );
      resultado = `RESULTADO: Quedan sin reaccionar ${fmtAuto(sobra)} g de ${E.formula}.`;
    }
    const distractores = pickNumericDistractors(correcta, candidatos, (k) => g(valor * (1 + 0.3 * k)));
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return { question: texto, options, correctAnswer, explanation: [...pasos, resultado].join('\n') };
  },
  solve({ reaccion, limitante: li, avance, exceso, producto, pregunta }) {
    const r = REACCIONES[reaccion]!;
    const [R0, R1] = r.reactivos as [Participante, Participante];
    const masas = [R0, R1].map((x, i) =>
      round((i === li ? avance * x.coef : avance * x.coef * exceso) * masaMolarDe(x.formula), 3),
    );
    // Recompute from the masses the student reads: moles, limiting reagent by the smallest ratio.
    const n = [R0, R1].map((x, i) => masas[i]! / masaMolarDe(x.formula));
    const ratios = [n[0]! / R0.coef, n[1]! / R1.coef];
    const lim = ratios[0]! <= ratios[1]! ? 0 : 1;
    const xi = ratios[lim]!;
    if (pregunta === 'producto') {
      const B = r.productos[producto]!;
      return xi * B.coef * masaMolarDe(B.formula);
    }
    const e = 1 - lim;
    const E = [R0, R1][e]!;
    return masas[e]! - xi * E.coef * masaMolarDe(E.formula);
  },
};

export const generators: Generator[] = [
  conRedondeo(conversiones) as Generator,
  conRedondeo(masaMasa) as Generator,
  conRedondeo(limitante) as Generator,
];
