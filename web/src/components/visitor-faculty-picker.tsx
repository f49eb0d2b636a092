import { useEffect, useId, useRef } from 'react';
import { MY_ACCOUNT_PATH } from '../lib/account-paths.ts';
import {
  facultyLabel,
  facultyMeaning,
  notExaminedFor,
  regionalChoice,
  regionalChoices,
} from '../lib/exam-choices.ts';
import { cacheTarget } from '../lib/exam-target-store.ts';
import { useCachedTarget } from '../lib/use-cached-target.ts';
import { Link } from './link.tsx';

interface VisitorFacultyPickerProps {
  preset: string | undefined;
  /** The visitor asked for it: the select takes the focus once it is here. */
  focus: boolean;
  onNotExamined: ((subjects: readonly string[]) => void) | undefined;
}

/** Keeps a visitor's faculty in this browser (no request): the countdown and /probar follow it. */
function pick(regional: string | null): void {
  cacheTarget({
    regional,
    code: regionalChoice(regional)?.code ?? null,
    career: null,
    examDate: null,
    owner: 'visitor',
  });
}

/** The select behind FacultyPick, with what the pick means; a signed-in student's own is only shown. */
export default function VisitorFacultyPicker({ preset, focus, onNotExamined }: VisitorFacultyPickerProps) {
  const cached = useCachedTarget();
  const select = useRef<HTMLSelectElement>(null);
  const id = useId();
  const chosen = cached?.regional ?? null;
  const notExamined = notExaminedFor(chosen, cached?.career ?? null).join(',');

  useEffect(() => {
    if (focus) select.current?.focus();
  }, [focus]);

  useEffect(() => {
    onNotExamined?.(notExamined ? notExamined.split(',') : []);
  }, [notExamined, onNotExamined]);

  const meaning = chosen ? (
    <p className="faculty-pick__meaning" aria-live="polite">
      {facultyMeaning(chosen, cached?.career ?? null)}
    </p>
  ) : (
    <p className="faculty-pick__meaning" aria-live="polite" />
  );

  // A signed-in student's faculty is their account's: shown here, chosen in Mi cuenta.
  const own = regionalChoice(chosen);
  if (cached?.owner === 'account')
    return own ? (
      <>
        <p className="faculty-pick__own">
          Tu facultad: <strong>{own.name}</strong> ({own.code}). La cambiás en{' '}
          <Link to={MY_ACCOUNT_PATH}>Mi cuenta</Link>.
        </p>
        {meaning}
      </>
    ) : (
      <p className="faculty-pick__own">
        Elegí tu facultad en <Link to={MY_ACCOUNT_PATH}>Mi cuenta</Link> y te mostramos primero lo que toma.
      </p>
    );

  const offered = regionalChoice(preset ?? null);
  return (
    <>
      {offered && chosen !== offered.id && (
        <p className="faculty-pick__preset">
          <button type="button" className="button button--primary" onClick={() => pick(offered.id)}>
            Rindo en la {offered.code}
          </button>
        </p>
      )}
      <div className="field faculty-pick__field">
        <label className="field__label" htmlFor={`${id}-regional`}>
          {offered && chosen !== offered.id ? 'O elegí otra facultad' : 'Tu facultad regional'}
        </label>
        <select
          ref={select}
          id={`${id}-regional`}
          className="field__input"
          value={chosen ?? ''}
          onChange={(event) => pick(event.target.value || null)}
        >
          <option value="">Todavía no sé</option>
          {regionalChoices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {facultyLabel(choice)}
            </option>
          ))}
        </select>
      </div>
      {meaning}
    </>
  );
}
