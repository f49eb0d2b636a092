import { fmtNum, placeOptions, round, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import {
  conRedondeo,
  fmtAuto,
  fmtSigned,
  pickNumericDistractors,
  sciTex,
  texAuto,
  texExact,
} from '../util.ts';

// ── pH y pOH de ácidos y bases fuertes ──────────────────────────────────

interface Electrolito {
  formula: string;
  nombre: string;
  tipo: 'acido' | 'base';
  /** H⁺ or OH⁻ released per formula unit */
  iones: number;
}

const FUERTES: Electrolito[] = [
  { formula: 'HCl', nombre: 'ácido clorhídrico', tipo: 'acido', iones: 1 },
  { formula: 'HNO₃', nombre: 'ácido nítrico', tipo: 'acido', iones: 1 },
  { formula: 'HBr', nombre: 'ácido bromhídrico', tipo: 'acido', iones: 1 },
  { formula: 'HClO₄', nombre: 'ácido perclórico', tipo: 'acido', iones: 1 },
  { formula: 'NaOH', nombre: 'hidróxido de sodio', tipo: 'base', iones: 1 },
  { formula: 'KOH', nombre: 'hidróxido de potasio', tipo: 'base', iones: 1 },
  { formula: 'LiOH', nombre: 'hidróxido de litio', tipo: 'base', iones: 1 },
  { formula: 'Ca(OH)₂', nombre: 'hidróxido de calcio', tipo: 'base', iones: 2 },
  { formula: 'Ba(OH)₂', nombre: 'hidróxido de bario', tipo: 'base', iones: 2 },
];

interface PhParams {
  sustancia: number;
  mantisa: number;
  exponente: number;
  pide: 'pH' | 'pOH';
}

function concTex(mantisa: number, exponente: number): string {
  return mantisa === 1 ? `10^{-${exponente}}` : `${texNum(mantisa)} \\cdot 10^{-${exponente}}`;
}

const ph: Generator<PhParams> = {
  id: 'qui-acidos-bases-gen-ph',
  subject: 'quimica',
  topic: 'acidos-bases',
  difficulty: 'medio',
  subtopic: 'acidos-bases.teorias-ph',
  params(rng) {
    const sustancia = rng.int(0, FUERTES.length - 1);
    const iones = FUERTES[sustancia]!.iones;
    let mantisa = 1;
    let exponente = 2;
    // Keep [H⁺] or [OH⁻] ≤ 0,1 M so that pH and pOH are ≥ 1 and read well with two decimals.
    for (let intento = 0; intento < 20; intento++) {
      mantisa = rng.pick([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8]);
      exponente = rng.int(1, 4);
      if (mantisa * iones * 10 ** -exponente <= 0.1 + 1e-12) break;
    }
    if (mantisa * iones * 10 ** -exponente > 0.1 + 1e-12) exponente += 1;
    return { sustancia, mantisa, exponente, pide: rng.next() < 0.75 ? 'pH' : 'pOH' };
  },
  build({ sustancia, mantisa, exponente, pide }, rng) {
    const { formula, nombre, tipo, iones } = FUERTES[sustancia]!;
    const C = mantisa * 10 ** -exponente;
    const ion = round(C * iones, 10);
    const pIon = -Math.log10(ion);
    const pH = tipo === 'acido' ? pIon : 14 - pIon;
    const pOH = 14 - pH;
    const respuesta = pide === 'pH' ? pH : pOH;
    const otro = pide === 'pH' ? pOH : pH;
    const op = (x: number) => `${pide} = ${fmtSigned(x, 2)}`;
    const pSinFactor = -Math.log10(C);
    const candidatos = [
      op(otro),
      op(-respuesta),
      ...(iones === 2
        ? [op(tipo === 'base' ? (pide === 'pH' ? 14 - pSinFactor : pSinFactor) : pSinFactor)]
        : []),
      op(
        pide === 'pH'
          ? tipo === 'acido'
            ? exponente + Math.log10(mantisa)
            : 14 - exponente - Math.log10(mantisa)
          : exponente,
      ),
      op(14 + respuesta),
    ];
    const correcta = op(respuesta);
    const distractores = pickNumericDistractors(correcta, candidatos, (k) =>
      op(respuesta + (k % 2 === 0 ? k / 2 : -(k + 1) / 2)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    const concTexto = `${fmtNum(mantisa)} · 10⁻${'⁰¹²³⁴⁵⁶⁷⁸⁹'[exponente]}`;
    const question = `¿Cuál es el ${pide} de una solución ${concTexto} M de ${nombre} (${formula}) a 25 °C? Considerá que se disocia por completo.`;
    const simbolo = tipo === 'acido' ? '\\mathrm{H^{+}}' : '\\mathrm{OH^{-}}';
    const pasos = [
      iones === 1
        ? `PASO 1: El ${formula} es ${tipo === 'acido' ? 'un ácido fuerte' : 'una base fuerte'} que libera un ${tipo === 'acido' ? 'H⁺' : 'OH⁻'} por fórmula: $[${simbolo}] = ${concTex(mantisa, exponente)}$ M.`
        : `PASO 1: El ${formula} es una base fuerte que libera dos OH⁻ por fórmula: $[${simbolo}] = 2 \\cdot ${concTex(mantisa, exponente)} = ${sciTex(ion)}$ M.`,
      `PASO 2: $\\mathrm{p${tipo === 'acido' ? 'H' : 'OH'}} = -\\log [${simbolo}] = -\\log (${sciTex(ion)}) = ${texNum(pIon)}$.`,
      `PASO 3: Como $\\mathrm{pH} + \\mathrm{pOH} = 14$: $\\mathrm{p${tipo === 'acido' ? 'OH' : 'H'}} = 14 - ${texNum(pIon)} = ${texNum(14 - pIon)}$.`,
      `PASO 4: Control: ${tipo === 'acido' ? 'es un ácido, así que el pH tiene que ser menor que 7' : 'es una base, así que el pH tiene que ser mayor que 7'}; da pH = ${fmtNum(pH)}.`,
    ];
    return {
      question,
      options,
      correctAnswer,
      explanation: [...pasos, `RESULTADO: ${pide} = ${fmtNum(respuesta)}.`].join('\n'),
    };
  },
  solve({ sustancia, mantisa, exponente, pide }) {
    const { tipo, iones } = FUERTES[sustancia]!;
    const C = mantisa * 10 ** -exponente;
    // Route through Kw: get [H⁺] first, whatever the solute.
    const h = tipo === 'acido' ? C * iones : 1e-14 / (C * iones);
    const pH = -Math.log10(h);
    return pide === 'pH' ? pH : -Math.log10(1e-14 / h);
  },
};

// ── Neutralización y titulación ─────────────────────────────────────────

const ACIDOS = [
  { formula: 'HCl', a: 1 },
  { formula: 'HNO₃', a: 1 },
  { formula: 'H₂SO₄', a: 2 },
];
const BASES = [
  { formula: 'NaOH', b: 1 },
  { formula: 'KOH', b: 1 },
  { formula: 'Ca(OH)₂', b: 2 },
];

interface NeutralizacionParams {
  acido: number;
  base: number;
  modo: 'volumen-base' | 'volumen-acido' | 'concentracion-acido' | 'concentracion-base';
  ca: number;
  va: number;
  cb: number;
}

const neutralizacion: Generator<NeutralizacionParams> = {
  id: 'qui-acidos-bases-gen-neutralizacion',
  subject: 'quimica',
  topic: 'acidos-bases',
  difficulty: 'dificil',
  subtopic: 'acidos-bases.neutralizacion-indicadores',
  params(rng) {
    const acido = rng.int(0, ACIDOS.length - 1);
    const base = rng.int(0, BASES.length - 1);
    const modo = rng.pick([
      'volumen-base',
      'volumen-acido',
      'concentracion-acido',
      'concentracion-base',
    ] as const);
    const a = ACIDOS[acido]!.a;
    const b = BASES[base]!.b;
    let ca = 0.1;
    let va = 20;
    let cb = 0.1;
    // The computed volume must be one a burette can deliver and read: between 2 and 50 mL, in steps of 0,05 mL.
    for (let intento = 0; intento < 50; intento++) {
      ca = rng.pick([0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5]);
      va = rng.pick([10, 15, 20, 25, 30, 40, 50]);
      cb = rng.pick([0.05, 0.1, 0.2, 0.25, 0.4, 0.5]);
      const baseMedida = modo === 'volumen-acido' || modo === 'concentracion-base';
      const otro = baseMedida ? (b * cb * va) / (a * ca) : (a * ca * va) / (b * cb);
      if (otro >= 2 && otro <= 50 && Math.abs(otro * 20 - Math.round(otro * 20)) < 1e-9) break;
    }
    return { acido, base, modo, ca, va, cb };
  },
  build({ acido, base, modo, ca, va, cb }, rng) {
    const A = ACIDOS[acido]!;
    const B = BASES[base]!;
    const molesH = A.a * ca * (va / 1000);
    const vb = (A.a * ca * va) / (B.b * cb);
    const ecuacion = `$a \\cdot C_a \\cdot V_a = b \\cdot C_b \\cdot V_b$, con $a = ${A.a}$ (H⁺ por fórmula de ${A.formula}) y $b = ${B.b}$ (OH⁻ por fórmula de ${B.formula})`;
    const paso1 = `PASO 1: En la neutralización completa los moles de H⁺ igualan a los de OH⁻: ${ecuacion}.`;
    let question: string;
    let valor: number;
    let unidad: string;
    let candidatos: number[];
    let pasos: string[];
    switch (modo) {
      case 'volumen-base':
        unidad = 'mL';
        valor = vb;
        question = `¿Qué volumen de ${B.formula} ${fmtNum(cb)} M se necesita para neutralizar exactamente ${va} mL de ${A.formula} ${fmtNum(ca)} M?`;
        candidatos = [(ca * va) / cb, (B.b * ca * va) / (A.a * cb), (A.a * cb * va) / (B.b * ca), va];
        pasos = [
          paso1,
          `PASO 2: Moles de H⁺: $${A.a} \\cdot ${texNum(ca)} \\cdot ${texNum(va / 1000, 3)} = ${texExact(molesH)}$ mol.`,
          `PASO 3: Volumen de base: $V_b = \\dfrac{${texExact(molesH)}}{${B.b} \\cdot ${texNum(cb)}} = ${texExact(vb / 1000)}$ L $= ${texAuto(vb)}$ mL.`,
        ];
        break;
      case 'volumen-acido': {
        unidad = 'mL';
        // Here va is read as the base volume and the unknown is the acid volume.
        const vbase = va;
        const molesOH = B.b * cb * (vbase / 1000);
        valor = (B.b * cb * vbase) / (A.a * ca);
        question = `¿Qué volumen de ${A.formula} ${fmtNum(ca)} M se necesita para neutralizar exactamente ${vbase} mL de ${B.formula} ${fmtNum(cb)} M?`;
        candidatos = [
          (cb * vbase) / ca,
          (A.a * cb * vbase) / (B.b * ca),
          (B.b * ca * vbase) / (A.a * cb),
          vbase,
        ];
        pasos = [
          paso1,
          `PASO 2: Moles de OH⁻: $${B.b} \\cdot ${texNum(cb)} \\cdot ${texNum(vbase / 1000, 3)} = ${texExact(molesOH)}$ mol.`,
          `PASO 3: Volumen de ácido: $V_a = \\dfrac{${texExact(molesOH)}}{${A.a} \\cdot ${texNum(ca)}} = ${texExact(valor / 1000)}$ L $= ${texAuto(valor)}$ mL.`,
        ];
        break;
      }
      case 'concentracion-acido':
        unidad = 'M';
        valor = ca;
        question = `Se titulan ${va} mL de ${A.formula} de concentración desconocida con ${B.formula} ${fmtNum(cb)} M y se gastan ${fmtAuto(vb)} mL hasta el viraje del indicador. ¿Cuál es la concentración del ácido?`;
        candidatos = [
          (cb * vb) / va,
          (B.b * cb * vb) / va,
          ((cb * vb) / (A.a * va)) * B.b * A.a * A.a,
          (va * cb) / vb,
        ];
        pasos = [
          paso1,
          `PASO 2: Moles de OH⁻ gastados: $${B.b} \\cdot ${texNum(cb)} \\cdot ${texExact(vb / 1000)} = ${texExact(molesH)}$ mol, que son también los moles de H⁺.`,
          `PASO 3: Concentración del ácido: $C_a = \\dfrac{${texExact(molesH)}}{${A.a} \\cdot ${texNum(va / 1000, 3)}} = ${texAuto(ca)}$ M.`,
        ];
        break;
      default: {
        unidad = 'M';
        valor = cb;
        // Here va is the aliquot of base and the burette delivers the acid.
        const vacido = (B.b * cb * va) / (A.a * ca);
        const molesOH = B.b * cb * (va / 1000);
        question = `Se titulan ${va} mL de ${B.formula} de concentración desconocida con ${A.formula} ${fmtNum(ca)} M y se gastan ${fmtAuto(vacido)} mL de ácido hasta el viraje del indicador. ¿Cuál es la concentración de la base?`;
        candidatos = [
          (ca * vacido) / va,
          (A.a * ca * vacido) / va,
          (ca * va) / vacido,
          (B.b * ca * vacido) / (A.a * va),
        ];
        pasos = [
          paso1,
          `PASO 2: Moles de H⁺ gastados: $${A.a} \\cdot ${texNum(ca)} \\cdot ${texExact(vacido / 1000)} = ${texExact(molesOH)}$ mol, que son también los moles de OH⁻.`,
          `PASO 3: Concentración de la base: $C_b = \\dfrac{${texExact(molesOH)}}{${B.b} \\cdot ${texNum(va / 1000, 3)}} = ${texAuto(cb)}$ M.`,
        ];
      }
    }
    const op = (x: number) => `${fmtAuto(x)} ${unidad}`;
    const correcta = op(valor);
    // Applying a factor 2 that does not belong (or dropping one) is the other classic slip.
    const distractores = pickNumericDistractors(
      correcta,
      [...candidatos, valor * 2, valor / 2].map(op),
      (k) => op(valor * (1 + 0.5 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    const factores = [
      ...(A.a === 2 ? [`cada ${A.formula} aporta 2 H⁺`] : []),
      ...(B.b === 2 ? [`cada ${B.formula} aporta 2 OH⁻`] : []),
    ];
    const nota = factores.length > 0 ? ` Tené en cuenta que ${factores.join(' y ')}.` : '';
    return {
      question,
      options,
      correctAnswer,
      explanation: [...pasos, `RESULTADO: ${correcta}.${nota}`].join('\n'),
    };
  },
  solve({ acido, base, modo, ca, va, cb }) {
    const a = ACIDOS[acido]!.a;
    const b = BASES[base]!.b;
    // Equivalents: acid supplies a·n(acid) H⁺, base b·n(base) OH⁻.
    const equivalentes = a * ca * va;
    if (modo === 'volumen-base') return equivalentes / (b * cb);
    if (modo === 'volumen-acido') return (b * cb * va) / (a * ca);
    const vbLeido = round(equivalentes / (b * cb), autoDecimalsLocal(equivalentes / (b * cb)));
    if (modo === 'concentracion-acido') return (b * cb * vbLeido) / (a * va);
    const vaLeido = round((b * cb * va) / (a * ca), autoDecimalsLocal((b * cb * va) / (a * ca)));
    return (a * ca * vaLeido) / (b * va);
  },
};

function autoDecimalsLocal(value: number): number {
  const a = Math.abs(value);
  return a >= 100 ? 1 : a >= 1 ? 2 : a >= 0.1 ? 3 : 4;
}

export const generators: Generator[] = [conRedondeo(ph) as Generator, neutralizacion as Generator];
