import type { Exercise } from '../../../schema.ts';

export const exercises: Exercise[] = [
  // ── Fácil ──────────────────────────────────────────────────────────────
  {
    id: 'qui-estructura-atomica-001',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question: `Un átomo de cloro tiene número atómico $Z = 17$ y número másico $A = 35$. ¿Cuántos neutrones tiene en su núcleo?`,
    options: ['18', '17', '35', '52'],
    correctAnswer: 0,
    check: { compute: () => 35 - 17 },
    explanation: `PASO 1: Recordá que el número másico cuenta protones más neutrones: $A = Z + N$.
PASO 2: Despejá los neutrones: $N = A - Z = 35 - 17 = 18$.
PASO 3: Descartá los errores típicos: 17 es la cantidad de protones, 35 es el número másico y 52 sale de sumar $A + Z$.
RESULTADO: El átomo tiene 18 neutrones.`,
  },
  {
    id: 'qui-estructura-atomica-002',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question: String.raw`¿Cuántos electrones tiene el catión sodio, $\mathrm{Na^{+}}$? (Para el sodio, $Z = 11$ y $A = 23$.)`,
    options: ['12', '11', '10', '23'],
    correctAnswer: 2,
    check: { compute: () => 11 - 1 },
    explanation: String.raw`PASO 1: El átomo neutro de sodio tiene tantos electrones como protones: 11.
PASO 2: La carga +1 indica que el átomo perdió un electrón: $11 - 1 = 10$.
PASO 3: Ojo con los distractores: 12 sale de sumar la carga en lugar de restarla, 11 corresponde al átomo neutro y 23 es el número másico.
RESULTADO: El ion $\mathrm{Na^{+}}$ tiene 10 electrones.`,
  },
  {
    id: 'qui-estructura-atomica-003',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question: '¿Qué característica del átomo determina de qué elemento químico se trata?',
    options: [
      'La cantidad de neutrones del núcleo',
      'La cantidad de protones del núcleo (número atómico)',
      'La cantidad de electrones',
      'El número másico',
    ],
    correctAnswer: 1,
    explanation: String.raw`PASO 1: Pensá qué puede cambiar sin que cambie el elemento. Los electrones cambian cuando se forma un ion ($\mathrm{Na}$ y $\mathrm{Na^{+}}$ son sodio).
PASO 2: Los neutrones y, con ellos, el número másico cambian entre isótopos ($^{12}\mathrm{C}$ y $^{14}\mathrm{C}$ son carbono).
PASO 3: Lo único que no puede cambiar es la cantidad de protones: si cambia, el átomo pasa a ser de otro elemento.
RESULTADO: El elemento queda definido por el número atómico $Z$, la cantidad de protones.`,
  },
  {
    id: 'qui-estructura-atomica-004',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'true-false',
    question:
      'Los isótopos de un mismo elemento tienen igual cantidad de protones y distinta cantidad de neutrones.',
    correctAnswer: true,
    explanation: String.raw`PASO 1: Isótopos son átomos del mismo elemento, así que comparten el número atómico $Z$ (igual cantidad de protones).
PASO 2: Se diferencian en el número másico $A$, y como $N = A - Z$, tienen distinta cantidad de neutrones. Ejemplo: $^{35}\mathrm{Cl}$ tiene 18 neutrones y $^{37}\mathrm{Cl}$ tiene 20.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-005',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question: '¿Cuál es la configuración electrónica del oxígeno en estado fundamental ($Z = 8$)?',
    options: [
      String.raw`$\mathrm{1s^2\,2s^2\,2p^6}$`,
      String.raw`$\mathrm{1s^2\,2s^4\,2p^2}$`,
      String.raw`$\mathrm{1s^2\,2s^2\,2p^4}$`,
      String.raw`$\mathrm{1s^2\,2p^6}$`,
    ],
    correctAnswer: 2,
    explanation: String.raw`PASO 1: El oxígeno neutro tiene 8 electrones.
PASO 2: Llenás en orden: 1s admite 2 (van 2), 2s admite 2 (van 4) y los 4 restantes van al 2p.
PASO 3: Revisá los distractores: "2s⁴" es imposible porque un subnivel s admite como máximo 2 electrones; "2p⁶" suma 10 electrones (es el ion $\mathrm{O^{2-}}$ o el neón); "1s² 2p⁶" saltea el 2s.
RESULTADO: La configuración es 1s² 2s² 2p⁴.`,
  },
  {
    id: 'qui-estructura-atomica-006',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'true-false',
    question: 'En un anión hay más protones que electrones.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Un anión es un ion con carga negativa: se forma cuando el átomo gana electrones.
PASO 2: Si ganó electrones, tiene más electrones que protones. Ejemplo: el $\mathrm{Cl^{-}}$ tiene 17 protones y 18 electrones.
PASO 3: La afirmación describe a un catión (carga positiva), que perdió electrones.
RESULTADO: Falso.`,
  },
  {
    id: 'qui-estructura-atomica-007',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'multiple-choice',
    question:
      'El flúor, el cloro, el bromo y el yodo forman la familia de los halógenos. ¿En qué grupo de la tabla periódica se ubican?',
    options: ['Grupo 1', 'Grupo 2', 'Grupo 17', 'Grupo 18'],
    correctAnswer: 2,
    check: { compute: () => 17 },
    explanation: `PASO 1: Los halógenos tienen 7 electrones de valencia (por ejemplo, el cloro termina en 3s² 3p⁵).
PASO 2: Como el último subnivel es p, el grupo es $10 + 7 = 17$.
PASO 3: El grupo 1 es el de los metales alcalinos, el 2 el de los alcalinotérreos y el 18 el de los gases nobles.
RESULTADO: Los halógenos están en el grupo 17.`,
  },
  {
    id: 'qui-estructura-atomica-008',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question: '¿Qué tipo de enlace une al sodio con el cloro en el cloruro de sodio (NaCl)?',
    options: ['Covalente polar', 'Covalente no polar', 'Metálico', 'Iónico'],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: El sodio es un metal alcalino (electronegatividad 0,9) y el cloro un no metal (3,0).
PASO 2: La diferencia de electronegatividad es $3{,}0 - 0{,}9 = 2{,}1$, mayor que 1,7: el sodio cede su electrón al cloro.
PASO 3: Se forman iones $\mathrm{Na^{+}}$ y $\mathrm{Cl^{-}}$ que se atraen electrostáticamente en una red cristalina.
RESULTADO: El enlace es iónico.`,
  },
  {
    id: 'qui-estructura-atomica-009',
    topic: 'estructura-atomica',
    difficulty: 'facil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'true-false',
    question:
      'El número másico A de un átomo es la suma de la cantidad de protones y de neutrones de su núcleo.',
    correctAnswer: true,
    explanation: `PASO 1: Protones y neutrones son las partículas del núcleo (nucleones) y tienen masas parecidas, cercanas a 1 u.
PASO 2: El número másico cuenta los nucleones: $A = Z + N$. Los electrones no se cuentan porque su masa es despreciable.
RESULTADO: Verdadero.`,
  },
  // ── Medio ──────────────────────────────────────────────────────────────
  {
    id: 'qui-estructura-atomica-010',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question: String.raw`¿Cuántos protones, neutrones y electrones tiene el ion $^{56}_{26}\mathrm{Fe^{3+}}$?`,
    options: [
      '26 protones, 30 neutrones y 29 electrones',
      '26 protones, 56 neutrones y 23 electrones',
      '26 protones, 30 neutrones y 23 electrones',
      '23 protones, 33 neutrones y 23 electrones',
    ],
    correctAnswer: 2,
    check: { compute: () => [26, 56 - 26, 26 - 3] },
    explanation: `PASO 1: Protones: son el número atómico, $Z = 26$. La carga no los modifica.
PASO 2: Neutrones: $N = A - Z = 56 - 26 = 30$.
PASO 3: Electrones: el hierro neutro tendría 26; la carga 3+ indica que perdió 3 electrones, así que quedan $26 - 3 = 23$.
PASO 4: Los distractores suman la carga (29 electrones), toman $A$ como neutrones (56) o cambian los protones, que nunca cambian al formar un ion.
RESULTADO: 26 protones, 30 neutrones y 23 electrones.`,
  },
  {
    id: 'qui-estructura-atomica-011',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question: String.raw`¿Cuántos electrones tiene el anión sulfuro, $\mathrm{S^{2-}}$? (Para el azufre, $Z = 16$ y $A = 32$.)`,
    options: ['14', '16', '18', '32'],
    correctAnswer: 2,
    check: { compute: () => 16 + 2 },
    explanation: String.raw`PASO 1: El azufre neutro tiene 16 electrones, igual que sus protones.
PASO 2: La carga 2− significa que ganó 2 electrones: electrones $= Z - \text{carga} = 16 - (-2) = 18$.
PASO 3: 14 sale de restar 2 como si fuera un catión, 16 es el átomo neutro y 32 es el número másico.
RESULTADO: El $\mathrm{S^{2-}}$ tiene 18 electrones (es isoelectrónico con el argón).`,
  },
  {
    id: 'qui-estructura-atomica-012',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.numeros-cuanticos-configuracion',
    kind: 'multiple-choice',
    question: '¿Cuántos electrones de valencia tiene un átomo de fósforo ($Z = 15$)?',
    options: ['3', '5', '15', '2'],
    correctAnswer: 1,
    check: { compute: () => 2 + 3 },
    explanation: `PASO 1: Escribí la configuración de 15 electrones: 1s² 2s² 2p⁶ 3s² 3p³.
PASO 2: El último nivel ocupado es el 3. En él hay 3s² y 3p³.
PASO 3: Sumá los electrones de ese nivel: $2 + 3 = 5$. Si contás sólo los del 3p obtenés 3, y si contás sólo los del 3s obtenés 2: los dos son errores frecuentes.
RESULTADO: El fósforo tiene 5 electrones de valencia (grupo 15).`,
  },
  {
    id: 'qui-estructura-atomica-013',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'multiple-choice',
    question:
      'Un elemento tiene la configuración electrónica [Ne] 3s² 3p⁴. ¿En qué período y en qué grupo de la tabla periódica se encuentra?',
    options: ['Período 3, grupo 16', 'Período 3, grupo 4', 'Período 4, grupo 6', 'Período 2, grupo 16'],
    correctAnswer: 0,
    check: { compute: () => [3, 10 + 2 + 4] },
    explanation: `PASO 1: El mayor nivel ocupado es $n = 3$, así que el elemento está en el período 3.
PASO 2: En el nivel 3 hay $2 + 4 = 6$ electrones de valencia.
PASO 3: Como el último subnivel es p, el grupo es $10 + 6 = 16$. Contar sólo los electrones p (grupo 4) o tomar el grupo como 6 son errores típicos.
RESULTADO: Período 3, grupo 16 (es el azufre, Z = 16).`,
  },
  {
    id: 'qui-estructura-atomica-014',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'multiple-choice',
    question: 'Ordená los átomos de sodio (Na), magnesio (Mg) y potasio (K) de menor a mayor radio atómico.',
    options: ['K < Na < Mg', 'Mg < Na < K', 'Na < Mg < K', 'Mg < K < Na'],
    correctAnswer: 1,
    explanation: `PASO 1: Na (grupo 1) y Mg (grupo 2) están en el período 3. Al avanzar hacia la derecha aumenta la carga nuclear y el radio disminuye: el Mg es más chico que el Na.
PASO 2: K está en el grupo 1, debajo del Na (período 4). Al bajar en un grupo se agrega un nivel y el radio aumenta: el K es más grande que el Na.
PASO 3: Juntando ambas tendencias: Mg < Na < K.
RESULTADO: Mg < Na < K.`,
  },
  {
    id: 'qui-estructura-atomica-015',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question:
      '¿Cuál de estos enlaces es covalente polar? Electronegatividades de Pauling: H 2,1; Cl 3,0; Na 0,9; el cobre es un metal.',
    options: ['Cl–Cl', 'Na–Cl', 'H–Cl', 'Cu–Cu'],
    correctAnswer: 2,
    explanation: `PASO 1: Calculá la diferencia de electronegatividad de cada par. Cl–Cl: $3{,}0 - 3{,}0 = 0$, covalente no polar.
PASO 2: Na–Cl: $3{,}0 - 0{,}9 = 2{,}1$, mayor que 1,7, metal con no metal: iónico.
PASO 3: H–Cl: $3{,}0 - 2{,}1 = 0{,}9$, entre 0,4 y 1,7, dos no metales: covalente polar.
PASO 4: Cu–Cu es una unión entre átomos de un metal: enlace metálico.
RESULTADO: El enlace H–Cl es covalente polar.`,
  },
  {
    id: 'qui-estructura-atomica-016',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question:
      'El boro natural está formado por 20 % de boro-10 y 80 % de boro-11. Tomando la masa de cada isótopo igual a su número másico, ¿cuál es la masa atómica promedio del boro?',
    options: ['10,5 u', '10,2 u', '21 u', '10,8 u'],
    correctAnswer: 3,
    check: { compute: () => 10 * 0.2 + 11 * 0.8 },
    explanation: String.raw`PASO 1: La masa atómica es un promedio ponderado por la abundancia: $\bar{M} = \sum m_i \cdot x_i$, con las abundancias en tanto por uno.
PASO 2: Reemplazá: $\bar{M} = 10 \cdot 0{,}20 + 11 \cdot 0{,}80 = 2 + 8{,}8 = 10{,}8$ u.
PASO 3: 10,5 u es el promedio simple (ignora las abundancias), 10,2 u resulta de intercambiar los porcentajes y 21 u de sumar las masas.
RESULTADO: La masa atómica promedio del boro es 10,8 u, más cerca de 11 porque el boro-11 es el más abundante.`,
  },
  {
    id: 'qui-estructura-atomica-017',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'true-false',
    question: 'La energía de ionización aumenta al bajar en un grupo de la tabla periódica.',
    correctAnswer: false,
    explanation: `PASO 1: Al bajar en un grupo se agregan niveles de energía: el electrón más externo está cada vez más lejos del núcleo.
PASO 2: Un electrón más alejado está menos atraído y cuesta menos arrancarlo, así que la energía de ionización disminuye. Por ejemplo, el potasio se ioniza más fácilmente que el sodio, y el sodio más que el litio.
RESULTADO: Falso: la energía de ionización disminuye al bajar en un grupo.`,
  },
  {
    id: 'qui-estructura-atomica-018',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'true-false',
    question: 'El flúor es el elemento más electronegativo de la tabla periódica.',
    correctAnswer: true,
    explanation: `PASO 1: La electronegatividad aumenta hacia arriba y hacia la derecha de la tabla (sin contar los gases nobles).
PASO 2: El flúor está arriba a la derecha (período 2, grupo 17) y tiene el valor más alto de la escala de Pauling: 4,0, por encima del oxígeno (3,5).
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-019',
    topic: 'estructura-atomica',
    difficulty: 'medio',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'true-false',
    question: String.raw`Las especies $\mathrm{Na^{+}}$ ($Z = 11$), Ne ($Z = 10$) y $\mathrm{F^{-}}$ ($Z = 9$) son isoelectrónicas.`,
    correctAnswer: true,
    explanation: String.raw`PASO 1: Contá los electrones de cada una: $\mathrm{Na^{+}}$ tiene $11 - 1 = 10$; el Ne neutro tiene 10; el $\mathrm{F^{-}}$ tiene $9 + 1 = 10$.
PASO 2: Isoelectrónicas significa que tienen la misma cantidad de electrones; las tres comparten la configuración 1s² 2s² 2p⁶.
RESULTADO: Verdadero.`,
  },
  // ── Difícil ────────────────────────────────────────────────────────────
  {
    id: 'qui-estructura-atomica-020',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question: String.raw`Un catión $\mathrm{X^{2+}}$ tiene 24 electrones y 32 neutrones. ¿Cuál es el número másico del átomo X?`,
    options: ['56', '54', '58', '26'],
    correctAnswer: 2,
    check: { compute: () => 24 + 2 + 32 },
    explanation: String.raw`PASO 1: El catión $\mathrm{X^{2+}}$ perdió 2 electrones, así que el átomo neutro tenía $24 + 2 = 26$ electrones.
PASO 2: En el átomo neutro, protones = electrones, entonces $Z = 26$.
PASO 3: Número másico: $A = Z + N = 26 + 32 = 58$.
PASO 4: 56 sale de sumar electrones y neutrones sin corregir por la carga, 54 de restar la carga en lugar de sumarla y 26 es el número atómico.
RESULTADO: $A = 58$.`,
  },
  {
    id: 'qui-estructura-atomica-021',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.particulas-isotopos',
    kind: 'multiple-choice',
    question: String.raw`Un elemento forma el anión $\mathrm{X^{3-}}$, cuya configuración electrónica es 1s² 2s² 2p⁶. ¿Cuál es el número atómico de X?`,
    options: ['Z = 10', 'Z = 13', 'Z = 3', 'Z = 7'],
    correctAnswer: 3,
    check: { compute: () => 2 + 2 + 6 - 3 },
    explanation: String.raw`PASO 1: Contá los electrones del anión: $2 + 2 + 6 = 10$.
PASO 2: La carga 3− indica que el átomo ganó 3 electrones, así que el átomo neutro tenía $10 - 3 = 7$ electrones.
PASO 3: En el átomo neutro, protones = electrones: $Z = 7$. Es el nitrógeno, que forma el ion nitruro $\mathrm{N^{3-}}$.
PASO 4: $Z = 13$ sale de sumar la carga en lugar de restarla y $Z = 10$ de olvidarla.
RESULTADO: $Z = 7$.`,
  },
  {
    id: 'qui-estructura-atomica-022',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'multiple-choice',
    question: String.raw`Las especies $\mathrm{O^{2-}}$, $\mathrm{F^{-}}$, $\mathrm{Na^{+}}$ y $\mathrm{Mg^{2+}}$ tienen 10 electrones cada una. ¿Cuál tiene el mayor radio?`,
    options: [
      String.raw`$\mathrm{Mg^{2+}}$`,
      String.raw`$\mathrm{Na^{+}}$`,
      String.raw`$\mathrm{F^{-}}$`,
      String.raw`$\mathrm{O^{2-}}$`,
    ],
    correctAnswer: 3,
    explanation: String.raw`PASO 1: Las cuatro especies son isoelectrónicas: tienen la misma nube de 10 electrones (1s² 2s² 2p⁶).
PASO 2: Lo que cambia es la carga nuclear: O tiene 8 protones, F 9, Na 11 y Mg 12. Más protones atraen con más fuerza a los mismos 10 electrones y achican la especie.
PASO 3: Por eso el radio disminuye así: $\mathrm{O^{2-}} > \mathrm{F^{-}} > \mathrm{Na^{+}} > \mathrm{Mg^{2+}}$. Elegir $\mathrm{Mg^{2+}}$ por tener "más partículas" es el error típico.
RESULTADO: El de mayor radio es el $\mathrm{O^{2-}}$, el que tiene menos protones.`,
  },
  {
    id: 'qui-estructura-atomica-023',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'multiple-choice',
    question:
      'Con las electronegatividades de Pauling Mg 1,2; O 3,5; C 2,5; H 2,1; Cl 3,0, ¿en cuál de estas sustancias el enlace tiene mayor carácter iónico?',
    options: [
      String.raw`$\mathrm{HCl}$`,
      String.raw`$\mathrm{CH_4}$`,
      String.raw`$\mathrm{MgO}$`,
      String.raw`$\mathrm{CO_2}$`,
    ],
    correctAnswer: 2,
    explanation: String.raw`PASO 1: El carácter iónico crece con la diferencia de electronegatividad entre los átomos enlazados.
PASO 2: Calculá cada una: HCl: $3{,}0 - 2{,}1 = 0{,}9$; CH₄: $2{,}5 - 2{,}1 = 0{,}4$; CO₂: $3{,}5 - 2{,}5 = 1{,}0$; MgO: $3{,}5 - 1{,}2 = 2{,}3$.
PASO 3: Sólo el MgO supera 1,7 y además combina un metal con un no metal: es un compuesto iónico, formado por $\mathrm{Mg^{2+}}$ y $\mathrm{O^{2-}}$.
RESULTADO: El MgO tiene el enlace de mayor carácter iónico.`,
  },
  {
    id: 'qui-estructura-atomica-024',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'true-false',
    question:
      'Los metales conducen la corriente eléctrica en estado sólido porque sus electrones de valencia están deslocalizados y pueden moverse por toda la red.',
    correctAnswer: true,
    explanation: `PASO 1: En el enlace metálico, los átomos aportan sus electrones de valencia a un "mar de electrones" común y quedan como cationes ordenados en una red.
PASO 2: Esos electrones no pertenecen a ningún átomo en particular: si se aplica una diferencia de potencial, se desplazan y transportan la corriente, aun con el metal sólido.
RESULTADO: Verdadero.`,
  },
  {
    id: 'qui-estructura-atomica-025',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.enlace-lewis',
    kind: 'true-false',
    question: 'El cloruro de sodio sólido conduce bien la corriente eléctrica porque está formado por iones.',
    correctAnswer: false,
    explanation: String.raw`PASO 1: Para conducir la corriente hacen falta cargas que puedan moverse.
PASO 2: En el NaCl sólido los iones $\mathrm{Na^{+}}$ y $\mathrm{Cl^{-}}$ están fijos en la red cristalina y no se desplazan, así que no conduce.
PASO 3: Cuando se funde o se disuelve en agua, los iones quedan libres y entonces sí conduce.
RESULTADO: Falso: el NaCl conduce fundido o en solución, no en estado sólido.`,
  },
  {
    id: 'qui-estructura-atomica-026',
    topic: 'estructura-atomica',
    difficulty: 'dificil',
    subtopic: 'estructura-atomica.tabla-periodica',
    kind: 'true-false',
    question:
      'Un átomo con configuración [Ar] 4s² 3d⁶ pertenece al cuarto período y al bloque d de la tabla periódica.',
    correctAnswer: true,
    explanation: `PASO 1: El mayor nivel ocupado es $n = 4$ (el 4s), así que está en el período 4. El 3d se llena después del 4s aunque tenga $n = 3$.
PASO 2: El último subnivel que se está llenando es el 3d, por lo que pertenece al bloque d (metales de transición).
PASO 3: Tiene $18 + 2 + 6 = 26$ electrones: es el hierro, grupo 8.
RESULTADO: Verdadero.`,
  },
];
