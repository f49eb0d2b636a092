import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  AuthorizedPayment,
  Delivery,
  Fault,
  Outcome,
  Payment,
  Preapproval,
  Refund,
  Retry,
} from './types.ts';

/** What the state file holds: the maps as arrays, so a restarted stack finds its subscriptions. */
interface StoredState {
  clockOffsetMs: number;
  nextNumericId: number;
  preapprovals: Preapproval[];
  authorizedPayments: AuthorizedPayment[];
  payments: Payment[];
  refunds: Refund[];
  refundKeys: [string, number][];
  outcomes: [string, Outcome][];
  retries: [string, Retry][];
}

const SAVE_DEBOUNCE_MS = 50;

async function loadState(file: string): Promise<StoredState | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as StoredState;
  } catch (error) {
    throw new Error(`Mercado Pago emulator state file ${file} is not valid JSON`, { cause: error });
  }
}

/**
 * Everything the emulator knows, with its own clock (tests move it to make instalments come due) and,
 * given a file, saved shortly after each change.
 */
export class EmulatorState {
  readonly preapprovals: Map<string, Preapproval>;
  readonly authorizedPayments: Map<number, AuthorizedPayment>;
  readonly payments: Map<number, Payment>;
  readonly refunds: Map<number, Refund>;
  /** `${paymentId} ${idempotency key}` → refund id */
  readonly refundKeys: Map<string, number>;
  readonly outcomes: Map<string, Outcome>;
  readonly retries: Map<string, Retry>;
  readonly faults: Fault[] = [];
  readonly deliveries: Delivery[] = [];
  clockOffsetMs: number;
  private nextNumericId: number;
  private saveTimer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;
  private stopped = false;

  private constructor(
    private readonly file: string | undefined,
    stored: StoredState | undefined,
  ) {
    this.preapprovals = new Map((stored?.preapprovals ?? []).map((p) => [p.id, p]));
    this.authorizedPayments = new Map((stored?.authorizedPayments ?? []).map((a) => [a.id, a]));
    this.payments = new Map((stored?.payments ?? []).map((p) => [p.id, p]));
    this.refunds = new Map((stored?.refunds ?? []).map((r) => [r.id, r]));
    this.refundKeys = new Map(stored?.refundKeys ?? []);
    this.outcomes = new Map(stored?.outcomes ?? []);
    this.retries = new Map(stored?.retries ?? []);
    this.clockOffsetMs = stored?.clockOffsetMs ?? 0;
    this.nextNumericId = stored?.nextNumericId ?? 7_000_000_000 + Math.floor(Math.random() * 1_000_000);
  }

  /** Loads the state file when there is one; omitted → in memory only. */
  static async open(file: string | undefined): Promise<EmulatorState> {
    if (!file) return new EmulatorState(undefined, undefined);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    return new EmulatorState(file, await loadState(file));
  }

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  newId(): number {
    return this.nextNumericId++;
  }

  /** Marks the state as changed; it is written after a short quiet spell. */
  changed(): void {
    if (!this.file || this.stopped) return;
    this.dirty = true;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.flush(), SAVE_DEBOUNCE_MS);
  }

  /** Writes pending changes now; resolves when every write so far has landed. */
  flush(): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const file = this.file;
    if (!file || !this.dirty) return this.saving;
    this.dirty = false;
    const text = JSON.stringify(this.snapshot(), null, 1);
    this.saving = this.saving
      .then(async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        // Owner only, like the rest of the local data (infra/local/private-data.ts).
        await writeFile(temporary, text, { mode: 0o600 });
        await chmod(temporary, 0o600);
        await rename(temporary, file);
      })
      .catch((error: unknown) => console.error('Mercado Pago emulator could not save its state', error));
    return this.saving;
  }

  /** Stops saving on later changes and writes what is pending. */
  close(): Promise<void> {
    this.stopped = true;
    return this.flush();
  }

  private snapshot(): StoredState {
    return {
      clockOffsetMs: this.clockOffsetMs,
      nextNumericId: this.nextNumericId,
      preapprovals: [...this.preapprovals.values()],
      authorizedPayments: [...this.authorizedPayments.values()],
      payments: [...this.payments.values()],
      refunds: [...this.refunds.values()],
      refundKeys: [...this.refundKeys],
      outcomes: [...this.outcomes],
      retries: [...this.retries],
    };
  }
}
