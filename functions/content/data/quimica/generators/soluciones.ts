import { fmtNum, placeOptions, round, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import {
  conRedondeo,
  datosMasas,
  fmtAuto,
  formulaTex,
  masaMolarDe,
  masaMolarSinSubindices,
  masaMolarTex,
  pickNumericDistractors,
  texAuto,
} from '../util.ts';

// ── Molaridad ────────────────────────────────────────────────────────────

const SOLUTOS = [
  { formula: 'NaCl', nombre: 'cloruro de sodio' },
  { formula: 'NaOH', nombre: 'hidróxido de sodio' },
  { formula: 'KCl', nombre: 'cloruro de potasio' },
  { formula: 'KOH', nombre: 'hidróxido de potasio' },
  { formula: 'C₆H₁₂O₆', nombre: 'glucosa' },
  { formula: 'C₁₂H₂₂O₁₁', nombre: 'sacarosa' },
  { formula: 'CuSO₄', nombre: 'sulfato cúprico' },
  { formula: 'KNO₃', nombre: 'nitrato de potasio' },
  { formula: 'Na₂CO₃', nombre: 'carbonato de sodio' },
  { formula: 'NaHCO₃', nombre: 'bicarbonato de sodio' },
  { formula: 'CaCl₂', nombre: 'cloruro de calcio' },
  { formula: 'MgSO₄', nombre: 'sulfato de magnesio' },
  { formula: 'NH₄Cl', nombre: 'cloruro de amonio' },
  { formula: 'AgNO₃', nombre: 'nitrato de plata' },
] as const;

const VOLUMENES_ML = [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000];
const MOLARIDADES = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2];

interface MolaridadParams {
  soluto: number;
  modo: 'calcular-M' | 'calcular-masa' | 'calcular-volumen';
  molaridad: number;
  volumenMl: number;
}

const molaridad: Generator<MolaridadParams> = {
  id: 'qui-soluciones-gen-molaridad',
  subject: 'quimica',
  topic: 'soluciones',
  difficulty: 'medio',
  subtopic: 'soluciones.molaridad-ppm',
  params(rng) {
    return {
      soluto: rng.int(0, SOLUTOS.length - 1),
      modo: rng.pick(['calcular-M', 'calcular-masa', 'calcular-volumen'] as const),
      molaridad: rng.pick(MOLARIDADES),
      volumenMl: rng.pick(VOLUMENES_ML),
    };
  },
  build({ soluto, modo, molaridad: C, volumenMl }, rng) {
    const { formula, nombre } = SOLUTOS[soluto]!;
    const tex = formulaTex(formula);
    const Mm = masaMolarDe(formula);
    const Mmal = masaMolarSinSubindices(formula);
    const VL = volumenMl / 1000;
    const n = C * VL;
    const masa = round(n * Mm, 3);
    const datos = `(${datosMasas(formula)})`;
    const pasoMm = `$M(${tex}) = ${masaMolarTex(formula)}$ g/mol`;
    let question: string;
    let valor: number;
    let candidatos: string[];
    let pasos: string[];
    let resultado: string;
    let unidad: string;
    if (modo === 'calcular-M') {
      unidad = 'M';
      valor = C;
      question = `Se disuelven ${fmtNum(masa, 3)} g de ${nombre} (${formula}) en agua y se completa hasta ${fmtNum(volumenMl)} mL de solución. ¿Cuál es la molaridad de la solución? ${datos}`;
      candidatos = [masa / VL, n / volumenMl, n * VL, masa / Mmal / VL].map((x) => `${fmtAuto(x)} M`);
      pasos = [
        `PASO 1: Pasá la masa a moles: ${pasoMm}, así que $n = \\dfrac{${texNum(masa, 3)}}{${texNum(Mm)}} = ${texAuto(n)}$ mol.`,
        `PASO 2: Pasá el volumen a litros: $${texNum(volumenMl)}\\ \\text{mL} = ${texNum(VL, 3)}$ L.`,
        `PASO 3: $M = \\dfrac{n}{V} = \\dfrac{${texAuto(n)}\\ \\text{mol}}{${texNum(VL, 3)}\\ \\text{L}} = ${texAuto(C)}$ M.`,
      ];
      resultado = `RESULTADO: La solución es ${fmtAuto(C)} M. Si dividís gramos por litros obtenés g/L, no molaridad.`;
    } else if (modo === 'calcular-masa') {
      unidad = 'g';
      valor = masa;
      question = `¿Qué masa de ${nombre} (${formula}) hay que pesar para preparar ${fmtNum(volumenMl)} mL de solución ${fmtNum(C)} M? ${datos}`;
      candidatos = [C * volumenMl * Mm, C * Mm, n, n * Mmal].map((x) => `${fmtAuto(x)} g`);
      pasos = [
        `PASO 1: Pasá el volumen a litros: $${texNum(volumenMl)}\\ \\text{mL} = ${texNum(VL, 3)}$ L.`,
        `PASO 2: Moles necesarios: $n = M \\cdot V = ${texNum(C)} \\cdot ${texNum(VL, 3)} = ${texAuto(n)}$ mol.`,
        `PASO 3: Pasá a masa: ${pasoMm}, así que $m = ${texAuto(n)} \\cdot ${texNum(Mm)} = ${texAuto(masa)}$ g.`,
      ];
      resultado = `RESULTADO: Hay que pesar ${fmtAuto(masa)} g de ${formula} y completar con agua hasta ${fmtNum(volumenMl)} mL.`;
    } else {
      unidad = 'mL';
      valor = volumenMl;
      question = `¿Qué volumen de una solución ${fmtNum(C)} M de ${nombre} (${formula}) contiene ${fmtNum(masa, 3)} g de soluto? ${datos}`;
      candidatos = [VL, C * n * 1000, (masa / C) * 1000, (masa / Mmal / C) * 1000].map(
        (x) => `${fmtAuto(x)} mL`,
      );
      pasos = [
        `PASO 1: Pasá la masa a moles: ${pasoMm}, así que $n = \\dfrac{${texNum(masa, 3)}}{${texNum(Mm)}} = ${texAuto(n)}$ mol.`,
        `PASO 2: Despejá el volumen de $M = n / V$: $V = \\dfrac{n}{M} = \\dfrac{${texAuto(n)}}{${texNum(C)}} = ${texNum(VL, 3)}$ L.`,
        `PASO 3: Pasá a mililitros: $${texNum(VL, 3)}\\ \\text{L} \\cdot 1000 = ${texNum(volumenMl)}$ mL.`,
      ];
      resultado = `RESULTADO: Se necesitan ${fmtNum(volumenMl)} mL de solución.`;
    }
    const correcta = `${fmtAuto(valor)} ${unidad}`;
    const distractores = pickNumericDistractors(
      correcta,
      candidatos,
      (k) => `${fmtAuto(valor * (1 + 0.4 * k))} ${unidad}`,
    );
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return { question, options, correctAnswer, explanation: [...pasos, resultado].join('\n') };
  },
  solve({ soluto, modo, molaridad: C, volumenMl }) {
    const Mm = masaMolarDe(SOLUTOS[soluto]!.formula);
    const masa = round(C * (volumenMl / 1000) * Mm, 3);
    // From the grams the student reads: g/L divided by g/mol gives mol/L.
    const gramosPorLitro = C * Mm;
    if (modo === 'calcular-M') return masa / (volumenMl / 1000) / Mm;
    if (modo === 'calcular-masa') return (gramosPorLitro * volumenMl) / 1000;
    return (masa / gramosPorLitro) * 1000;
  },
};

// ── Dilución ────────────────────────────────────────────────────────────

interface DilucionParams {
  modo: 'concentracion-final' | 'volumen-concentrado' | 'agua-a-agregar' | 'agua-agregada';
  unidad: 'M' | '% m/v';
  c1: number;
  v1: number;
  factor: number;
}

const dilucion: Generator<DilucionParams> = {
  id: 'qui-soluciones-gen-dilucion',
  subject: 'quimica',
  topic: 'soluciones',
  difficulty: 'medio',
  subtopic: 'soluciones.dilucion-mezclas',
  params(rng) {
    return {
      modo: rng.pick([
        'concentracion-final',
        'volumen-concentrado',
        'agua-a-agregar',
        'agua-agregada',
      ] as const),
      unidad: rng.next() < 0.7 ? 'M' : '% m/v',
      c1: rng.pick([0.5, 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12]),
      v1: rng.pick([5, 10, 20, 25, 40, 50, 75, 100, 125, 150, 200, 250]),
      factor: rng.pick([2, 2.5, 3, 4, 5, 8, 10, 20, 25]),
    };
  },
  build({ modo, unidad, c1, v1, factor }, rng) {
    const v2 = v1 * factor;
    const c2 = c1 / factor;
    const agua = v2 - v1;
    const cu = (x: number) => `${fmtAuto(x)} ${unidad}`;
    const ml = (x: number) => `${fmtAuto(x)} mL`;
    const sol = unidad === 'M' ? 'solución' : 'solución de glucosa';
    const formula = `PASO 1: Al diluir no cambia la cantidad de soluto, así que vale $C_1 V_1 = C_2 V_2$ (con los volúmenes en la misma unidad).`;
    let question: string;
    let correcta: string;
    let candidatos: string[];
    let fallback: (k: number) => string;
    let pasos: string[];
    let resultado: string;
    switch (modo) {
      case 'concentracion-final':
        question = `Se toman ${fmtNum(v1)} mL de una ${sol} ${cu(c1)} y se diluyen con agua hasta un volumen final de ${fmtNum(v2)} mL. ¿Cuál es la concentración de la solución diluida?`;
        correcta = cu(c2);
        candidatos = [cu((c1 * v2) / v1), cu(c1), cu((c1 * v1) / (v1 + v2)), cu(c2 / 1000)];
        fallback = (k) => cu(c2 * (1 + 0.5 * k));
        pasos = [
          formula,
          `PASO 2: Despejá: $C_2 = \\dfrac{C_1 V_1}{V_2} = \\dfrac{${texAuto(c1)} \\cdot ${texNum(v1)}}{${texNum(v2)}} = ${texAuto(c2)}$ ${unidad === 'M' ? 'M' : '% m/v'}.`,
        ];
        resultado = `RESULTADO: La concentración final es ${cu(c2)}; es ${fmtNum(factor)} veces menor porque el volumen aumentó ${fmtNum(factor)} veces.`;
        break;
      case 'volumen-concentrado':
        question = `¿Qué volumen de una ${sol} ${cu(c1)} hay que tomar para preparar ${fmtNum(v2)} mL de solución ${cu(c2)}?`;
        correcta = ml(v1);
        candidatos = [ml((c1 * v2) / c2), ml(agua), ml(c2 * v2), ml(v1 / 10)];
        fallback = (k) => ml(v1 * (1 + 0.5 * k));
        pasos = [
          formula,
          `PASO 2: Despejá el volumen de solución concentrada: $V_1 = \\dfrac{C_2 V_2}{C_1} = \\dfrac{${texAuto(c2)} \\cdot ${texNum(v2)}}{${texAuto(c1)}} = ${texAuto(v1)}$ mL.`,
          `PASO 3: Se miden ${fmtNum(v1)} mL de la solución concentrada y se completa con agua hasta ${fmtNum(v2)} mL (se agregan ${fmtNum(agua)} mL de agua).`,
        ];
        resultado = `RESULTADO: Hay que tomar ${ml(v1)} de la solución ${cu(c1)}.`;
        break;
      case 'agua-a-agregar':
        question = `¿Qué volumen de agua hay que agregar a ${fmtNum(v1)} mL de una ${sol} ${cu(c1)} para que su concentración baje a ${cu(c2)}? (Suponé volúmenes aditivos.)`;
        correcta = ml(agua);
        candidatos = [ml(v2), ml((c2 * v1) / c1), ml(v1 - (c2 * v1) / c1), ml(v2 + v1)];
        fallback = (k) => ml(agua * (1 + 0.4 * k));
        pasos = [
          formula,
          `PASO 2: Calculá el volumen final: $V_2 = \\dfrac{C_1 V_1}{C_2} = \\dfrac{${texAuto(c1)} \\cdot ${texNum(v1)}}{${texAuto(c2)}} = ${texAuto(v2)}$ mL.`,
          `PASO 3: El agua a agregar es la diferencia: $${texAuto(v2)} - ${texNum(v1)} = ${texAuto(agua)}$ mL.`,
        ];
        resultado = `RESULTADO: Hay que agregar ${ml(agua)} de agua. Ojo: ${ml(v2)} es el volumen final, no el agua agregada.`;
        break;
      default:
        question = `A ${fmtNum(v1)} mL de una ${sol} ${cu(c1)} se le agregan ${fmtNum(agua)} mL de agua. Suponiendo volúmenes aditivos, ¿cuál es la concentración final?`;
        correcta = cu(c2);
        candidatos = [cu((c1 * v1) / agua), cu(c1), cu((c1 * agua) / v1), cu((c1 * agua) / v2)];
        fallback = (k) => cu(c2 * (1 + 0.5 * k));
        pasos = [
          formula,
          `PASO 2: El volumen final es el inicial más el agua: $V_2 = ${texNum(v1)} + ${texNum(agua)} = ${texNum(v2)}$ mL.`,
          `PASO 3: $C_2 = \\dfrac{${texAuto(c1)} \\cdot ${texNum(v1)}}{${texNum(v2)}} = ${texAuto(c2)}$ ${unidad === 'M' ? 'M' : '% m/v'}.`,
        ];
        resultado = `RESULTADO: La concentración final es ${cu(c2)}. Usar sólo los ${fmtNum(agua)} mL de agua como volumen final es el error más frecuente.`;
    }
    const distractores = pickNumericDistractors(correcta, candidatos, fallback);
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return { question, options, correctAnswer, explanation: [...pasos, resultado].join('\n') };
  },
  solve({ modo, c1, v1, factor }) {
    // Moles (or grams) of solute carried over, divided by the final volume.
    const soluto = c1 * v1;
    const v2 = v1 * factor;
    const c2 = soluto / v2;
    switch (modo) {
      case 'concentracion-final':
      case 'agua-agregada':
        return soluto / (v1 + (v2 - v1));
      case 'volumen-concentrado':
        return (c2 * v2) / c1;
      default:
        return soluto / c2 - v1;
    }
  },
};

// ── Concentraciones porcentuales ─────────────────────────────────────────

interface PorcentajeParams {
  modo: 'mm' | 'mv-masa' | 'vv' | 'mm-preparar';
  a: number;
  b: number;
}

const porcentajes: Generator<PorcentajeParams> = {
  id: 'qui-soluciones-gen-porcentajes',
  subject: 'quimica',
  topic: 'soluciones',
  difficulty: 'facil',
  subtopic: 'soluciones.concentraciones-porcentuales',
  params(rng) {
    const modo = rng.pick(['mm', 'mv-masa', 'vv', 'mm-preparar'] as const);
    switch (modo) {
      case 'mm':
        // a: g of solute, b: g of water
        return { modo, a: rng.int(5, 60), b: rng.int(4, 30) * 10 };
      case 'mv-masa':
        // a: % m/v, b: mL of solution
        return {
          modo,
          a: rng.pick([0.5, 0.9, 1, 2, 2.5, 4, 5, 8, 10, 12, 15, 20]),
          b: rng.pick([50, 100, 150, 200, 250, 300, 500, 750, 1000]),
        };
      case 'vv':
        // a: mL of solute, b: mL of solution
        return { modo, a: rng.int(1, 40) * 5, b: rng.pick([250, 300, 400, 500, 750, 1000]) };
      default:
        // a: % m/m, b: g of solution
        return {
          modo,
          a: rng.pick([2, 4, 5, 8, 10, 12, 15, 20, 25, 30]),
          b: rng.pick([50, 80, 120, 150, 200, 250, 300, 400, 500]),
        };
    }
  },
  build({ modo, a, b }, rng) {
    let question: string;
    let correcta: string;
    let candidatos: string[];
    let fallback: (k: number) => string;
    let pasos: string[];
    let resultado: string;
    switch (modo) {
      case 'mm': {
        const total = a + b;
        const pct = (a / total) * 100;
        const op = (x: number) => `${fmtAuto(x)} % m/m`;
        question = `Se disuelven ${a} g de sacarosa en ${b} g de agua. ¿Cuál es la concentración de la solución en % m/m?`;
        correcta = op(pct);
        candidatos = [op((a / b) * 100), op((b / total) * 100), op(a / total), op(a)];
        fallback = (k) => op(pct * (1 + 0.3 * k));
        pasos = [
          `PASO 1: Masa de solución = soluto + solvente: $${a} + ${b} = ${total}$ g.`,
          `PASO 2: $\\%\\,m/m = \\dfrac{${a}}{${total}} \\cdot 100 = ${texAuto(pct)}$ %.`,
        ];
        resultado = `RESULTADO: La solución es ${op(pct)}. Dividir por los ${b} g de agua daría ${op((a / b) * 100)}, un error típico.`;
        break;
      }
      case 'mv-masa': {
        const masa = (a * b) / 100;
        const op = (x: number) => `${fmtAuto(x)} g`;
        question = `¿Cuántos gramos de soluto hay en ${fmtNum(b)} mL de una solución de cloruro de potasio al ${fmtNum(a)} % m/v?`;
        correcta = op(masa);
        candidatos = [op(a * b), op((a * b) / 1000), op(b / a), op(a)];
        fallback = (k) => op(masa * (1 + 0.5 * k));
        pasos = [
          `PASO 1: ${fmtNum(a)} % m/v significa ${fmtNum(a)} g de soluto cada 100 mL de solución.`,
          `PASO 2: Para ${fmtNum(b)} mL: $\\dfrac{${texNum(a)}\\ \\text{g}}{100\\ \\text{mL}} \\cdot ${texNum(b)}\\ \\text{mL} = ${texAuto(masa)}$ g.`,
        ];
        resultado = `RESULTADO: Hay ${op(masa)} de KCl.`;
        break;
      }
      case 'vv': {
        const pct = (a / b) * 100;
        const op = (x: number) => `${fmtAuto(x)} % v/v`;
        question = `Se prepara una solución mezclando ${a} mL de etanol con agua hasta obtener ${b} mL de solución. ¿Cuál es la concentración en % v/v?`;
        correcta = op(pct);
        candidatos = [op((a / (b - a)) * 100), op(a / b), op(((b - a) / b) * 100), op((b / a) * 100)];
        fallback = (k) => op(pct * (1 + 0.3 * k));
        pasos = [
          `PASO 1: El % v/v son los mL de soluto cada 100 mL de solución: $\\%\\,v/v = \\dfrac{V_{\\text{soluto}}}{V_{\\text{solución}}} \\cdot 100$.`,
          `PASO 2: $\\dfrac{${a}}{${b}} \\cdot 100 = ${texAuto(pct)}$ %.`,
        ];
        resultado = `RESULTADO: La solución es ${op(pct)}.`;
        break;
      }
      default: {
        const soluto = (a * b) / 100;
        const agua = b - soluto;
        const op = (x: number) => `${fmtAuto(x)} g`;
        question = `Querés preparar ${b} g de una solución de NaCl al ${a} % m/m. ¿Qué masa de agua tenés que usar?`;
        correcta = op(agua);
        candidatos = [op(b), op(soluto), op(b + soluto), op(b - a)];
        fallback = (k) => op(agua * (1 - 0.1 * k));
        pasos = [
          `PASO 1: Masa de soluto: $${b} \\cdot \\dfrac{${a}}{100} = ${texAuto(soluto)}$ g de NaCl.`,
          `PASO 2: El resto de la solución es agua: $${b} - ${texAuto(soluto)} = ${texAuto(agua)}$ g.`,
        ];
        resultado = `RESULTADO: Tenés que usar ${op(agua)} de agua (y ${op(soluto)} de NaCl).`;
      }
    }
    const distractores = pickNumericDistractors(correcta, candidatos, fallback);
    const { options, correctAnswer } = placeOptions(rng, correcta, distractores);
    return { question, options, correctAnswer, explanation: [...pasos, resultado].join('\n') };
  },
  solve({ modo, a, b }) {
    switch (modo) {
      case 'mm':
        return 100 - (b / (a + b)) * 100;
      case 'mv-masa':
        return (a / 100) * b;
      case 'vv':
        return (100 * a) / b;
      default:
        return b * (1 - a / 100);
    }
  },
};

export const generators: Generator[] = [
  conRedondeo(porcentajes) as Generator,
  conRedondeo(molaridad) as Generator,
  conRedondeo(dilucion) as Generator,
];
