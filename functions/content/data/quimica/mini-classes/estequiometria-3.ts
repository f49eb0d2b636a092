import type { MiniClass } from '../../../schema.ts';

/** Chemistry basics (#31): what the gas laws look like from the molecules. */
export const miniClasses: MiniClass[] = [
  {
    id: 'estequiometria-teoria-cinetica',
    topic: 'estequiometria',
    title: 'Teoría cinética de los gases',
    subtopics: ['estequiometria.teoria-cinetica'],
    body: String.raw`Las leyes de los gases dicen qué pasa con la presión, el volumen y la temperatura; la teoría cinética explica por qué, mirando lo que hacen las moléculas. Es el puente entre lo que medís con un manómetro y un termómetro y el movimiento de partículas que no ves.

Idea clave: un gas es un montón de moléculas en movimiento desordenado, y la temperatura mide cuánto se mueven.

Los postulados del gas ideal:
- El gas está formado por una enorme cantidad de moléculas muy pequeñas comparadas con las distancias entre ellas: casi todo el volumen del recipiente está vacío.
- Las moléculas se mueven en línea recta, en todas las direcciones y con velocidades muy distintas, hasta que chocan entre sí o con las paredes.
- Los choques son elásticos: no se pierde energía cinética.
- Entre choque y choque las moléculas no se atraen ni se repelen.
- La energía cinética media de las moléculas es proporcional a la temperatura absoluta: $\bar{E}_c = \frac{3}{2} k T$, con $k = 1{,}38 \cdot 10^{-23}$ J/K y T en kelvin.

Qué explica:
- La presión: cada choque contra una pared le hace una pequeña fuerza; la suma de muchísimos choques por segundo, dividida por el área, es la presión.
- La ley de Boyle: si comprimís el gas a temperatura constante, las moléculas se mueven igual de rápido, pero en un volumen menor chocan con las paredes más seguido, y la presión sube.
- La ley de Gay-Lussac: si calentás un gas en un recipiente rígido, las moléculas se mueven más rápido, chocan más seguido y más fuerte, y la presión sube.
- La ley de Charles: si calentás a presión constante, el gas tiene que ocupar más volumen para que los choques más enérgicos no aumenten la presión.
- La difusión: un perfume llega a toda la habitación porque sus moléculas se mueven sin parar y chocan con las del aire.

Temperatura y velocidad:
A la misma temperatura, todas las moléculas tienen, en promedio, la misma energía cinética, sea cual sea el gas. Como $\frac{1}{2} m v^2$ es igual, las moléculas más livianas se mueven más rápido. La velocidad cuadrática media vale
$$v_{cm} = \sqrt{\frac{3 R T}{M}}$$
con R = 8,314 J/(mol·K) y la masa molar M en kg/mol. Dos consecuencias que el examen pregunta:
- Para dos gases a la misma temperatura, $\dfrac{v_1}{v_2} = \sqrt{\dfrac{M_2}{M_1}}$.
- Para el mismo gas, la velocidad es proporcional a $\sqrt{T}$: para duplicarla hay que cuadruplicar la temperatura absoluta.

Errores comunes:
- Usar grados Celsius en lugar de kelvin.
- Creer que las moléculas se agrandan al calentarse: lo que cambia es su velocidad.
- Pensar que a la misma temperatura las moléculas más pesadas tienen más energía: tienen la misma, y son más lentas.
- Decir que al duplicar T se duplica la velocidad: se duplica la energía; la velocidad crece √2 veces.
- Dejar la masa molar en g/mol en $\sqrt{3RT/M}$ con R = 8,314: la velocidad sale 31,6 veces menor.`,
    examples: [
      String.raw`Energía cinética media a 27 °C: T = 300 K y $\bar{E}_c = \frac{3}{2} \cdot 1{,}38 \cdot 10^{-23} \cdot 300 \approx 6{,}21 \cdot 10^{-21}$ J por molécula, sea oxígeno, helio o vapor de agua.`,
      String.raw`A la misma temperatura, el helio (4 g/mol) es $\sqrt{32/4} = \sqrt{8} \approx 2{,}83$ veces más rápido que el oxígeno (32 g/mol). Por eso un globo de helio se desinfla antes que uno de aire: sus moléculas escapan más rápido por los poros.`,
      String.raw`Velocidad cuadrática media del oxígeno a 300 K: $v_{cm} = \sqrt{\dfrac{3 \cdot 8{,}314 \cdot 300}{0{,}032}} \approx 484$ m/s. Si el gas se calienta a 1200 K, la velocidad se duplica: unos 967 m/s.`,
    ],
  },
];
