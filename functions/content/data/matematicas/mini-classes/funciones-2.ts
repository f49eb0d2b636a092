import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** y = 2^x and y = log2 x, symmetric about y = x. Units of 25 px, origin at (115; 135). */
const EXP_LOG_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 220" width="260" height="220" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<line x1="40" y1="135" x2="250" y2="135" stroke-width="1"/><line x1="115" y1="215" x2="115" y2="5" stroke-width="1"/>
<line x1="40" y1="210" x2="240" y2="10" stroke-width="1" stroke-dasharray="4 3"/>
<polyline points="40,132 46,131 52,131 59,130 65,129 71,128 78,126 84,124 90,122 96,120 102,117 109,114 115,110 121,105 128,100 134,93 140,85 146,76 152,64 159,51 165,35 171,16"/>
<polyline points="118,209 120,193 122,178 128,160 134,145 140,135 152,120 165,110 190,95 215,85 240,77" stroke-width="2.5"/>
<circle cx="115" cy="110" r="3" fill="currentColor"/><circle cx="140" cy="135" r="3" fill="currentColor"/>
<text x="176" y="20" fill="currentColor" stroke="none">y = 2ˣ</text><text x="186" y="72" fill="currentColor" stroke="none">y = log₂ x</text>
<text x="222" y="30" fill="currentColor" stroke="none">y = x</text>
<text x="120" y="106" fill="currentColor" stroke="none">(0; 1)</text><text x="142" y="150" fill="currentColor" stroke="none">(1; 0)</text>
</svg>`;

/** f(x) = 3/(x - 2) + 1 with its asymptotes x = 2 and y = 1. Units: 24 px in x, 20 px in y. */
const HYPERBOLA_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 220" width="280" height="220" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<line x1="20" y1="130" x2="275" y2="130" stroke-width="1"/><line x1="102" y1="215" x2="102" y2="5" stroke-width="1"/>
<line x1="150" y1="5" x2="150" y2="215" stroke-dasharray="5 4"/><line x1="20" y1="110" x2="275" y2="110" stroke-dasharray="5 4"/>
<polyline points="30,122 54,125 78,130 102,140 114,150 126,170 133,196" stroke-width="2.5"/>
<polyline points="167,24 174,50 186,70 198,80 222,90 246,95 270,98" stroke-width="2.5"/>
<text x="154" y="16" fill="currentColor" stroke="none">x = 2</text><text x="236" y="124" fill="currentColor" stroke="none">y = 1</text>
<circle cx="78" cy="130" r="3" fill="currentColor"/><text x="52" y="146" fill="currentColor" stroke="none">(-1; 0)</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'funciones-logaritmos-ecuaciones-exponenciales',
    topic: 'funciones',
    title: 'Logaritmos y ecuaciones exponenciales y logarítmicas',
    subtopics: [
      'funciones.logaritmos',
      'funciones.ecuaciones-exponenciales',
      'funciones.exponencial-logaritmica',
    ],
    body: String.raw`El logaritmo responde una pregunta: a qué exponente hay que elevar la base para obtener un número. $\log_b a = c$ significa $b^c = a$, con $b > 0$, $b \neq 1$ y $a > 0$. Por ejemplo, $\log_2 32 = 5$ porque $2^5 = 32$, y $\log_3 \frac{1}{9} = -2$ porque $3^{-2} = \frac{1}{9}$. Sin base escrita, $\log$ es en base 10.

Las funciones $y = b^x$ y $y = \log_b x$ son inversas: sus gráficos son simétricos respecto de la recta $y = x$, como muestra la figura para la base 2. La exponencial pasa por $(0;\ 1)$, es siempre positiva y tiene dominio $\mathbb{R}$; el logaritmo pasa por $(1;\ 0)$ y solo existe para $x > 0$.

Propiedades (con $M, N > 0$):
- Producto: $\log_b (M \cdot N) = \log_b M + \log_b N$.
- Cociente: $\log_b \frac{M}{N} = \log_b M - \log_b N$.
- Potencia: $\log_b M^k = k \log_b M$.
- Cambio de base: $\log_b M = \frac{\log M}{\log b}$, útil con la calculadora.
No hay propiedad para $\log (M + N)$.

Ecuaciones exponenciales, según su forma:
- Igual base: escribí los dos miembros como potencias de la misma base e igualá exponentes. $4^x = 8$ es $2^{2x} = 2^3$, así que $x = \frac{3}{2}$.
- Factor común: $2^{x + 2} + 2^x = 40$. Como $2^{x + 2} = 4 \cdot 2^x$, queda $5 \cdot 2^x = 40$, $2^x = 8$ y $x = 3$.
- Cambio de variable: $4^x - 6 \cdot 2^x + 8 = 0$. Con $t = 2^x$ queda $t^2 - 6t + 8 = 0$, con $t = 2$ y $t = 4$; volviendo, $x = 1$ y $x = 2$. Descartá los $t$ negativos: $2^x$ nunca lo es.
- Sin base común: aplicá logaritmo. $2^x = 7$ da $x = \frac{\log 7}{\log 2} \approx 2{,}81$.

Ecuaciones logarítmicas: primero el dominio (cada argumento positivo), después las propiedades para llegar a un solo logaritmo, después la definición, y al final el control. En $\log_3 (x + 1) + \log_3 (x - 1) = 1$ el dominio es $x > 1$; el producto da $(x + 1)(x - 1) = 3$, o sea $x^2 = 4$; de $x = 2$ y $x = -2$ solo sirve $x = 2$.

Idea clave: en una ecuación logarítmica el control del dominio no es opcional. Las propiedades amplían el conjunto donde la expresión tiene sentido y aparecen soluciones falsas.

Errores comunes:
- Escribir $\log (M + N) = \log M + \log N$ o $\log (M \cdot N) = \log M \cdot \log N$.
- Creer que $2^{x + 2}$ es $2^x + 2^2$.
- Responder el valor de $t$ sin volver a la variable $x$.
- No descartar las soluciones que hacen negativo o cero algún argumento.
- Confundir $\log_b a = 1$ (o sea $a = b$) con $\log_b a = 0$ (o sea $a = 1$).`,
    examples: [
      String.raw`Resolvé $3^{x + 1} - 3^{x - 1} = 24$. Factor común $3^x$: $3^x\left(3 - \frac{1}{3}\right) = 24$, es decir, $\frac{8}{3} \cdot 3^x = 24$ y $3^x = 9$. Entonces $x = 2$; control: $27 - 3 = 24$.`,
      String.raw`Resolvé $\log_2 x - \log_2 (x - 3) = 2$. Dominio: $x > 3$. Cociente: $\frac{x}{x - 3} = 2^2 = 4$, así que $x = 4x - 12$ y $x = 4$, que está en el dominio.`,
      String.raw`Con $\log 2 \approx 0{,}301$ y $\log 3 \approx 0{,}477$, calculá $\log 72$. Como $72 = 2^3 \cdot 3^2$, $\log 72 = 3 \log 2 + 2 \log 3 \approx 0{,}903 + 0{,}954 = 1{,}857$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Exponencial y logaritmo en base 2',
          alt: 'Gráficos de y = 2^x y de y = log x en base 2 en los mismos ejes, simétricos respecto de la recta punteada y = x. La exponencial corta al eje y en (0; 1) y se acerca al eje x por la izquierda sin tocarlo; el logaritmo corta al eje x en (1; 0) y se acerca al eje y por abajo.',
        },
        EXP_LOG_SVG,
      ),
    ],
  },
  {
    id: 'funciones-racional',
    topic: 'funciones',
    title: 'Función racional: dominio, asíntotas e imagen',
    subtopics: ['funciones.racional'],
    body: String.raw`Una función racional es un cociente de polinomios. En el curso de ingreso la más común es la homográfica, $f(x) = \frac{ax + b}{cx + d}$ con $c \neq 0$, que también se escribe como $f(x) = \frac{k}{x - h} + v$. Su gráfico es una hipérbola con dos asíntotas.

Dominio: todos los reales menos los que anulan el denominador. Para $f(x) = \frac{2x + 1}{x - 3}$ el dominio es $\mathbb{R} - \{3\}$.

Asíntota vertical: una recta $x = h$ a la que el gráfico se acerca sin tocarla, porque cerca de $h$ el denominador se hace muy chico y el cociente crece sin límite. Está en el valor que anula el denominador, siempre que no anule también el numerador.

Asíntota horizontal: la recta $y = v$ a la que se acerca el gráfico cuando $x$ se hace muy grande en valor absoluto. Para la homográfica es el cociente de los coeficientes de $x$: en $\frac{4x - 1}{2x + 6}$, $y = \frac{4}{2} = 2$. En la forma $\frac{k}{x - h} + v$ se lee directamente: la asíntota horizontal es $y = v$.

Imagen: la homográfica toma todos los valores menos el de su asíntota horizontal. Para $\frac{2x + 1}{x - 3}$, la imagen es $\mathbb{R} - \{2\}$; si planteás $\frac{2x + 1}{x - 3} = 2$ llegás a $1 = -6$, que es imposible.

Raíz y ordenada al origen: la raíz está donde se anula el numerador ($2x + 1 = 0$, $x = -\frac{1}{2}$) y la ordenada al origen es $f(0)$.

La figura muestra $f(x) = \frac{3}{x - 2} + 1$: asíntotas $x = 2$ e $y = 1$ (punteadas), raíz en $x = -1$ porque $\frac{3}{-3} + 1 = 0$, y ordenada al origen $f(0) = -\frac{1}{2}$.

Cuidado con los agujeros: si el valor que anula el denominador también anula el numerador, no hay asíntota. $\frac{x^2 - 1}{x - 1} = x + 1$ para $x \neq 1$: el gráfico es una recta con un punto vacío en $(1;\ 2)$.

Idea clave: dominio y asíntota vertical salen del denominador; imagen y asíntota horizontal, del comportamiento para $x$ grandes.

Errores comunes:
- Leer la asíntota vertical de $\frac{3}{x - 2}$ como $x = -2$.
- Confundir la raíz (donde $f$ vale 0) con un valor excluido de la imagen.
- Tomar la ordenada al origen como asíntota horizontal.
- Afirmar que hay asíntota vertical donde el factor se simplifica.
- Olvidar que la imagen de la homográfica excluye el valor de la asíntota horizontal.`,
    examples: [
      String.raw`Para $f(x) = \frac{2x + 1}{x - 3}$: dominio $\mathbb{R} - \{3\}$, asíntota vertical $x = 3$, asíntota horizontal $y = 2$, imagen $\mathbb{R} - \{2\}$, raíz $x = -\frac{1}{2}$ y ordenada al origen $f(0) = -\frac{1}{3}$.`,
      String.raw`Una función $f(x) = \frac{k}{x - 2} + 3$ pasa por el origen. Entonces $\frac{k}{-2} + 3 = 0$, así que $k = 6$, y $f(4) = \frac{6}{2} + 3 = 6$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Hipérbola con sus asíntotas',
          alt: 'Gráfico de f(x) = 3/(x − 2) + 1: una hipérbola con una rama arriba a la derecha de la asíntota vertical punteada x = 2 y otra abajo a la izquierda, ambas acercándose a la asíntota horizontal punteada y = 1. La rama izquierda corta al eje x en (−1; 0).',
        },
        HYPERBOLA_SVG,
      ),
    ],
  },
];
