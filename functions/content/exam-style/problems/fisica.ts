import { cross, deg, dot, five, norm, quadraticRoots, toDeg, type Vec3 } from '../helpers.ts';
import type { ExamStyleProblem } from '../schema.ts';

const frmExams = ['frm-fisica-2023-08-05-t2', 'frm-fisica-2024-07-06-t1'];
const unitSources = [...frmExams, 'frt-fisica-cartilla', 'frvm-fisica-u1-2025'];
const vectorSources = [...frmExams, 'frt-fisica-cartilla'];
const kinematicsSources = [...frmExams, 'frt-fisica-cartilla', 'frt-fisica-2019'];
const staticsSources = ['frm-fisica-2023-08-05-t2', 'frt-fisica-cartilla', 'frt-fisica-2024'];
const dynamicsSources = [...frmExams, 'frm-fisica-2025-dinamica', 'frm-fisica-2025-trabajo-energia'];

const INCH = 0.0254;
const FOOT = 0.3048;
const MILE = 1609.344;

export const fisicaProblems: ExamStyleProblem[] = [
  // Conversión de unidades, empaquetado y análisis dimensional
  {
    id: 'exs-fis-001',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un caño tiene un diámetro de 3/4 de pulgada. Expresá ese diámetro en milímetros (1 pulgada = 2,54 cm).',
    answer: { value: 19.05, unit: 'mm', tolerance: { absolute: 0.01 }, text: '19,05 mm' },
    solution: '3/4 in · 25,4 mm/in = 19,05 mm.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => 0.75 * INCH * 1000,
  },
  {
    id: 'exs-fis-002',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un corredor recorre 2,5 hm, luego 34 dam y por último 120 dm. La distancia total recorrida, en metros, es:',
    options: five('602 m', '386,2 m', '6020 m', '254,42 m'),
    answer: { option: 0 },
    solution: '2,5 hm = 250 m; 34 dam = 340 m; 120 dm = 12 m. Total: 602 m.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => [2.5 * 100 + 34 * 10 + 120 / 10],
  },
  {
    id: 'exs-fis-003',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un auto circula por una ruta a 65 millas por hora. ¿Cuál es su velocidad en m/s? (1 milla = 1609,344 m)',
    answer: { value: (65 * MILE) / 3600, unit: 'm/s', tolerance: { absolute: 0.05 }, text: '≈ 29,06 m/s' },
    solution: '65 mi/h · 1609,344 m/mi · (1 h / 3600 s) ≈ 29,06 m/s.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => (65 * MILE) / 3600,
  },
  {
    id: 'exs-fis-004',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un contenedor mide 1,5 m de largo, 10 dm de ancho y 60 cm de alto. ¿Cuántas cajas de 2,5 dm × 200 mm × 15 cm entran, si se acomodan con el lado de 2,5 dm a lo largo, el de 200 mm a lo ancho y el de 15 cm a lo alto?',
    answer: { value: 120, unit: 'cajas', tolerance: { absolute: 0.5 }, text: '120 cajas' },
    solution:
      'Pasá todo a cm. Largo: 150/25 = 6; ancho: 100/20 = 5; alto: 60/15 = 4. Entran 6 · 5 · 4 = 120 cajas.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'medio',
    check: () => Math.floor(150 / 25) * Math.floor(100 / 20) * Math.floor(60 / 15),
  },
  {
    id: 'exs-fis-005',
    subject: 'fisica',
    format: 'numeric',
    statement: '¿Cuántos cubitos de 5 cm de arista entran en una caja de 0,3 m × 2 dm × 150 mm?',
    answer: { value: 72, unit: 'cubitos', tolerance: { absolute: 0.5 }, text: '72 cubitos' },
    solution: 'En cm la caja mide 30 × 20 × 15. Entran 30/5 = 6, 20/5 = 4 y 15/5 = 3: 6 · 4 · 3 = 72.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => Math.floor(30 / 5) * Math.floor(20 / 5) * Math.floor(15 / 5),
  },
  {
    id: 'exs-fis-006',
    subject: 'fisica',
    format: 'five-options',
    statement: 'La densidad del acero es 7,8 g/cm³. Expresada en kg/m³ es:',
    options: five('7800 kg/m³', '780 kg/m³', '0,78 kg/m³', '78.000 kg/m³'),
    answer: { option: 0 },
    solution: '7,8 g/cm³ · (1 kg / 1000 g) · (10⁶ cm³ / 1 m³) = 7800 kg/m³.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => [(7.8 / 1000) * 1e6],
  },
  {
    id: 'exs-fis-007',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'El tanque de una camioneta importada tiene una capacidad de 14 galones. ¿Cuántos litros son? (1 galón = 3,785 L)',
    answer: { value: 14 * 3.785, unit: 'L', tolerance: { absolute: 0.05 }, text: '≈ 52,99 L' },
    solution: '14 gal · 3,785 L/gal = 52,99 L.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => 14 * 3.785,
  },
  {
    id: 'exs-fis-008',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'En la expresión x = A·t³ + B·t, x es una posición en metros y t un tiempo en segundos. Para que sea dimensionalmente correcta, la unidad de A en el SI es:',
    options: five('m/s³', 'm·s³', 'm/s²', 's³/m'),
    answer: { option: 0 },
    solution: 'Cada término debe tener unidades de longitud: [A]·s³ = m ⇒ [A] = m/s³ (y [B] = m/s).',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
  },
  {
    id: 'exs-fis-009',
    subject: 'fisica',
    format: 'five-options',
    statement: 'Si m es una masa, v una velocidad y r una distancia, la magnitud m·v²/r se mide en el SI en:',
    options: five('J', 'W', 'Pa', 'kg·m/s'),
    answer: { option: 4 },
    solution: 'kg · (m/s)² / m = kg·m/s², que es el newton (N): una fuerza. N no está entre las opciones.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'medio',
  },
  {
    id: 'exs-fis-010',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una puerta mide 6 pies y 8 pulgadas de alto. ¿Cuánto mide en metros? (1 pie = 0,3048 m; 1 pulgada = 2,54 cm)',
    answer: { value: 6 * FOOT + 8 * INCH, unit: 'm', tolerance: { absolute: 0.001 }, text: '2,032 m' },
    solution: '6 pies = 1,8288 m; 8 pulgadas = 0,2032 m. Total: 2,032 m.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => 6 * FOOT + 8 * INCH,
  },
  {
    id: 'exs-fis-011',
    subject: 'fisica',
    format: 'numeric',
    statement: 'Expresá 3,6 · 10⁵ mm en kilómetros.',
    answer: { value: 0.36, unit: 'km', tolerance: { absolute: 0.0001 }, text: '0,36 km' },
    solution: '3,6 · 10⁵ mm = 3,6 · 10² m = 360 m = 0,36 km.',
    subtopic: 'mecanica.unidades-vectores',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => 3.6e5 / 1000 / 1000,
  },

  // Vectores en el plano y en el espacio
  {
    id: 'exs-fis-012',
    subject: 'fisica',
    format: 'five-options',
    statement: 'Dados A = (2; −1; 3) y B = (1; 4; −2), el producto escalar A · B vale:',
    options: five('−8', '8', '(2; −4; −6)', '−4'),
    answer: { option: 0 },
    solution: 'A · B = 2·1 + (−1)·4 + 3·(−2) = 2 − 4 − 6 = −8. Es un escalar, no un vector.',
    subtopic: 'mecanica.vectores-productos',
    modelledOn: vectorSources,
    difficulty: 'facil',
    check: () => [dot([2, -1, 3], [1, 4, -2])],
  },
  {
    id: 'exs-fis-013',
    subject: 'fisica',
    format: 'open',
    statement: 'Calculá el producto vectorial A × B para A = (2; −1; 3) y B = (1; 4; −2).',
    answer: { text: 'A × B = (−10; 7; 9)' },
    solution:
      'A × B = (AyBz − AzBy; AzBx − AxBz; AxBy − AyBx) = ((−1)(−2) − 3·4; 3·1 − 2·(−2); 2·4 − (−1)·1) = (−10; 7; 9). Control: (A × B)·A = −20 − 7 + 27 = 0.',
    subtopic: 'mecanica.vectores-productos',
    modelledOn: vectorSources,
    difficulty: 'medio',
    check: () => [...cross([2, -1, 3], [1, 4, -2])],
    verify: () => {
      const c = cross([2, -1, 3], [1, 4, -2]);
      return dot(c, [2, -1, 3]) === 0 && dot(c, [1, 4, -2]) === 0;
    },
  },
  {
    id: 'exs-fis-014',
    subject: 'fisica',
    format: 'numeric',
    statement: '¿Qué ángulo forman los vectores u = (1; 2; 2) y v = (2; −1; 2)? Respondé en grados.',
    answer: { value: toDeg(Math.acos(4 / 9)), unit: '°', tolerance: { absolute: 0.05 }, text: '≈ 63,61°' },
    solution: 'u · v = 2 − 2 + 4 = 4; |u| = |v| = 3. cos θ = 4/9, θ ≈ 63,61°.',
    subtopic: 'mecanica.vectores-productos',
    modelledOn: vectorSources,
    difficulty: 'medio',
    check: () => {
      const u = [1, 2, 2];
      const v = [2, -1, 2];
      return toDeg(Math.acos(dot(u, v) / (norm(u) * norm(v))));
    },
  },
  {
    id: 'exs-fis-015',
    subject: 'fisica',
    format: 'multi-part',
    statement: 'Sobre un cuerpo actúan F₁ = (3 î + 4 ĵ) N y F₂ = (−6 î + 2 ĵ) N.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuál es el módulo de la resultante?',
        answer: {
          kind: 'numeric',
          value: Math.sqrt(45),
          unit: 'N',
          tolerance: { absolute: 0.01 },
          text: '|R| = √45 ≈ 6,71 N',
        },
      },
      {
        label: 'b',
        prompt: '¿Qué ángulo forma la resultante con el semieje x positivo?',
        answer: {
          kind: 'numeric',
          value: 180 - toDeg(Math.atan(2)),
          unit: '°',
          tolerance: { absolute: 0.05 },
          text: '≈ 116,57°',
        },
      },
    ],
    solution:
      'R = (3 − 6; 4 + 2) = (−3; 6) N. a) |R| = √(9 + 36) ≈ 6,71 N. b) Está en el segundo cuadrante: θ = 180° − arctg(6/3) ≈ 116,57°.',
    subtopic: 'mecanica.unidades-vectores',
    modelledOn: vectorSources,
    difficulty: 'medio',
    check: () => {
      const r = [3 - 6, 4 + 2] as const;
      return [[norm(r)], [toDeg(Math.atan2(r[1], r[0]))]];
    },
  },
  {
    id: 'exs-fis-016',
    subject: 'fisica',
    format: 'numeric',
    statement: 'Calculá el área del paralelogramo determinado por a = (1; 0; 2) y b = (0; 3; 1).',
    answer: { value: Math.sqrt(46), unit: '', tolerance: { absolute: 0.01 }, text: '√46 ≈ 6,78' },
    solution:
      'El área es |a × b|. a × b = (0·1 − 2·3; 2·0 − 1·1; 1·3 − 0·0) = (−6; −1; 3), |a × b| = √46 ≈ 6,78.',
    subtopic: 'mecanica.vectores-productos',
    modelledOn: vectorSources,
    difficulty: 'medio',
    check: () => norm(cross([1, 0, 2], [0, 3, 1])),
  },
  {
    id: 'exs-fis-017',
    subject: 'fisica',
    format: 'five-options',
    statement: '¿Para qué valor de m los vectores u = (m; 2; −1) y v = (3; m; 4) son perpendiculares?',
    options: five('m = 4', 'm = −0,8', 'm = 1,25', 'm = 2'),
    answer: { option: 4 },
    solution:
      'Perpendiculares ⇔ u · v = 0: 3m + 2m − 4 = 0 ⇒ m = 0,8, que no aparece (−0,8 tiene el signo cambiado).',
    subtopic: 'mecanica.vectores-productos',
    modelledOn: vectorSources,
    difficulty: 'medio',
    check: () => {
      const f = (m: number) => dot([m, 2, -1], [3, m, 4]);
      return [-f(0) / (f(1) - f(0))];
    },
  },
  {
    id: 'exs-fis-018',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una fuerza F = (10; −5; 0) N se aplica en el punto r = (0,3; 0,4; 0) m respecto de un eje que pasa por el origen. ¿Cuál es el módulo del momento (torque) τ = r × F?',
    answer: {
      value: 5.5,
      unit: 'N·m',
      tolerance: { absolute: 0.01 },
      text: 'τ = (0; 0; −5,5) N·m, |τ| = 5,5 N·m',
    },
    solution:
      'r × F = (0,4·0 − 0·(−5); 0·10 − 0,3·0; 0,3·(−5) − 0,4·10) = (0; 0; −5,5) N·m. Su módulo es 5,5 N·m.',
    subtopic: 'mecanica.vectores-productos',
    modelledOn: vectorSources,
    difficulty: 'medio',
    check: () => norm(cross([0.3, 0.4, 0], [10, -5, 0])),
  },
  {
    id: 'exs-fis-019',
    subject: 'fisica',
    format: 'five-options',
    statement: 'El versor (vector unitario) en la dirección y sentido de w = (3; 0; −4) es:',
    options: five('(0,6; 0; −0,8)', '(3/5; 0; 4/5)', '(0,75; 0; −1)', '(−0,6; 0; 0,8)'),
    answer: { option: 0 },
    solution: '|w| = √(9 + 16) = 5. El versor es w/|w| = (3/5; 0; −4/5) = (0,6; 0; −0,8).',
    subtopic: 'mecanica.unidades-vectores',
    modelledOn: vectorSources,
    difficulty: 'facil',
    check: () => {
      const w: Vec3 = [3, 0, -4];
      return w.map((c) => c / norm(w));
    },
  },

  // Cinemática: encuentros, persecuciones, cuerpos soltados desde plataformas en movimiento
  {
    id: 'exs-fis-020',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Las ciudades A y B están separadas 300 km. A las 8:00 sale de A hacia B un auto a 80 km/h y, a la misma hora, sale de B hacia A un camión a 70 km/h, ambos con velocidad constante. ¿A qué distancia de A se cruzan?',
    answer: { value: 160, unit: 'km', tolerance: { absolute: 0.1 }, text: 'a 160 km de A (a las 10:00)' },
    solution:
      'Con origen en A: xauto = 80t y xcamión = 300 − 70t (t en h). Se cruzan cuando 80t = 300 − 70t: t = 2 h. Posición: 80 · 2 = 160 km de A.',
    subtopic: 'mecanica.encuentro-graficos',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => 80 * (300 / (80 + 70)),
  },
  {
    id: 'exs-fis-021',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Entre A y B hay 240 km. Un auto sale de A hacia B a las 9:00 a 90 km/h constantes. A las 9:30 sale de B hacia A un micro a 60 km/h constantes.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuánto tiempo después de las 9:00 se encuentran?',
        answer: {
          kind: 'numeric',
          value: 1.8,
          unit: 'h',
          tolerance: { absolute: 0.01 },
          text: 't = 1,8 h (a las 10:48)',
        },
      },
      {
        label: 'b',
        prompt: '¿A qué distancia de A se encuentran?',
        answer: {
          kind: 'numeric',
          value: 162,
          unit: 'km',
          tolerance: { absolute: 0.1 },
          text: '162 km de A',
        },
      },
    ],
    solution:
      'Con t en horas desde las 9:00 y origen en A: xauto = 90t; xmicro = 240 − 60(t − 0,5) para t ≥ 0,5. Igualando: 90t = 270 − 60t, t = 1,8 h (10:48). Posición: 90 · 1,8 = 162 km.',
    subtopic: 'mecanica.encuentro-graficos',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => {
      const t = (240 + 60 * 0.5) / (90 + 60);
      return [[t], [90 * t]];
    },
  },
  {
    id: 'exs-fis-022',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Un patrullero está detenido al costado de una ruta. En el instante en que pasa a su lado una moto a 72 km/h constantes, el patrullero arranca en la misma dirección con aceleración constante de 2,5 m/s².',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuánto tarda en alcanzar a la moto?',
        answer: { kind: 'numeric', value: 16, unit: 's', tolerance: { absolute: 0.01 }, text: '16 s' },
      },
      {
        label: 'b',
        prompt: '¿Qué distancia recorrió hasta alcanzarla?',
        answer: { kind: 'numeric', value: 320, unit: 'm', tolerance: { absolute: 0.1 }, text: '320 m' },
      },
      {
        label: 'c',
        prompt: '¿Qué velocidad tiene el patrullero en ese momento?',
        answer: {
          kind: 'numeric',
          value: 40,
          unit: 'm/s',
          tolerance: { absolute: 0.01 },
          text: '40 m/s (144 km/h)',
        },
      },
    ],
    solution:
      '72 km/h = 20 m/s. xmoto = 20t; xpatrullero = 1,25t². Igualando (t ≠ 0): t = 20/1,25 = 16 s. x = 20 · 16 = 320 m. v = 2,5 · 16 = 40 m/s.',
    subtopic: 'mecanica.encuentro-graficos',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => {
      const v = 72 / 3.6;
      const t = v / (2.5 / 2);
      return [[t], [v * t], [2.5 * t]];
    },
  },
  {
    id: 'exs-fis-023',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una bicicleta sale de un punto a 18 km/h constantes. Veinte minutos después sale del mismo punto, en la misma dirección y sentido, un auto a 54 km/h constantes. ¿A qué distancia del punto de partida el auto alcanza a la bicicleta?',
    answer: { value: 9, unit: 'km', tolerance: { absolute: 0.01 }, text: '9 km' },
    solution:
      'Con t en horas desde que sale la bici: xbici = 18t; xauto = 54(t − 1/3). Igualando: 36t = 18, t = 0,5 h. Distancia: 18 · 0,5 = 9 km.',
    subtopic: 'mecanica.encuentro-graficos',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => 18 * (54 / 3 / (54 - 18)),
  },
  {
    id: 'exs-fis-024',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Se suelta una piedra desde 45 m de altura. Tomá g = 10 m/s² y despreciá el rozamiento con el aire.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuánto tarda en llegar al suelo?',
        answer: { kind: 'numeric', value: 3, unit: 's', tolerance: { absolute: 0.01 }, text: '3 s' },
      },
      {
        label: 'b',
        prompt: '¿Con qué velocidad llega?',
        answer: {
          kind: 'numeric',
          value: 30,
          unit: 'm/s',
          tolerance: { absolute: 0.01 },
          text: '30 m/s hacia abajo',
        },
      },
    ],
    solution: 'a) 45 = 5t² ⇒ t = 3 s. b) v = g t = 30 m/s (o v = √(2 g h) = √900).',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => [[Math.sqrt((2 * 45) / 10)], [Math.sqrt(2 * 10 * 45)]],
  },
  {
    id: 'exs-fis-025',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Una plataforma sube con velocidad constante de 4 m/s. Cuando está a 20 m del suelo se desprende de ella un tornillo. Tomá g = 9,8 m/s² y despreciá el aire.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuál es la altura máxima que alcanza el tornillo respecto del suelo?',
        answer: {
          kind: 'numeric',
          value: 20 + 16 / 19.6,
          unit: 'm',
          tolerance: { absolute: 0.01 },
          text: '≈ 20,82 m',
        },
      },
      {
        label: 'b',
        prompt: '¿Cuánto tarda en llegar al suelo desde que se desprende?',
        answer: {
          kind: 'numeric',
          value: (4 + Math.sqrt(16 + 4 * 4.9 * 20)) / 9.8,
          unit: 's',
          tolerance: { absolute: 0.01 },
          text: '≈ 2,47 s',
        },
      },
      {
        label: 'c',
        prompt: '¿Con qué rapidez llega al suelo?',
        answer: {
          kind: 'numeric',
          value: Math.sqrt(16 + 2 * 9.8 * 20),
          unit: 'm/s',
          tolerance: { absolute: 0.01 },
          text: '≈ 20,2 m/s',
        },
      },
    ],
    solution:
      'Al soltarse, el tornillo tiene la velocidad de la plataforma: 4 m/s hacia arriba. a) Sube v²/(2g) = 16/19,6 ≈ 0,82 m más: hmáx ≈ 20,82 m. b) y = 20 + 4t − 4,9t² = 0 ⇒ 4,9t² − 4t − 20 = 0 ⇒ t ≈ 2,47 s. c) v² = 4² + 2·9,8·20 = 408 ⇒ v ≈ 20,2 m/s.',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'dificil',
    check: () => {
      const tImpact = Math.max(...quadraticRoots(-4.9, 4, 20));
      return [[20 + 4 ** 2 / (2 * 9.8)], [tImpact], [Math.abs(4 - 9.8 * tImpact)]];
    },
  },
  {
    id: 'exs-fis-026',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un globo aerostático sube a 5 m/s constantes. Cuando está a 30 m de altura se suelta una bolsa de arena. Con g = 10 m/s², ¿cuánto tarda la bolsa en llegar al suelo?',
    options: five('3 s', '2,45 s', '2 s', '3,5 s'),
    answer: { option: 0 },
    solution:
      'La bolsa sale con 5 m/s hacia arriba: 0 = 30 + 5t − 5t² ⇒ t² − t − 6 = 0 ⇒ t = 3 s. (2,45 s sería si se soltara desde el reposo.)',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => [Math.max(...quadraticRoots(-5, 5, 30))],
  },
  {
    id: 'exs-fis-027',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un helicóptero baja con velocidad constante de 6 m/s y, cuando está a 80 m del suelo, deja caer un paquete. Con g = 9,8 m/s², ¿con qué rapidez llega el paquete al suelo?',
    answer: {
      value: Math.sqrt(36 + 2 * 9.8 * 80),
      unit: 'm/s',
      tolerance: { absolute: 0.05 },
      text: '≈ 40,05 m/s',
    },
    solution: 'El paquete sale con 6 m/s hacia abajo. v² = v₀² + 2 g h = 36 + 1568 = 1604 ⇒ v ≈ 40,05 m/s.',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => {
      const t = Math.max(...quadraticRoots(4.9, 6, -80));
      return 6 + 9.8 * t;
    },
  },
  {
    id: 'exs-fis-028',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un auto que va a 90 km/h frena con aceleración constante y se detiene en 50 m. ¿Cuál es el módulo de su aceleración?',
    answer: { value: 6.25, unit: 'm/s²', tolerance: { absolute: 0.01 }, text: '6,25 m/s²' },
    solution: '90 km/h = 25 m/s. 0 = 25² − 2a·50 ⇒ a = 625/100 = 6,25 m/s².',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => (90 / 3.6) ** 2 / (2 * 50),
  },
  {
    id: 'exs-fis-029',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un auto parte del reposo con aceleración constante de 3 m/s² durante 8 s. La distancia que recorre en ese tiempo es:',
    options: five('24 m', '192 m', '48 m', '96 m'),
    answer: { option: 3 },
    solution: 'd = ½ a t² = ½ · 3 · 64 = 96 m (192 m resulta de olvidar el ½; 24 m/s es la velocidad final).',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => [0.5 * 3 * 8 ** 2],
  },
  {
    id: 'exs-fis-030',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Se lanza una pelota verticalmente hacia arriba con una velocidad de 25 m/s. Tomá g = 10 m/s².',
    parts: [
      {
        label: 'a',
        prompt: '¿Qué altura máxima alcanza?',
        answer: { kind: 'numeric', value: 31.25, unit: 'm', tolerance: { absolute: 0.01 }, text: '31,25 m' },
      },
      {
        label: 'b',
        prompt: '¿Cuánto tiempo después vuelve al punto de lanzamiento?',
        answer: { kind: 'numeric', value: 5, unit: 's', tolerance: { absolute: 0.01 }, text: '5 s' },
      },
    ],
    solution:
      'a) hmáx = v₀²/(2g) = 625/20 = 31,25 m. b) Sube durante v₀/g = 2,5 s y tarda lo mismo en bajar: 5 s.',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => [[25 ** 2 / 20], [Math.max(...quadraticRoots(-5, 25, 0))]],
  },
  {
    id: 'exs-fis-031',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un tren de 200 m de largo avanza a 72 km/h constantes. ¿Cuánto tarda en cruzar completamente un puente de 400 m?',
    answer: { value: 30, unit: 's', tolerance: { absolute: 0.01 }, text: '30 s' },
    solution:
      'Para cruzarlo completo la locomotora recorre el puente más el largo del tren: 600 m. A 20 m/s tarda 600/20 = 30 s.',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => (200 + 400) / (72 / 3.6),
  },
  {
    id: 'exs-fis-032',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Dos ciclistas parten al mismo tiempo desde el mismo punto, en sentidos opuestos, a 15 m/s y 25 m/s. ¿Cuánto tardan en estar separados 2 km?',
    answer: { value: 50, unit: 's', tolerance: { absolute: 0.01 }, text: '50 s' },
    solution: 'Se alejan a 15 + 25 = 40 m/s. 2000 m / 40 m/s = 50 s.',
    subtopic: 'mecanica.encuentro-graficos',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => 2000 / (15 + 25),
  },
  {
    id: 'exs-fis-033',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Desde lo alto de una torre de 80 m se deja caer una piedra y, en el mismo instante, desde el pie de la torre se lanza otra hacia arriba a 40 m/s. Tomá g = 10 m/s².',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuándo se cruzan?',
        answer: { kind: 'numeric', value: 2, unit: 's', tolerance: { absolute: 0.01 }, text: 't = 2 s' },
      },
      {
        label: 'b',
        prompt: '¿A qué altura se cruzan?',
        answer: {
          kind: 'numeric',
          value: 60,
          unit: 'm',
          tolerance: { absolute: 0.01 },
          text: '60 m sobre el suelo',
        },
      },
    ],
    solution: 'y₁ = 80 − 5t²; y₂ = 40t − 5t². Igualando: 80 = 40t, t = 2 s. Altura: 80 − 20 = 60 m.',
    subtopic: 'mecanica.encuentro-graficos',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => {
      const t = 80 / 40;
      return [[t], [80 - 5 * t * t]];
    },
  },
  {
    id: 'exs-fis-034',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un auto recorre 120 km a 60 km/h y luego otros 120 km a 40 km/h. Su velocidad media en todo el viaje es:',
    options: five('48 km/h', '50 km/h', '45 km/h', '52 km/h'),
    answer: { option: 0 },
    solution: 'Tiempos: 2 h y 3 h. vm = 240 km / 5 h = 48 km/h (no es el promedio de las velocidades).',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => [240 / (120 / 60 + 120 / 40)],
  },
  {
    id: 'exs-fis-035',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Dos autos están separados 500 m y se acercan por el mismo camino. Uno va a 10 m/s constantes; el otro parte del reposo, en ese instante, con aceleración constante de 2 m/s². ¿Cuánto tardan en encontrarse?',
    answer: {
      value: (-10 + Math.sqrt(2100)) / 2,
      unit: 's',
      tolerance: { absolute: 0.01 },
      text: '≈ 17,91 s',
    },
    solution: 'Se acercan: 10t + t² = 500 ⇒ t² + 10t − 500 = 0 ⇒ t = (−10 + √2100)/2 ≈ 17,91 s.',
    subtopic: 'mecanica.encuentro-graficos',
    modelledOn: kinematicsSources,
    difficulty: 'dificil',
    check: () => Math.max(...quadraticRoots(1, 10, -500)),
  },

  // Dinámica: ascensores, rozamiento, planos inclinados
  {
    id: 'exs-fis-036',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube acelerando a 2 m/s². ¿Qué marca la balanza, en newtons? (g = 9,8 m/s²)',
    answer: { value: 826, unit: 'N', tolerance: { absolute: 0.5 }, text: '826 N' },
    solution: 'N − m g = m a ⇒ N = m(g + a) = 70 · 11,8 = 826 N (su peso aparente).',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => 70 * (9.8 + 2),
  },
  {
    id: 'exs-fis-037',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un ascensor baja y va frenando con una aceleración de módulo 1,5 m/s². Una persona de 60 kg está sobre una balanza en su interior. Con g = 10 m/s², la balanza marca:',
    options: five('690 N', '510 N', '600 N', '90 N'),
    answer: { option: 0 },
    solution: 'Si baja frenando, la aceleración apunta hacia arriba: N = m(g + a) = 60 · 11,5 = 690 N.',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => [60 * (10 + 1.5)],
  },
  {
    id: 'exs-fis-038',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una cabina de ascensor de 800 kg sube con aceleración de 1,2 m/s². ¿Cuál es la tensión del cable? (g = 9,8 m/s²)',
    answer: { value: 8800, unit: 'N', tolerance: { absolute: 1 }, text: '8800 N' },
    solution: 'T − m g = m a ⇒ T = m(g + a) = 800 · 11 = 8800 N.',
    subtopic: 'mecanica.tension-poleas',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => 800 * (9.8 + 1.2),
  },
  {
    id: 'exs-fis-039',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un ascensor baja con velocidad constante. Una persona de 55 kg sube a una balanza en su interior. Con g = 9,8 m/s², la balanza marca:',
    options: five('0 N', '55 N', '440 N', '605 N'),
    answer: { option: 4 },
    solution: 'Con velocidad constante la aceleración es nula: N = m g = 55 · 9,8 = 539 N, que no figura.',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => [55 * 9.8],
  },
  {
    id: 'exs-fis-040',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un bloque de 20 kg se arrastra sobre un piso horizontal con una fuerza horizontal de 100 N. El coeficiente de rozamiento dinámico es 0,3. Con g = 10 m/s², ¿cuál es su aceleración?',
    answer: { value: 2, unit: 'm/s²', tolerance: { absolute: 0.01 }, text: '2 m/s²' },
    solution: 'Froz = μ N = 0,3 · 200 = 60 N. a = (100 − 60)/20 = 2 m/s².',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => (100 - 0.3 * 20 * 10) / 20,
  },
  {
    id: 'exs-fis-041',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un bloque de 5 kg baja por un plano inclinado 30° sin rozamiento. Con g = 9,8 m/s², su aceleración es:',
    options: five('4,9 m/s²', '9,8 m/s²', '8,49 m/s²', '2,45 m/s²'),
    answer: { option: 0 },
    solution: 'a = g sen 30° = 9,8 · 0,5 = 4,9 m/s² (8,49 sería g cos 30°). La masa no influye.',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => [9.8 * Math.sin(deg(30))],
  },
  {
    id: 'exs-fis-042',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Un bloque de 10 kg baja por un plano inclinado 37° con coeficiente de rozamiento dinámico 0,25. Usá g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuánto vale la fuerza normal?',
        answer: { kind: 'numeric', value: 80, unit: 'N', tolerance: { absolute: 0.01 }, text: '80 N' },
      },
      {
        label: 'b',
        prompt: '¿Cuál es la aceleración del bloque?',
        answer: {
          kind: 'numeric',
          value: 4,
          unit: 'm/s²',
          tolerance: { absolute: 0.01 },
          text: '4 m/s² hacia abajo del plano',
        },
      },
    ],
    solution:
      'a) N = m g cos 37° = 100 · 0,8 = 80 N. b) m a = m g sen 37° − μ N = 60 − 20 = 40 N ⇒ a = 4 m/s².',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => {
      const n = 10 * 10 * 0.8;
      return [[n], [(10 * 10 * 0.6 - 0.25 * n) / 10]];
    },
  },
  {
    id: 'exs-fis-043',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Se empuja un bloque de 8 kg hacia arriba por un plano inclinado 30°, con una fuerza paralela al plano, a velocidad constante. El coeficiente de rozamiento dinámico es 0,2 y g = 9,8 m/s². ¿Cuánto vale la fuerza?',
    answer: {
      value: 8 * 9.8 * (0.5 + 0.2 * Math.cos(deg(30))),
      unit: 'N',
      tolerance: { absolute: 0.05 },
      text: '≈ 52,78 N',
    },
    solution:
      'Velocidad constante ⇒ fuerza neta nula. F = m g sen 30° + μ m g cos 30° = 39,2 + 13,58 ≈ 52,78 N.',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => 8 * 9.8 * Math.sin(deg(30)) + 0.2 * 8 * 9.8 * Math.cos(deg(30)),
  },
  {
    id: 'exs-fis-044',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Un bloque de 6 kg apoyado sobre una mesa horizontal (μ dinámico = 0,2) está unido por una cuerda que pasa por una polea ideal a un bloque de 4 kg que cuelga. Tomá g = 10 m/s².',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuál es la aceleración del sistema?',
        answer: {
          kind: 'numeric',
          value: 2.8,
          unit: 'm/s²',
          tolerance: { absolute: 0.01 },
          text: '2,8 m/s²',
        },
      },
      {
        label: 'b',
        prompt: '¿Cuánto vale la tensión de la cuerda?',
        answer: { kind: 'numeric', value: 28.8, unit: 'N', tolerance: { absolute: 0.01 }, text: '28,8 N' },
      },
    ],
    solution:
      'a) (4 + 6) a = 4·10 − 0,2·6·10 = 40 − 12 = 28 ⇒ a = 2,8 m/s². b) Para el que cuelga: 40 − T = 4 · 2,8 ⇒ T = 28,8 N.',
    subtopic: 'mecanica.tension-poleas',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => {
      const a = (4 * 10 - 0.2 * 6 * 10) / (4 + 6);
      return [[a], [4 * (10 - a)]];
    },
  },
  {
    id: 'exs-fis-045',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'En una máquina de Atwood cuelgan masas de 3 kg y 5 kg de una polea ideal. Con g = 9,8 m/s², la tensión de la cuerda es:',
    options: five('36,75 N', '29,4 N', '49 N', '39,2 N'),
    answer: { option: 0 },
    solution: 'a = (5 − 3) g / 8 = 2,45 m/s². Para la masa de 3 kg: T − 29,4 = 3 · 2,45 ⇒ T = 36,75 N.',
    subtopic: 'mecanica.tension-poleas',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => {
      const a = ((5 - 3) * 9.8) / 8;
      return [3 * (9.8 + a)];
    },
  },
  {
    id: 'exs-fis-046',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Una caja de 40 kg está en reposo sobre un piso horizontal (μ estático = 0,5; μ dinámico = 0,4). Se la empuja horizontalmente con 180 N. Con g = 10 m/s²:',
    options: five(
      'La caja no se mueve y el rozamiento vale 180 N',
      'La caja no se mueve y el rozamiento vale 200 N',
      'Se mueve con a = 0,5 m/s²',
      'Se mueve con a = 4,5 m/s²',
    ),
    answer: { option: 0 },
    solution:
      'El rozamiento estático puede llegar a μe N = 0,5 · 400 = 200 N. Como 180 N < 200 N, no se mueve, y el rozamiento equilibra al empuje: 180 N.',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => {
      const maxStatic = 0.5 * 40 * 10;
      return [180 <= maxStatic ? 180 : Number.NaN];
    },
  },
  {
    id: 'exs-fis-047',
    subject: 'fisica',
    format: 'numeric',
    statement:
      '¿Qué fuerza neta constante hace falta para que un auto de 1200 kg pase de 0 a 100 km/h en 8 s?',
    answer: { value: (1200 * (100 / 3.6)) / 8, unit: 'N', tolerance: { absolute: 1 }, text: '≈ 4167 N' },
    solution: '100 km/h ≈ 27,78 m/s. a = 27,78/8 ≈ 3,47 m/s². F = m a ≈ 1200 · 3,47 ≈ 4167 N.',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => 1200 * (100 / 3.6 / 8),
  },

  // Trabajo de varias fuerzas, energía y potencia
  {
    id: 'exs-fis-048',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Se arrastra una caja de 12 kg 5 m hacia arriba por un plano inclinado 30°, con una fuerza de 100 N paralela al plano. El coeficiente de rozamiento dinámico es 0,2 y g = 9,8 m/s².',
    parts: [
      {
        label: 'a',
        prompt: 'Trabajo de la fuerza aplicada.',
        answer: { kind: 'numeric', value: 500, unit: 'J', tolerance: { absolute: 0.5 }, text: '500 J' },
      },
      {
        label: 'b',
        prompt: 'Trabajo del peso.',
        answer: { kind: 'numeric', value: -294, unit: 'J', tolerance: { absolute: 0.5 }, text: '−294 J' },
      },
      {
        label: 'c',
        prompt: 'Trabajo del rozamiento.',
        answer: {
          kind: 'numeric',
          value: -0.2 * 12 * 9.8 * Math.cos(deg(30)) * 5,
          unit: 'J',
          tolerance: { absolute: 0.5 },
          text: '≈ −101,8 J',
        },
      },
      {
        label: 'd',
        prompt: 'Trabajo neto (la normal no trabaja).',
        answer: {
          kind: 'numeric',
          value: 500 - 294 - 0.2 * 12 * 9.8 * Math.cos(deg(30)) * 5,
          unit: 'J',
          tolerance: { absolute: 0.5 },
          text: '≈ 104,2 J',
        },
      },
    ],
    solution:
      'a) WF = 100 · 5 = 500 J. b) WP = −m g sen 30° · d = −117,6 · 0,5 · 5 = −294 J. c) Froz = 0,2 · 117,6 · cos 30° ≈ 20,37 N; Wroz ≈ −101,8 J. d) La normal es perpendicular al desplazamiento (W = 0): Wneto ≈ 500 − 294 − 101,8 ≈ 104,2 J.',
    subtopic: 'mecanica.trabajo-plano-inclinado',
    modelledOn: dynamicsSources,
    difficulty: 'dificil',
    check: () => {
      const weight = 12 * 9.8;
      const wF = 100 * 5;
      const wP = -weight * Math.sin(deg(30)) * 5;
      const wR = -0.2 * weight * Math.cos(deg(30)) * 5;
      return [[wF], [wP], [wR], [wF + wP + wR]];
    },
  },
  {
    id: 'exs-fis-049',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una fuerza de 50 N que forma 37° con la horizontal arrastra un carrito 10 m sobre un piso horizontal. ¿Qué trabajo realiza? (cos 37° = 0,8)',
    answer: { value: 400, unit: 'J', tolerance: { absolute: 0.1 }, text: '400 J' },
    solution: 'W = F d cos 37° = 50 · 10 · 0,8 = 400 J.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => 50 * 10 * 0.8,
  },
  {
    id: 'exs-fis-050',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una bomba eleva 1800 litros de agua hasta un tanque ubicado a 12 m de altura en 3 minutos. ¿Qué potencia útil desarrolla? (g = 9,8 m/s²; 1 L de agua = 1 kg)',
    answer: { value: 1176, unit: 'W', tolerance: { absolute: 0.5 }, text: '1176 W' },
    solution: 'W = m g h = 1800 · 9,8 · 12 = 211 680 J en 180 s: P = 211 680/180 = 1176 W.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => (1800 * 9.8 * 12) / (3 * 60),
  },
  {
    id: 'exs-fis-051',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Una bomba con un rendimiento del 75 % debe subir 600 L de agua por minuto hasta 15 m de altura (g = 9,8 m/s²; 1 L = 1 kg).',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuál es la potencia útil?',
        answer: { kind: 'numeric', value: 1470, unit: 'W', tolerance: { absolute: 0.5 }, text: '1470 W' },
      },
      {
        label: 'b',
        prompt: '¿Qué potencia debe consumir el motor?',
        answer: { kind: 'numeric', value: 1960, unit: 'W', tolerance: { absolute: 0.5 }, text: '1960 W' },
      },
    ],
    solution: 'a) Pútil = 600 · 9,8 · 15 / 60 s = 1470 W. b) Pconsumida = Pútil / 0,75 = 1960 W.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => {
      const useful = (600 * 9.8 * 15) / 60;
      return [[useful], [useful / 0.75]];
    },
  },
  {
    id: 'exs-fis-052',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un montacargas sube una carga de 900 kg a velocidad constante de 1,5 m/s. Con g = 9,8 m/s², la potencia que desarrolla es:',
    options: five('13.230 W', '1350 W', '8820 W', '19.845 W'),
    answer: { option: 0 },
    solution: 'A velocidad constante la fuerza iguala al peso: P = F v = 900 · 9,8 · 1,5 = 13 230 W.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => [900 * 9.8 * 1.5],
  },
  {
    id: 'exs-fis-053',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una pelota de 2 kg se suelta desde 5 m de altura. Despreciando el aire y con g = 9,8 m/s², ¿con qué rapidez llega al piso? Resolvelo por energía.',
    answer: { value: Math.sqrt(2 * 9.8 * 5), unit: 'm/s', tolerance: { absolute: 0.01 }, text: '≈ 9,90 m/s' },
    solution: 'm g h = ½ m v² ⇒ v = √(2 g h) = √98 ≈ 9,90 m/s. La masa se cancela.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => Math.sqrt((2 * (2 * 9.8 * 5)) / 2),
  },
  {
    id: 'exs-fis-054',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Un auto de 1000 kg que va a 72 km/h frena hasta detenerse. El trabajo realizado por la fuerza de frenado es:',
    options: five('−100.000 J', '−2.592.000 J', '−72.000 J', '−20.000 J'),
    answer: { option: 4 },
    solution:
      '72 km/h = 20 m/s. W = ΔEc = 0 − ½ · 1000 · 20² = −200 000 J, que no figura (−2.592.000 J sale de no pasar a m/s).',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => [0 - 0.5 * 1000 * (72 / 3.6) ** 2],
  },
  {
    id: 'exs-fis-055',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Un bloque de 2 kg se suelta desde lo alto de una rampa de 3 m de altura y 5 m de largo (cos θ = 0,8). El coeficiente de rozamiento dinámico es 0,25 y g = 10 m/s². ¿Con qué rapidez llega al pie de la rampa?',
    answer: { value: Math.sqrt(40), unit: 'm/s', tolerance: { absolute: 0.01 }, text: '√40 ≈ 6,32 m/s' },
    solution:
      'm g h − μ m g cos θ · L = ½ m v²: 60 − 0,25 · 20 · 0,8 · 5 = 60 − 20 = 40 J = ½ · 2 · v² ⇒ v = √40 ≈ 6,32 m/s.',
    subtopic: 'mecanica.trabajo-plano-inclinado',
    modelledOn: dynamicsSources,
    difficulty: 'dificil',
    check: () => {
      const energy = 2 * 10 * 3 - 0.25 * 2 * 10 * 0.8 * 5;
      return Math.sqrt((2 * energy) / 2);
    },
  },
  {
    id: 'exs-fis-056',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'El motor de un auto ejerce una fuerza de tracción de 3000 N mientras el auto avanza a 25 m/s constantes. ¿Qué potencia desarrolla, en kW?',
    answer: { value: 75, unit: 'kW', tolerance: { absolute: 0.01 }, text: '75 kW' },
    solution: 'P = F v = 3000 · 25 = 75 000 W = 75 kW.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => (3000 * 25) / 1000,
  },
  {
    id: 'exs-fis-057',
    subject: 'fisica',
    format: 'numeric',
    statement: 'Un cuerpo de 4 kg pasa de 3 m/s a 7 m/s. ¿Cuál fue el trabajo neto realizado sobre él?',
    answer: { value: 80, unit: 'J', tolerance: { absolute: 0.01 }, text: '80 J' },
    solution: 'Teorema trabajo–energía: Wneto = ½ m (v² − v₀²) = 2 · (49 − 9) = 80 J.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => 0.5 * 4 * (7 ** 2 - 3 ** 2),
  },
  {
    id: 'exs-fis-058',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Una persona de 50 kg sube por la escalera tres pisos de 3 m cada uno. Con g = 9,8 m/s², su energía potencial gravitatoria aumenta en:',
    options: five('4410 J', '1470 J', '441 J', '450 J'),
    answer: { option: 0 },
    solution: 'ΔEp = m g Δh = 50 · 9,8 · 9 = 4410 J (1470 J sería un solo piso).',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => [50 * 9.8 * 3 * 3],
  },
  {
    id: 'exs-fis-059',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Se lanza hacia arriba una pelota de 0,5 kg a 12 m/s. Con g = 10 m/s² y sin aire, la altura máxima que alcanza es:',
    options: five('14,4 m', '7,2 m', '6 m', '12 m'),
    answer: { option: 1 },
    solution: '½ m v² = m g h ⇒ h = v²/(2g) = 144/20 = 7,2 m (14,4 m es v²/g). La masa no interviene.',
    subtopic: 'mecanica.trabajo-energia',
    modelledOn: dynamicsSources,
    difficulty: 'facil',
    check: () => [12 ** 2 / (2 * 10)],
  },

  // Fuerzas paralelas, momento y equilibrio
  {
    id: 'exs-fis-060',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Sobre una barra actúan dos fuerzas paralelas del mismo sentido: 30 N en un extremo y 50 N a 2 m de él (en el otro extremo).',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuánto vale la resultante?',
        answer: {
          kind: 'numeric',
          value: 80,
          unit: 'N',
          tolerance: { absolute: 0.01 },
          text: '80 N, del mismo sentido',
        },
      },
      {
        label: 'b',
        prompt: '¿A qué distancia de la fuerza de 30 N está aplicada?',
        answer: {
          kind: 'numeric',
          value: 1.25,
          unit: 'm',
          tolerance: { absolute: 0.01 },
          text: '1,25 m (más cerca de la de 50 N)',
        },
      },
    ],
    solution:
      'a) R = 30 + 50 = 80 N. b) Momentos respecto de la fuerza de 30 N: R·x = 50·2 ⇒ x = 100/80 = 1,25 m.',
    subtopic: 'mecanica.fuerzas-paralelas',
    modelledOn: staticsSources,
    difficulty: 'facil',
    check: () => [[30 + 50], [(30 * 0 + 50 * 2) / (30 + 50)]],
  },
  {
    id: 'exs-fis-061',
    subject: 'fisica',
    format: 'open',
    statement:
      'Dos fuerzas paralelas de sentido contrario actúan sobre una barra: 60 N hacia arriba en el punto x = 0 y 20 N hacia abajo en x = 3 m. Hallá la resultante y su punto de aplicación.',
    answer: {
      text: 'R = 40 N hacia arriba, aplicada en x = −1,5 m (a 1,5 m de la fuerza de 60 N, del lado opuesto a la de 20 N)',
    },
    solution:
      'R = 60 − 20 = 40 N, con el sentido de la mayor. Momentos respecto de x = 0: R·x = 60·0 − 20·3 ⇒ x = −60/40 = −1,5 m. Queda fuera del segmento, del lado de la fuerza mayor.',
    subtopic: 'mecanica.fuerzas-paralelas',
    modelledOn: staticsSources,
    difficulty: 'dificil',
    check: () => {
      const r = 60 - 20;
      const x = (60 * 0 - 20 * 3) / r;
      return [r, x, Math.abs(x), 60, 20];
    },
  },
  {
    id: 'exs-fis-062',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'En un subibaja, un chico de 30 kg se sienta a 2 m del apoyo. ¿A qué distancia del apoyo, del otro lado, debe sentarse una chica de 40 kg para equilibrarlo?',
    options: five('1,5 m', '2,67 m', '1,33 m', '2 m'),
    answer: { option: 0 },
    solution: 'Igualdad de momentos: 30 · 2 = 40 · d ⇒ d = 1,5 m.',
    subtopic: 'mecanica.estatica',
    modelledOn: staticsSources,
    difficulty: 'facil',
    check: () => [(30 * 2) / 40],
  },
  {
    id: 'exs-fis-063',
    subject: 'fisica',
    format: 'multi-part',
    statement:
      'Una viga de 4 m, de peso despreciable, está apoyada en sus dos extremos y soporta una carga de 600 N a 1 m del extremo izquierdo.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuánto vale la reacción del apoyo derecho?',
        answer: { kind: 'numeric', value: 150, unit: 'N', tolerance: { absolute: 0.01 }, text: '150 N' },
      },
      {
        label: 'b',
        prompt: '¿Y la del apoyo izquierdo?',
        answer: { kind: 'numeric', value: 450, unit: 'N', tolerance: { absolute: 0.01 }, text: '450 N' },
      },
    ],
    solution:
      'a) Momentos respecto del apoyo izquierdo: RD · 4 = 600 · 1 ⇒ RD = 150 N. b) RI + RD = 600 ⇒ RI = 450 N.',
    subtopic: 'mecanica.estatica',
    modelledOn: staticsSources,
    difficulty: 'medio',
    check: () => {
      const right = (600 * 1) / 4;
      return [[right], [600 - right]];
    },
  },
  {
    id: 'exs-fis-064',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Sobre una barra actúan tres fuerzas paralelas hacia abajo: 10 N en x = 0, 20 N en x = 1 m y 30 N en x = 3 m. La resultante está aplicada en:',
    options: five('x = 1,5 m', 'x = 2 m', 'x = 1,2 m', 'x = 3 m'),
    answer: { option: 4 },
    solution: 'R = 60 N. x = (10·0 + 20·1 + 30·3)/60 = 110/60 ≈ 1,83 m, que no figura.',
    subtopic: 'mecanica.fuerzas-paralelas',
    modelledOn: staticsSources,
    difficulty: 'medio',
    check: () => [(10 * 0 + 20 * 1 + 30 * 3) / (10 + 20 + 30)],
  },
  {
    id: 'exs-fis-065',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Con una llave de 0,3 m se aplica en su extremo una fuerza de 80 N que forma 60° con la llave. ¿Qué momento produce respecto del bulón?',
    answer: {
      value: 0.3 * 80 * Math.sin(deg(60)),
      unit: 'N·m',
      tolerance: { absolute: 0.05 },
      text: '≈ 20,78 N·m',
    },
    solution: 'M = F · d · sen 60° = 80 · 0,3 · 0,866 ≈ 20,78 N·m.',
    subtopic: 'mecanica.estatica',
    modelledOn: staticsSources,
    difficulty: 'facil',
    check: () => 0.3 * 80 * Math.sin(deg(60)),
  },
  {
    id: 'exs-fis-066',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una viga homogénea de 6 m y 200 N de peso se apoya en un punto a 1,5 m de su extremo izquierdo. ¿Qué fuerza vertical hay que aplicar en ese extremo para que quede horizontal?',
    answer: { value: 200, unit: 'N', tolerance: { absolute: 0.01 }, text: '200 N hacia abajo' },
    solution:
      'El peso actúa en el centro, a 3 m del extremo, o sea a 1,5 m del apoyo. Momentos respecto del apoyo: F · 1,5 = 200 · 1,5 ⇒ F = 200 N.',
    subtopic: 'mecanica.estatica',
    modelledOn: staticsSources,
    difficulty: 'medio',
    check: () => (200 * (3 - 1.5)) / 1.5,
  },
  {
    id: 'exs-fis-067',
    subject: 'fisica',
    format: 'five-options',
    statement:
      'Dos fuerzas perpendiculares de 9 N y 12 N actúan sobre un mismo punto. El módulo de su resultante es:',
    options: five('15 N', '21 N', '3 N', '10,5 N'),
    answer: { option: 0 },
    solution: 'R = √(9² + 12²) = √225 = 15 N.',
    subtopic: 'mecanica.unidades-vectores',
    modelledOn: vectorSources,
    difficulty: 'facil',
    check: () => [norm([9, 12])],
  },

  // Más de lo que abre los exámenes
  {
    id: 'exs-fis-068',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Se suelta una maceta desde 20 m de altura. Con g = 9,8 m/s² y sin aire, ¿cuánto tarda en llegar al piso?',
    answer: { value: Math.sqrt(40 / 9.8), unit: 's', tolerance: { absolute: 0.01 }, text: '≈ 2,02 s' },
    solution: '20 = ½ · 9,8 · t² ⇒ t = √(40/9,8) ≈ 2,02 s.',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => Math.max(...quadraticRoots(4.9, 0, -20)),
  },
  {
    id: 'exs-fis-069',
    subject: 'fisica',
    format: 'five-options',
    statement: 'Un pie cúbico equivale, en litros, aproximadamente a (1 pie = 0,3048 m):',
    options: five('28,32 L', '0,93 L', '9,29 L', '283,2 L'),
    answer: { option: 0 },
    solution: '1 pie³ = 0,3048³ m³ ≈ 0,028317 m³ = 28,32 L.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'medio',
    check: () => [FOOT ** 3 * 1000],
  },
  {
    id: 'exs-fis-070',
    subject: 'fisica',
    format: 'numeric',
    statement: 'Una canilla entrega 15 L/min. Expresá ese caudal en m³/h.',
    answer: { value: 0.9, unit: 'm³/h', tolerance: { absolute: 0.001 }, text: '0,9 m³/h' },
    solution: '15 L/min · 60 min/h = 900 L/h = 0,9 m³/h.',
    subtopic: 'mecanica.conversion-unidades',
    modelledOn: unitSources,
    difficulty: 'facil',
    check: () => (15 * 60) / 1000,
  },
  {
    id: 'exs-fis-071',
    subject: 'fisica',
    format: 'multi-part',
    statement: 'Una persona camina 300 m hacia el este y después 400 m hacia el norte.',
    parts: [
      {
        label: 'a',
        prompt: '¿Cuál es el módulo de su desplazamiento?',
        answer: { kind: 'numeric', value: 500, unit: 'm', tolerance: { absolute: 0.01 }, text: '500 m' },
      },
      {
        label: 'b',
        prompt: '¿Qué ángulo forma el desplazamiento con la dirección este?',
        answer: {
          kind: 'numeric',
          value: toDeg(Math.atan(4 / 3)),
          unit: '°',
          tolerance: { absolute: 0.05 },
          text: '≈ 53,13° al norte del este',
        },
      },
    ],
    solution:
      'a) |d| = √(300² + 400²) = 500 m. b) tg θ = 400/300 ⇒ θ ≈ 53,13°. La distancia recorrida (700 m) no es el desplazamiento.',
    subtopic: 'mecanica.unidades-vectores',
    modelledOn: vectorSources,
    difficulty: 'facil',
    check: () => [[norm([300, 400])], [toDeg(Math.atan2(400, 300))]],
  },
  {
    id: 'exs-fis-072',
    subject: 'fisica',
    format: 'numeric',
    statement:
      'Una persona grita frente a una pared y escucha el eco 1,5 s después. Si el sonido viaja a 340 m/s, ¿a qué distancia está la pared?',
    answer: { value: 255, unit: 'm', tolerance: { absolute: 0.1 }, text: '255 m' },
    solution: 'El sonido va y vuelve: 2d = 340 · 1,5 = 510 m ⇒ d = 255 m.',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'facil',
    check: () => (340 * 1.5) / 2,
  },
  {
    id: 'exs-fis-073',
    subject: 'fisica',
    format: 'numeric',
    statement:
      '¿Cuál es el coeficiente de rozamiento estático mínimo para que un bloque quede en reposo sobre un plano inclinado 25°?',
    answer: {
      value: Math.tan(deg(25)),
      unit: '',
      tolerance: { absolute: 0.001 },
      text: 'μe = tg 25° ≈ 0,466',
    },
    solution: 'En el límite, m g sen 25° = μe m g cos 25° ⇒ μe = tg 25° ≈ 0,466.',
    subtopic: 'mecanica.dinamica',
    modelledOn: dynamicsSources,
    difficulty: 'medio',
    check: () => Math.sin(deg(25)) / Math.cos(deg(25)),
  },
  {
    id: 'exs-fis-074',
    subject: 'fisica',
    format: 'open',
    statement:
      'Un auto sale del reposo con aceleración de 2 m/s² durante 10 s, luego sigue 30 s a velocidad constante y finalmente frena uniformemente en 5 s hasta detenerse. ¿Qué distancia total recorre?',
    answer: { text: 'd = 100 m + 600 m + 50 m = 750 m' },
    solution:
      'Tramo 1: ½ · 2 · 10² = 100 m y llega a 20 m/s. Tramo 2: 20 · 30 = 600 m. Tramo 3: (20 + 0)/2 · 5 = 50 m. Total 750 m.',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => {
      const v = 2 * 10;
      const d1 = 0.5 * 2 * 10 ** 2;
      const d2 = v * 30;
      const d3 = (v / 2) * 5;
      return [d1, d2, d3, d1 + d2 + d3];
    },
  },
  {
    id: 'exs-fis-075',
    subject: 'fisica',
    format: 'five-options',
    statement: 'Un auto toma una curva plana de 50 m de radio a 72 km/h. Su aceleración centrípeta es:',
    options: five('8 m/s²', '103,7 m/s²', '1,44 m/s²', '0,4 m/s²'),
    answer: { option: 0 },
    solution: '72 km/h = 20 m/s. ac = v²/r = 400/50 = 8 m/s² (103,7 sale de usar 72 sin pasar a m/s).',
    subtopic: 'mecanica.cinematica',
    modelledOn: kinematicsSources,
    difficulty: 'medio',
    check: () => [(72 / 3.6) ** 2 / 50],
  },
];
