import { energyLevels } from '../atom.ts';
import { chargesFigure } from '../charges.ts';
import { circuit } from '../circuits.ts';
import { freeBodyDiagram } from '../free-body.ts';
import { inclinedPlane } from '../incline.ts';
import { lineGraph, motionGraph } from '../line-graph.ts';
import { beamFigure, blocksOnFloor, hydraulicPress, pulleySetup, submergedBody } from '../mechanisms.ts';
import { planeMirror, refraction, sphericalMirror, thinLens } from '../optics.ts';
import { pendulumFigure, springFigure, waveFigure } from '../oscillations.ts';
import { trackFigure } from '../track.ts';
import { trajectoryFigure } from '../trajectory.ts';
import { planeVectors, spaceVectors } from '../vectors.ts';
import type { ItemFigures } from './item-figures.ts';

/*
 * Física: the drawing each statement describes, with the statement's own numbers (never the key).
 * Angles in degrees counter-clockwise from the right: 0 right, 90 up, 180 left, 270 down.
 */

const [RIGHT, UP, LEFT, DOWN] = [0, 90, 180, 270];

const exercises: ItemFigures['exercises'] = {
  'fis-mecanica-006': planeVectors({
    vectors: [{ x: 3, y: 4, label: 'F', components: true }],
    axes: ['x (N)', 'y (N)'],
    alt: 'Una fuerza F dibujada desde el origen, con su componente horizontal Fx = 3 N y su componente vertical Fy = 4 N marcadas con líneas de trazos sobre los ejes.',
  }),
  'fis-mecanica-013': freeBodyDiagram({
    body: '6 kg',
    floor: true,
    forces: [
      { label: 'F = 30 N', angle: RIGHT },
      { label: 'f = 6 N', angle: LEFT, size: 0.45 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP },
    ],
    alt: 'Diagrama de cuerpo libre de un bloque de 6 kg sobre un piso horizontal: una fuerza F de 30 N hacia la derecha, el rozamiento f de 6 N hacia la izquierda, el peso P hacia abajo y la normal N hacia arriba.',
  }),
  'fis-mecanica-014': freeBodyDiagram({
    body: '10 kg',
    floor: true,
    forces: [
      { label: 'f', angle: LEFT, size: 0.5 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP },
    ],
    alt: 'Diagrama de cuerpo libre de una caja de 10 kg que se desliza hacia la derecha sobre un piso horizontal: el peso P hacia abajo, la normal N hacia arriba y el rozamiento cinético f hacia la izquierda, opuesto al movimiento.',
  }),
  'fis-mecanica-015': freeBodyDiagram({
    body: 'carrito',
    floor: true,
    forces: [
      { label: 'F = 50 N (60°)', angle: 60 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP, size: 0.7 },
    ],
    alt: 'Un carrito sobre un piso horizontal del que tiran con una soga: la fuerza F de 50 N forma 60° con la horizontal. También actúan el peso P hacia abajo y la normal N hacia arriba.',
  }),
  'fis-mecanica-021': inclinedPlane({
    angle: 30,
    block: 'm',
    forces: { weight: 'P', normal: 'N', friction: 'f' },
    motion: 'down',
    alt: 'Un bloque desliza hacia abajo por un plano inclinado 30° respecto de la horizontal. Sobre él actúan el peso P, vertical hacia abajo, la normal N, perpendicular al plano, y el rozamiento f, paralelo al plano y hacia arriba, opuesto al movimiento.',
  }),
  'fis-mecanica-022': trajectoryFigure({
    speed: 20,
    angle: 30,
    labels: { range: 'alcance' },
    alt: 'Una pelota sale del suelo con velocidad v₀ = 20 m/s formando 30° con la horizontal y describe una parábola hasta volver al suelo; una cota marca el alcance horizontal.',
  }),
  'fis-mecanica-030': trajectoryFigure({
    speed: 3,
    angle: 0,
    height: 1.25,
    labels: { speed: 'v = 3 m/s', range: 'd' },
    alt: 'Una pelota sale horizontalmente del borde de una mesa de 1,25 m de altura con velocidad de 3 m/s y cae describiendo media parábola; una cota marca la distancia horizontal d desde el borde de la mesa hasta el punto donde toca el piso.',
  }),
  'fis-mecanica-035': trajectoryFigure({
    speed: 30,
    angle: 53,
    labels: { top: 'h máx' },
    alt: 'Un proyectil sale del suelo con velocidad v₀ = 30 m/s formando 53° con la horizontal; una cota vertical marca la altura máxima de la parábola.',
  }),
  'fis-mecanica-038': planeVectors({
    vectors: [
      { x: 0, y: 200, label: 'avión: 200 m/s', side: 'left' },
      { x: 50, y: 0, from: [0, 200], label: 'viento: 50 m/s', side: 'tip' },
      { x: 50, y: 200, label: 'v', side: 'right' },
    ],
    axes: ['este', 'norte'],
    alt: 'Suma de velocidades: la del avión respecto del aire, 200 m/s hacia el norte, y a continuación la del viento, 50 m/s hacia el este. La velocidad respecto del suelo, v, va del origen al extremo de la segunda: es la hipotenusa del triángulo rectángulo que forman.',
  }),
  'fis-mecanica-039': trackFigure({
    length: 300,
    places: [
      { at: 0, name: 'km 0' },
      { at: 300, name: 'km 300' },
    ],
    bodies: [
      { name: 'auto A', at: 0, motion: '80 km/h', heading: 1 },
      { name: 'auto B', at: 300, motion: '70 km/h', heading: -1 },
    ],
    distances: [{ from: 0, to: 300, label: '300 km' }],
    alt: 'Una ruta recta con dos autos separados 300 km: el de la izquierda avanza hacia la derecha a 80 km/h y el de la derecha hacia la izquierda a 70 km/h, uno hacia el otro.',
  }),
  'fis-mecanica-040': trackFigure({
    length: 240,
    places: [
      { at: 0, name: 'A' },
      { at: 240, name: 'B' },
    ],
    bodies: [
      { name: 'auto (8:00)', at: 0, motion: '60 km/h', heading: 1 },
      { name: 'camioneta (9:00)', at: 240, motion: '90 km/h', heading: -1 },
    ],
    distances: [{ from: 0, to: 240, label: '240 km' }],
    alt: 'La ruta recta entre las ciudades A y B, separadas 240 km. De A sale a las 8:00 un auto hacia B a 60 km/h; de B sale a las 9:00 una camioneta hacia A a 90 km/h.',
  }),
  'fis-mecanica-041': trackFigure({
    length: 100,
    bodies: [
      { name: 'auto', at: 0, motion: '20 m/s' },
      { name: 'patrullero', at: 0, motion: 'a = 2 m/s²' },
    ],
    alt: 'En el mismo punto de una ruta recta, un auto pasa a 20 m/s constantes y un patrullero que estaba detenido arranca en el mismo sentido con aceleración de 2 m/s².',
  }),
  'fis-mecanica-043': motionGraph({
    quantity: 'v',
    bodies: [
      {
        corners: [
          [0, 4],
          [6, 16],
        ],
      },
    ],
    alt: 'Gráfico de velocidad en función del tiempo: una recta que vale 4 m/s en t = 0 y sube hasta 16 m/s en t = 6 s.',
  }),
  'fis-mecanica-044': motionGraph({
    quantity: 'v',
    bodies: [
      {
        corners: [
          [0, 0],
          [2, 2],
          [8, 2],
          [10, 0],
        ],
      },
    ],
    alt: 'Gráfico v(t) del ascensor en tres tramos rectos: en los primeros 2 s la velocidad sube de 0 a 2 m/s, durante los 6 s siguientes se mantiene en 2 m/s y en los últimos 2 s baja hasta 0.',
  }),
  'fis-mecanica-045': motionGraph({
    quantity: 'x',
    bodies: [
      {
        name: 'A',
        corners: [
          [0, 0],
          [4, 20],
        ],
      },
      {
        name: 'B',
        corners: [
          [0, 60],
          [4, 40],
        ],
      },
    ],
    alt: 'Gráfico x(t) con dos rectas: la del móvil A sale de x = 0 y pasa por (4 s; 20 m); la del móvil B sale de x = 60 m y pasa por (4 s; 40 m).',
  }),
  'fis-mecanica-047': motionGraph({
    quantity: 'v',
    bodies: [
      {
        corners: [
          [0, 20],
          [5, 0],
        ],
      },
    ],
    alt: 'Gráfico v(t): una recta que baja desde 20 m/s en t = 0 hasta 0 m/s en t = 5 s.',
  }),
  'fis-mecanica-049': motionGraph({
    quantity: 'x',
    bodies: [
      {
        corners: [
          [0, 10],
          [6, 40],
        ],
      },
    ],
    alt: 'Gráfico x(t): una recta que pasa por x = 10 m en t = 0 y por x = 40 m en t = 6 s.',
  }),
  'fis-mecanica-050': motionGraph({
    quantity: 'v',
    bodies: [
      {
        corners: [
          [0, 10],
          [10, -10],
        ],
      },
    ],
    alt: 'Gráfico v(t): una recta que vale 10 m/s en t = 0, corta el eje del tiempo y llega a −10 m/s en t = 10 s.',
  }),
  'fis-mecanica-052': trackFigure({
    length: 20,
    places: [{ at: 0, name: 'ciudad' }],
    bodies: [
      { name: 'ciclista', at: 0, motion: '18 km/h' },
      { name: 'auto (½ h después)', at: 0, motion: '72 km/h' },
    ],
    alt: 'Desde la misma ciudad y por la misma ruta salen en el mismo sentido un ciclista a 18 km/h y, media hora después, un auto a 72 km/h.',
  }),
  'fis-mecanica-054': trackFigure({
    length: 100,
    bodies: [
      { name: 'A', at: 0, motion: 'a = 2 m/s²', heading: 1 },
      { name: 'B', at: 100, motion: '15 m/s', heading: -1 },
    ],
    distances: [{ from: 0, to: 100, label: '100 m' }],
    alt: 'Dos móviles sobre una recta, separados 100 m: A parte del reposo hacia B con aceleración de 2 m/s² y B avanza hacia A a 15 m/s constantes.',
  }),
  'fis-mecanica-055': freeBodyDiagram({
    body: '20 kg',
    floor: true,
    forces: [
      { label: 'F = 100 N (37°)', angle: 37 },
      { label: 'f', angle: LEFT, size: 0.55 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP, size: 0.7 },
    ],
    alt: 'Diagrama de cuerpo libre del baúl de 20 kg sobre un piso horizontal: la fuerza F de 100 N de la soga forma 37° con la horizontal; además actúan el peso P, la normal N y el rozamiento f, opuesto al avance.',
  }),
  'fis-mecanica-056': inclinedPlane({
    angle: 30,
    block: '5 kg',
    forces: { weight: 'P', normal: 'N', friction: 'f', applied: { label: 'F = 50 N', direction: 'up' } },
    alt: 'Un bloque de 5 kg sobre un plano inclinado 30°, empujado plano arriba por una fuerza F de 50 N paralela al plano. Actúan también el peso P, la normal N y el rozamiento f, que apunta plano abajo.',
  }),
  'fis-mecanica-058': freeBodyDiagram({
    body: '10 kg',
    floor: true,
    forces: [
      { label: 'F = 35 N', angle: RIGHT, size: 0.7 },
      { label: 'f', angle: LEFT, size: 0.7 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP },
    ],
    alt: 'Diagrama de cuerpo libre de un bloque de 10 kg en reposo sobre un piso horizontal: una fuerza horizontal F de 35 N hacia la derecha, el rozamiento f hacia la izquierda, el peso P y la normal N.',
  }),
  'fis-mecanica-060': inclinedPlane({
    angle: 30,
    block: '40 kg',
    forces: { weight: 'P', normal: 'N', applied: { label: 'F', direction: 'up' } },
    alt: 'Un carrito de 40 kg sobre una rampa sin rozamiento inclinada 30°, empujado hacia arriba por una fuerza F paralela a la rampa. Actúan también su peso P y la normal N.',
  }),
  'fis-mecanica-063': blocksOnFloor({
    blocks: ['3 kg', '2 kg'],
    force: { label: 'F = 20 N', on: 'push' },
    floor: 'sin rozamiento',
    alt: 'Dos bloques apoyados uno contra otro sobre un piso horizontal sin rozamiento: el de 3 kg a la izquierda y el de 2 kg a la derecha. Una fuerza horizontal F de 20 N empuja al de 3 kg hacia la derecha.',
  }),
  'fis-mecanica-064': freeBodyDiagram({
    title: 'Fuerzas vistas desde arriba',
    body: '2 kg',
    forces: [
      { label: 'F₁ = 6 N', angle: RIGHT, size: 0.75 },
      { label: 'F₂ = 8 N', angle: UP },
    ],
    alt: 'Vista desde arriba de un cuerpo de 2 kg sobre una superficie horizontal sin rozamiento: actúan dos fuerzas horizontales perpendiculares entre sí, F₁ de 6 N y F₂ de 8 N.',
  }),
  'fis-mecanica-065': freeBodyDiagram({
    body: '3 kg',
    forces: [
      { label: 'T', angle: UP },
      { label: 'P', angle: DOWN },
    ],
    alt: 'Diagrama de cuerpo libre de la lámpara de 3 kg que cuelga en reposo: la tensión T del cable hacia arriba y el peso P hacia abajo, de igual longitud.',
  }),
  'fis-mecanica-066': pulleySetup({
    kind: 'atwood',
    bodies: ['3 kg', '5 kg'],
    alt: 'Máquina de Atwood: una polea ideal colgada del techo, con una soga que pasa por ella; de un extremo cuelga un cuerpo de 3 kg y del otro uno de 5 kg.',
  }),
  'fis-mecanica-067': pulleySetup({
    kind: 'mesa',
    bodies: ['4 kg', '1 kg'],
    surface: 'sin rozamiento',
    alt: 'Un bloque de 4 kg sobre una mesa horizontal sin rozamiento, atado a una soga que pasa por una polea en el borde de la mesa; del otro extremo cuelga un cuerpo de 1 kg.',
  }),
  'fis-mecanica-068': pulleySetup({
    kind: 'mesa',
    bodies: ['5 kg', '3 kg'],
    surface: 'μ = 0,2',
    alt: 'Un bloque de 5 kg sobre una mesa horizontal con coeficiente de rozamiento cinético 0,2, unido por una soga que pasa por una polea en el borde a un cuerpo de 3 kg que cuelga.',
  }),
  'fis-mecanica-070': pulleySetup({
    kind: 'plano',
    bodies: ['4 kg', '6 kg'],
    angle: 30,
    surface: 'sin rozamiento',
    alt: 'Un bloque de 4 kg sobre un plano inclinado 30° sin rozamiento, atado a una soga que pasa por una polea en lo alto del plano; del otro extremo cuelga en vertical un cuerpo de 6 kg.',
  }),
  'fis-mecanica-073': blocksOnFloor({
    blocks: ['2 kg', '6 kg'],
    tied: true,
    force: { label: 'F = 40 N', on: 'pull' },
    floor: 'sin rozamiento',
    alt: 'Dos bloques unidos por una soga horizontal sobre un piso sin rozamiento: el de 2 kg a la izquierda y el de 6 kg a la derecha. Una fuerza horizontal F de 40 N tira del de 6 kg hacia la derecha.',
  }),
  'fis-mecanica-074': freeBodyDiagram({
    body: '800 kg',
    forces: [
      { label: 'T', angle: UP },
      { label: 'P', angle: DOWN, size: 0.8 },
    ],
    alt: 'Diagrama de cuerpo libre del ascensor de 800 kg que sube acelerando: la tensión T del cable hacia arriba, mayor que el peso P hacia abajo.',
  }),
  'fis-mecanica-075': pulleySetup({
    kind: 'atwood',
    bodies: ['2 kg', '3 kg'],
    alt: 'Máquina de Atwood que parte del reposo: de un lado de la polea cuelga un cuerpo de 2 kg y del otro uno de 3 kg.',
  }),
  'fis-mecanica-082': inclinedPlane({
    angle: 37,
    block: '10 kg',
    forces: { weight: 'P', normal: 'N', friction: 'f' },
    motion: 'down',
    length: '4 m',
    alt: 'Un cajón de 10 kg baja 4 m a lo largo de un plano inclinado 37° con rozamiento. Sobre él actúan el peso P, la normal N y el rozamiento f, que apunta plano arriba.',
  }),
  'fis-mecanica-090': beamFigure({
    forces: [
      { at: 0.1, label: '30 kg' },
      { at: 0.66, label: '75 kg' },
    ],
    supports: [{ at: 0.5, label: 'apoyo' }],
    distances: [
      { from: 0.1, to: 0.5, label: '2 m' },
      { from: 0.5, to: 0.66, label: 'd' },
    ],
    alt: 'Un subibaja apoyado en su centro: la nena de 30 kg está sentada a 2 m del apoyo, de un lado; el papá, de 75 kg, del otro lado, a una distancia d del apoyo que hay que hallar.',
  }),
  'fis-mecanica-093': beamFigure({
    length: '4 m',
    ends: ['A', 'B'],
    forces: [
      { at: 0.25, label: '60 kg' },
      { at: 0.5, label: '20 kg' },
      { at: 0, label: 'R_A', up: true },
      { at: 1, label: 'R_B', up: true },
    ],
    distances: [{ from: 0, to: 0.25, label: '1 m' }],
    alt: 'Una tabla homogénea de 4 m y 20 kg apoyada en sus extremos A y B, con su peso en el centro. Una persona de 60 kg está parada a 1 m de A. Los apoyos hacen fuerzas hacia arriba R_A y R_B.',
  }),
  'fis-mecanica-094': beamFigure({
    length: '3 m',
    forces: [
      { at: 0, label: 'm' },
      { at: 0.5, label: '10 kg' },
    ],
    supports: [{ at: 1 / 3 }],
    distances: [{ from: 0, to: 1 / 3, label: '1 m' }],
    alt: 'Una barra homogénea de 3 m y 10 kg (su peso actúa en el centro) apoyada en un punto a 1 m de su extremo izquierdo; del extremo izquierdo cuelga una masa m desconocida.',
  }),
  'fis-mecanica-097': freeBodyDiagram({
    body: '4 kg',
    forces: [
      { label: 'T (30° con la vertical)', angle: 60 },
      { label: 'T', angle: 120 },
      { label: 'P', angle: DOWN },
    ],
    alt: 'Diagrama de cuerpo libre del cartel de 4 kg: dos tensiones iguales T, cada una a 30° de la vertical, una a cada lado, y el peso P hacia abajo.',
  }),
  'fis-mecanica-100': beamFigure({
    forces: [
      { at: 0, label: '6 kg' },
      { at: 0.25, label: '3 kg' },
      { at: 0.875, label: 'm' },
    ],
    supports: [{ at: 0.5 }],
    distances: [
      { from: 0, to: 0.5, label: '40 cm' },
      { from: 0.25, to: 0.5, label: '20 cm' },
      { from: 0.5, to: 0.875, label: '30 cm' },
    ],
    alt: 'Una barra de masa despreciable apoyada en su centro. A la izquierda cuelgan 6 kg a 40 cm del apoyo y 3 kg a 20 cm; a la derecha, a 30 cm del apoyo, cuelga la masa m que hay que hallar.',
  }),
  'fis-mecanica-104': hydraulicPress({
    small: 'émbolo de 5 cm²',
    large: 'émbolo de 500 cm²',
    smallForce: 'F = ?',
    largeForce: 'auto de 1200 kg',
    alt: 'Una prensa hidráulica con un émbolo chico de 5 cm², donde se hace la fuerza F, y uno grande de 500 cm², sobre el que se apoya un auto de 1200 kg.',
  }),
  'fis-mecanica-105': hydraulicPress({
    small: 'diámetro 2 cm',
    large: 'diámetro 10 cm',
    smallForce: 'F₁ = 50 N',
    largeForce: 'F₂ = ?',
    alt: 'Una prensa hidráulica con émbolos circulares de 2 cm y de 10 cm de diámetro; sobre el chico se hace una fuerza de 50 N y se busca la fuerza F₂ sobre el grande.',
  }),
  'fis-mecanica-106': submergedBody({
    body: '0,002 m³',
    liquid: 'agua (1000 kg/m³)',
    buoyancy: 'E = ?',
    alt: 'Un cuerpo de 0,002 m³ totalmente sumergido en agua de densidad 1000 kg/m³: el empuje E apunta hacia arriba y el peso P hacia abajo.',
  }),
  'fis-mecanica-108': submergedBody({
    body: '600 kg/m³',
    liquid: 'agua (1000 kg/m³)',
    floating: true,
    alt: 'Un bloque de madera de densidad 600 kg/m³ flota en agua de densidad 1000 kg/m³, con parte de su volumen fuera del agua: el empuje E hacia arriba equilibra el peso P.',
  }),

  'fis-mecanica-136': spaceVectors({
    vectors: [
      { x: 1, y: 2, z: -3, label: 'A' },
      { x: 4, y: -1, z: 2, label: 'B' },
    ],
    alt: 'Los vectores A = (1; 2; −3) y B = (4; −1; 2) dibujados desde el origen de unos ejes x, y, z en perspectiva.',
  }),
  'fis-mecanica-141': spaceVectors({
    vectors: [
      { x: 1, y: 1, z: 0, label: 'u', guides: true },
      { x: 0, y: 1, z: 1, label: 'v' },
    ],
    alt: 'Los vectores u = (1; 1; 0), que está en el plano xy, y v = (0; 1; 1), que está en el plano yz, dibujados desde el origen en unos ejes en perspectiva.',
  }),
  'fis-mecanica-142': spaceVectors({
    vectors: [
      { x: 1, y: 2, z: 0, label: 'A', guides: true },
      { x: 0, y: 1, z: 3, label: 'B' },
    ],
    alt: 'Los vectores A = (1; 2; 0) y B = (0; 1; 3) dibujados desde el origen de unos ejes x, y, z en perspectiva.',
  }),
  'fis-mecanica-143': planeVectors({
    vectors: [
      { x: 3, y: 0, label: 'A (m)' },
      { x: 1, y: 4, label: 'B (m)', side: 'right' },
    ],
    alt: 'Dos lados de un triángulo que salen del mismo vértice: el vector A = (3; 0; 0) m sobre el eje x y el vector B = (1; 4; 0) m, los dos en el plano xy.',
  }),
  'fis-mecanica-147': planeVectors({
    vectors: [
      { x: 2, y: 0, label: 'r', side: 'right' },
      { x: 3, y: 4, from: [2, 0], label: 'F' },
    ],
    axes: ['x (m)', 'y (m)'],
    alt: 'El vector posición r = (2; 0; 0) m, del origen al punto de aplicación, y la fuerza F = (3; 4; 0) N aplicada en ese punto; los dos están en el plano xy.',
  }),
  'fis-mecanica-157': beamFigure({
    length: '80 cm',
    forces: [
      { at: 0, label: '20 N' },
      { at: 1, label: '60 N' },
    ],
    alt: 'Una barra con dos fuerzas paralelas del mismo sentido, hacia abajo: 20 N en un punto y 60 N en otro, a 80 cm del primero.',
  }),
  'fis-mecanica-160': beamFigure({
    length: '6 m',
    ends: ['A', 'B'],
    forces: [
      { at: 1 / 3, label: '900 N' },
      { at: 0.5, label: '1200 N' },
      { at: 0, label: 'R_A', up: true },
      { at: 1, label: 'R_B', up: true },
    ],
    distances: [{ from: 0, to: 1 / 3, label: '2 m' }],
    alt: 'Una viga homogénea de 6 m y 1200 N (su peso en el centro) apoyada en sus extremos A y B, con un cajón de 900 N a 2 m de A. Los apoyos hacen fuerzas R_A y R_B hacia arriba.',
  }),
  'fis-mecanica-161': beamFigure({
    forces: [
      { at: 0, label: '10 N' },
      { at: 0.4, label: '20 N' },
      { at: 1, label: '30 N' },
    ],
    distances: [
      { from: 0, to: 0.4, label: '2 m' },
      { from: 0, to: 1, label: '5 m' },
    ],
    alt: 'Una barra con tres fuerzas paralelas hacia abajo: 10 N en un extremo, 20 N a 2 m de ese extremo y 30 N a 5 m.',
  }),
  'fis-mecanica-162': beamFigure({
    forces: [
      { at: 0.3, label: 'A: 50 N', up: true },
      { at: 0.7, label: 'B: 20 N' },
    ],
    distances: [{ from: 0.3, to: 0.7, label: '30 cm' }],
    alt: 'Una barra con una fuerza de 50 N hacia arriba en el punto A y otra de 20 N hacia abajo en el punto B, a 30 cm de A.',
  }),
  'fis-mecanica-164': beamFigure({
    length: '1,5 m',
    forces: [
      { at: 0, label: 'piedra: 900 N' },
      { at: 1, label: 'F' },
    ],
    supports: [{ at: 0.2, label: 'apoyo' }],
    distances: [{ from: 0, to: 0.2, label: '30 cm' }],
    alt: 'Una barreta de 1,5 m usada como palanca: en un extremo está la piedra de 900 N, el punto de apoyo a 30 cm de la piedra y en el otro extremo se hace la fuerza F.',
  }),
  'fis-mecanica-165': beamFigure({
    length: '5 m',
    ends: ['A', ''],
    forces: [
      { at: 0.5, label: '400 N' },
      { at: 0.9, label: '600 N' },
    ],
    supports: [{ at: 0 }, { at: 0.8 }],
    distances: [
      { from: 0, to: 0.8, label: '4 m' },
      { from: 0, to: 0.9, label: '4,5 m' },
    ],
    alt: 'Un tablón homogéneo de 5 m y 400 N (su peso en el centro) apoyado en dos caballetes, uno en el extremo A y otro a 4 m de A. Un pintor de 600 N está parado a 4,5 m de A, más allá del segundo caballete.',
  }),
  'fis-mecanica-166': beamFigure({
    length: '3 m',
    forces: [
      { at: 0.5, label: '600 N' },
      { at: 0, label: 'F₁', up: true },
      { at: 2.5 / 3, label: 'F₂', up: true },
    ],
    distances: [{ from: 2.5 / 3, to: 1, label: '0,5 m' }],
    alt: 'Un tronco homogéneo de 3 m y 600 N (su peso en el centro) sostenido por dos personas: una en un extremo, con la fuerza F₁, y la otra a 0,5 m del otro extremo, con la fuerza F₂.',
  }),
  'fis-mecanica-167': beamFigure({
    length: '2 m',
    forces: [
      { at: 0, label: '40 N' },
      { at: 0.5, label: '60 N' },
      { at: 1, label: '100 N' },
    ],
    alt: 'Una barra liviana de 2 m de la que cuelgan 40 N en un extremo, 60 N en el centro y 100 N en el otro extremo.',
  }),
  'fis-mecanica-169': beamFigure({
    length: '1 m',
    forces: [
      { at: 0, label: '120 N' },
      { at: 1, label: '80 N' },
    ],
    alt: 'Una barra de 1 m y peso despreciable con una fuerza de 120 N hacia abajo en un extremo y otra de 80 N hacia abajo en el otro.',
  }),
  'fis-mecanica-173': inclinedPlane({
    angle: 30,
    block: '2 kg',
    forces: { weight: 'P' },
    length: '5 m',
    alt: 'Un bloque de 2 kg que sube 5 m a lo largo de un plano inclinado 30°; su peso P apunta verticalmente hacia abajo.',
  }),
  'fis-mecanica-175': inclinedPlane({
    angle: 37,
    block: '5 kg',
    forces: { weight: 'P', normal: 'N' },
    motion: 'down',
    length: '4 m',
    alt: 'Un cajón de 5 kg que baja deslizando 4 m por una rampa inclinada 37°; sobre él actúan su peso P y la normal N.',
  }),
  'fis-mecanica-177': inclinedPlane({
    angle: 37,
    block: '4 kg',
    forces: { weight: 'P', normal: 'N', friction: 'f' },
    motion: 'up',
    length: '3 m',
    alt: 'Un baúl de 4 kg arrastrado 3 m plano arriba por una rampa de 37° con rozamiento: el peso P, la normal N y el rozamiento f, que apunta rampa abajo, opuesto al movimiento.',
  }),
  'fis-mecanica-178': inclinedPlane({
    angle: 30,
    block: '5 kg',
    forces: { weight: 'P', normal: 'N', applied: { label: 'F = 40 N', direction: 'up' } },
    length: '2 m',
    alt: 'Un bloque de 5 kg que sube 2 m por un plano inclinado 30° sin rozamiento, empujado por una fuerza F de 40 N paralela al plano; actúan también el peso P y la normal N.',
  }),
  'fis-mecanica-179': inclinedPlane({
    angle: 30,
    block: '5 kg',
    forces: { weight: 'P', normal: 'N', applied: { label: 'F = 40 N', direction: 'up' } },
    length: '2 m',
    alt: 'Un carrito de 5 kg en reposo al pie de una rampa sin rozamiento inclinada 30°, empujado 2 m rampa arriba por una fuerza F de 40 N paralela a la rampa.',
  }),
  'fis-mecanica-181': inclinedPlane({
    angle: 37,
    forces: { weight: 'P', normal: 'N', applied: { label: 'F = 50 N', direction: 'horizontal' } },
    length: '2 m',
    alt: 'Un bloque que sube 2 m a lo largo de un plano inclinado 37°, empujado por una fuerza horizontal F de 50 N.',
  }),
  'fis-mecanica-182': inclinedPlane({
    angle: 37,
    block: '5 kg',
    forces: {
      weight: 'P',
      normal: 'N',
      friction: 'f',
      applied: { label: 'F = 100 N', direction: 'horizontal' },
    },
    motion: 'up',
    length: '2 m',
    alt: 'Un bloque de 5 kg que sube 2 m por un plano inclinado 37°, empujado por una fuerza horizontal F de 100 N; actúan también el peso P, la normal N y el rozamiento f, que apunta plano abajo.',
  }),
  'fis-mecanica-183': inclinedPlane({
    angle: 37,
    block: '5 kg',
    forces: {
      weight: 'P',
      normal: 'N',
      friction: 'f',
      applied: { label: 'F = 100 N', direction: 'horizontal' },
    },
    motion: 'up',
    length: '2 m',
    alt: 'Una caja de 5 kg que parte del reposo y es empujada 2 m rampa arriba por una fuerza horizontal F de 100 N; la rampa está inclinada 37° y tiene rozamiento f.',
  }),
  'fis-mecanica-184': inclinedPlane({
    angle: 37,
    block: '2 kg',
    forces: { weight: 'P', normal: 'N', friction: 'f' },
    motion: 'down',
    length: '5 m',
    alt: 'Un bloque de 2 kg que baja desde el reposo 5 m a lo largo de un plano inclinado 37° con rozamiento: el peso P, la normal N y el rozamiento f, que apunta plano arriba.',
  }),
  'fis-mecanica-187': inclinedPlane({
    angle: 30,
    block: '200 kg',
    forces: { weight: 'P', normal: 'N', applied: { label: 'F', direction: 'up' } },
    alt: 'Un carro de 200 kg que un motor sube con una fuerza F paralela a una rampa sin rozamiento inclinada 30°, a velocidad constante.',
  }),
  'fis-mecanica-188': inclinedPlane({
    angle: 30,
    block: '3 kg',
    forces: { weight: 'P', normal: 'N', friction: 'f' },
    motion: 'down',
    length: '4 m',
    alt: 'Un bloque de 3 kg que baja deslizando 4 m por un plano inclinado 30° con rozamiento: el peso P, la normal N y el rozamiento f, que apunta plano arriba.',
  }),
  'fis-mecanica-193': planeVectors({
    vectors: [
      { x: 4, y: 3, label: 'F₁' },
      { x: -1, y: 1, label: 'F₂' },
    ],
    axes: ['x (N)', 'y (N)'],
    alt: 'Las fuerzas F₁ = (4; 3) N y F₂ = (−1; 1) N dibujadas desde el origen de unos ejes x, y.',
  }),
  'fis-mecanica-194': planeVectors({
    vectors: [
      { x: 20, y: 0, label: 'v₁ = 20 m/s' },
      { x: 0, y: 15, label: 'v₂ = 15 m/s' },
    ],
    axes: ['este', 'norte'],
    alt: 'Las velocidades del auto antes y después de doblar, dibujadas desde un mismo punto: v₁, de 20 m/s hacia el este, y v₂, de 15 m/s hacia el norte.',
  }),
  'fis-mecanica-207': freeBodyDiagram({
    body: '20 kg',
    forces: [
      { label: 'N', angle: UP },
      { label: 'P', angle: DOWN, size: 0.85 },
    ],
    alt: 'Diagrama de cuerpo libre de la valija de 20 kg en el ascensor que arranca hacia arriba: la normal N hacia arriba, mayor que el peso P hacia abajo.',
  }),
  'fis-mecanica-208': freeBodyDiagram({
    body: '8 kg',
    forces: [
      { label: 'T', angle: UP, size: 0.8 },
      { label: 'P', angle: DOWN },
    ],
    alt: 'Diagrama de cuerpo libre de la lámpara de 8 kg que cuelga del techo del ascensor que empieza a bajar: la tensión T hacia arriba, menor que el peso P hacia abajo.',
  }),
  'fis-mecanica-209': freeBodyDiagram({
    body: '500 kg',
    forces: [
      { label: 'T', angle: UP, size: 0.9 },
      { label: 'P', angle: DOWN },
    ],
    alt: 'Diagrama de cuerpo libre del ascensor de 500 kg que sube frenando: la tensión T del cable hacia arriba, menor que el peso P hacia abajo.',
  }),
  'fis-mecanica-212': freeBodyDiagram({
    body: '30 kg',
    floor: true,
    forces: [
      { label: 'F', angle: RIGHT, size: 0.5 },
      { label: 'f', angle: LEFT, size: 0.5 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP },
    ],
    alt: 'Diagrama de cuerpo libre del trineo de 30 kg arrastrado a velocidad constante: la fuerza F de la soga horizontal, el rozamiento f opuesto, el peso P y la normal N.',
  }),
  'fis-mecanica-213': freeBodyDiagram({
    body: '40 kg',
    floor: true,
    forces: [
      { label: 'F', angle: RIGHT, size: 0.6 },
      { label: 'f', angle: LEFT, size: 0.6 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP },
    ],
    alt: 'Diagrama de cuerpo libre del cajón de 40 kg apoyado en un piso horizontal: la fuerza horizontal F, el rozamiento estático f que se le opone, el peso P y la normal N.',
  }),
  'fis-mecanica-214': freeBodyDiagram({
    body: '40 kg',
    floor: true,
    forces: [
      { label: 'F = 200 N', angle: RIGHT, size: 0.6 },
      { label: 'f', angle: LEFT, size: 0.5 },
      { label: 'P', angle: DOWN },
      { label: 'N', angle: UP },
    ],
    alt: 'Diagrama de cuerpo libre del cajón de 40 kg empujado horizontalmente con 200 N: el rozamiento f hacia atrás, el peso P y la normal N.',
  }),
  'fis-mecanica-215': inclinedPlane({
    angle: 37,
    block: 'm',
    forces: { weight: 'P', normal: 'N', friction: 'f' },
    motion: 'down',
    alt: 'Un bloque sobre una tabla inclinada 37°, justo a punto de deslizar: el peso P, la normal N y el rozamiento estático f, que apunta tabla arriba.',
  }),
  'fis-mecanica-218': trackFigure({
    length: 40,
    places: [{ at: 0, name: 'muelle' }],
    bodies: [
      { name: 'primera lancha', at: 0, motion: '20 km/h' },
      { name: 'segunda lancha', at: 0, motion: '50 km/h' },
    ],
    alt: 'Del mismo muelle salen, en la misma dirección y sentido, una lancha a 20 km/h y, cuarenta y cinco minutos después, otra a 50 km/h.',
  }),
  'fis-mecanica-219': trackFigure({
    length: 66,
    places: [
      { at: 0, name: 'A' },
      { at: 66, name: 'B' },
    ],
    bodies: [
      { name: 'ciclista de A', at: 0, motion: '24 km/h', heading: 1 },
      { name: 'ciclista de B (15 min después)', at: 66, motion: '30 km/h', heading: -1 },
    ],
    distances: [{ from: 0, to: 66, label: '66 km' }],
    alt: 'Un camino recto de 66 km entre A y B. Un ciclista sale de A hacia B a 24 km/h y, 15 minutos más tarde, otro sale de B hacia A a 30 km/h.',
  }),
  'fis-mecanica-222': blocksOnFloor({
    blocks: ['2 kg', '3 kg', '5 kg'],
    tied: true,
    force: { label: 'F = 40 N', on: 'pull' },
    floor: 'sin rozamiento',
    alt: 'Tres bloques en fila sobre un piso sin rozamiento, unidos por sogas: de derecha a izquierda, 5 kg, 3 kg y 2 kg. Una fuerza horizontal F de 40 N tira del bloque de 5 kg.',
  }),

  'fis-electricidad-001': circuit({
    source: '12 V',
    elements: [{ resistor: '4 Ω' }],
    alt: 'Circuito: una batería de 12 V conectada a una resistencia de 4 Ω.',
  }),
  'fis-electricidad-013': circuit({
    source: '12 V',
    elements: [{ resistor: '2 Ω' }, { parallel: ['6 Ω', '3 Ω'] }],
    alt: 'Circuito: una fuente de 12 V alimenta una resistencia de 2 Ω en serie con un grupo de dos resistencias en paralelo, de 6 Ω y de 3 Ω.',
  }),
  'fis-electricidad-022': circuit({
    source: '220 V',
    elements: [{ resistor: '220 V, 60 W' }, { resistor: '220 V, 60 W' }],
    alt: 'Circuito: dos lámparas iguales, de «220 V, 60 W», conectadas en serie a la red de 220 V.',
  }),
  'fis-electricidad-023': circuit({
    source: '24 V',
    elements: [{ resistor: 'R1 = 4 Ω' }, { parallel: ['R2 = 6 Ω', 'R3 = 12 Ω'] }],
    alt: 'Circuito: una fuente de 24 V alimenta la resistencia R1 de 4 Ω en serie con un paralelo formado por R2, de 6 Ω, y R3, de 12 Ω.',
  }),
  'fis-electricidad-027': circuit({
    source: '18 V',
    elements: [{ parallel: ['R1 = 6 Ω', 'R2 = 3 Ω'] }, { resistor: 'R3 = 4 Ω' }],
    alt: 'Circuito: una fuente de 18 V alimenta un paralelo de R1, de 6 Ω, y R2, de 3 Ω, en serie con R3, de 4 Ω.',
  }),
  'fis-electricidad-031': circuit({
    source: '24 V',
    elements: [{ resistor: '2 kΩ' }, { resistor: '6 kΩ' }],
    alt: 'Circuito: dos resistencias en serie, de 2 kΩ y de 6 kΩ, conectadas a una fuente de 24 V.',
  }),
  'fis-electricidad-011': chargesFigure({
    charges: [
      { at: 0, label: '2 μC', sign: 1 },
      { at: 0.3, label: '3 μC', sign: 1 },
    ],
    distances: [{ from: 0, to: 0.3, label: '0,3 m' }],
    alt: 'Dos cargas puntuales positivas, de 2 μC y de 3 μC, separadas 0,3 m.',
  }),
  'fis-electricidad-021': chargesFigure({
    charges: [
      { at: 0, label: '4 μC', sign: 1 },
      { at: 3, label: '1 μC', sign: 1 },
    ],
    marks: [{ at: 0, label: 'x = 0' }],
    distances: [{ from: 0, to: 3, label: '3 m' }],
    alt: 'Sobre el eje x, una carga positiva de 4 μC en x = 0 y otra positiva de 1 μC en x = 3 m.',
  }),
  'fis-electricidad-028': chargesFigure({
    charges: [
      { at: 0, label: '+2 μC', sign: 1 },
      { at: 6, label: '−8 μC', sign: -1 },
    ],
    distances: [{ from: 0, to: 6, label: '6 cm' }],
    alt: 'Dos cargas puntuales separadas 6 cm: una positiva de +2 μC y otra negativa de −8 μC.',
  }),
  'fis-electricidad-903': chargesFigure({
    charges: [
      { at: 0, label: '+4 μC', sign: 1 },
      { at: 0.3, label: '−2 μC', sign: -1 },
    ],
    distances: [{ from: 0, to: 0.3, label: '0,3 m' }],
    alt: 'Sobre el eje x, una carga de +4 μC en x = 0 y otra de −2 μC en x = 0,3 m.',
  }),
  'fis-optica-002': planeMirror({
    incidence: 35,
    reflectedLabel: '?',
    alt: 'Un rayo incide sobre un espejo plano formando 35° con la normal; se pregunta el ángulo que forma con la normal el rayo reflejado.',
  }),
  'fis-optica-010': refraction({
    incidence: 45,
    n1: 1,
    n2: 1.33,
    media: ['aire', 'agua'],
    refractedLabel: '?',
    alt: 'Un rayo pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 45° respecto de la normal y se refracta acercándose a ella; el ángulo de refracción es la incógnita.',
  }),
  'fis-optica-012': thinLens({
    kind: 'convergente',
    focal: 10,
    object: 30,
    height: 3,
    alt: 'Una lente convergente de 10 cm de distancia focal, con sus focos F y F′, y un objeto a 30 cm de la lente.',
  }),
  'fis-optica-013': thinLens({
    kind: 'convergente',
    focal: 8,
    object: 12,
    height: 3,
    alt: 'Una lente convergente de 8 cm de distancia focal, con sus focos F y F′, y un objeto a 12 cm de la lente, entre el foco y el doble de la distancia focal.',
  }),
  'fis-optica-014': sphericalMirror({
    kind: 'concavo',
    focal: 20,
    object: 10,
    height: 3,
    alt: 'Un espejo cóncavo de 20 cm de distancia focal, con su foco F y su centro C, y un objeto a 10 cm del espejo, entre el foco y el espejo.',
  }),
  'fis-optica-020': thinLens({
    kind: 'divergente',
    focal: 10,
    object: 15,
    height: 4,
    showHeight: true,
    alt: 'Una lente divergente de 10 cm de distancia focal (en valor absoluto), con sus focos F y F′, y un objeto de 4 cm de altura a 15 cm de la lente.',
  }),
  'fis-optica-023': refraction({
    incidence: 60,
    n1: 1,
    n2: Math.sin((60 * Math.PI) / 180) / Math.sin((35 * Math.PI) / 180),
    media: ['aire', 'material'],
    showIndices: false,
    refractedLabel: '35°',
    alt: 'Un rayo que viaja por el aire incide sobre un material transparente con un ángulo de 60° respecto de la normal y se refracta con un ángulo de 35°.',
  }),
  'fis-optica-027': thinLens({
    kind: 'convergente',
    focal: 10,
    object: 15,
    height: 2,
    showHeight: true,
    alt: 'Una lente convergente de 10 cm de distancia focal, con sus focos F y F′, y un objeto de 2 cm de altura a 15 cm de la lente.',
  }),
  'fis-optica-028': refraction({
    incidence: 30,
    n1: 1.33,
    n2: 1,
    media: ['agua', 'aire'],
    refractedLabel: '?',
    alt: 'Un rayo pasa del agua (n = 1,33) al aire (n = 1) con un ángulo de incidencia de 30° y se refracta alejándose de la normal; el ángulo de refracción es la incógnita.',
  }),
  'fis-optica-032': thinLens({
    kind: 'convergente',
    focal: 5,
    object: 4,
    height: 2,
    alt: 'Una lente convergente de 5 cm de distancia focal usada como lupa, con sus focos F y F′, y un objeto a 4 cm de la lente, más cerca que el foco.',
  }),
  'fis-optica-902': refraction({
    incidence: 40,
    n1: 1,
    n2: 1.33,
    media: ['aire', 'agua'],
    refractedLabel: '?',
    alt: 'Un rayo de luz pasa del aire (n = 1) al agua (n = 1,33) con un ángulo de incidencia de 40°; el ángulo de refracción es la incógnita.',
  }),
  'fis-ondas-002': waveFigure({
    wavelength: 'λ = 2 m',
    alt: 'Una onda sinusoidal con su longitud de onda, λ = 2 m, marcada entre dos crestas consecutivas.',
  }),
  'fis-ondas-010': pendulumFigure({
    length: 'L = 1 m',
    alt: 'Un péndulo simple de 1 m de longitud que oscila con un ángulo pequeño alrededor de la vertical.',
  }),
  'fis-termodinamica-020': lineGraph({
    title: 'Curva de calentamiento',
    x: 'Q',
    y: 'T (°C)',
    fromZero: false,
    ticks: { x: false },
    lines: [
      {
        corners: [
          [0, -10],
          [1, 0],
          [5, 0],
          [6.5, 20],
        ],
      },
    ],
    alt: 'Curva de calentamiento: la temperatura sube de −10 °C a 0 °C (hielo), se mantiene en 0 °C mientras el hielo se funde y sube luego hasta 20 °C (agua líquida), en función del calor Q entregado.',
  }),
  'fis-termodinamica-032': lineGraph({
    title: 'Curva de calentamiento',
    x: 'Q',
    y: 'T (°C)',
    fromZero: false,
    ticks: { x: false },
    lines: [
      {
        corners: [
          [0, 20],
          [1.5, 100],
          [8, 100],
        ],
      },
    ],
    alt: 'Curva de calentamiento del agua: la temperatura sube de 20 °C a 100 °C y se mantiene en 100 °C mientras el agua pasa a vapor, en función del calor Q entregado.',
  }),
  'fis-termodinamica-023': lineGraph({
    title: 'Diagrama presión-volumen',
    x: 'V (m³)',
    y: 'P (Pa)',
    lines: [
      {
        corners: [
          [0.01, 200000],
          [0.025, 200000],
        ],
      },
    ],
    alt: 'Diagrama presión-volumen de una expansión a presión constante de 2·10⁵ Pa, desde 0,010 m³ hasta 0,025 m³: un segmento horizontal.',
  }),
  'fis-fisica-moderna-015': energyLevels({
    levels: [1, 2, 3, 4].map((n) => -13.6 / n ** 2),
    jump: { from: 4, to: 2 },
    showEnergies: false,
    alt: 'Niveles de energía del átomo de hidrógeno, n = 1 a 4, cada vez más juntos hacia arriba; una flecha marca el salto del electrón del nivel n = 4 al n = 2, en el que emite un fotón.',
  }),
  'fis-fisica-moderna-030': energyLevels({
    levels: [1, 2, 3].map((n) => -13.6 / n ** 2),
    jump: { from: 3, to: 2 },
    showEnergies: false,
    alt: 'Niveles de energía del átomo de hidrógeno, n = 1 a 3; una flecha marca el salto del electrón del nivel n = 3 al n = 2, en el que emite un fotón.',
  }),
  'fis-fisica-moderna-037': energyLevels({
    levels: [1, 2, 3, 4].map((n) => -13.6 / n ** 2),
    showEnergies: false,
    alt: 'Niveles de energía del átomo de hidrógeno, del estado fundamental n = 1 hasta n = 4.',
  }),
};

const miniClasses: ItemFigures['miniClasses'] = {
  'mecanica-unidades-y-vectores': [
    planeVectors({
      vectors: [{ x: 4, y: 3, label: 'A', components: true }],
      title: 'Componentes de un vector',
      alt: 'Un vector A desde el origen hasta el punto (4; 3), con líneas de trazos hasta los ejes: su componente horizontal es Ax = 4 y la vertical Ay = 3. Su módulo es √(4² + 3²) = 5.',
    }),
  ],
  'mecanica-cinematica': [
    motionGraph({
      quantity: 'v',
      area: true,
      bodies: [
        {
          corners: [
            [0, 4],
            [6, 16],
          ],
        },
      ],
      title: 'MRUV: velocidad en función del tiempo',
      alt: 'Gráfico v(t) de un MRUV: una recta que pasa de 4 m/s en t = 0 a 16 m/s en t = 6 s. La pendiente es la aceleración (2 m/s²) y el área sombreada bajo la recta es el desplazamiento (60 m).',
    }),
    trajectoryFigure({
      speed: 20,
      angle: 45,
      labels: { range: 'alcance', top: 'h máx' },
      alt: 'Tiro oblicuo: un proyectil sale del suelo con velocidad v₀ = 20 m/s a 45° y describe una parábola; se marcan la altura máxima y el alcance horizontal.',
    }),
  ],
  'mecanica-dinamica': [
    freeBodyDiagram({
      body: 'm',
      floor: true,
      forces: [
        { label: 'F', angle: RIGHT, size: 0.8 },
        { label: 'f', angle: LEFT, size: 0.45 },
        { label: 'P', angle: DOWN },
        { label: 'N', angle: UP },
      ],
      alt: 'Diagrama de cuerpo libre de un bloque sobre un piso horizontal: la fuerza aplicada F, el rozamiento f en sentido contrario, el peso P hacia abajo y la normal N hacia arriba.',
    }),
    inclinedPlane({
      angle: 30,
      block: 'm',
      forces: { weight: 'P', normal: 'N', friction: 'f' },
      components: true,
      motion: 'down',
      alt: 'Un bloque en un plano inclinado 30°: el peso P se descompone en P·sen 30°, paralela al plano y hacia abajo, y P·cos 30°, perpendicular al plano, que equilibra a la normal N. El rozamiento f apunta plano arriba, contra el movimiento.',
    }),
  ],
  'mecanica-energia-y-cantidad-de-movimiento': [
    inclinedPlane({
      angle: 30,
      block: 'm',
      forces: { weight: 'P', normal: 'N' },
      height: 'h',
      motion: 'down',
      title: 'Energía en una rampa sin rozamiento',
      alt: 'Un bloque de masa m baja por una rampa sin rozamiento desde una altura h: la normal no hace trabajo y el peso convierte la energía potencial m·g·h en energía cinética ½·m·v².',
    }),
  ],
  'termodinamica-cambios-de-estado-y-calorimetria': [
    lineGraph({
      title: 'Curva de calentamiento del agua',
      x: 'Q',
      y: 'T (°C)',
      fromZero: false,
      ticks: { x: false },
      lines: [
        {
          corners: [
            [0, -20],
            [1, 0],
            [4, 0],
            [6, 100],
            [13, 100],
            [14, 120],
          ],
        },
      ],
      alt: 'Curva de calentamiento del agua en función del calor Q entregado: el hielo sube de −20 °C a 0 °C, la temperatura queda en 0 °C mientras se funde, el agua líquida sube hasta 100 °C, queda en 100 °C mientras hierve y el vapor sube hasta 120 °C. En los tramos horizontales el calor es latente.',
    }),
  ],
  'termodinamica-gases-y-primer-principio': [
    lineGraph({
      title: 'Diagrama presión-volumen',
      x: 'V (L)',
      y: 'P (atm)',
      lines: [
        {
          corners: [
            [2, 1],
            [2, 3],
            [6, 3],
            [6, 1],
            [2, 1],
          ],
        },
      ],
      area: false,
      alt: 'Un ciclo en el diagrama presión-volumen: a volumen constante de 2 L la presión sube de 1 atm a 3 atm; a presión constante el gas se expande hasta 6 L; a volumen constante baja a 1 atm y a presión constante vuelve a 2 L. El trabajo del ciclo es el área encerrada.',
    }),
  ],
  'ondas-magnitudes-y-velocidad': [
    waveFigure({
      wavelength: 'λ',
      amplitude: 'A',
      alt: 'Una onda sinusoidal: la longitud de onda λ es la distancia entre dos crestas consecutivas y la amplitud A es la altura de una cresta sobre la posición de equilibrio.',
    }),
  ],
  'ondas-mas-y-pendulo': [
    pendulumFigure({
      length: 'L',
      angle: 12,
      mass: 'm',
      alt: 'Un péndulo simple de longitud L con una masa m, apartado un ángulo pequeño de la vertical; oscila con período T = 2π·√(L/g).',
    }),
    springFigure({
      constant: 'k',
      mass: 'm',
      stretch: 'x',
      alt: 'Una masa m unida a un resorte de constante k sobre una superficie horizontal, apartada una distancia x del equilibrio; oscila con período T = 2π·√(m/k).',
    }),
  ],
  'electricidad-carga-y-coulomb': [
    chargesFigure({
      charges: [
        { at: 0, label: 'q₁', sign: 1 },
        { at: 1, label: 'q₂', sign: -1 },
      ],
      distances: [{ from: 0, to: 1, label: 'r' }],
      alt: 'Dos cargas puntuales, q₁ positiva y q₂ negativa, separadas una distancia r: se atraen con una fuerza de módulo F = k·|q₁·q₂|/r².',
    }),
  ],
  'electricidad-circuitos': [
    circuit({
      source: 'V',
      elements: [{ resistor: 'R₁' }, { parallel: ['R₂', 'R₃'] }],
      alt: 'Un circuito mixto: la fuente V alimenta la resistencia R₁ en serie con dos resistencias en paralelo, R₂ y R₃. Por R₁ pasa toda la corriente; en el paralelo se reparte y las dos ramas tienen la misma tensión.',
    }),
  ],
  'optica-naturaleza-y-reflexion': [
    planeMirror({
      incidence: 40,
      alt: 'Reflexión en un espejo plano: el rayo incidente y el reflejado forman el mismo ángulo, 40°, con la normal al espejo.',
    }),
  ],
  'optica-refraccion': [
    refraction({
      incidence: 45,
      n1: 1,
      n2: 1.33,
      media: ['aire', 'agua'],
      alt: 'Refracción de un rayo que pasa del aire (n = 1) al agua (n = 1,33) con 45° de incidencia: se acerca a la normal y se refracta con unos 32°, según la ley de Snell.',
    }),
    refraction({
      incidence: 50,
      n1: 1.5,
      n2: 1,
      media: ['vidrio', 'aire'],
      title: 'Reflexión total interna',
      alt: 'Un rayo que va del vidrio (n = 1,5) al aire (n = 1) con 50° de incidencia, más que el ángulo límite de unos 41,8°: no sale del vidrio y se refleja totalmente.',
    }),
  ],
  'optica-lentes-y-espejos': [
    thinLens({
      kind: 'convergente',
      focal: 10,
      object: 30,
      height: 3,
      image: true,
      alt: 'Marcha de rayos en una lente convergente de 10 cm de distancia focal con el objeto a 30 cm: el rayo paralelo al eje se refracta pasando por F′ y el que pasa por el centro no se desvía; se cortan en la imagen, real e invertida, a 15 cm de la lente.',
    }),
    sphericalMirror({
      kind: 'concavo',
      focal: 10,
      object: 30,
      height: 3,
      image: true,
      alt: 'Marcha de rayos en un espejo cóncavo de 10 cm de distancia focal con el objeto a 30 cm: el rayo paralelo al eje se refleja pasando por F y el que llega al vértice se refleja simétrico; la imagen es real, invertida y está a 15 cm del espejo, entre C y F.',
    }),
  ],
  'fisica-moderna-modelos-atomicos-y-espectros': [
    energyLevels({
      levels: [1, 2, 3, 4].map((n) => -13.6 / n ** 2),
      jump: { from: 3, to: 2 },
      alt: 'Niveles de energía del átomo de hidrógeno, Eₙ = −13,6 eV/n²: −13,6 eV, −3,4 eV, −1,51 eV y −0,85 eV para n = 1 a 4. Al pasar el electrón del nivel 3 al 2 emite un fotón de 1,89 eV, una línea roja del espectro.',
    }),
  ],
};

export const figures: ItemFigures = {
  miniClasses,
  exercises,
};
