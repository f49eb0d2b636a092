import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

/** Unit conversions with multiples and non-SI units, and dimensional analysis (#31). */
export const miniClasses: MiniClass[] = [
  {
    id: 'mecanica-conversion-de-unidades',
    subtopics: ['mecanica.conversion-unidades'],
    topic: 'mecanica',
    title: 'Conversión de unidades y análisis dimensional',
    body: r`Los exámenes de Física del ingreso suelen arrancar con una conversión: una medida en pulgadas, una velocidad en millas por hora, un volumen en decímetros cúbicos que hay que pasar a litros. Son puntos que no se pueden regalar, y la herramienta es siempre la misma.

Idea clave: multiplicar por un uno disfrazado.
Un factor de conversión es una fracción que vale 1 porque arriba y abajo hay la misma cantidad escrita en unidades distintas, por ejemplo $\dfrac{2{,}54\ \text{cm}}{1\ \text{in}}$. Multiplicar por ese factor no cambia la medida, solo la unidad. Elegí la fracción de modo que la unidad que querés sacar quede una vez arriba y otra abajo, y se simplifique.

Múltiplos y submúltiplos del metro:
La escalera es km, hm, dam, m, dm, cm, mm, y cada escalón es un factor 10. Para bajar un escalón multiplicás por 10; para subir, dividís por 10. Entonces 1 hm = 100 m, 1 dam = 10 m y 1 dm = 0,1 m.
- En áreas cada escalón vale 100: $1\ \text{m}^2 = 100\ \text{dm}^2 = 10.000\ \text{cm}^2$. Una hectárea es $1\ \text{hm}^2 = 10.000\ \text{m}^2$.
- En volúmenes cada escalón vale 1000: $1\ \text{m}^3 = 1000\ \text{dm}^3 = 10^{6}\ \text{cm}^3$.
- El litro es un decímetro cúbico: $1\ \text{L} = 1\ \text{dm}^3$ y $1\ \text{mL} = 1\ \text{cm}^3$. Por eso un metro cúbico son 1000 L.

Unidades que no son del SI:
Los enunciados las traen con su equivalencia, pero conviene reconocerlas: 1 pulgada (in) = 2,54 cm; 1 pie (ft) = 12 in = 30,48 cm; 1 milla ≈ 1609 m; 1 libra (lb) ≈ 0,4536 kg, que es una masa, no un peso; 1 galón ≈ 3,785 L.

Unidades compuestas:
En una velocidad o una densidad convertís el numerador y el denominador por separado. Para pasar 60 mi/h a m/s multiplicás por $\dfrac{1609\ \text{m}}{1\ \text{mi}}$ y por $\dfrac{1\ \text{h}}{3600\ \text{s}}$. Para pasar una densidad de g/cm³ a kg/m³ dividís por 1000 por los gramos y multiplicás por $10^{6}$ por los centímetros cúbicos: en total, multiplicás por 1000.

Análisis dimensional:
Toda ecuación física tiene que ser homogénea: los dos miembros, y cada término de una suma, se miden en la misma unidad. Eso sirve para dos cosas.
- Controlar una fórmula: en $x = v_0 t + \frac{1}{2} a t^2$, el primer término da $\text{m/s} \cdot \text{s} = \text{m}$ y el segundo $\text{m/s}^2 \cdot \text{s}^2 = \text{m}$. Está bien. Los números puros, como el 1/2, no tienen unidad.
- Encontrar la unidad de una constante: despejá la constante y reemplazá cada magnitud por su unidad. En la ley de Hooke $F = k x$ queda $k = F/x$, que se mide en N/m; como $1\ \text{N} = 1\ \text{kg} \cdot \text{m/s}^2$, en unidades base es $\text{kg/s}^2$.

Errores comunes:
- Multiplicar cuando hay que dividir. Controlá el sentido: una medida en una unidad más chica tiene un número más grande.
- Usar el factor lineal en áreas o volúmenes: 1 m² no son 100 cm² sino 10.000 cm².
- Leer 5 pies y 6 pulgadas como 5,6 pies: un pie tiene 12 pulgadas, no 10.
- Convertir solo el numerador de una unidad compuesta.
- Sumar términos que no tienen la misma unidad, o tratar la libra como si fuera una fuerza.`,
    examples: [
      r`Una persona mide 5 pies y 9 pulgadas. En pulgadas son $5 \cdot 12 + 9 = 69$ in, y en centímetros, $69 \cdot 2{,}54 = 175{,}26$ cm, es decir, alrededor de 1,75 m.`,
      r`Un tanque mide 1,2 m × 50 cm × 400 mm. Pasá todo a decímetros: 12 dm × 5 dm × 4 dm = 240 dm³ = 240 L.`,
      r`Pasá 45 mi/h a m/s: $45 \cdot \dfrac{1609\ \text{m}}{1\ \text{mi}} \cdot \dfrac{1\ \text{h}}{3600\ \text{s}} \approx 20{,}11$ m/s.`,
      r`En la ley de gravitación $F = G \dfrac{m_1 m_2}{d^2}$ se despeja $G = \dfrac{F d^2}{m_1 m_2}$, así que G se mide en $\text{N} \cdot \text{m}^2/\text{kg}^2$, que en unidades base es $\text{m}^3/(\text{kg} \cdot \text{s}^2)$.`,
    ],
  },
];
