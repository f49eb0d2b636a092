import { type ReactNode, useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { markFinishedWork } from '../../lib/finished-work.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { useLoader } from '../../lib/use-loader.ts';
import { completeSimulator, fetchSimulator } from './api.ts';
import { ExamPlayer } from './exam-player.tsx';
import { PracticePlayer } from './practice-player.tsx';
import { ResultsView } from './results-view.tsx';
import { forgetSelection } from './selection-storage.ts';
import './simulators.css';

/** `calm`: what the area shows under results just earned, a calm moment (the offer to install, #34). */
export function PlayerPage({ calm }: { calm?: ReactNode }) {
  useDocumentTitle('Simulador | Ingresá');
  const { id } = useParams();
  if (!id) return <Problem message="ID de simulador no válido" />;
  // Another simulator starts from scratch: nothing of the previous one stays on screen.
  return <PlayerLoader key={id} id={id} calm={calm} />;
}

function PlayerLoader({ id, calm }: { id: string; calm: ReactNode }) {
  const { state, reload } = useLoader((signal) => fetchSimulator(id, signal), [id]);
  const [justFinished, setJustFinished] = useState(false);

  // Completion failures are ignored, as the spec asks: reading the simulator again shows where it stands.
  const finish = useCallback(async () => {
    await completeSimulator(id, readItem(storageKeys.userId) ?? '');
    markFinishedWork();
    forgetSelection(id);
    setJustFinished(true);
    reload();
  }, [id, reload]);

  if (state.phase === 'error') return <Problem message="Error al cargar el simulador" />;
  // While it is read again after finishing, the player stays on screen until the results arrive.
  const view = state.data;
  if (!view) return <Spinner label="Cargando el simulador…" />;
  if (view.isCompleted && view.results) {
    return (
      <ResultsView
        simulator={view.simulator}
        results={view.results}
        review={view.review}
        justFinished={justFinished}
        calm={justFinished ? calm : undefined}
      />
    );
  }
  const Player = view.simulator.mode === 'exam' ? ExamPlayer : PracticePlayer;
  return <Player id={id} view={view} onFinish={finish} />;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="card simulators__problem" role="alert">
      <p>{message}</p>
      <Link className="button" to="/content/simuladores">
        Volver a simuladores
      </Link>
    </div>
  );
}
