import { spaceVectors } from '../../../figures/vectors.ts';
import type { Rng } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, numericOptions, pasos, texSig } from '../helpers.ts';

const r = String.raw;
const deg = (radians: number) => (radians * 180) / Math.PI;

type Vec3 = readonly [number, number, number];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: Vec3) => Math.hypot(...a);
const sumaAbs = (a: Vec3) => Math.abs(a[0]) + Math.abs(a[1]) + Math.abs(a[2]);
const vecTex = (a: Vec3) => r`(${a[0]};\ ${a[1]};\ ${a[2]})`;

interface VectoresParams {
  pregunta: 'paralelogramo' | 'triangulo' | 'angulo';
  a: Vec3;
  b: Vec3;
}

const randomVec = (rng: Rng): Vec3 => [rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5)];

/** Two vectors in space: the area they span (cross product) or the angle between them (dot product). */
const productoVectorial: Generator<VectoresParams> = {
  id: 'fis-mecanica-gen-productos-vectores',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'dificil',
  subtopic: 'mecanica.vectores-productos',
  figure: ({ a, b }) =>
    spaceVectors({
      vectors: [
        { x: a[0], y: a[1], z: a[2], label: 'A' },
        { x: b[0], y: b[1], z: b[2], label: 'B' },
      ],
      alt: `Los vectores A = (${a.join('; ')}) y B = (${b.join('; ')}) dibujados desde el origen de unos ejes x, y, z en perspectiva.`,
    }),
  params: (rng) => {
    const pregunta = rng.pick(['paralelogramo', 'triangulo', 'angulo'] as const);
    for (;;) {
      const a = randomVec(rng);
      const b = randomVec(rng);
      // Both non-zero and not parallel, so the area and the angle are both proper.
      if (norm(a) > 0 && norm(b) > 0 && norm(cross(a, b)) > 0) return { pregunta, a, b };
    }
  },
  build: ({ pregunta, a, b }, rng) => {
    const c = cross(a, b);
    const producto = dot(a, b);
    const modulos = norm(a) * norm(b);
    const datos = r`$\vec{A} = ${vecTex(a)}$ y $\vec{B} = ${vecTex(b)}$`;
    if (pregunta === 'angulo') {
      const angulo = deg(Math.acos(producto / modulos));
      const { options, correctAnswer } = numericOptions(
        rng,
        angulo,
        [
          deg(Math.acos(Math.abs(producto) / modulos)),
          deg(Math.acos(producto / (dot(a, a) * dot(b, b)))),
          deg(Math.acos(producto / (sumaAbs(a) * sumaAbs(b)))),
          Math.abs(deg(Math.asin(producto / modulos))),
          angulo / 2,
        ].filter((value) => value > 0 && value < 180),
        (value) => `${fmtSig(value)}°`,
      );
      return {
        question: `¿Qué ángulo forman los vectores ${datos}?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            r`Producto escalar: $\vec{A} \cdot \vec{B} = ${a[0]} \cdot (${b[0]}) + ${a[1]} \cdot (${b[1]}) + ${a[2]} \cdot (${b[2]}) = ${producto}$.`,
            r`Módulos: $|\vec{A}| = \sqrt{${dot(a, a)}}$ y $|\vec{B}| = \sqrt{${dot(b, b)}}$, así que $|\vec{A}|\,|\vec{B}| = \sqrt{${dot(a, a) * dot(b, b)}} ${eqSig(modulos)} ${texSig(modulos)}$.`,
            r`$\cos\theta = \dfrac{${producto}}{${texSig(modulos)}} ${eqSig(producto / modulos)} ${texSig(producto / modulos)}$, y $\theta ${eqSig(angulo)} ${texSig(angulo)}^\circ$.`,
            producto < 0
              ? 'El producto escalar es negativo: el ángulo es obtuso. Tomar el valor absoluto del coseno daría el suplementario, un error típico.'
              : producto === 0
                ? 'El producto escalar es cero: los vectores son perpendiculares.'
                : 'El producto escalar es positivo: el ángulo es agudo.',
          ],
          `${fmtSig(angulo)}°.`,
        ),
      };
    }
    const paralelogramo = norm(c);
    const area = pregunta === 'paralelogramo' ? paralelogramo : paralelogramo / 2;
    const otraFigura = pregunta === 'paralelogramo' ? paralelogramo / 2 : paralelogramo;
    const { options, correctAnswer } = numericOptions(
      rng,
      area,
      [otraFigura, Math.abs(producto), modulos, Math.abs(c[0]) + Math.abs(c[1]) + Math.abs(c[2])],
      (value) => `${fmtSig(value)} m²`,
    );
    const figura =
      pregunta === 'paralelogramo'
        ? 'del paralelogramo que tiene por lados'
        : 'del triángulo que tiene por lados, desde un mismo vértice,';
    return {
      question: `Calculá el área ${figura} los vectores ${datos}, con las componentes en metros.`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`$\vec{A} \times \vec{B} = (A_y B_z - A_z B_y;\ A_z B_x - A_x B_z;\ A_x B_y - A_y B_x) = ${vecTex(c)}$.`,
          r`Su módulo es el área del paralelogramo: $\sqrt{${c[0] ** 2} + ${c[1] ** 2} + ${c[2] ** 2}} = \sqrt{${dot(c, c)}} ${eqSig(paralelogramo)} ${texSig(paralelogramo)}$ m².`,
          pregunta === 'paralelogramo'
            ? 'Es justo lo que se pide. El triángulo con esos lados tendría la mitad.'
            : r`El triángulo es la mitad del paralelogramo: $${texSig(paralelogramo)} / 2 ${eqSig(area)} ${texSig(area)}$ m².`,
          'Errores típicos: usar el producto escalar, que no da un área, o multiplicar los módulos sin el seno del ángulo.',
        ],
        `${fmtSig(area)} m².`,
      ),
    };
  },
  solve: ({ pregunta, a, b }) => {
    // Lagrange's identity and atan2: no cross product, no arccosine.
    const producto = dot(a, b);
    const seno = Math.sqrt(dot(a, a) * dot(b, b) - producto * producto);
    if (pregunta === 'angulo') return deg(Math.atan2(seno, producto));
    return pregunta === 'paralelogramo' ? seno : seno / 2;
  },
};

/** Vectors in space (#31). */
export const generators: Generator[] = [conRedondeo(productoVectorial)];
