import { placeOptions, type Rng } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { complexInt, complexParts, complexTex, numericDistractors, pasos, polyTex } from '../helpers.ts';

/** (n) for a negative factor inside a product, n otherwise. */
const par = (n: number) => (n < 0 ? `(${n})` : `${n}`);

const nonZero = (rng: Rng, min: number, max: number) => {
  let value = 0;
  while (value === 0) value = rng.int(min, max);
  return value;
};

interface LinearParams {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** (a + bi)·z = c + di: build divides with the conjugate, solve divides moduli and subtracts arguments. */
const ecuacionLineal: Generator<LinearParams> = {
  id: 'mat-gen-algebra-complejos-ecuacion',
  subject: 'matematicas',
  topic: 'algebra-basica',
  difficulty: 'dificil',
  subtopic: 'algebra-basica.numeros-complejos',
  params(rng) {
    const a = nonZero(rng, -4, 4);
    const b = nonZero(rng, -4, 4);
    if (rng.next() < 0.5) {
      // a whole answer p + qi, as most exam items have
      const p = rng.int(-5, 5);
      // z = ±i would print no number for the checks to read
      const q = p === 0 ? nonZero(rng, 2, 5) * rng.pick([1, -1]) : nonZero(rng, -5, 5);
      return { a, b, c: a * p - b * q, d: a * q + b * p };
    }
    for (;;) {
      const c = rng.int(-9, 9);
      const d = rng.int(-9, 9);
      const norm = a * a + b * b;
      if (complexParts((a * c + b * d) / norm, (a * d - b * c) / norm).length > 0 && (c !== 0 || d !== 0))
        return { a, b, c, d };
    }
  },
  build({ a, b, c, d }, rng) {
    const norm = a * a + b * b;
    const re = a * c + b * d;
    const im = a * d - b * c;
    const correct = `$${complexTex(re, norm, im, norm)}$`;
    const candidates = [
      `$${complexInt(re, im)}$`, // forgot to divide by a² + b²
      `$${complexTex(c, a, d, b)}$`, // divided part by part
      `$${complexTex(c * a - d * b, norm, c * b + d * a, norm)}$`, // multiplied by a + bi, not its conjugate
      `$${complexTex(re, norm, -im, norm)}$`, // sign of the imaginary part
    ];
    if (a * a !== b * b)
      candidates.push(`$${complexTex(c * a - d * b, a * a - b * b, d * a - c * b, a * a - b * b)}$`); // i² = 1
    const distractors = numericDistractors(
      correct,
      complexParts(re / norm, im / norm),
      candidates,
      (n) => `$${complexTex(re + n * norm, norm, im, norm)}$`,
    );
    const coef = complexInt(a, b);
    const conj = complexInt(a, -b);
    const rhs = complexInt(c, d);
    return {
      question: String.raw`Hallá el número complejo $z$ que cumple $(${coef})\,z = ${rhs}$. Dalo en forma binómica, con fracciones exactas si no es entero.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          String.raw`Despejá $z = \frac{${rhs}}{${coef}}$ y multiplicá numerador y denominador por el conjugado del denominador, $${conj}$: así el denominador queda real.`,
          String.raw`Numerador: $(${rhs})(${conj})$. Parte real: $${par(c)} \cdot ${par(a)} - ${par(d)} \cdot ${par(-b)} = ${re}$; parte imaginaria: $${par(c)} \cdot ${par(-b)} + ${par(d)} \cdot ${par(a)} = ${im}$. Queda $${complexInt(re, im)}$: el producto de los dos términos con $i$ pasa a la parte real porque $i^2 = -1$.`,
          String.raw`Denominador: $(${coef})(${conj}) = ${par(a)}^2 + ${par(b)}^2 = ${norm}$.`,
          String.raw`Dividí cada parte por ${norm} y simplificá: $z = ${complexTex(re, norm, im, norm)}$. Dividir parte por parte o multiplicar por $${coef}$ en lugar de su conjugado no da el cociente.`,
        ],
        `$z = ${complexTex(re, norm, im, norm)}$`,
      ),
    };
  },
  solve({ a, b, c, d }) {
    // polar route: |z| = |c + di| / |a + bi|, arg z = arg(c + di) - arg(a + bi)
    const modulus = Math.hypot(c, d) / Math.hypot(a, b);
    const angle = Math.atan2(d, c) - Math.atan2(b, a);
    return complexParts(modulus * Math.cos(angle), modulus * Math.sin(angle));
  },
};

interface QuadraticParams {
  k: number;
  alpha: number;
  beta: number;
}

/**
 * k·z² + b·z + c = 0 with a negative discriminant: build picks the conjugate roots α ± βi, solve runs the
 * resolvente on the coefficients.
 */
const cuadratica: Generator<QuadraticParams> = {
  id: 'mat-gen-algebra-complejos-cuadratica',
  subject: 'matematicas',
  topic: 'algebra-basica',
  difficulty: 'medio',
  subtopic: 'algebra-basica.numeros-complejos',
  params(rng) {
    return { k: rng.pick([1, 1, 1, 2, 3]), alpha: rng.int(-6, 6), beta: rng.int(2, 8) };
  },
  build({ k, alpha, beta }, rng) {
    const b = -2 * k * alpha;
    const c = k * (alpha * alpha + beta * beta);
    const discriminant = b * b - 4 * k * c;
    const root = 2 * k * beta;
    const pair = (re: number, im: number) => `$z = ${complexInt(re, im)}$ y $z = ${complexInt(re, -im)}$`;
    const correct = pair(alpha, beta);
    const candidates = [
      pair(-alpha, beta), // sign of -b
      pair(alpha, 2 * beta), // divided only the real part by 2
      pair(2 * k * alpha, root), // divided nothing
      `$z = ${alpha + beta}$ y $z = ${alpha - beta}$`, // took the root of -Δ as a real root
    ];
    const distractors = numericDistractors(
      correct,
      [...complexParts(alpha, beta), ...complexParts(alpha, -beta)],
      candidates,
      (n) => pair(alpha, beta + n),
    );
    const equation = `${polyTex([k, b, c], 'z')} = 0`;
    return {
      question: String.raw`Resolvé en el conjunto de los números complejos la ecuación $${equation}$.`,
      ...placeOptions(rng, correct, distractors),
      explanation: pasos(
        [
          String.raw`Coeficientes: $a = ${k}$, $b = ${b}$, $c = ${c}$. Discriminante: $b^2 - 4ac = ${par(b)}^2 - 4 \cdot ${k} \cdot ${c} = ${discriminant}$, negativo: no hay raíces reales, pero sí dos complejas conjugadas.`,
          String.raw`$\sqrt{${discriminant}} = \sqrt{${-discriminant}}\,i = ${root}i$.`,
          String.raw`Resolvente: $z = \frac{${-b} \pm ${root}i}{${2 * k}}$. Dividí las dos partes por ${2 * k}: $z = ${complexInt(alpha, beta)}$ y $z = ${complexInt(alpha, -beta)}$.`,
          String.raw`Control: la suma de las raíces es $${2 * alpha} = -\frac{b}{a}$ y el producto es $${alpha * alpha + beta * beta} = \frac{c}{a}$. Tomar $\sqrt{${discriminant}}$ como el real ${root} da raíces reales, que no anulan la ecuación.`,
        ],
        `$z = ${complexInt(alpha, beta)}$ y $z = ${complexInt(alpha, -beta)}$`,
      ),
    };
  },
  solve({ k, alpha, beta }) {
    const b = -2 * k * alpha;
    const c = k * (alpha * alpha + beta * beta);
    const discriminant = b * b - 4 * k * c;
    const re = -b / (2 * k);
    const im = Math.sqrt(-discriminant) / (2 * k);
    return [...complexParts(re, im), ...complexParts(re, -im)];
  },
};

export const generators: Generator[] = [ecuacionLineal, cuadratica];
