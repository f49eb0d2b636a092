import { describe, expect, it } from 'vitest';
import { solvers } from './families/motion.ts';
import { solveRiverCrossing } from './motion-river.ts';

describe('solveRiverCrossing', () => {
  it.each([
    // Bow perpendicular: t = 120 / 4 = 30 s, drift 3 · 30 = 90 m.
    [
      'Un bote cruza un río de 120 m de ancho apuntando siempre perpendicular a la orilla, con una velocidad de 4 m/s respecto del agua. La corriente es de 3 m/s. ¿Cuánto es arrastrado aguas abajo al llegar a la otra orilla?',
      '**d = 90 m río abajo**',
    ],
    // The water said to run instead of a «corriente»: t = 100 / 4 = 25 s, drift 2 · 25 = 50 m.
    [
      'Un bote que en agua quieta avanza a 4 m/s cruza un río de 100 m de ancho, con la proa siempre perpendicular a la orilla. El agua del río corre a 2 m/s. ¿Cuánto tarda en cruzar y cuántos metros lo arrastra el agua río abajo?',
      '**t = 25 s; d = 50 m río abajo**',
    ],
    // In km/h: 18 km/h = 5 m/s, t = 150 / 5 = 30 s.
    [
      'Un río de 150 m de ancho tiene una corriente de 2 m/s. Una lancha que desarrolla 18 km/h respecto del agua lo cruza manteniendo su proa perpendicular a las orillas. ¿Cuánto tarda en cruzar?',
      '**t = 30 s**',
    ],
    // √(5² + 2²) ≈ 5,39.
    [
      'Un río de 150 m de ancho tiene una corriente de 2 m/s. Una lancha que desarrolla 18 km/h respecto del agua lo cruza manteniendo su proa perpendicular a las orillas. Calculá la rapidez de la lancha respecto de la orilla.',
      '**v ≈ 5,39 m/s respecto de la orilla**',
    ],
    // Right across: √(5² − 3²) = 4 m/s, 80 / 4 = 20 s.
    [
      'Una lancha cuya velocidad respecto del agua es 5 m/s quiere cruzar un río de 80 m de ancho llegando al punto exactamente enfrente del de partida. Si la corriente es de 3 m/s, ¿cuánto tarda en cruzar?',
      '**t = 20 s**',
    ],
    // Another: √(13² − 5²) = 12 m/s, 60 / 12 = 5 s.
    [
      'Una canoa que rema a 13 m/s respecto del agua debe llegar justo enfrente, en la otra orilla de un canal de 60 m de ancho cuya corriente es de 5 m/s. ¿Cuánto tarda?',
      '**t = 5 s**',
    ],
    [
      'Una lancha debe cruzar un río de 240 m de ancho y llegar al punto exactamente opuesto de la otra orilla. Su velocidad respecto del agua es de 5 m/s y la corriente es de 3 m/s. ¿Qué ángulo, medido desde la perpendicular a la orilla, debe formar su proa río arriba?',
      '**θ ≈ 36,87° desde la perpendicular, río arriba**',
    ],
    [
      'Una lancha debe cruzar un río de 240 m de ancho y llegar al punto exactamente opuesto de la otra orilla. Su velocidad respecto del agua es de 5 m/s y la corriente es de 3 m/s. ¿Cuánto tiempo menos tardaría si apuntara perpendicular a la orilla?',
      '**Tardaría Δt = 12 s menos (t = 48 s en vez de 60 s)**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveRiverCrossing(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // No way of crossing said: perpendicular bow or point across?
    'Un bote cruza un río de 120 m de ancho a 4 m/s respecto del agua. La corriente es de 3 m/s. ¿Cuánto tarda?',
    // An extra datum: a second length.
    'Un bote cruza un río de 120 m de ancho apuntando perpendicular a la orilla, a 4 m/s respecto del agua, y la corriente es de 3 m/s. El muelle está 50 m río abajo. ¿Cuánto tarda?',
    // The current faster than the boat: it cannot reach the point across.
    'Una lancha de 3 m/s respecto del agua quiere llegar al punto exactamente enfrente en un río de 80 m de ancho cuya corriente es de 5 m/s. ¿Cuánto tarda?',
    // Right across, nothing drifts: a drift asked is not this reading.
    'Una lancha de 5 m/s respecto del agua llega al punto exactamente enfrente en un río de 80 m de ancho cuya corriente es de 3 m/s. ¿Cuánto es arrastrada río abajo?',
    // An angle with no reference said.
    'Una lancha de 5 m/s respecto del agua debe llegar al punto exactamente enfrente en un río de 80 m de ancho cuya corriente es de 3 m/s. ¿Qué ángulo debe formar?',
    // Another question: the energy.
    'Un bote cruza un río de 120 m de ancho apuntando siempre perpendicular a la orilla, a 4 m/s respecto del agua. La corriente es de 3 m/s. ¿Qué masa tiene?',
  ])('leaves alone: %s', (problem) => {
    expect(solveRiverCrossing(problem)?.certain ?? false).toBe(false);
  });

  it('is read by the kinematics declaration, before its one straight line', () => {
    const kinematics = solvers.find((solver) => solver.name === 'solve_kinematics');
    const reply = kinematics?.solve(
      'Una lancha cuya velocidad respecto del agua es 5 m/s quiere cruzar un río de 80 m de ancho llegando al punto exactamente enfrente del de partida. Si la corriente es de 3 m/s, ¿cuánto tarda en cruzar?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**t = 20 s**');
  });
});
