import type { Figure } from '../schema.ts';

/*
 * Line drawings for the problems in parts whose statement shows one, in the style of the mini classes'
 * figures: a viewBox, currentColor strokes and text, nothing that runs.
 */

const svg = (height: number, lines: string, labels: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 ${height}" width="320" height="${height}"><g fill="none" stroke="currentColor" stroke-width="1.5">${lines}</g><g fill="currentColor" font-family="sans-serif" font-size="12">${labels}</g></svg>`;

const arrowRight = (x: number, y: number) =>
  `<polyline points="${x - 7},${y - 4} ${x},${y} ${x - 7},${y + 4}"/>`;
const arrowUp = (x: number, y: number) =>
  `<polyline points="${x - 4},${y + 7} ${x},${y} ${x + 4},${y + 7}"/>`;
const arrowDown = (x: number, y: number) =>
  `<polyline points="${x - 4},${y - 7} ${x},${y} ${x + 4},${y - 7}"/>`;

export const figures = {
  velocityTime: {
    svg: svg(
      190,
      `<line x1="40" y1="160" x2="300" y2="160"/><line x1="40" y1="160" x2="40" y2="15"/>${arrowRight(300, 160)}${arrowUp(40, 15)}<polyline points="40,160 130,60 290,60" stroke-width="2.5"/><line x1="130" y1="60" x2="130" y2="160" stroke-dasharray="3 3"/><line x1="40" y1="60" x2="130" y2="60" stroke-dasharray="3 3"/>`,
      `<text x="292" y="178">t (s)</text><text x="8" y="14">v (m/s)</text><text x="124" y="176">8</text><text x="282" y="176">20</text><text x="14" y="64">v₁</text><text x="60" y="130">MRUV</text><text x="180" y="52">MRU</text>`,
    ),
    alt: 'Gráfico de velocidad en función del tiempo: una recta sube desde el origen hasta la velocidad v₁ a los 8 s (tramo con aceleración constante) y después sigue horizontal hasta los 20 s (tramo con velocidad constante).',
  },
  projectile: {
    svg: svg(
      180,
      `<line x1="20" y1="150" x2="305" y2="150"/><path d="M 30 150 Q 160 -10 290 150" stroke-width="2" stroke-dasharray="6 4"/><line x1="30" y1="150" x2="80" y2="121" stroke-width="2.5"/><polyline points="71,121 80,121 76,129"/><path d="M 60 150 A 30 30 0 0 0 56 135"/><line x1="160" y1="70" x2="160" y2="150" stroke-dasharray="2 3"/>${arrowUp(160, 70)}${arrowDown(160, 150)}<line x1="30" y1="168" x2="290" y2="168" stroke-dasharray="3 3"/>${arrowRight(290, 168)}`,
      `<text x="84" y="116">v₀ = 40 m/s</text><text x="66" y="146">30°</text><text x="166" y="115">h máx</text><text x="140" y="164">alcance</text>`,
    ),
    alt: 'Un proyectil sale del suelo con velocidad v₀ = 40 m/s formando 30° con la horizontal y describe una parábola que vuelve al suelo. Una cota vertical marca la altura máxima y una horizontal, el alcance.',
  },
  twoBlocks: {
    svg: svg(
      130,
      `<line x1="10" y1="100" x2="310" y2="100"/><rect x="100" y="55" width="60" height="45"/><rect x="160" y="45" width="80" height="55"/><line x1="40" y1="77" x2="96" y2="77" stroke-width="2.5"/>${arrowRight(96, 77)}`,
      `<text x="40" y="70">F = 30 N</text><text x="118" y="84">m₁</text><text x="190" y="80">m₂</text><text x="106" y="120">4 kg</text><text x="186" y="120">6 kg</text><text x="250" y="120">sin rozamiento</text>`,
    ),
    alt: 'Dos bloques apoyados uno contra otro sobre un piso horizontal sin rozamiento: m₁ de 4 kg a la izquierda y m₂ de 6 kg a la derecha. Una fuerza horizontal F de 30 N empuja a m₁ hacia la derecha.',
  },
  atwood: {
    svg: svg(
      210,
      `<line x1="100" y1="15" x2="220" y2="15" stroke-width="3"/><line x1="160" y1="15" x2="160" y2="35"/><circle cx="160" cy="50" r="15"/><line x1="145" y1="50" x2="145" y2="130"/><line x1="175" y1="50" x2="175" y2="100"/><rect x="128" y="130" width="34" height="34"/><rect x="155" y="100" width="40" height="44"/>`,
      `<text x="100" y="152">m₁</text><text x="120" y="182">3 kg</text><text x="203" y="126">m₂</text><text x="200" y="160">5 kg</text><text x="182" y="46">polea ideal</text>`,
    ),
    alt: 'Máquina de Atwood: una polea ideal colgada del techo con una soga que pasa por ella; de un extremo cuelga m₁ de 3 kg y del otro m₂ de 5 kg, más abajo que m₁ al comenzar.',
  },
  incline: {
    svg: svg(
      200,
      `<line x1="20" y1="180" x2="300" y2="180"/><line x1="20" y1="180" x2="280" y2="30"/><line x1="280" y1="30" x2="280" y2="180" stroke-dasharray="4 3"/><path d="M 70 180 A 50 50 0 0 0 63 156"/><polygon points="140,113 180,90 196,118 156,141"/><line x1="192" y1="100" x2="246" y2="69" stroke-width="2.5"/><polyline points="237,69 246,69 242,77"/>`,
      `<text x="248" y="64">F = 40 N</text><text x="78" y="173">30°</text><text x="150" y="160">m = 5 kg, μ = 0,2</text><text x="200" y="150">d = 4 m</text>`,
    ),
    alt: 'Un bloque de 5 kg sobre un plano inclinado 30°, con coeficiente de rozamiento 0,2. Una fuerza F de 40 N, paralela al plano, lo arrastra hacia arriba a lo largo de 4 m.',
  },
  parallelForces: {
    svg: svg(
      150,
      `<line x1="30" y1="90" x2="290" y2="90" stroke-width="4"/><line x1="30" y1="20" x2="30" y2="86" stroke-width="2"/>${arrowDown(30, 86)}<line x1="290" y1="20" x2="290" y2="86" stroke-width="2"/>${arrowDown(290, 86)}<line x1="30" y1="120" x2="290" y2="120" stroke-dasharray="3 3"/><line x1="30" y1="112" x2="30" y2="128"/><line x1="290" y1="112" x2="290" y2="128"/>`,
      `<text x="38" y="30">F_A = 200 N</text><text x="210" y="30">F_B = 400 N</text><text x="24" y="106">A</text><text x="296" y="106">B</text><text x="140" y="140">3 m</text>`,
    ),
    alt: 'Una barra horizontal AB de 3 m. En el extremo A actúa una fuerza vertical hacia abajo de 200 N y en el extremo B otra, también vertical hacia abajo, de 400 N.',
  },
  positionTime: {
    svg: svg(
      190,
      `<line x1="40" y1="165" x2="300" y2="165"/><line x1="40" y1="165" x2="40" y2="15"/>${arrowRight(300, 165)}${arrowUp(40, 15)}<line x1="40" y1="165" x2="280" y2="65" stroke-width="2"/><line x1="40" y1="25" x2="250" y2="165" stroke-width="2" stroke-dasharray="6 4"/>`,
      `<text x="292" y="182">t (s)</text><text x="8" y="14">x (m)</text><text x="255" y="62">A</text><text x="238" y="150">B</text><text x="4" y="30">600</text><text x="28" y="182">0</text>`,
    ),
    alt: 'Gráfico de posición en función del tiempo con dos rectas: la del móvil A sale del origen con pendiente positiva; la del móvil B sale de 600 m con pendiente negativa. Las rectas se cortan en el encuentro.',
  },
  mixedCircuit: {
    svg: svg(
      180,
      `<line x1="40" y1="40" x2="40" y2="150"/><line x1="30" y1="85" x2="50" y2="85" stroke-width="2.5"/><line x1="34" y1="95" x2="46" y2="95" stroke-width="2.5"/><line x1="40" y1="40" x2="90" y2="40"/><polyline points="90,40 96,32 104,48 112,32 120,48 128,32 134,40"/><line x1="134" y1="40" x2="180" y2="40"/><line x1="180" y1="40" x2="180" y2="150"/><line x1="180" y1="40" x2="280" y2="40"/><line x1="280" y1="40" x2="280" y2="150"/><polyline points="180,70 172,76 188,84 172,92 188,100 180,106"/><polyline points="280,70 272,76 288,84 272,92 288,100 280,106"/><line x1="40" y1="150" x2="280" y2="150"/>`,
      `<text x="6" y="94">12 V</text><text x="96" y="26">R₁ = 2 Ω</text><text x="192" y="92">R₂ = 6 Ω</text><text x="240" y="130">R₃ = 3 Ω</text>`,
    ),
    alt: 'Circuito: una fuente de 12 V alimenta una resistencia R₁ de 2 Ω en serie con dos resistencias en paralelo, R₂ de 6 Ω y R₃ de 3 Ω.',
  },
  convergingLens: {
    svg: svg(
      170,
      `<line x1="10" y1="90" x2="310" y2="90" stroke-dasharray="5 4"/><line x1="160" y1="20" x2="160" y2="160" stroke-width="2"/>${arrowUp(160, 20)}${arrowDown(160, 160)}<line x1="40" y1="90" x2="40" y2="60" stroke-width="2.5"/>${arrowUp(40, 60)}<circle cx="120" cy="90" r="3"/><circle cx="200" cy="90" r="3"/>`,
      `<text x="20" y="110">objeto</text><text x="30" y="52">3 cm</text><text x="112" y="108">F</text><text x="196" y="108">F'</text><text x="60" y="130">p = 30 cm</text><text x="170" y="30">f = 10 cm</text>`,
    ),
    alt: 'Una lente convergente de distancia focal 10 cm, con sus focos F y F′ marcados sobre el eje. A la izquierda, a 30 cm de la lente, un objeto de 3 cm de altura.',
  },
  window: {
    svg: svg(
      200,
      `<rect x="100" y="90" width="120" height="80"/><path d="M 100 90 A 60 60 0 0 1 220 90"/><line x1="100" y1="185" x2="220" y2="185" stroke-dasharray="3 3"/><line x1="235" y1="90" x2="235" y2="170" stroke-dasharray="3 3"/>`,
      `<text x="140" y="198">1,2 m</text><text x="240" y="134">0,8 m</text><text x="120" y="70">semicírculo</text>`,
    ),
    alt: 'Una ventana formada por un rectángulo de 1,2 m de ancho y 0,8 m de alto con un semicírculo apoyado sobre su lado superior, de diámetro igual al ancho.',
  },
  ladder: {
    svg: svg(
      200,
      `<line x1="20" y1="180" x2="300" y2="180"/><line x1="250" y1="180" x2="250" y2="10" stroke-width="3"/><line x1="130" y1="180" x2="250" y2="30" stroke-width="2.5"/><path d="M 165 180 A 35 35 0 0 0 152 153"/><line x1="130" y1="192" x2="250" y2="192" stroke-dasharray="3 3"/><line x1="262" y1="30" x2="262" y2="180" stroke-dasharray="3 3"/>`,
      `<text x="170" y="172">60°</text><text x="160" y="100">6 m</text><text x="268" y="110">altura</text><text x="160" y="206">distancia a la pared</text>`,
    ),
    alt: 'Una escalera de 6 m apoyada contra una pared vertical, formando un ángulo de 60° con el piso horizontal. Se marcan la altura a la que llega sobre la pared y la distancia de su pie a la pared.',
  },
  triangleSas: {
    svg: svg(
      180,
      `<polygon points="40,160 280,160 110,40" stroke-width="2"/><path d="M 70 160 A 30 30 0 0 0 57 136"/>`,
      `<text x="150" y="178">a = 8</text><text x="48" y="96">b = 5</text><text x="204" y="96">c</text><text x="74" y="152">60°</text><text x="26" y="172">C</text><text x="284" y="172">B</text><text x="104" y="34">A</text>`,
    ),
    alt: 'Un triángulo ABC con el lado a = 8 entre los vértices C y B, el lado b = 5 entre C y A, y un ángulo de 60° en el vértice C, comprendido entre ambos. El lado c, opuesto a C, es desconocido.',
  },
  parabola: {
    svg: svg(
      200,
      `<line x1="20" y1="150" x2="305" y2="150"/><line x1="90" y1="190" x2="90" y2="10"/>${arrowRight(305, 150)}${arrowUp(90, 10)}<path d="M 50 190 Q 150 -50 250 190" stroke-width="2"/>`,
      `<text x="296" y="168">x</text><text x="96" y="16">y</text><text x="100" y="84">f(x) = −x² + 4x + 5</text>`,
    ),
    alt: 'La parábola f(x) = −x² + 4x + 5, con las ramas hacia abajo: corta al eje x en dos puntos, uno a cada lado del eje y, y tiene su vértice, el punto más alto, a la derecha del eje y.',
  },
} satisfies Record<string, Figure>;
