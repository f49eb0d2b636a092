import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

/** The work of several forces on an incline (#31). */
export const miniClasses: MiniClass[] = [
  {
    id: 'mecanica-trabajo-en-el-plano-inclinado',
    subtopics: ['mecanica.trabajo-plano-inclinado'],
    topic: 'mecanica',
    title: 'Trabajo de varias fuerzas en un plano inclinado',
    body: r`Un problema clásico del ingreso: un bloque sube o baja por un plano inclinado y te piden el trabajo de cada fuerza, el trabajo neto o la rapidez al final del recorrido. Se resuelve con una sola fórmula aplicada con cuidado a cada fuerza.

Idea clave: cada fuerza hace su propio trabajo, $W = F \cdot d \cdot \cos\alpha$, donde α es el ángulo entre esa fuerza y el desplazamiento. El trabajo neto es la suma de todos, y es igual a la variación de la energía cinética: $W_{neto} = \Delta E_c$.

Las fuerzas del plano inclinado, una por una:
Tomá un plano inclinado un ángulo θ y un bloque de masa m que se desplaza una distancia d a lo largo del plano.
- Peso: forma con el desplazamiento un ángulo de 90° + θ si el bloque sube y de 90° − θ si baja. Más fácil: solo trabaja su componente paralela al plano, $m g \operatorname{sen}\theta$. Subiendo, $W_P = -m g\,d \operatorname{sen}\theta$; bajando, $W_P = +m g\,d \operatorname{sen}\theta$. Como $d \operatorname{sen}\theta = h$, la altura que sube o baja, $W_P = \mp m g h$: el trabajo del peso depende solo del desnivel, no de la inclinación ni del camino.
- Normal: es perpendicular al plano, y por lo tanto al desplazamiento. Su trabajo es siempre cero.
- Rozamiento cinético: se opone al deslizamiento, así que α = 180° y su trabajo es negativo, suba o baje el bloque: $W_f = -\mu_c N d$. Si solo actúan el peso y la normal en la dirección perpendicular, $N = m g \cos\theta$.
- Fuerza aplicada: si es paralela al plano y a favor del movimiento, $W_F = F d$. Si es horizontal, forma un ángulo θ con el plano y $W_F = F d \cos\theta$; además empuja el bloque contra el plano y cambia la normal: $N = m g \cos\theta + F \operatorname{sen}\theta$.

Trabajo neto y energía cinética:
Sumá los trabajos con su signo: $W_{neto} = W_F + W_P + W_N + W_f$. Si el bloque parte del reposo, $\frac{1}{2} m v^2 = W_{neto}$ da la rapidez final. Si sube a velocidad constante, el trabajo neto es cero: lo que hace la fuerza aplicada lo compensan el peso y el rozamiento.

Energía mecánica:
El trabajo de las fuerzas que no son el peso ni la fuerza elástica cambia la energía mecánica: $W_F + W_f = \Delta E_m$. Sin fuerza aplicada, lo que hace el rozamiento es exactamente la energía mecánica que se pierde.

Errores comunes:
- Darle trabajo a la normal.
- Poner el trabajo del rozamiento positivo cuando el bloque baja: siempre es negativo.
- Usar $m g \cos\theta$ para el trabajo del peso y $m g \operatorname{sen}\theta$ para la normal: la componente paralela lleva el seno.
- Olvidar que una fuerza horizontal cambia la normal y, con ella, el rozamiento.
- Confundir la distancia d recorrida sobre el plano con la altura h.`,
    examples: [
      r`Subís un bloque de 5 kg 4 m por un plano inclinado 30°, con una fuerza de 50 N paralela al plano y $\mu_c = 0{,}2$ (g = 10 m/s²). $W_F = 50 \cdot 4 = 200$ J; $W_P = -5 \cdot 10 \cdot 4 \cdot 0{,}5 = -100$ J; $W_N = 0$; $N = 50 \cos 30^\circ \approx 43{,}3$ N, así que $W_f \approx -0{,}2 \cdot 43{,}3 \cdot 4 \approx -34{,}6$ J. Neto: $\approx 65{,}4$ J.`,
      r`Si en el caso anterior el bloque partió del reposo, $\frac{1}{2} \cdot 5 \cdot v^2 = 65{,}4$ J y $v \approx 5{,}1$ m/s al final de los 4 m.`,
      r`Un cajón de 10 kg baja 6 m por una rampa de 37° ($\operatorname{sen} 37^\circ \approx 0{,}6$, $\cos 37^\circ \approx 0{,}8$) con $\mu_c = 0{,}5$. $W_P = 10 \cdot 10 \cdot 6 \cdot 0{,}6 = 360$ J; $W_f = -0{,}5 \cdot 80 \cdot 6 = -240$ J. El trabajo neto es 120 J y la energía mecánica disminuye 240 J.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Fuerzas sobre un bloque en un plano inclinado',
          alt: 'Un plano inclinado un ángulo θ con un bloque apoyado. Sobre el bloque actúan cuatro fuerzas: el peso P = m·g vertical hacia abajo, la normal N perpendicular al plano, la fuerza aplicada F paralela al plano hacia arriba y el rozamiento f paralelo al plano hacia abajo. Una línea punteada vertical marca la altura h del plano; el bloque recorre una distancia d a lo largo del plano.',
        },
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 210" width="320" height="210"><g fill="none" stroke="currentColor" stroke-width="1.5"><line x1="20" y1="190" x2="300" y2="190"/><line x1="20" y1="190" x2="290" y2="40"/><line x1="290" y1="40" x2="290" y2="190" stroke-dasharray="4 3"/><path d="M 70 190 A 50 50 0 0 0 64 166"/><polygon points="140,123 180,101 196,129 156,151"/><line x1="168" y1="126" x2="168" y2="196" stroke-width="2"/><polyline points="164,189 168,196 172,189"/><line x1="176" y1="115" x2="155" y2="77" stroke-width="2"/><polyline points="155,85 155,77 162,81"/><line x1="188" y1="115" x2="240" y2="86" stroke-width="2"/><polyline points="232,86 240,86 236,93"/><line x1="146" y1="137" x2="104" y2="160" stroke-width="2"/><polyline points="112,160 104,160 108,153"/></g><g fill="currentColor" font-family="sans-serif" font-size="13"><text x="174" y="206">P = m·g</text><text x="128" y="74">N</text><text x="242" y="82">F</text><text x="86" y="172">f</text><text x="76" y="182">θ</text><text x="296" y="120">h</text><text x="290" y="26" text-anchor="end">d a lo largo del plano</text></g></svg>',
      ),
    ],
  },
];
