import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { markFinishedWork } from '../../lib/finished-work.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { completeSimulator, fetchSimulator, type SimulatorView } from './api.ts';
import { ExamPlayer } from './exam-player.tsx';
import { PracticePlayer } from './practice-player.tsx';
import { ResultsView } from './results-view.tsx';
import { forgetSelection } from './selection-storage.ts';
import './simulators.css';

export function PlayerPage() {
  useDocumentTitle('Simulador | Ingresá');
  const { id } = useParams();
  const [view, setView] = useState<SimulatorView | null>(null);
  const [failed, setFailed] = useState(false);
  const [justFinished, setJustFinished] = useState(false);

  const load = useCallback(async () => {
    if (!id) return;
    const result = await fetchSimulator(id);
    if (result.ok) setView(result.data);
    else setFailed(true);
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  // Completion failures are ignored, as the spec asks: reading the simulator again shows where it stands.
  const finish = useCallback(async () => {
    if (!id) return;
    await completeSimulator(id, readItem(storageKeys.userId) ?? '');
    markFinishedWork();
    forgetSelection(id);
    setJustFinished(true);
    await load();
  }, [id, load]);

  if (!id) return <Problem message="ID de simulador no válido" />;
  if (failed) return <Problem message="Error al cargar el simulador" />;
  if (!view) return <Spinner label="Cargando el simulador…" />;
  if (view.isCompleted && view.results) {
    return (
      <ResultsView
        simulator={view.simulator}
        results={view.results}
        review={view.review}
        justFinished={justFinished}
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
