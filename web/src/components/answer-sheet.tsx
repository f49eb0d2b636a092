import { type ReactNode, type RefObject, useId } from 'react';
import { type GoalTick, goalTickText, reachesGoal } from '../lib/goal-tick.ts';
import { useModalDialog } from './use-modal-dialog.ts';
import './answer-sheet.css';

export type SheetTone = 'right' | 'wrong' | 'neutral';

const signs: Record<SheetTone, string> = { right: '✓', wrong: '✗', neutral: '→' };

/** Today's answers against the goal: 'waiting' holds its line while GET /api/practice/goal answers. */
export type SheetTick = GoalTick | 'waiting';

function TickLine({ tick }: { tick: SheetTick }) {
  const text = tick === 'waiting' ? null : goalTickText(tick);
  const met = tick !== 'waiting' && reachesGoal(tick);
  return (
    <p className={`sheet__tick${met ? ' sheet__tick--met' : ''}`} role="status">
      {text && (
        <>
          <span aria-hidden="true">
            {tick !== 'waiting' && tick.counted && (
              <>
                <span className="sheet__plus">+1</span> ·{' '}
              </>
            )}
            {text.day}
          </span>
          <span className="visually-hidden">{text.spoken}</span>
          {met && <span className="sheet__met">¡Cumpliste tu meta de hoy!</span>}
        </>
      )}
    </p>
  );
}

/**
 * The moment after an answer (#30): a dialog that rises from the bottom of a phone's screen (centred on a
 * wide one) with the verdict, today's answers against the daily goal and «Continuar» always in reach.
 * The focus goes to its title; «Continuar», the close button and Escape close it, and the focus goes to
 * `returnFocus`. `fresh` plays the moment (the rise, the sign, the "+1"), once per answer and never with
 * reduced motion; opened again to read, it stays still.
 */
export function AnswerSheet({
  tone,
  title,
  lead,
  tick,
  fresh,
  children,
  actions,
  onClose,
  returnFocus,
  className,
}: {
  tone: SheetTone;
  title: string;
  lead?: ReactNode;
  /** Left out when the sheet is opened again to read. */
  tick?: SheetTick | undefined;
  fresh: boolean;
  children?: ReactNode;
  /** More actions beside «Continuar». */
  actions?: ReactNode;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const { initialFocus, dialogProps } = useModalDialog<HTMLHeadingElement>(onClose, returnFocus);
  const titleId = useId();
  const leadId = useId();
  const classes = ['sheet', `sheet--${tone}`, fresh ? 'sheet--fresh' : '', className ?? ''];
  return (
    <dialog
      {...dialogProps}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={lead ? leadId : undefined}
    >
      <div className="sheet__body">
        <header className="sheet__header">
          <span className="sheet__icon" aria-hidden="true">
            {signs[tone]}
          </span>
          <div className="sheet__heading">
            <h2 id={titleId} ref={initialFocus} tabIndex={-1} className="sheet__title">
              {title}
            </h2>
            {lead && (
              <p id={leadId} className="sheet__lead">
                {lead}
              </p>
            )}
            {tick !== undefined && <TickLine tick={tick} />}
          </div>
          <button type="button" className="sheet__close" aria-label="Cerrar" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {children}
      </div>
      <div className="sheet__footer">
        <button type="button" className="button button--primary sheet__continue" onClick={onClose}>
          Continuar
        </button>
        {actions}
      </div>
    </dialog>
  );
}
