import type { Entity } from '../data/table.ts';
import type * as z from './zod.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call a route. `public`: anyone; `session`: a valid session cookie; `subscription`: a session
 * whose subscription is active and unexpired.
 */
export type Access = 'public' | 'session' | 'subscription';

/** The parts of the session that identify the caller. */
export type Identity = 'userId' | 'email';

export type RequestPart = 'params' | 'query' | 'body';

/**
 * Which request fields name the caller, and which identity each must equal, e.g.
 * `{ params: { user: 'userId' } }`. The chain answers 403 when one differs from the session and
 * drops them before the handler runs, so use cases take the caller from the session only.
 * `none` when no field names a user (always on public routes: they have no session to compare).
 */
export type Ownership = 'none' | { readonly [P in RequestPart]?: Readonly<Record<string, Identity>> };

/**
 * External services a route's Lambda talks to, so the stack grants exactly those. `content` ships
 * the content catalog (JSON) beside the handler; `generators` ships each subject's generators beside it
 * as a module of its own, and `solvers` the tutor's exact solvers; `booklets` may read the private
 * booklets bucket; `pdf` ships the personal booklet's PDF writer (pdfkit) and its fonts beside it;
 * `typeset` ships KaTeX beside it, for the formulas its answers send typeset (ADR 0101).
 */
export type Service =
  | 'ses'
  | 'bedrock'
  | 'mercadopago'
  | 'secrets'
  | 'content'
  | 'generators'
  | 'solvers'
  | 'booklets'
  | 'pdf'
  | 'typeset';

/** What every Lambda of the product declares, so the stack grants exactly that. */
export interface FunctionDefinition {
  /** Folder under functions/ and the Lambda's logical name. */
  name: string;
  data: { reads: readonly Entity[]; writes: readonly Entity[] };
  services?: readonly Service[];
  /** The Lambda's timeout; 10 s unless it waits on a provider (every call fits inside it). */
  timeoutSeconds?: number;
}

export interface RouteDefinition extends FunctionDefinition {
  method: HttpMethod;
  /** API Gateway path with `{param}` segments. */
  path: string;
  access: Access;
  request: { [P in RequestPart]?: z.ZodType };
  owner: Ownership;
  response: z.ZodType;
  /**
   * The body may also come as an HTML form (urlencoded or multipart), as mail clients post RFC 8058's
   * one-click unsubscribe. Only for a route whose credential travels in the request itself: a form from
   * any site can post without a preflight, so routes that rely on the session cookie stay JSON only.
   */
  acceptsForm?: true;
  /**
   * The use case records a metric line with the caller's user id (a login, an answer, a simulator, a
   * tutor message): the dashboard's active-students query reads this function's logs, and no others,
   * since Logs Insights bills by the data it scans.
   */
  activeStudent?: true;
}

export const route = <const R extends RouteDefinition>(definition: R): R => definition;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * What several routes declare, together: a route that answers their reads in one request (#30) touches
 * what each of them would, and follows when one of them changes.
 */
export function declaredBy(
  parts: readonly FunctionDefinition[],
): Pick<FunctionDefinition, 'data' | 'services'> {
  return {
    data: {
      reads: unique(parts.flatMap((part) => part.data.reads)),
      writes: unique(parts.flatMap((part) => part.data.writes)),
    },
    // Typesetting is about what an answer shows, not what it reads: the combined answer says its own.
    services: unique(parts.flatMap((part) => part.services ?? [])).filter((service) => service !== 'typeset'),
  };
}

/** A Lambda run on a schedule (EventBridge Scheduler), not behind the API. */
export interface JobDefinition extends FunctionDefinition {
  description: string;
  everyMinutes: number;
  timeoutSeconds: number;
}

export const job = <const J extends JobDefinition>(definition: J): J => definition;
